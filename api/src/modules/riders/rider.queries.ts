import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { plantToday } from '../../platform/domain/plant-day';

/** Who a signed-in rider is: their employee, owner, plant (and its today) and the areas assigned to them. */
export interface RiderContext {
  userId: number;
  employeeId: number;
  employeeName: string;
  ownerId: number;
  plantId: number;
  plantName: string;
  areaIds: number[];
  areas: { id: number; name: string }[];
  /** The plant's day now, in its time zone. */
  today: string;
}

export const NOT_A_RIDER = 'This sign-in is not an active employee of a plant.';

/** One statement by key: the user's employee (active) and its plant, with the areas assigned to it. */
const RIDER_SQL = `
  SELECT e.id AS employee_id, e.name AS employee_name, e.owner_id, e.plant_id, p.name AS plant_name, p.time_zone,
         coalesce((SELECT jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name) ORDER BY a.id)
                     FROM area_employees ae JOIN areas a ON a.id = ae.area_id WHERE ae.employee_id = e.id), '[]') AS areas
    FROM users u
    JOIN employees e ON e.id = u.employee_id AND e.is_active
    JOIN plants p ON p.id = e.plant_id
   WHERE u.id = $1 AND u.role = 'employee' AND u.is_active`;

/**
 * The rider behind a signed-in `employee` caller. The guard already refused a revoked sign-in or
 * an inactive or removed employee; a race with such a change ends here in 403.
 */
export class RiderContextQuery {
  constructor(readonly userId: number) {}
}

@QueryHandler(RiderContextQuery)
export class RiderContextHandler implements IQueryHandler<RiderContextQuery, RiderContext> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId }: RiderContextQuery): Promise<RiderContext> {
    const row = await this.sql.one<{
      employee_id: string;
      employee_name: string;
      owner_id: string;
      plant_id: string;
      plant_name: string;
      time_zone: string;
      areas: { id: number; name: string }[];
    }>(RIDER_SQL, [userId]);
    if (!row) throw DomainError.forbidden(NOT_A_RIDER, ERROR_CODES.notARider);
    return {
      userId,
      employeeId: Number(row.employee_id),
      employeeName: row.employee_name,
      ownerId: Number(row.owner_id),
      plantId: Number(row.plant_id),
      plantName: row.plant_name,
      areas: row.areas,
      areaIds: row.areas.map((area) => Number(area.id)),
      today: plantToday(row.time_zone),
    };
  }
}

export const RIDER_QUERY_HANDLERS = [RiderContextHandler];
