"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.defaultCurrencyDecider = exports.DEFAULT_MUST_BE_ACTIVE = exports.currencyDecider = exports.DEFAULT_ALWAYS_ACTIVE = exports.DEFAULT_NOT_REMOVABLE = exports.BASE_ALWAYS_ACTIVE = exports.BASE_NOT_REMOVABLE = exports.BASE_CODE_FIXED = exports.BASE_RATE_FIXED = exports.CURRENCY_NOT_FOUND = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
const currency_events_1 = require("./currency.events");
exports.CURRENCY_NOT_FOUND = 'Currency not found.';
exports.BASE_RATE_FIXED = 'PKR is the base currency: its exchange rate is always 1.';
exports.BASE_CODE_FIXED = 'PKR is the base currency: its code cannot change.';
exports.BASE_NOT_REMOVABLE = 'PKR is the base currency and cannot be deleted.';
exports.BASE_ALWAYS_ACTIVE = 'PKR is the base currency and stays active.';
exports.DEFAULT_NOT_REMOVABLE = 'The default currency cannot be deleted. Make another currency the default first.';
exports.DEFAULT_ALWAYS_ACTIVE = 'The default currency cannot be deactivated. Make another currency the default first.';
const initialState = { exists: false, removed: false, currencyId: 0, details: null, rate: '1', isActive: false };
function evolve(state, event) {
    switch (event.type) {
        case 'CurrencyAdded': {
            const { currency_id, exchange_rate, is_active, code, name, symbol } = event.data;
            return { ...state, exists: true, currencyId: currency_id, details: { code, name, symbol }, rate: exchange_rate, isActive: is_active };
        }
        case 'CurrencyDetailsChanged':
            return { ...state, details: { code: event.data.code, name: event.data.name, symbol: event.data.symbol } };
        case 'CurrencyActivated':
            return { ...state, isActive: true };
        case 'CurrencyDeactivated':
            return { ...state, isActive: false };
        case 'ExchangeRateSet':
            return { ...state, rate: event.data.exchange_rate };
        case 'CurrencyRemoved':
            return { ...state, removed: true };
    }
}
const refuse = (field, message) => domain_error_1.DomainError.field(field, message);
function decide(command, state) {
    if (command.type === 'AddCurrency') {
        if (state.exists)
            throw domain_error_1.DomainError.conflict('This currency already exists.');
        return [
            {
                type: 'CurrencyAdded',
                data: { currency_id: command.currencyId, ...command.details, exchange_rate: command.rate, is_active: command.isActive },
            },
        ];
    }
    if (!state.exists || state.removed || !state.details)
        throw domain_error_1.DomainError.notFound(exports.CURRENCY_NOT_FOUND);
    const currency_id = state.currencyId;
    const isBase = currency_id === currency_events_1.BASE_CURRENCY_ID;
    switch (command.type) {
        case 'ChangeCurrencyDetails': {
            if (isBase && command.details.code !== state.details.code)
                throw refuse('code', exports.BASE_CODE_FIXED);
            const { code, name, symbol } = state.details;
            if (code === command.details.code && name === command.details.name && symbol === command.details.symbol)
                return [];
            return [{ type: 'CurrencyDetailsChanged', data: { currency_id, ...command.details } }];
        }
        case 'ActivateCurrency':
            return state.isActive ? [] : [{ type: 'CurrencyActivated', data: { currency_id } }];
        case 'DeactivateCurrency':
            if (!state.isActive)
                return [];
            if (isBase)
                throw refuse('is_active', exports.BASE_ALWAYS_ACTIVE);
            if (command.isDefault)
                throw refuse('is_active', exports.DEFAULT_ALWAYS_ACTIVE);
            return [{ type: 'CurrencyDeactivated', data: { currency_id } }];
        case 'SetExchangeRate':
            if (isBase) {
                if (Number(command.rate) === 1)
                    return [];
                throw refuse('exchange_rate', exports.BASE_RATE_FIXED);
            }
            return [
                {
                    type: 'ExchangeRateSet',
                    data: { currency_id, code: state.details.code, exchange_rate: command.rate, previous_rate: state.rate, source: command.source },
                },
            ];
        case 'RemoveCurrency':
            if (isBase)
                throw domain_error_1.DomainError.validation(exports.BASE_NOT_REMOVABLE, { id: [exports.BASE_NOT_REMOVABLE] });
            if (command.isDefault)
                throw domain_error_1.DomainError.validation(exports.DEFAULT_NOT_REMOVABLE, { id: [exports.DEFAULT_NOT_REMOVABLE] });
            return [{ type: 'CurrencyRemoved', data: { currency_id, code: state.details.code } }];
    }
}
/** A currency: its details, rate against PKR, and whether it is offered. PKR is fixed at 1. */
exports.currencyDecider = { initialState, evolve, decide };
exports.DEFAULT_MUST_BE_ACTIVE = 'Only an active currency can be the default.';
/** Which currency is the default; only an active one can be. */
exports.defaultCurrencyDecider = {
    initialState: { currencyId: null },
    evolve: (_state, event) => ({ currencyId: event.data.currency_id }),
    decide: (command, state) => {
        if (state.currencyId === command.currencyId)
            return [];
        if (!command.isActive)
            throw domain_error_1.DomainError.field('id', exports.DEFAULT_MUST_BE_ACTIVE);
        return [{ type: 'DefaultCurrencySet', data: { currency_id: command.currencyId, previous_currency_id: state.currencyId } }];
    },
};
//# sourceMappingURL=currency.decider.js.map