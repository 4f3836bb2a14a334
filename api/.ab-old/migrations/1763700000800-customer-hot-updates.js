"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CustomerHotUpdates1763700000800 = void 0;
/**
 * Every delivery, payment and reversal moves its customer's balance, cans out and last delivery,
 * and those three columns were indexed (to page the customer list in their order), so no such
 * update could be HOT: each wrote a new entry into all thirteen indexes of `customers`, the three
 * trigram GIN indexes included. The customer list reads every matching customer anyway (its
 * totals sum them), so ordering a plant's customers by these columns is a sort in memory, while a
 * rider's sheet of 150 entries paid for those index entries on every save (measured on 2,000
 * customers with a year of lines: 150 updates 8.4 ms and 2,153 WAL records with the indexes;
 * 1.8 ms and 329 records without them, on pages with room). Pages keep a fifth free so that the
 * new version of a row fits beside the old one.
 */
class CustomerHotUpdates1763700000800 {
    async up(db) {
        await db.query(`DROP INDEX customers_by_plant_balance`);
        await db.query(`DROP INDEX customers_by_plant_cans_out`);
        await db.query(`DROP INDEX customers_by_plant_last_delivery`);
        await db.query(`ALTER TABLE customers SET (fillfactor = 80)`);
    }
    async down(db) {
        await db.query(`ALTER TABLE customers RESET (fillfactor)`);
        await db.query(`CREATE INDEX customers_by_plant_last_delivery ON customers (plant_id, last_delivery_at, id)`);
        await db.query(`CREATE INDEX customers_by_plant_cans_out ON customers (plant_id, cans_out, id)`);
        await db.query(`CREATE INDEX customers_by_plant_balance ON customers (plant_id, balance, id)`);
    }
}
exports.CustomerHotUpdates1763700000800 = CustomerHotUpdates1763700000800;
//# sourceMappingURL=1763700000800-customer-hot-updates.js.map