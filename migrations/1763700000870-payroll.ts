import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff pay: the pay ledger's lines and waived shortfalls (read models of the `employee-pay-{id}`
 * streams), each plant's commission basis (of `payroll-settings-{plant}`), and the month's pay
 * runs (operational state of a job, as statement runs keep theirs).
 */
export class Payroll1763700000870 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE pay_line_ids`);
    await db.query(`
      CREATE TABLE pay_lines (
        id                bigint PRIMARY KEY,
        employee_id       bigint NOT NULL,
        plant_id          bigint NOT NULL,
        owner_id          bigint NOT NULL,
        date              date NOT NULL,
        month             text NOT NULL,
        kind              text NOT NULL,
        description       text NOT NULL,
        amount            numeric(14,2) NOT NULL,
        method            text,
        reference         text,
        for_month         text,
        expense_id        bigint,
        shortfall_date    date,
        reverses_line_id  bigint,
        reversed_by       bigint,
        recorded_at       timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX pay_lines_by_employee ON pay_lines (employee_id, month, id)`);
    await db.query(`CREATE INDEX pay_lines_by_plant_month ON pay_lines (plant_id, month)`);
    await db.query(`
      CREATE TABLE pay_shortfall_waivers (
        employee_id  bigint NOT NULL,
        date         date NOT NULL,
        plant_id     bigint NOT NULL,
        owner_id     bigint NOT NULL,
        shortfall    numeric(14,2) NOT NULL,
        reason       text NOT NULL,
        waived_at    timestamptz NOT NULL,
        PRIMARY KEY (employee_id, date)
      )`);
    await db.query(`
      CREATE TABLE payroll_settings (
        plant_id          bigint PRIMARY KEY,
        owner_id          bigint NOT NULL,
        commission_basis  text NOT NULL
      )`);
    await db.query(`
      CREATE TABLE payroll_runs (
        id              bigserial PRIMARY KEY,
        plant_id        bigint NOT NULL,
        owner_id        bigint NOT NULL,
        month           text NOT NULL,
        status          text NOT NULL,
        total           integer NOT NULL DEFAULT 0,
        done            integer NOT NULL DEFAULT 0,
        lines_recorded  integer NOT NULL DEFAULT 0,
        error           text,
        job_id          text,
        created_at      timestamptz NOT NULL,
        finished_at     timestamptz
      )`);
    await db.query(`CREATE INDEX payroll_runs_by_month ON payroll_runs (plant_id, month, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE payroll_runs`);
    await db.query(`DROP TABLE payroll_settings`);
    await db.query(`DROP TABLE pay_shortfall_waivers`);
    await db.query(`DROP TABLE pay_lines`);
    await db.query(`DROP SEQUENCE pay_line_ids`);
  }
}
