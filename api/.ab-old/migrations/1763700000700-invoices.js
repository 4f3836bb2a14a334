"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Invoices1763700000700 = void 0;
/**
 * Platform billing (read models of the `invoice-{id}` streams and of the plants' activation
 * events). `invoices` is an invoice as it stands now, its items and payments as jsonb (both are
 * written once per event and always read with the invoice). Money is numeric(14,2).
 * `invoices_owner_month` (one live invoice per owner and month; a voided one no longer counts) and
 * `invoices_number` are checked in the issuing append's transaction: a month run that races
 * another issues nothing twice. `plant_activity_changes` keeps every PlantActivated and
 * PlantDeactivated (the plants row keeps only the latest), which the month run pro-rates from.
 */
class Invoices1763700000700 {
    async up(db) {
        await db.query(`CREATE SEQUENCE invoice_ids`);
        await db.query(`
      CREATE TABLE invoices (
        id             bigint PRIMARY KEY,
        number         text NOT NULL,
        year           integer NOT NULL,
        sequence       integer NOT NULL,
        owner_id       bigint NOT NULL,
        month          text NOT NULL,
        items          jsonb NOT NULL,
        amount         numeric(14,2) NOT NULL,
        paid_amount    numeric(14,2) NOT NULL DEFAULT 0,
        status         text NOT NULL,
        payments       jsonb NOT NULL DEFAULT '[]',
        void_reason    text,
        issued_at      timestamptz NOT NULL,
        due_at         date NOT NULL,
        paid_at        date,
        overdue_at     timestamptz,
        voided_at      timestamptz,
        stream_version integer NOT NULL,
        updated_at     timestamptz NOT NULL
      )`);
        await db.query(`CREATE UNIQUE INDEX invoices_number ON invoices (number)`);
        await db.query(`CREATE UNIQUE INDEX invoices_owner_month ON invoices (owner_id, month) WHERE status <> 'void'`);
        await db.query(`CREATE INDEX invoices_by_owner ON invoices (owner_id, month DESC, id DESC)`);
        await db.query(`CREATE INDEX invoices_by_month ON invoices (month DESC, id DESC)`);
        await db.query(`CREATE INDEX invoices_pending_due ON invoices (due_at) WHERE status = 'pending'`);
        await db.query(`
      CREATE TABLE plant_activity_changes (
        plant_id        bigint NOT NULL,
        global_position bigint NOT NULL,
        owner_id        bigint NOT NULL,
        active          boolean NOT NULL,
        at              timestamptz NOT NULL,
        PRIMARY KEY (plant_id, global_position)
      )`);
        await db.query(`CREATE INDEX plant_activity_changes_by_owner ON plant_activity_changes (owner_id)`);
        // What the projection would have written for the plants activated and deactivated so far.
        await db.query(`
      INSERT INTO plant_activity_changes (plant_id, global_position, owner_id, active, at)
      SELECT (data->>'plant_id')::bigint, global_position, (data->>'owner_id')::bigint, event_type = 'PlantActivated', recorded_at
        FROM events WHERE event_type IN ('PlantActivated', 'PlantDeactivated')`);
    }
    async down(db) {
        await db.query(`DROP TABLE plant_activity_changes`);
        await db.query(`DROP TABLE invoices`);
        await db.query(`DROP SEQUENCE invoice_ids`);
    }
}
exports.Invoices1763700000700 = Invoices1763700000700;
//# sourceMappingURL=1763700000700-invoices.js.map