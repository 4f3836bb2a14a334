"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CUSTOMER_LIMIT = exports.CUSTOMER_LIMIT_EXCEEDED = void 0;
exports.CUSTOMER_LIMIT_EXCEEDED = 'CUSTOMER_LIMIT_EXCEEDED';
/**
 * The plan's max_customers counts every customer of the owner across all their plants, like the
 * other limits (docs/decisions.md#limits): inactive customers count (they can come back at any
 * time), deleted ones do not.
 */
exports.CUSTOMER_LIMIT = {
    thing: 'customers',
    code: exports.CUSTOMER_LIMIT_EXCEEDED,
    async count(tx, ownerId) {
        const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM customers WHERE owner_id = $1`, [ownerId]);
        return count;
    },
    message: (limit, plan) => `Customer limit reached: your ${plan} plan allows ${limit} customer${limit === 1 ? '' : 's'}. Upgrade your package to add more customers.`,
};
//# sourceMappingURL=customer-limit.js.map