import { DomainError } from '../../platform/domain/domain-error';
import { Decider } from '../../platform/event-store/decider';
import { BASE_CURRENCY_ID, CurrencyDetails, CurrencyEvent, DefaultCurrencyEvent } from './currency.events';

export const CURRENCY_NOT_FOUND = 'Currency not found.';
export const BASE_RATE_FIXED = 'PKR is the base currency: its exchange rate is always 1.';
export const BASE_CODE_FIXED = 'PKR is the base currency: its code cannot change.';
export const BASE_NOT_REMOVABLE = 'PKR is the base currency and cannot be deleted.';
export const BASE_ALWAYS_ACTIVE = 'PKR is the base currency and stays active.';
export const DEFAULT_NOT_REMOVABLE = 'The default currency cannot be deleted. Make another currency the default first.';
export const DEFAULT_ALWAYS_ACTIVE = 'The default currency cannot be deactivated. Make another currency the default first.';

export interface CurrencyState {
  exists: boolean;
  removed: boolean;
  currencyId: number;
  details: CurrencyDetails | null;
  rate: string;
  isActive: boolean;
}

export type CurrencyCommand =
  | { type: 'AddCurrency'; currencyId: number; details: CurrencyDetails; rate: string; isActive: boolean }
  | { type: 'ChangeCurrencyDetails'; details: CurrencyDetails }
  | { type: 'ActivateCurrency' }
  /** `isDefault`: whether it is the default now (known from the default stream's read model). */
  | { type: 'DeactivateCurrency'; isDefault: boolean }
  | { type: 'SetExchangeRate'; rate: string; source: 'manual' | 'bulk' | 'job' }
  | { type: 'RemoveCurrency'; isDefault: boolean };

const initialState: CurrencyState = { exists: false, removed: false, currencyId: 0, details: null, rate: '1', isActive: false };

function evolve(state: CurrencyState, event: CurrencyEvent): CurrencyState {
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

const refuse = (field: string, message: string) => DomainError.field(field, message);

function decide(command: CurrencyCommand, state: CurrencyState): CurrencyEvent[] {
  if (command.type === 'AddCurrency') {
    if (state.exists) throw DomainError.conflict('This currency already exists.');
    return [
      {
        type: 'CurrencyAdded',
        data: { currency_id: command.currencyId, ...command.details, exchange_rate: command.rate, is_active: command.isActive },
      },
    ];
  }
  if (!state.exists || state.removed || !state.details) throw DomainError.notFound(CURRENCY_NOT_FOUND);
  const currency_id = state.currencyId;
  const isBase = currency_id === BASE_CURRENCY_ID;
  switch (command.type) {
    case 'ChangeCurrencyDetails': {
      if (isBase && command.details.code !== state.details.code) throw refuse('code', BASE_CODE_FIXED);
      const { code, name, symbol } = state.details;
      if (code === command.details.code && name === command.details.name && symbol === command.details.symbol) return [];
      return [{ type: 'CurrencyDetailsChanged', data: { currency_id, ...command.details } }];
    }
    case 'ActivateCurrency':
      return state.isActive ? [] : [{ type: 'CurrencyActivated', data: { currency_id } }];
    case 'DeactivateCurrency':
      if (!state.isActive) return [];
      if (isBase) throw refuse('is_active', BASE_ALWAYS_ACTIVE);
      if (command.isDefault) throw refuse('is_active', DEFAULT_ALWAYS_ACTIVE);
      return [{ type: 'CurrencyDeactivated', data: { currency_id } }];
    case 'SetExchangeRate':
      if (isBase) {
        if (Number(command.rate) === 1) return [];
        throw refuse('exchange_rate', BASE_RATE_FIXED);
      }
      return [
        {
          type: 'ExchangeRateSet',
          data: { currency_id, code: state.details.code, exchange_rate: command.rate, previous_rate: state.rate, source: command.source },
        },
      ];
    case 'RemoveCurrency':
      if (isBase) throw DomainError.validation(BASE_NOT_REMOVABLE, { id: [BASE_NOT_REMOVABLE] });
      if (command.isDefault) throw DomainError.validation(DEFAULT_NOT_REMOVABLE, { id: [DEFAULT_NOT_REMOVABLE] });
      return [{ type: 'CurrencyRemoved', data: { currency_id, code: state.details.code } }];
  }
}

/** A currency: its details, rate against PKR, and whether it is offered. PKR is fixed at 1. */
export const currencyDecider: Decider<CurrencyState, CurrencyCommand, CurrencyEvent> = { initialState, evolve, decide };

export type DefaultCurrencyCommand = { type: 'SetDefaultCurrency'; currencyId: number; isActive: boolean };

export const DEFAULT_MUST_BE_ACTIVE = 'Only an active currency can be the default.';

/** Which currency is the default; only an active one can be. */
export const defaultCurrencyDecider: Decider<{ currencyId: number | null }, DefaultCurrencyCommand, DefaultCurrencyEvent> = {
  initialState: { currencyId: null },
  evolve: (_state, event) => ({ currencyId: event.data.currency_id }),
  decide: (command, state) => {
    if (state.currencyId === command.currencyId) return [];
    if (!command.isActive) throw DomainError.field('id', DEFAULT_MUST_BE_ACTIVE);
    return [{ type: 'DefaultCurrencySet', data: { currency_id: command.currencyId, previous_currency_id: state.currencyId } }];
  },
};
