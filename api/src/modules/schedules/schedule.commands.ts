import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { asNewEvents } from '../../platform/event-store/decider';
import { EventStore, EventStoreTransaction } from '../../platform/event-store/event-store';
import { ScheduleCommand, scheduleDecider } from './schedule.decider';
import { customerScheduleStreamId, ScheduleEvent, ScheduleRef } from './schedule.events';
import { ScheduleInput, scheduleSettingsFrom } from './schedule-rules';
import { assertScheduleProducts, loadScheduleStates, scheduleRefOf } from './schedule-state';

/** PUT /customers/{id}/schedule: the owner's customer (in the named plant, if any) gets this schedule. */
export class SetCustomerScheduleCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number | null,
    readonly customerId: number,
    /** Checked by CustomerScheduleDto (the decider checks again). */
    readonly input: ScheduleInput,
  ) {}
}

@CommandHandler(SetCustomerScheduleCommand)
export class SetCustomerScheduleHandler implements ICommandHandler<SetCustomerScheduleCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, customerId, input }: SetCustomerScheduleCommand): Promise<void> {
    const query = (text: string, params?: unknown[]) => this.sql.rows(text, params);
    const ref = await scheduleRefOf(query, ownerId, plantId, customerId);
    await assertScheduleProducts(query, ref.plant_id, input);
    const routePosition = input.route_position === undefined ? undefined : (input.route_position as number | null);
    await this.store.handle(
      customerScheduleStreamId(customerId),
      scheduleDecider,
      (state): ScheduleCommand[] => [{ type: 'SetSchedule', ref, schedule: scheduleSettingsFrom(input, state.schedule), routePosition }],
      { tenant_id: ownerId },
      // A schedule is the owner's whole choice: set on the state as it is when its turn comes.
      { contention: 'wait', load: async (inTransaction) => (await loadScheduleStates(inTransaction, [customerId])).get(customerId)! },
    );
  }
}

/**
 * The schedule stream of a customer being registered, in the registration's transaction: what
 * POST /customers with a `schedule` appends (nothing when it has none). The input is checked.
 */
export async function appendNewCustomerSchedule(
  tx: EventStoreTransaction,
  ref: ScheduleRef,
  input: ScheduleInput | undefined,
): Promise<void> {
  if (!input) return;
  await assertScheduleProducts(tx.query, ref.plant_id, input, 'schedule.');
  const routePosition = input.route_position === undefined ? undefined : (input.route_position as number | null);
  const events: ScheduleEvent[] = scheduleDecider.decide(
    { type: 'SetSchedule', ref, schedule: scheduleSettingsFrom(input), routePosition },
    scheduleDecider.initialState,
  );
  await tx.append(customerScheduleStreamId(ref.customer_id), 0, asNewEvents(events), { tenant_id: ref.owner_id });
}

export const AREA_NOT_IN_PLANT = "The area must be one of the plant's areas.";

/** PUT /delivery-schedule/route-order: the listed customers of an area get route positions 0…n-1, all or none. */
export class ReorderRouteCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly areaId: number,
    readonly customerIds: number[],
  ) {}
}

@CommandHandler(ReorderRouteCommand)
export class ReorderRouteHandler implements ICommandHandler<ReorderRouteCommand, number> {
  constructor(private readonly store: EventStore) {}

  execute(command: ReorderRouteCommand): Promise<number> {
    // The order is the owner's whole choice: applied on the schedules as they are when its turn comes.
    const lockStreams = command.customerIds.map((customerId) => customerScheduleStreamId(customerId));
    return this.store.transaction((tx) => this.reorder(tx, command), { lockStreams });
  }

  private async reorder(tx: EventStoreTransaction, { ownerId, plantId, areaId, customerIds }: ReorderRouteCommand): Promise<number> {
    const [area] = await tx.query(`SELECT id FROM areas WHERE id = $1 AND plant_id = $2 AND owner_id = $3`, [areaId, plantId, ownerId]);
    if (!area) throw DomainError.field('area_id', AREA_NOT_IN_PLANT);
    const rows: { id: string; area_id: string }[] = await tx.query(
      `SELECT id, area_id FROM customers WHERE id = ANY($1::bigint[]) AND owner_id = $2 AND plant_id = $3`,
      [customerIds, ownerId, plantId],
    );
    const areaOf = new Map(rows.map((row) => [Number(row.id), Number(row.area_id)]));
    for (const id of customerIds) {
      if (!areaOf.has(id)) throw DomainError.notFound(`Customer ${id} not found in this plant.`);
      if (areaOf.get(id) !== areaId) throw DomainError.field('customer_ids', `Customer ${id} is not in this area.`);
    }
    const states = await loadScheduleStates(tx.query, customerIds);
    let changed = 0;
    for (const [position, customerId] of customerIds.entries()) {
      const { state, version } = states.get(customerId)!;
      const ref = { customer_id: customerId, plant_id: plantId, owner_id: ownerId };
      const events = scheduleDecider.decide({ type: 'SetRoutePosition', ref, routePosition: position }, state);
      if (events.length === 0) continue;
      await tx.append(customerScheduleStreamId(customerId), version, asNewEvents(events), { tenant_id: ownerId });
      changed += 1;
    }
    return changed;
  }
}

export const SCHEDULE_COMMAND_HANDLERS = [SetCustomerScheduleHandler, ReorderRouteHandler];
