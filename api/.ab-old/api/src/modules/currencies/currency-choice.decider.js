"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.currencyChoiceDecider = void 0;
/** A user's preferred currency, or an owner's business currency: recorded when it changes. */
exports.currencyChoiceDecider = {
    initialState: { currencyId: null },
    evolve: (_state, event) => ({ currencyId: event.data.currency_id }),
    decide: (command, state) => {
        if (state.currencyId === command.currencyId)
            return [];
        if (command.type === 'SetUserCurrencyPreference') {
            return [
                { type: 'UserCurrencyPreferenceSet', data: { user_id: command.userId, currency_id: command.currencyId, code: command.code } },
            ];
        }
        return [{ type: 'BusinessCurrencySet', data: { owner_id: command.ownerId, currency_id: command.currencyId, code: command.code } }];
    },
};
//# sourceMappingURL=currency-choice.decider.js.map