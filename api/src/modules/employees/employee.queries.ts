import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { EMPLOYEE_NOT_FOUND } from './employee.decider';

export interface EmployeeRow {
  id: string;
  plant_id: string;
  owner_id: string;
  name: string;
  phone: string;
  address: string | null;
  type: 'commission' | 'salary';
  commission_rate: string | null;
  monthly_salary: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  areas: { id: number; name: string }[] | null;
  /** The employee's sign-in while it is given (not revoked). */
  login_phone: string | null;
  login_email: string | null;
  has_login: boolean | null;
}

const money = (value: string | null) => (value === null ? null : Number(value));

function toEmployeeView(row: EmployeeRow) {
  return {
    id: Number(row.id),
    name: row.name,
    phone: row.phone,
    address: row.address,
    type: row.type,
    commission_rate: money(row.commission_rate),
    monthly_salary: money(row.monthly_salary),
    is_active: row.is_active,
    filter_plant_id: Number(row.plant_id),
    areas: row.areas ?? [],
    has_login: row.has_login === true,
    login_phone: row.login_phone ?? null,
    login_email: row.login_email ?? null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
export type EmployeeView = ReturnType<typeof toEmployeeView>;

export class ListEmployeesQuery {
  constructor(readonly plantId: number) {}
}

@QueryHandler(ListEmployeesQuery)
export class ListEmployeesHandler implements IQueryHandler<ListEmployeesQuery> {
  constructor(private readonly sql: Sql) {}

  async execute({ plantId }: ListEmployeesQuery) {
    // Two flat reads instead of one area lookup per employee.
    const [rows, assignments] = await Promise.all([
      this.sql.rows<EmployeeRow>(
        `SELECT e.*, u.id IS NOT NULL AS has_login, u.phone AS login_phone, u.email AS login_email
           FROM employees e LEFT JOIN users u ON u.employee_id = e.id AND u.is_active
          WHERE e.plant_id = $1 ORDER BY e.id`,
        [plantId],
      ),
      this.sql.rows<{ employee_id: string; id: string; name: string }>(
        `SELECT ae.employee_id, a.id, a.name FROM area_employees ae JOIN areas a ON a.id = ae.area_id WHERE ae.plant_id = $1 ORDER BY a.id`,
        [plantId],
      ),
    ]);
    const areasOf = new Map<string, { id: number; name: string }[]>();
    for (const row of assignments)
      areasOf.set(String(row.employee_id), [...(areasOf.get(String(row.employee_id)) ?? []), { id: Number(row.id), name: row.name }]);
    const employees = rows.map((row) => toEmployeeView({ ...row, areas: areasOf.get(String(row.id)) ?? [] }));
    const statistics = {
      total: employees.length,
      active: employees.filter((e) => e.is_active).length,
      inactive: employees.filter((e) => !e.is_active).length,
      commission: employees.filter((e) => e.type === 'commission').length,
      salary: employees.filter((e) => e.type === 'salary').length,
    };
    return { employees, statistics };
  }
}

/** One employee of the owner (and of the plant, when given): 404 when it is not there (another owner, removed). */
export class GetEmployeeQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number | null,
    readonly employeeId: number,
  ) {}
}

/** One employee ($1) of the owner ($2), of the plant ($3) when not null: one row or none (employeeOf). */
export const EMPLOYEE_SQL = `SELECT e.*,
       (SELECT jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name) ORDER BY a.id)
          FROM area_employees ae JOIN areas a ON a.id = ae.area_id WHERE ae.employee_id = e.id) AS areas,
       u.id IS NOT NULL AS has_login, u.phone AS login_phone, u.email AS login_email
  FROM employees e LEFT JOIN users u ON u.employee_id = e.id AND u.is_active
 WHERE e.id = $1 AND e.owner_id = $2 AND ($3::bigint IS NULL OR e.plant_id = $3::bigint)`;

@QueryHandler(GetEmployeeQuery)
export class GetEmployeeHandler implements IQueryHandler<GetEmployeeQuery, EmployeeView> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId, employeeId }: GetEmployeeQuery): Promise<EmployeeView> {
    // One fixed text, prepared once per connection; a null plant matches any of the owner's plants.
    return employeeOf(await this.sql.one<EmployeeRow>(EMPLOYEE_SQL, [employeeId, ownerId, plantId]));
  }
}

/** The row EMPLOYEE_SQL read, as the API shows it; 404 when it read none. */
export function employeeOf(row: EmployeeRow | undefined): EmployeeView {
  if (!row) throw DomainError.notFound(EMPLOYEE_NOT_FOUND);
  return toEmployeeView(row);
}

export const EMPLOYEE_QUERY_HANDLERS = [ListEmployeesHandler, GetEmployeeHandler];
