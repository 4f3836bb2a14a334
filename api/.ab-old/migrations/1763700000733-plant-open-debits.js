"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlantOpenDebits1763700000733 = void 0;
/**
 * What a plant's customers owe by the day it was charged, per area and rider (0: none): the sums
 * of customer_open_debits, moved by each transaction's difference just before it commits, so the
 * outstanding-by-age report reads a few hundred rows whatever the number of customers. `customers`
 * counts those whose oldest unpaid charge is that day. No row is kept at zero.
 */
class PlantOpenDebits1763700000733 {
    async up(db) {
        await db.query(`
      CREATE TABLE plant_open_debits (
        plant_id    bigint NOT NULL,
        date        date NOT NULL,
        area_id     bigint NOT NULL,
        employee_id bigint NOT NULL,
        amount      numeric(14,2) NOT NULL,
        customers   integer NOT NULL,
        PRIMARY KEY (plant_id, date, area_id, employee_id) INCLUDE (amount, customers)
      )`);
    }
    async down(db) {
        await db.query(`DROP TABLE plant_open_debits`);
    }
}
exports.PlantOpenDebits1763700000733 = PlantOpenDebits1763700000733;
//# sourceMappingURL=1763700000733-plant-open-debits.js.map