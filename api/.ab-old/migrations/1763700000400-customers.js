"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Customers1763700000400 = void 0;
/**
 * Customers of a plant, their pauses and their ledger (read models of the `customer-{id}`
 * streams). Money is numeric(14,2), cans integers. `stream_version` is the customer stream's
 * version the row reflects: commands load their state from the row and append with it as the
 * expected version, so a long ledger is never folded from its start (docs/architecture.md).
 */
class Customers1763700000400 {
    async up(db) {
        await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await db.query(`CREATE SEQUENCE customer_ids`);
        await db.query(`CREATE SEQUENCE customer_pause_ids`);
        await db.query(`CREATE SEQUENCE customer_ledger_line_ids`);
        await db.query(`
      CREATE TABLE customers (
        id                      bigint PRIMARY KEY,
        plant_id                bigint NOT NULL,
        owner_id                bigint NOT NULL,
        area_id                 bigint NOT NULL,
        employee_id             bigint,
        code                    text NOT NULL,
        name                    text NOT NULL,
        phone                   text,
        whatsapp                text,
        address                 text,
        latitude                numeric(10,7),
        longitude               numeric(10,7),
        rate                    numeric(12,2),
        opening_balance         numeric(14,2) NOT NULL DEFAULT 0,
        opening_cans            integer NOT NULL DEFAULT 0,
        security_deposit_cans   integer NOT NULL DEFAULT 0,
        security_deposit_amount numeric(14,2) NOT NULL DEFAULT 0,
        credit_limit            numeric(14,2),
        can_limit               integer,
        notes                   text,
        is_active               boolean NOT NULL DEFAULT true,
        balance                 numeric(14,2) NOT NULL DEFAULT 0,
        cans_out                integer NOT NULL DEFAULT 0,
        ledger_lines            integer NOT NULL DEFAULT 0,
        last_delivery_at        timestamptz,
        last_payment_at         timestamptz,
        stream_version          integer NOT NULL,
        created_at              timestamptz NOT NULL,
        updated_at              timestamptz NOT NULL
      )`);
        // A code is unique per plant regardless of case; two racing creates cannot both win.
        await db.query(`CREATE UNIQUE INDEX customers_code_unique_per_plant ON customers (plant_id, lower(code))`);
        await db.query(`CREATE INDEX customers_by_plant_name ON customers (plant_id, lower(name), id)`);
        await db.query(`CREATE INDEX customers_by_plant_balance ON customers (plant_id, balance, id)`);
        await db.query(`CREATE INDEX customers_by_plant_phone ON customers (plant_id, phone)`);
        await db.query(`CREATE INDEX customers_by_area ON customers (area_id)`);
        await db.query(`CREATE INDEX customers_by_employee ON customers (employee_id) WHERE employee_id IS NOT NULL`);
        await db.query(`CREATE INDEX customers_by_owner ON customers (owner_id)`);
        // Search matches any part of a name, code or phone (ILIKE '%text%'): trigram indexes serve it.
        await db.query(`CREATE INDEX customers_name_trgm ON customers USING gin (name gin_trgm_ops)`);
        await db.query(`CREATE INDEX customers_code_trgm ON customers USING gin (code gin_trgm_ops)`);
        await db.query(`CREATE INDEX customers_phone_trgm ON customers USING gin (phone gin_trgm_ops)`);
        await db.query(`
      CREATE TABLE customer_pauses (
        id          bigint PRIMARY KEY,
        customer_id bigint NOT NULL,
        plant_id    bigint NOT NULL,
        owner_id    bigint NOT NULL,
        starts_on   date NOT NULL,
        ends_on     date,
        reason      text,
        created_at  timestamptz NOT NULL
      )`);
        await db.query(`CREATE INDEX customer_pauses_by_customer ON customer_pauses (customer_id, starts_on)`);
        await db.query(`CREATE INDEX customer_pauses_by_plant ON customer_pauses (plant_id, starts_on)`);
        await db.query(`
      CREATE TABLE customer_ledger_lines (
        id               bigint PRIMARY KEY,
        customer_id      bigint NOT NULL,
        plant_id         bigint NOT NULL,
        owner_id         bigint NOT NULL,
        date             date NOT NULL,
        kind             text NOT NULL,
        description      text NOT NULL,
        cans_delivered   integer NOT NULL DEFAULT 0,
        cans_returned    integer NOT NULL DEFAULT 0,
        debit            numeric(14,2) NOT NULL DEFAULT 0,
        credit           numeric(14,2) NOT NULL DEFAULT 0,
        deposit_cans     integer NOT NULL DEFAULT 0,
        deposit_amount   numeric(14,2) NOT NULL DEFAULT 0,
        reverses_line_id bigint,
        reversed_by      bigint,
        recorded_at      timestamptz NOT NULL
      )`);
        // A ledger reads one customer's lines by day: running balances are a window over this order.
        await db.query(`CREATE INDEX customer_ledger_lines_by_customer ON customer_ledger_lines (customer_id, date, id)`);
    }
    async down(db) {
        await db.query(`DROP TABLE customer_ledger_lines`);
        await db.query(`DROP TABLE customer_pauses`);
        await db.query(`DROP TABLE customers`);
        await db.query(`DROP SEQUENCE customer_ledger_line_ids`);
        await db.query(`DROP SEQUENCE customer_pause_ids`);
        await db.query(`DROP SEQUENCE customer_ids`);
    }
}
exports.Customers1763700000400 = Customers1763700000400;
//# sourceMappingURL=1763700000400-customers.js.map