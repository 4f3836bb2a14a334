"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CURRENCY_EVENT_TYPES = exports.businessCurrencyStreamId = exports.userCurrencyStreamId = exports.DEFAULT_CURRENCY_STREAM_ID = exports.currencyStreamId = exports.BASE_CURRENCY_CODE = exports.BASE_CURRENCY_ID = void 0;
exports.BASE_CURRENCY_ID = 1;
exports.BASE_CURRENCY_CODE = 'PKR';
const currencyStreamId = (currencyId) => `currency-${currencyId}`;
exports.currencyStreamId = currencyStreamId;
/** Which currency is the default: one small stream, so switching is one event. */
exports.DEFAULT_CURRENCY_STREAM_ID = 'currency-default';
const userCurrencyStreamId = (userId) => `currency-preference-${userId}`;
exports.userCurrencyStreamId = userCurrencyStreamId;
const businessCurrencyStreamId = (ownerId) => `business-currency-${ownerId}`;
exports.businessCurrencyStreamId = businessCurrencyStreamId;
exports.CURRENCY_EVENT_TYPES = [
    'CurrencyAdded',
    'CurrencyDetailsChanged',
    'CurrencyActivated',
    'CurrencyDeactivated',
    'ExchangeRateSet',
    'CurrencyRemoved',
];
//# sourceMappingURL=currency.events.js.map