"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.areaDependencyCounts = areaDependencyCounts;
/**
 * Customers and daily entries recorded in an area, from the customers' and the daily entries'
 * read models (docs/shared-read-models.md). Reversed entries count: they are history that names
 * the area.
 */
async function areaDependencyCounts(dataSource, areaId) {
    const [row] = await dataSource.query(`SELECT (SELECT count(*)::int FROM customers WHERE area_id = $1) AS customers,
            (SELECT count(*)::int FROM daily_entries WHERE area_id = $1) AS entries`, [areaId]);
    return { customersCount: row.customers, dailyEntriesCount: row.entries };
}
//# sourceMappingURL=area-dependencies.js.map