import { Decider } from '../../platform/event-store/decider';
import { CurrencyChoiceEvent } from './currency.events';

export type CurrencyChoiceCommand =
  | { type: 'SetUserCurrencyPreference'; userId: number; currencyId: number; code: string }
  | { type: 'SetBusinessCurrency'; ownerId: number; currencyId: number; code: string };

/** A user's preferred currency, or an owner's business currency: recorded when it changes. */
export const currencyChoiceDecider: Decider<{ currencyId: number | null }, CurrencyChoiceCommand, CurrencyChoiceEvent> = {
  initialState: { currencyId: null },
  evolve: (_state, event) => ({ currencyId: event.data.currency_id }),
  decide: (command, state) => {
    if (state.currencyId === command.currencyId) return [];
    if (command.type === 'SetUserCurrencyPreference') {
      return [
        { type: 'UserCurrencyPreferenceSet', data: { user_id: command.userId, currency_id: command.currencyId, code: command.code } },
      ];
    }
    return [{ type: 'BusinessCurrencySet', data: { owner_id: command.ownerId, currency_id: command.currencyId, code: command.code } }];
  },
};
