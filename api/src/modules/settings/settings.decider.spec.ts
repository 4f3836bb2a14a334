import { fold } from '../../platform/event-store/decider';
import { settingsDecider } from './settings.decider';
import { SettingsEvent } from './settings.events';

const given = (events: SettingsEvent[]) => ({
  when: (command: Parameters<typeof settingsDecider.decide>[0]) => settingsDecider.decide(command, fold(settingsDecider, events)),
});
const set = (key: string, value: boolean | string, previous: boolean | string | null = null): SettingsEvent => ({
  type: 'SystemSettingChanged',
  data: { key, value, previous },
});

describe('system settings decider', () => {
  it('seeds only keys never set', () => {
    expect(given([]).when({ type: 'SeedSettings', values: { a: true, b: 'x' } })).toEqual([set('a', true), set('b', 'x')]);
    expect(given([set('a', false)]).when({ type: 'SeedSettings', values: { a: true, b: 'x' } })).toEqual([set('b', 'x')]);
  });

  it('records changed values with the previous one, and nothing for equal values', () => {
    expect(given([set('a', true)]).when({ type: 'ChangeSettings', values: { a: false } })).toEqual([set('a', false, true)]);
    expect(given([set('a', true)]).when({ type: 'ChangeSettings', values: { a: true } })).toEqual([]);
  });
});
