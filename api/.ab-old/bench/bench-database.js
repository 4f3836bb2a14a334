"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.benchDatabase = benchDatabase;
exports.median = median;
const node_fs_1 = require("node:fs");
const node_os_1 = require("node:os");
const node_path_1 = require("node:path");
const embedded_database_1 = require("../api/src/platform/database/embedded-database");
const test_database_1 = require("../test/support/test-database");
/**
 * A throwaway database for a benchmark: on DATABASE_URL's server when set, else on an embedded
 * PostgreSQL started for the run. Both are removed at the end, except that BENCH_KEEP_DATABASE=1
 * keeps a server's database (its name is printed), to look into its plans after the run.
 */
async function benchDatabase(poolSize = 40) {
    if (process.env.DATABASE_URL) {
        const db = await (0, test_database_1.createTestDatabase)(poolSize);
        await printPostgres(db, 'server from DATABASE_URL');
        if (process.env.BENCH_KEEP_DATABASE !== '1')
            return db;
        return {
            ...db,
            async drop() {
                if (db.dataSource.isInitialized)
                    await db.dataSource.destroy();
                console.log(`BENCH_KEEP_DATABASE: kept ${db.name}`);
            },
        };
    }
    const embedded = await (0, embedded_database_1.startEmbeddedDatabase)((0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'paani-bench-')), { persistent: false });
    process.env.DATABASE_URL = embedded.url;
    const db = await (0, test_database_1.createTestDatabase)(poolSize);
    await printPostgres(db, 'embedded, started for this run');
    return {
        ...db,
        async drop() {
            await db.drop();
            await embedded.stop();
        },
    };
}
/** Every benchmark says which PostgreSQL its figures come from. */
async function printPostgres(db, kind) {
    const [{ version }] = await db.dataSource.query(`SELECT current_setting('server_version') AS version`);
    console.log(`PostgreSQL ${version} (${kind})`);
}
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
//# sourceMappingURL=bench-database.js.map