"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CustomerDebitDays1763700000732 = void 0;
/**
 * What each customer was charged per plant day (the debits of the ledger lines that stand; a day
 * whose every charge was reversed keeps a 0 row), for the reports' open debits
 * (report.projection.ts): recomputing a customer's open debits reads these few rows, mostly from
 * the index alone, instead of every ledger line of the customer.
 */
class CustomerDebitDays1763700000732 {
    async up(db) {
        await db.query(`
      CREATE TABLE customer_debit_days (
        customer_id bigint NOT NULL,
        date        date NOT NULL,
        debit       numeric(14,2) NOT NULL,
        PRIMARY KEY (customer_id, date) INCLUDE (debit)
      )`);
    }
    async down(db) {
        await db.query(`DROP TABLE customer_debit_days`);
    }
}
exports.CustomerDebitDays1763700000732 = CustomerDebitDays1763700000732;
//# sourceMappingURL=1763700000732-customer-debit-days.js.map