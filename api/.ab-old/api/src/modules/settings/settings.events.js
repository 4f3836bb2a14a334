"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SETTING_DEFAULTS = exports.CURRENCY_SETTING_DEFAULTS = exports.ONBOARDING_ENABLED_KEY = exports.SETTINGS_EVENT_TYPES = exports.SETTINGS_STREAM_ID = void 0;
/** One stream holds every global setting. */
exports.SETTINGS_STREAM_ID = 'system-settings';
exports.SETTINGS_EVENT_TYPES = ['SystemSettingChanged'];
exports.ONBOARDING_ENABLED_KEY = 'app.onboarding_enabled';
/** Currency display settings, and the values the screens fall back to when none is stored or loading fails. */
exports.CURRENCY_SETTING_DEFAULTS = {
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
};
/** Every key and its value on a fresh system. */
exports.SETTING_DEFAULTS = {
    [exports.ONBOARDING_ENABLED_KEY]: true,
    ...Object.fromEntries(Object.entries(exports.CURRENCY_SETTING_DEFAULTS).map(([key, value]) => [`currency.${key}`, value])),
};
//# sourceMappingURL=settings.events.js.map