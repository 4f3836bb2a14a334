import type { PlantHoliday } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { HOLIDAY_NOT_FOUND } from './holiday.decider';

export interface HolidayRow {
  id: string;
  plant_id: string;
  date: string;
  reason: string | null;
  created_at: Date;
}

export const HOLIDAY_COLUMNS = `id, plant_id, date::text AS date, reason, created_at`;

export const holidayView = (row: HolidayRow): PlantHoliday => ({
  id: Number(row.id),
  filter_plant_id: Number(row.plant_id),
  date: row.date,
  reason: row.reason,
  created_at: new Date(row.created_at).toISOString(),
});

/** GET /holidays: the plant's holidays between two days (either end open), by day. The plant is the caller's (checked). */
export class ListHolidaysQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly from: string | null,
    readonly to: string | null,
  ) {}
}

@QueryHandler(ListHolidaysQuery)
export class ListHolidaysHandler implements IQueryHandler<ListHolidaysQuery, PlantHoliday[]> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId, from, to }: ListHolidaysQuery): Promise<PlantHoliday[]> {
    const rows = await this.sql.rows<HolidayRow>(
      `SELECT ${HOLIDAY_COLUMNS} FROM plant_holidays
        WHERE plant_id = $1 AND owner_id = $2 AND ($3::date IS NULL OR date >= $3::date) AND ($4::date IS NULL OR date <= $4::date)
        ORDER BY date`,
      [plantId, ownerId, from, to],
    );
    return rows.map(holidayView);
  }
}

export class GetHolidayQuery {
  constructor(
    readonly ownerId: number,
    readonly holidayId: number,
  ) {}
}

@QueryHandler(GetHolidayQuery)
export class GetHolidayHandler implements IQueryHandler<GetHolidayQuery, PlantHoliday> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, holidayId }: GetHolidayQuery): Promise<PlantHoliday> {
    const row = await this.sql.one<HolidayRow>(`SELECT ${HOLIDAY_COLUMNS} FROM plant_holidays WHERE id = $1 AND owner_id = $2`, [
      holidayId,
      ownerId,
    ]);
    if (!row) throw DomainError.notFound(HOLIDAY_NOT_FOUND);
    return holidayView(row);
  }
}

export const HOLIDAY_QUERY_HANDLERS = [ListHolidaysHandler, GetHolidayHandler];
