import { DomainError } from '../../platform/domain/domain-error';
import { StoredOf } from '../../platform/event-store/event.types';
import { setActiveFlag } from '../../platform/event-store/projection-rows';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { CURRENCY_EVENT_TYPES, CurrencyChoiceEvent, CurrencyEvent, DefaultCurrencyEvent } from './currency.events';

export const CODE_TAKEN = 'The code has already been taken.';

async function applyCurrency(event: StoredOf<CurrencyEvent>, tx: ProjectionTransaction): Promise<void> {
  const at = event.recordedAt;
  switch (event.type) {
    case 'CurrencyAdded': {
      const d = event.data;
      await tx.query(
        `INSERT INTO currencies (id, code, name, symbol, exchange_rate, is_active, rate_updated_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $7) ON CONFLICT (id) DO NOTHING`,
        [d.currency_id, d.code, d.name, d.symbol, d.exchange_rate, d.is_active, at],
      );
      return;
    }
    case 'CurrencyDetailsChanged':
      await tx.query(`UPDATE currencies SET code = $2, name = $3, symbol = $4, updated_at = $5 WHERE id = $1`, [
        event.data.currency_id,
        event.data.code,
        event.data.name,
        event.data.symbol,
        at,
      ]);
      return;
    case 'CurrencyActivated':
    case 'CurrencyDeactivated':
      await setActiveFlag(tx, 'currencies', event.data.currency_id, event.type === 'CurrencyActivated', at);
      return;
    case 'ExchangeRateSet': {
      const d = event.data;
      await tx.query(`UPDATE currencies SET exchange_rate = $2, rate_updated_at = $3, updated_at = $3 WHERE id = $1`, [
        d.currency_id,
        d.exchange_rate,
        at,
      ]);
      // The event's log position is the history row's id: stable across rebuilds.
      await tx.query(
        `INSERT INTO currency_rate_history (id, currency_id, code, exchange_rate, previous_rate, source, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [event.globalPosition, d.currency_id, d.code, d.exchange_rate, d.previous_rate, d.source, at],
      );
      return;
    }
    case 'CurrencyRemoved':
      await tx.query(`DELETE FROM currencies WHERE id = $1`, [event.data.currency_id]);
      return;
  }
}

async function applyDefault(event: StoredOf<DefaultCurrencyEvent>, tx: ProjectionTransaction): Promise<void> {
  await tx.query(`UPDATE currencies SET is_default = (id = $1), updated_at = $2 WHERE is_default OR id = $1`, [
    event.data.currency_id,
    event.recordedAt,
  ]);
}

async function applyChoice(event: StoredOf<CurrencyChoiceEvent>, tx: ProjectionTransaction): Promise<void> {
  if (event.type === 'UserCurrencyPreferenceSet') {
    await tx.query(
      `INSERT INTO user_currency_preferences (user_id, currency_id, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET currency_id = $2, updated_at = $3`,
      [event.data.user_id, event.data.currency_id, event.recordedAt],
    );
    return;
  }
  await tx.query(
    `INSERT INTO business_currencies (owner_id, currency_id, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (owner_id) DO UPDATE SET currency_id = $2, updated_at = $3`,
    [event.data.owner_id, event.data.currency_id, event.recordedAt],
  );
}

export const currencyProjection: InlineProjection<CurrencyEvent | DefaultCurrencyEvent> = {
  name: 'currencies',
  tables: ['currencies', 'currency_rate_history'],
  handles: [...CURRENCY_EVENT_TYPES, 'DefaultCurrencySet'],
  // A rate's history row is keyed by its event's log position.
  readsLogPosition: true,
  apply: (event, tx) => (event.type === 'DefaultCurrencySet' ? applyDefault(event, tx) : applyCurrency(event, tx)),
  constraintErrors: { currencies_code_unique: () => DomainError.field('code', CODE_TAKEN) },
};

export const currencyChoiceProjection: InlineProjection<CurrencyChoiceEvent> = {
  name: 'currency_choices',
  tables: ['user_currency_preferences', 'business_currencies'],
  handles: ['UserCurrencyPreferenceSet', 'BusinessCurrencySet'],
  apply: applyChoice,
};
