"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Expenses1763700000620 = void 0;
/**
 * Expenses of a plant (read models of the `expense-{id}` streams): the expense as it stands now
 * (a reversed one stays, with its reason), the history of each (recorded, corrected, reversed: one
 * row per event, by stream version) and `daily_expense_totals`, the plant's non-reversed expenses
 * summed per day and category, which the owner dashboard reads instead of summing rows. Money is
 * numeric(14,2). `stream_version` on the expense row is the version it reflects: the projection
 * moves the daily totals only for an event the row has not seen, so applying an event twice (or
 * replaying the log) moves them once.
 */
class Expenses1763700000620 {
    async up(db) {
        await db.query(`CREATE SEQUENCE expense_ids`);
        await db.query(`
      CREATE TABLE expenses (
        id              bigint PRIMARY KEY,
        plant_id        bigint NOT NULL,
        owner_id        bigint NOT NULL,
        date            date NOT NULL,
        category        text NOT NULL,
        amount          numeric(14,2) NOT NULL,
        note            text,
        employee_id     bigint,
        status          text NOT NULL DEFAULT 'recorded',
        reversal_reason text,
        reversed_at     timestamptz,
        corrections     integer NOT NULL DEFAULT 0,
        stream_version  integer NOT NULL,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL
      )`);
        // The list reads a plant's month newest first; its totals sum the same range.
        await db.query(`CREATE INDEX expenses_by_plant_date ON expenses (plant_id, date DESC, id DESC)`);
        await db.query(`CREATE INDEX expenses_by_employee ON expenses (employee_id) WHERE employee_id IS NOT NULL`);
        await db.query(`CREATE INDEX expenses_by_owner ON expenses (owner_id)`);
        await db.query(`
      CREATE TABLE expense_history (
        expense_id  bigint NOT NULL,
        version     integer NOT NULL,
        plant_id    bigint NOT NULL,
        owner_id    bigint NOT NULL,
        kind        text NOT NULL,
        "values"    jsonb NOT NULL,
        before      jsonb,
        reason      text,
        recorded_at timestamptz NOT NULL,
        PRIMARY KEY (expense_id, version)
      )`);
        await db.query(`
      CREATE TABLE daily_expense_totals (
        plant_id bigint NOT NULL,
        date     date NOT NULL,
        category text NOT NULL,
        owner_id bigint NOT NULL,
        amount   numeric(14,2) NOT NULL,
        PRIMARY KEY (plant_id, date, category)
      )`);
        await db.query(`CREATE INDEX daily_expense_totals_by_owner ON daily_expense_totals (owner_id)`);
    }
    async down(db) {
        await db.query(`DROP TABLE daily_expense_totals`);
        await db.query(`DROP TABLE expense_history`);
        await db.query(`DROP TABLE expenses`);
        await db.query(`DROP SEQUENCE expense_ids`);
    }
}
exports.Expenses1763700000620 = Expenses1763700000620;
//# sourceMappingURL=1763700000620-expenses.js.map