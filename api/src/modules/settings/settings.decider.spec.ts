import { givenDecider } from '../../platform/event-store/decider.testing';
import { settingsDecider } from './settings.decider';
import { SettingsEvent } from './settings.events';

const given = givenDecider(settingsDecider);
const set = (key: string, value: boolean | string, previous: boolean | string | null = null): SettingsEvent => ({
  type: 'SystemSettingChanged',
  data: { key, value, previous },
});

describe('system settings decider', () => {
  it('seeds only keys never set', () => {
    given()
      .when({ type: 'SeedSettings', values: { a: true, b: 'x' } })
      .then([set('a', true), set('b', 'x')]);
    given(set('a', false))
      .when({ type: 'SeedSettings', values: { a: true, b: 'x' } })
      .then([set('b', 'x')]);
  });

  it('records changed values with the previous one, and nothing for equal values', () => {
    given(set('a', true))
      .when({ type: 'ChangeSettings', values: { a: false } })
      .then([set('a', false, true)]);
    given(set('a', true))
      .when({ type: 'ChangeSettings', values: { a: true } })
      .thenNothing();
  });
});
