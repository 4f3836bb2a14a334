import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { asNewEvents, fold } from '../../platform/event-store/decider';
import { EventStore, EventStoreTransaction } from '../../platform/event-store/event-store';
import { currencyChoiceDecider } from './currency-choice.decider';
import { CURRENCY_NOT_FOUND, CurrencyCommand, currencyDecider, CurrencyState, defaultCurrencyDecider } from './currency.decider';
import {
  businessCurrencyStreamId,
  CurrencyDetails,
  CurrencyEvent,
  currencyStreamId,
  DEFAULT_CURRENCY_STREAM_ID,
  userCurrencyStreamId,
} from './currency.events';

/** A rate as stored: a decimal string with at most 8 decimals, no trailing zeros. */
export function rateText(rate: number): string {
  return rate.toFixed(8).replace(/\.?0+$/, '');
}

export class AddCurrencyCommand {
  constructor(
    readonly details: CurrencyDetails,
    readonly rate: number,
    readonly isActive: boolean,
    /** Only the seed gives an id (PKR is 1); otherwise one is drawn. */
    readonly currencyId?: number,
  ) {}
}

@CommandHandler(AddCurrencyCommand)
export class AddCurrencyHandler implements ICommandHandler<AddCurrencyCommand, number> {
  constructor(private readonly store: EventStore) {}

  async execute({ details, rate, isActive, currencyId }: AddCurrencyCommand): Promise<number> {
    const id = currencyId ?? (await this.store.nextId('currency_ids'));
    await this.store.handle(currencyStreamId(id), currencyDecider, {
      type: 'AddCurrency',
      currencyId: id,
      details,
      rate: rateText(rate),
      isActive,
    });
    return id;
  }
}

export interface CurrencyChanges {
  details?: CurrencyDetails;
  rate?: number;
  isActive?: boolean;
}

/** Every change to one currency in one append: details, rate, activation, or removal. */
export class ChangeCurrencyCommand {
  constructor(
    readonly currencyId: number,
    readonly changes: CurrencyChanges | 'toggle-status' | 'remove',
    readonly source: 'manual' | 'bulk' | 'job' = 'manual',
  ) {}
}

@CommandHandler(ChangeCurrencyCommand)
export class ChangeCurrencyHandler implements ICommandHandler<ChangeCurrencyCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ currencyId, changes, source }: ChangeCurrencyCommand): Promise<void> {
    await this.store.handle(currencyStreamId(currencyId), currencyDecider, (state) => this.commandsFor(currencyId, state, changes, source));
  }

  private async commandsFor(
    currencyId: number,
    state: CurrencyState,
    changes: ChangeCurrencyCommand['changes'],
    source: 'manual' | 'bulk' | 'job',
  ): Promise<CurrencyCommand[]> {
    const isDefault = async () => {
      const row = await this.sql.one<{ is_default: boolean }>(`SELECT is_default FROM currencies WHERE id = $1`, [currencyId]);
      return Boolean(row?.is_default);
    };
    if (changes === 'remove') return [{ type: 'RemoveCurrency', isDefault: await isDefault() }];
    if (changes === 'toggle-status')
      return [state.isActive ? { type: 'DeactivateCurrency', isDefault: await isDefault() } : { type: 'ActivateCurrency' }];
    const commands: CurrencyCommand[] = [];
    if (changes.details) commands.push({ type: 'ChangeCurrencyDetails', details: changes.details });
    if (changes.rate !== undefined && rateText(changes.rate) !== rateText(Number(state.rate))) {
      commands.push({ type: 'SetExchangeRate', rate: rateText(changes.rate), source });
    } else if (changes.rate !== undefined && source === 'job') {
      // A job confirms an unchanged rate too: the history shows each fetch.
      commands.push({ type: 'SetExchangeRate', rate: rateText(changes.rate), source });
    }
    if (changes.isActive === true) commands.push({ type: 'ActivateCurrency' });
    if (changes.isActive === false) commands.push({ type: 'DeactivateCurrency', isDefault: await isDefault() });
    return commands;
  }
}

