import { DecidedEvent } from '../../platform/event-store/decider';

export const BASE_CURRENCY_ID = 1;
export const BASE_CURRENCY_CODE = 'PKR';

export const currencyStreamId = (currencyId: number): string => `currency-${currencyId}`;
/** Which currency is the default: one small stream, so switching is one event. */
export const DEFAULT_CURRENCY_STREAM_ID = 'currency-default';
export const userCurrencyStreamId = (userId: number): string => `currency-preference-${userId}`;
export const businessCurrencyStreamId = (ownerId: number): string => `business-currency-${ownerId}`;

export interface CurrencyDetails {
  code: string;
  name: string;
  symbol: string;
}

/** Rates are decimal strings: units of the currency per 1 PKR. */
export type CurrencyEvent =
  | DecidedEvent<'CurrencyAdded', CurrencyDetails & { currency_id: number; exchange_rate: string; is_active: boolean }>
  | DecidedEvent<'CurrencyDetailsChanged', CurrencyDetails & { currency_id: number }>
  | DecidedEvent<'CurrencyActivated', { currency_id: number }>
  | DecidedEvent<'CurrencyDeactivated', { currency_id: number }>
  | DecidedEvent<
      'ExchangeRateSet',
      { currency_id: number; code: string; exchange_rate: string; previous_rate: string; source: 'manual' | 'bulk' | 'job' }
    >
  | DecidedEvent<'CurrencyRemoved', { currency_id: number; code: string }>;

export const CURRENCY_EVENT_TYPES: CurrencyEvent['type'][] = [
  'CurrencyAdded',
  'CurrencyDetailsChanged',
  'CurrencyActivated',
  'CurrencyDeactivated',
  'ExchangeRateSet',
  'CurrencyRemoved',
];

export type DefaultCurrencyEvent = DecidedEvent<'DefaultCurrencySet', { currency_id: number; previous_currency_id: number | null }>;

export type CurrencyChoiceEvent =
  | DecidedEvent<'UserCurrencyPreferenceSet', { user_id: number; currency_id: number; code: string }>
  | DecidedEvent<'BusinessCurrencySet', { owner_id: number; currency_id: number; code: string }>;
