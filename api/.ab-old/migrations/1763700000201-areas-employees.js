"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AreasEmployees1763700000201 = void 0;
/** Areas, employees and who serves which area, all scoped to a plant and its owner. */
class AreasEmployees1763700000201 {
    async up(db) {
        await db.query(`CREATE SEQUENCE area_ids`);
        await db.query(`CREATE SEQUENCE employee_ids`);
        await db.query(`
      CREATE TABLE areas (
        id          bigint PRIMARY KEY,
        plant_id    bigint NOT NULL,
        owner_id    bigint NOT NULL,
        name        text NOT NULL,
        description text NOT NULL,
        is_active   boolean NOT NULL DEFAULT true,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      )`);
        // 'Area name already exists in this plant.' is this index, so two racing creates cannot both win.
        await db.query(`CREATE UNIQUE INDEX areas_name_unique_per_plant ON areas (plant_id, lower(name))`);
        await db.query(`CREATE INDEX areas_by_owner ON areas (owner_id)`);
        await db.query(`
      CREATE TABLE employees (
        id              bigint PRIMARY KEY,
        plant_id        bigint NOT NULL,
        owner_id        bigint NOT NULL,
        name            text NOT NULL,
        phone           text NOT NULL,
        address         text,
        type            text NOT NULL CHECK (type IN ('commission', 'salary')),
        commission_rate numeric(5,2),
        monthly_salary  numeric(12,2),
        is_active       boolean NOT NULL DEFAULT true,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL
      )`);
        await db.query(`CREATE INDEX employees_by_plant ON employees (plant_id, id)`);
        await db.query(`CREATE INDEX employees_by_owner ON employees (owner_id)`);
        await db.query(`
      CREATE TABLE area_employees (
        area_id     bigint NOT NULL,
        employee_id bigint NOT NULL,
        plant_id    bigint NOT NULL,
        owner_id    bigint NOT NULL,
        assigned_at timestamptz NOT NULL,
        PRIMARY KEY (area_id, employee_id)
      )`);
        await db.query(`CREATE INDEX area_employees_by_employee ON area_employees (employee_id)`);
        await db.query(`CREATE INDEX area_employees_by_plant ON area_employees (plant_id)`);
    }
    async down(db) {
        await db.query(`DROP TABLE area_employees`);
        await db.query(`DROP TABLE employees`);
        await db.query(`DROP TABLE areas`);
        await db.query(`DROP SEQUENCE employee_ids`);
        await db.query(`DROP SEQUENCE area_ids`);
    }
}
exports.AreasEmployees1763700000201 = AreasEmployees1763700000201;
//# sourceMappingURL=1763700000201-areas-employees.js.map