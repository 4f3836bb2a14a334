"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CustomerLanguage1763700000750 = void 0;
/**
 * The language a customer's statements and WhatsApp messages are written in (issue 17). Every
 * customer there is reads as English, as do the events recorded before the field existed (the
 * projection writes 'en' for them): no event is rewritten.
 */
class CustomerLanguage1763700000750 {
    async up(db) {
        await db.query(`ALTER TABLE customers ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'))`);
    }
    async down(db) {
        await db.query(`ALTER TABLE customers DROP COLUMN language`);
    }
}
exports.CustomerLanguage1763700000750 = CustomerLanguage1763700000750;
//# sourceMappingURL=1763700000750-customer-language.js.map