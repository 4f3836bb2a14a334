import { DecidedEvent } from '../../platform/event-store/decider';

/** One stream holds every global setting. */
export const SETTINGS_STREAM_ID = 'system-settings';

export type SettingValue = string | number | boolean;

/** The stream `system-settings`: one event per key whose value changed. */
export type SettingsEvent = DecidedEvent<'SystemSettingChanged', { key: string; value: SettingValue; previous: SettingValue | null }>;

export const SETTINGS_EVENT_TYPES: SettingsEvent['type'][] = ['SystemSettingChanged'];

export const ONBOARDING_ENABLED_KEY = 'app.onboarding_enabled';

/**
 * The maps' tile address ({z}/{x}/{y}; '' = no tiles). Not seeded: a system that never set it
 * reads DEFAULT_MAP_TILE_URL (settings.queries.ts), so a later change of the default reaches it.
 */
export const MAP_TILE_URL_KEY = 'app.map_tile_url';

/** Currency display settings, and the values the screens fall back to when none is stored or loading fails. */
export const CURRENCY_SETTING_DEFAULTS = {
  currency_symbol: 'PKR',
  currency_name: 'Pakistani Rupee',
  currency_position: 'before',
  currency_decimal_places: 2,
  currency_thousands_separator: ',',
  currency_decimal_separator: '.',
  currency_format_template: '{symbol}{amount}',
  currency_display_format: 'symbol_only',
  auto_update_rates: false,
  rate_update_frequency: 'daily',
  base_currency: 'PKR',
} as const;

export type CurrencySettings = {
  -readonly [K in keyof typeof CURRENCY_SETTING_DEFAULTS]: (typeof CURRENCY_SETTING_DEFAULTS)[K] extends boolean
    ? boolean
    : (typeof CURRENCY_SETTING_DEFAULTS)[K] extends number
      ? number
      : string;
};

/** Every key and its value on a fresh system. */
export const SETTING_DEFAULTS: Record<string, SettingValue> = {
  [ONBOARDING_ENABLED_KEY]: true,
  ...Object.fromEntries(Object.entries(CURRENCY_SETTING_DEFAULTS).map(([key, value]) => [`currency.${key}`, value])),
};
