"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StatementRuns1763700000720 = void 0;
/**
 * Month-end statement runs: one row per run (a plant's month, optionally one area) with its
 * progress, and the PDFs it rendered, one per customer, as bytea beside it. Not read models: the
 * PDFs are documents made from the ledger (a run can always be made again), so a replay leaves
 * them alone. And `sent_at` on statement_shares, from StatementShareSent (a read model column).
 */
class StatementRuns1763700000720 {
    async up(db) {
        await db.query(`
      CREATE TABLE statement_runs (
        id           bigserial PRIMARY KEY,
        owner_id     bigint NOT NULL,
        plant_id     bigint NOT NULL,
        area_id      bigint,
        month        text NOT NULL,
        status       text NOT NULL,
        total        integer NOT NULL DEFAULT 0,
        done         integer NOT NULL DEFAULT 0,
        failed       integer NOT NULL DEFAULT 0,
        ledger_mark  text NOT NULL,
        error        text,
        created_at   timestamptz NOT NULL DEFAULT now(),
        finished_at  timestamptz
      )`);
        await db.query(`CREATE INDEX statement_runs_by_plant ON statement_runs (owner_id, plant_id, month, id DESC)`);
        await db.query(`
      CREATE TABLE statement_run_files (
        run_id          bigint NOT NULL REFERENCES statement_runs (id) ON DELETE CASCADE,
        customer_id     bigint NOT NULL,
        owner_id        bigint NOT NULL,
        customer_code   text NOT NULL,
        customer_name   text NOT NULL,
        area            text,
        closing_balance numeric(14,2) NOT NULL,
        cans            integer NOT NULL,
        pdf             bytea NOT NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (run_id, customer_id)
      )`);
        await db.query(`ALTER TABLE statement_shares ADD COLUMN sent_at timestamptz`);
        await db.query(`CREATE INDEX statement_shares_by_month ON statement_shares (owner_id, month, customer_id)`);
    }
    async down(db) {
        await db.query(`DROP INDEX statement_shares_by_month`);
        await db.query(`ALTER TABLE statement_shares DROP COLUMN sent_at`);
        await db.query(`DROP TABLE statement_run_files`);
        await db.query(`DROP TABLE statement_runs`);
    }
}
exports.StatementRuns1763700000720 = StatementRuns1763700000720;
//# sourceMappingURL=1763700000720-statement-runs.js.map