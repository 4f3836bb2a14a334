import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { money } from '../../platform/domain/money';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import { plantToday } from '../../platform/domain/plant-day';
import { EventStore } from '../../platform/event-store/event-store';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { riderDayDecider } from './rider-day.decider';
import { RiderDayProductCount, riderDayStreamId } from './rider-day.events';
import { expectedCashText, reckon, riderDayFigures } from './rider-day.queries';

export const FUTURE_DAY = 'A day after today cannot be closed.';

type Query = (text: string, values?: unknown[]) => Promise<any[]>;

/** POST /filter-owner/rider-days and POST /rider/day-close: what the rider handed over and took out. */
export interface RiderDayCloseInput {
  date: string;
  cash_handed_over: number;
  cans_returned_to_plant: number;
  full_cans_taken: number;
  /** The plant's other returnable products, each once (checked by the DTO; the products here). */
  products?: Omit<RiderDayProductCount, 'expected_back'>[];
}

export const NOT_COUNTED_PRODUCT = "Count only the plant's returnable products other than the first (its cans are counted above).";

/** Refuses a product that is not one of the plant's returnable products but the first: 422 at its index. */
async function assertCountedProducts(query: Query, plantId: number, counted: { product_id: number }[]): Promise<void> {
  if (counted.length === 0) return;
  const rows: { id: number }[] = await query(`SELECT id FROM products WHERE plant_id = $1 AND returnable AND id <> $2`, [
    plantId,
    FIRST_PRODUCT_ID,
  ]);
  const countable = new Set(rows.map((row) => Number(row.id)));
  const index = counted.findIndex((product) => !countable.has(product.product_id));
  if (index >= 0) throw DomainError.field(`products.${index}.product_id`, NOT_COUNTED_PRODUCT);
}

/**
 * Closes a rider's day (or corrects its close): the expected figures are read from the day's
 * totals at this moment and kept in the event beside the counts. The employee's ownership is
 * checked before dispatch.
 */
export class CloseRiderDayCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly employeeId: number,
    readonly input: RiderDayCloseInput,
    readonly closedBy: 'owner' | 'rider',
  ) {}
}

export interface RiderDayCloseResult extends ReturnType<typeof reckon> {
  employee_id: number;
  date: string;
  closed_at: string;
  /** How many closes the day has had (more than 1: corrected). */
  closes: number;
}

@CommandHandler(CloseRiderDayCommand)
export class CloseRiderDayHandler implements ICommandHandler<CloseRiderDayCommand, RiderDayCloseResult> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, employeeId, input, closedBy }: CloseRiderDayCommand): Promise<RiderDayCloseResult> {
    const query = (text: string, values?: unknown[]) => this.sql.rows(text, values);
    const calendar = await loadPlantCalendar(query, plantId);
    if (input.date > plantToday(calendar.timeZone)) throw DomainError.field('date', FUTURE_DAY);
    // Checked in the order sent (a 422 names the index the client sent), recorded by product.
    await assertCountedProducts(query, plantId, input.products ?? []);
    const counted = [...(input.products ?? [])].sort((a, b) => a.product_id - b.product_id);
    const figures = await riderDayFigures(query, plantId, employeeId, input.date);
    const close = {
      cash_handed_over: money(input.cash_handed_over),
      cans_returned_to_plant: input.cans_returned_to_plant,
      full_cans_taken: input.full_cans_taken,
      products: counted.map(({ product_id, full_taken, returned_to_plant }) => ({ product_id, full_taken, returned_to_plant })),
    };
    const reckoned = reckon(figures, close);
    await this.store.handle(
      riderDayStreamId(employeeId, input.date),
      riderDayDecider,
      {
        type: 'CloseRiderDay',
        ref: { employee_id: employeeId, plant_id: plantId, owner_id: ownerId, date: input.date },
        count: {
          ...close,
          expected_cash: expectedCashText(figures),
          expected_cans_back: reckoned.expected_cans_back!,
          products: reckoned.products.map(({ product_id, full_taken, returned_to_plant, expected_back }) => ({
            product_id,
            full_taken,
            returned_to_plant,
            expected_back,
          })),
          closed_by: closedBy,
        },
      },
      { tenant_id: ownerId },
      { contention: 'wait' },
    );
    const row = await this.sql.one<{ closed_at: Date; closes: number }>(
      `SELECT closed_at, closes FROM rider_day_closes WHERE employee_id = $1 AND date = $2::date`,
      [employeeId, input.date],
    );
    return {
      employee_id: employeeId,
      date: input.date,
      ...reckoned,
      closed_at: new Date(row!.closed_at).toISOString(),
      closes: row!.closes,
    };
  }
}

export const RIDER_DAY_COMMAND_HANDLERS = [CloseRiderDayHandler];
