import { Decider } from '../../platform/event-store/decider';
import { SettingsEvent, SettingValue } from './settings.events';

export interface SettingsState {
  values: Record<string, SettingValue>;
}

export type SettingsCommand =
  /** Sets these keys; unchanged values record nothing. */
  | { type: 'ChangeSettings'; values: Record<string, SettingValue> }
  /** Sets only the keys never set before: the seed, safe to repeat. */
  | { type: 'SeedSettings'; values: Record<string, SettingValue> };

const initialState: SettingsState = { values: {} };

function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
  return { values: { ...state.values, [event.data.key]: event.data.value } };
}

function decide(command: SettingsCommand, state: SettingsState): SettingsEvent[] {
  const events: SettingsEvent[] = [];
  for (const [key, value] of Object.entries(command.values)) {
    const previous = key in state.values ? state.values[key] : null;
    if (command.type === 'SeedSettings' && previous !== null) continue;
    if (previous === value) continue;
    events.push({ type: 'SystemSettingChanged', data: { key, value, previous } });
  }
  return events;
}

/** The global settings: a change is recorded per key, only when the value differs. */
export const settingsDecider: Decider<SettingsState, SettingsCommand, SettingsEvent> = { initialState, evolve, decide };
