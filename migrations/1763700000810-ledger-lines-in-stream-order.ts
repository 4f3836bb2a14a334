import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer's lines of one day are shown in the order they were recorded: their stream version
 * (each line is one event of the customer's stream), not their id. Line ids are taken in blocks
 * per process (IdBlocks), so with more than one process a later line can carry a smaller id. The
 * ledger's covering index (1763700000792) is keyed the same way, so the ledger stays an
 * index-only scan in its order.
 */
export class LedgerLinesInStreamOrder1763700000810 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX customer_ledger_lines_by_customer_days ON customer_ledger_lines (customer_id, date, stream_version)
         INCLUDE (id, debit, credit, cans_delivered, cans_returned, kind, description, deposit_cans, deposit_amount, reversed_by, recorded_at)`,
    );
    await db.query(`DROP INDEX customer_ledger_lines_by_customer_lines`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX customer_ledger_lines_by_customer_lines ON customer_ledger_lines (customer_id, date, id)
         INCLUDE (debit, credit, cans_delivered, cans_returned, kind, description, deposit_cans, deposit_amount, reversed_by, recorded_at)`,
    );
    await db.query(`DROP INDEX customer_ledger_lines_by_customer_days`);
  }
}
