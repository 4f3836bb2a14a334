"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.countOwnerPlants = countOwnerPlants;
const present = new WeakMap();
/**
 * How many plants an owner has, from the plants module's read model. That table lands with the
 * plants module; until it exists an owner has none.
 */
async function countOwnerPlants(dataSource, ownerId) {
    if (!present.get(dataSource)) {
        const [{ exists }] = await dataSource.query(`SELECT to_regclass('public.plants') IS NOT NULL AS exists`);
        if (!exists)
            return 0;
        present.set(dataSource, true);
    }
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM plants WHERE owner_id = $1`, [ownerId]);
    return count;
}
//# sourceMappingURL=plants-count.js.map