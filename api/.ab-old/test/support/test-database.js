"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.serverUrl = serverUrl;
exports.createTestDatabase = createTestDatabase;
const node_crypto_1 = require("node:crypto");
const pg_1 = require("pg");
const data_source_1 = require("../../api/src/platform/database/data-source");
const database_url_1 = require("../../api/src/platform/database/database-url");
function serverUrl() {
    const url = process.env.DATABASE_URL;
    if (!url)
        throw new Error('DATABASE_URL is not set: the jest global setup should have set it');
    return url;
}
async function admin(work) {
    const client = new pg_1.Client({ connectionString: (0, database_url_1.withDatabase)(serverUrl(), 'postgres') });
    await client.connect();
    try {
        return await work(client);
    }
    finally {
        await client.end();
    }
}
/** A database of its own for one test file, migrated, dropped at the end. */
async function createTestDatabase(poolSize = 10) {
    const name = `paani_test_${Date.now().toString(36)}_${(0, node_crypto_1.randomBytes)(4).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = (0, database_url_1.withDatabase)(serverUrl(), name);
    const dataSource = await (0, data_source_1.openDatabase)(url, poolSize);
    return {
        url,
        name,
        dataSource,
        async drop() {
            if (dataSource.isInitialized)
                await dataSource.destroy();
            await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        },
    };
}
//# sourceMappingURL=test-database.js.map