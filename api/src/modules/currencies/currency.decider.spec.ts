import { fold } from '../../platform/event-store/decider';
import {
  BASE_NOT_REMOVABLE,
  BASE_RATE_FIXED,
  CurrencyCommand,
  currencyDecider,
  DEFAULT_ALWAYS_ACTIVE,
  DEFAULT_MUST_BE_ACTIVE,
  DEFAULT_NOT_REMOVABLE,
  defaultCurrencyDecider,
} from './currency.decider';
import { CurrencyEvent } from './currency.events';

const added = (id: number, code: string): CurrencyEvent => ({
  type: 'CurrencyAdded',
  data: { currency_id: id, code, name: code, symbol: code, exchange_rate: id === 1 ? '1' : '0.0036', is_active: true },
});
const given = (events: CurrencyEvent[]) => ({
  when: (command: CurrencyCommand) => currencyDecider.decide(command, fold(currencyDecider, events)),
});

describe('currency decider', () => {
  it('records a rate with the previous one and its source', () => {
    expect(given([added(2, 'USD')]).when({ type: 'SetExchangeRate', rate: '0.004', source: 'job' })).toEqual([
      { type: 'ExchangeRateSet', data: { currency_id: 2, code: 'USD', exchange_rate: '0.004', previous_rate: '0.0036', source: 'job' } },
    ]);
  });

  it('keeps PKR at rate 1, active and undeletable', () => {
    expect(() => given([added(1, 'PKR')]).when({ type: 'SetExchangeRate', rate: '2', source: 'manual' })).toThrow(BASE_RATE_FIXED);
    expect(given([added(1, 'PKR')]).when({ type: 'SetExchangeRate', rate: '1', source: 'manual' })).toEqual([]);
    expect(() => given([added(1, 'PKR')]).when({ type: 'RemoveCurrency', isDefault: false })).toThrow(BASE_NOT_REMOVABLE);
    expect(() =>
      given([added(1, 'PKR')]).when({ type: 'ChangeCurrencyDetails', details: { code: 'PKX', name: 'x', symbol: 'x' } }),
    ).toThrow();
  });

  it('never deactivates or removes the default currency', () => {
    expect(() => given([added(2, 'USD')]).when({ type: 'DeactivateCurrency', isDefault: true })).toThrow(DEFAULT_ALWAYS_ACTIVE);
    expect(() => given([added(2, 'USD')]).when({ type: 'RemoveCurrency', isDefault: true })).toThrow(DEFAULT_NOT_REMOVABLE);
    expect(given([added(2, 'USD')]).when({ type: 'RemoveCurrency', isDefault: false })).toEqual([
      { type: 'CurrencyRemoved', data: { currency_id: 2, code: 'USD' } },
    ]);
  });

  it('treats a removed currency as gone', () => {
    const removed: CurrencyEvent = { type: 'CurrencyRemoved', data: { currency_id: 2, code: 'USD' } };
    expect(() => given([added(2, 'USD'), removed]).when({ type: 'ActivateCurrency' })).toThrow('Currency not found.');
  });

  it('makes only an active currency the default, once', () => {
    expect(defaultCurrencyDecider.decide({ type: 'SetDefaultCurrency', currencyId: 1, isActive: true }, { currencyId: null })).toEqual([
      { type: 'DefaultCurrencySet', data: { currency_id: 1, previous_currency_id: null } },
    ]);
    expect(defaultCurrencyDecider.decide({ type: 'SetDefaultCurrency', currencyId: 1, isActive: true }, { currencyId: 1 })).toEqual([]);
    expect(() => defaultCurrencyDecider.decide({ type: 'SetDefaultCurrency', currencyId: 3, isActive: false }, { currencyId: 1 })).toThrow(
      DEFAULT_MUST_BE_ACTIVE,
    );
  });
});
