"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.setActiveFlag = setActiveFlag;
/**
 * The activate/deactivate pair every read model with an `is_active` flag projects alike.
 * `table` is one of the projection's own table names, never input.
 */
function setActiveFlag(tx, table, id, active, at) {
    return tx.query(`UPDATE ${table} SET is_active = $2, updated_at = $3 WHERE id = $1`, [id, active, at]);
}
//# sourceMappingURL=projection-rows.js.map