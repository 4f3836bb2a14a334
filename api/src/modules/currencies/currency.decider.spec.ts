import { givenDecider } from '../../platform/event-store/decider.testing';
import {
  BASE_NOT_REMOVABLE,
  BASE_RATE_FIXED,
  currencyDecider,
  DEFAULT_ALWAYS_ACTIVE,
  DEFAULT_MUST_BE_ACTIVE,
  DEFAULT_NOT_REMOVABLE,
  defaultCurrencyDecider,
} from './currency.decider';
import { CurrencyEvent } from './currency.events';

const given = givenDecider(currencyDecider);
const givenDefault = givenDecider(defaultCurrencyDecider);
const added = (id: number, code: string): CurrencyEvent => ({
  type: 'CurrencyAdded',
  data: { currency_id: id, code, name: code, symbol: code, exchange_rate: id === 1 ? '1' : '0.0036', is_active: true },
});

describe('currency decider', () => {
  it('records a rate with the previous one and its source', () => {
    given(added(2, 'USD'))
      .when({ type: 'SetExchangeRate', rate: '0.004', source: 'job' })
      .then([
        { type: 'ExchangeRateSet', data: { currency_id: 2, code: 'USD', exchange_rate: '0.004', previous_rate: '0.0036', source: 'job' } },
      ]);
  });

  it('keeps PKR at rate 1, active and undeletable', () => {
    given(added(1, 'PKR')).when({ type: 'SetExchangeRate', rate: '2', source: 'manual' }).thenThrows({ message: BASE_RATE_FIXED });
    given(added(1, 'PKR')).when({ type: 'SetExchangeRate', rate: '1', source: 'manual' }).thenNothing();
    given(added(1, 'PKR')).when({ type: 'RemoveCurrency', isDefault: false }).thenThrows({ message: BASE_NOT_REMOVABLE });
    given(added(1, 'PKR'))
      .when({ type: 'ChangeCurrencyDetails', details: { code: 'PKX', name: 'x', symbol: 'x' } })
      .thenThrows('validation');
  });

  it('never deactivates or removes the default currency', () => {
    given(added(2, 'USD')).when({ type: 'DeactivateCurrency', isDefault: true }).thenThrows({ message: DEFAULT_ALWAYS_ACTIVE });
    given(added(2, 'USD')).when({ type: 'RemoveCurrency', isDefault: true }).thenThrows({ message: DEFAULT_NOT_REMOVABLE });
    given(added(2, 'USD'))
      .when({ type: 'RemoveCurrency', isDefault: false })
      .then([{ type: 'CurrencyRemoved', data: { currency_id: 2, code: 'USD' } }]);
  });

  it('treats a removed currency as gone', () => {
    const removed: CurrencyEvent = { type: 'CurrencyRemoved', data: { currency_id: 2, code: 'USD' } };
    given(added(2, 'USD'), removed).when({ type: 'ActivateCurrency' }).thenThrows({ message: 'Currency not found.' });
  });

  it('makes only an active currency the default, once', () => {
    const madeDefault = { type: 'DefaultCurrencySet' as const, data: { currency_id: 1, previous_currency_id: null } };
    givenDefault().when({ type: 'SetDefaultCurrency', currencyId: 1, isActive: true }).then([madeDefault]);
    givenDefault(madeDefault).when({ type: 'SetDefaultCurrency', currencyId: 1, isActive: true }).thenNothing();
    givenDefault(madeDefault)
      .when({ type: 'SetDefaultCurrency', currencyId: 3, isActive: false })
      .thenThrows({ message: DEFAULT_MUST_BE_ACTIVE });
  });
});
