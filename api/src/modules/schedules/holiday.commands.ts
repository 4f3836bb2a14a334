import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { EventStore } from '../../platform/event-store/event-store';
import { HOLIDAY_NOT_FOUND, holidayDecider } from './holiday.decider';
import { plantHolidaysStreamId } from './holiday.events';

/** POST /holidays: a day of the plant on which nobody is due. Returns the holiday's id. */
export class AddHolidayCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly date: string,
    readonly reason: string | null,
  ) {}
}

@CommandHandler(AddHolidayCommand)
export class AddHolidayHandler implements ICommandHandler<AddHolidayCommand, number> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, plantId, date, reason }: AddHolidayCommand): Promise<number> {
    const holidayId = await this.store.nextId('plant_holiday_ids');
    await this.store.handle(
      plantHolidaysStreamId(plantId),
      holidayDecider,
      { type: 'AddHoliday', plantId, ownerId, holidayId, date, reason },
      { tenant_id: ownerId },
      { contention: 'wait' },
    );
    return holidayId;
  }
}

/** DELETE /holidays/{id}: one of the owner's plants' holidays (404 for anyone else's). */
export class RemoveHolidayCommand {
  constructor(
    readonly ownerId: number,
    readonly holidayId: number,
  ) {}
}

@CommandHandler(RemoveHolidayCommand)
export class RemoveHolidayHandler implements ICommandHandler<RemoveHolidayCommand, { plantId: number; date: string }> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, holidayId }: RemoveHolidayCommand): Promise<{ plantId: number; date: string }> {
    const row = await this.sql.one<{ plant_id: string; date: string }>(
      `SELECT plant_id, date::text AS date FROM plant_holidays WHERE id = $1 AND owner_id = $2`,
      [holidayId, ownerId],
    );
    if (!row) throw DomainError.notFound(HOLIDAY_NOT_FOUND);
    const plantId = Number(row.plant_id);
    await this.store.handle(
      plantHolidaysStreamId(plantId),
      holidayDecider,
      { type: 'RemoveHoliday', plantId, ownerId, holidayId },
      { tenant_id: ownerId },
      { contention: 'wait' },
    );
    return { plantId, date: row.date };
  }
}

export const HOLIDAY_COMMAND_HANDLERS = [AddHolidayHandler, RemoveHolidayHandler];