/** Several rates at once: all are applied or none (one transaction). */
export class BulkUpdateRatesCommand {
  constructor(
    readonly updates: { currencyId: number; rate: number }[],
    readonly source: 'bulk' | 'job' = 'bulk',
  ) {}
}

@CommandHandler(BulkUpdateRatesCommand)
export class BulkUpdateRatesHandler implements ICommandHandler<BulkUpdateRatesCommand, number> {
  constructor(private readonly store: EventStore) {}

  async execute({ updates, source }: BulkUpdateRatesCommand): Promise<number> {
    const decided = await Promise.all(
      updates.map(async ({ currencyId, rate }, index) => {
        const past = await this.store.readStream<CurrencyEvent>(currencyStreamId(currencyId));
        const state = fold(currencyDecider, past);
        if (!state.exists || state.removed) {
          throw DomainError.validation(CURRENCY_NOT_FOUND, { [`updates.${index}.currency_id`]: ['The selected currency is invalid.'] });
        }
        const unchanged = rateText(rate) === rateText(Number(state.rate)) && source !== 'job';
        const events = unchanged ? [] : currencyDecider.decide({ type: 'SetExchangeRate', rate: rateText(rate), source }, state);
        return { streamId: currencyStreamId(currencyId), version: past.length, events };
      }),
    );
    await this.store.transaction(async (tx: EventStoreTransaction) => {
      for (const { streamId, version, events } of decided) if (events.length > 0) await tx.append(streamId, version, asNewEvents(events));
    });
    return decided.reduce((sum, d) => sum + d.events.length, 0);
  }
}

export class SetDefaultCurrencyCommand {
  constructor(readonly currencyId: number) {}
}

@CommandHandler(SetDefaultCurrencyCommand)
export class SetDefaultCurrencyHandler implements ICommandHandler<SetDefaultCurrencyCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ currencyId }: SetDefaultCurrencyCommand): Promise<void> {
    const row = await this.sql.one<{ is_active: boolean }>(`SELECT is_active FROM currencies WHERE id = $1`, [currencyId]);
    if (!row) throw DomainError.notFound(CURRENCY_NOT_FOUND);
    await this.store.handle(DEFAULT_CURRENCY_STREAM_ID, defaultCurrencyDecider, {
      type: 'SetDefaultCurrency',
      currencyId,
      isActive: row.is_active,
    });
  }
}

export const INVALID_CURRENCY = 'The selected currency is invalid.';

/** A user's preferred currency, or an owner's business currency: any active currency. */
export class ChooseCurrencyCommand {
  constructor(
    readonly kind: 'user' | 'business',
    readonly id: number,
    readonly currencyId: number,
  ) {}
}

@CommandHandler(ChooseCurrencyCommand)
export class ChooseCurrencyHandler implements ICommandHandler<ChooseCurrencyCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ kind, id, currencyId }: ChooseCurrencyCommand): Promise<void> {
    const row = await this.sql.one<{ code: string }>(`SELECT code FROM currencies WHERE id = $1 AND is_active`, [currencyId]);
    if (!row) throw DomainError.field('currency_id', INVALID_CURRENCY);
    if (kind === 'user') {
      await this.store.handle(userCurrencyStreamId(id), currencyChoiceDecider, {
        type: 'SetUserCurrencyPreference',
        userId: id,
        currencyId,
        code: row.code,
      });
    } else {
      await this.store.handle(
        businessCurrencyStreamId(id),
        currencyChoiceDecider,
        { type: 'SetBusinessCurrency', ownerId: id, currencyId, code: row.code },
        { tenant_id: id },
      );
    }
  }
}

export const CURRENCY_COMMAND_HANDLERS = [
  AddCurrencyHandler,
  ChangeCurrencyHandler,
  BulkUpdateRatesHandler,
  SetDefaultCurrencyHandler,
  ChooseCurrencyHandler,
];
