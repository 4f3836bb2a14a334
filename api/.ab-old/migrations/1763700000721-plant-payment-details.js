"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlantPaymentDetails1763700000721 = void 0;
/** How customers pay a plant (PlantPaymentDetailsSet): free text printed as a statement's "how to pay" line. */
class PlantPaymentDetails1763700000721 {
    async up(db) {
        await db.query(`ALTER TABLE plants ADD COLUMN payment_details text`);
    }
    async down(db) {
        await db.query(`ALTER TABLE plants DROP COLUMN payment_details`);
    }
}
exports.PlantPaymentDetails1763700000721 = PlantPaymentDetails1763700000721;
//# sourceMappingURL=1763700000721-plant-payment-details.js.map