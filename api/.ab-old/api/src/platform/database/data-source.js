"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createDataSource = createDataSource;
exports.openDatabase = openDatabase;
const typeorm_1 = require("typeorm");
const migrations_1 = require("../../../../migrations");
/**
 * The one connection pool. No entities are synchronised: the schema is what the migrations say.
 * A stuck transaction is ended by the server, so it cannot stall every catch-up reader.
 */
function createDataSource(url, poolSize = 20) {
    return new typeorm_1.DataSource({
        type: 'postgres',
        url,
        migrations: migrations_1.migrations,
        migrationsTableName: 'schema_migrations',
        synchronize: false,
        logging: false,
        extra: {
            max: poolSize,
            options: '-c idle_in_transaction_session_timeout=30000 -c statement_timeout=60000',
            application_name: 'paani',
        },
    });
}
async function openDatabase(url, poolSize) {
    const dataSource = createDataSource(url, poolSize);
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    return dataSource;
}
//# sourceMappingURL=data-source.js.map