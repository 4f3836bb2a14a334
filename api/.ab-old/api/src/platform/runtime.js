"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startInfrastructure = startInfrastructure;
exports.ensureJwtSecret = ensureJwtSecret;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const node_fs_1 = require("node:fs");
const node_path_1 = require("node:path");
const data_source_1 = require("./database/data-source");
const embedded_database_1 = require("./database/embedded-database");
const redis_connection_1 = require("./queue/redis-connection");
/**
 * What the app stands on, in the order it needs it: the database (embedded when no
 * DATABASE_URL is given), its migrations, and Redis when it answers.
 */
async function startInfrastructure(config, options = {}) {
    const logger = new common_1.Logger('Start');
    let embedded = null;
    let url = config.DATABASE_URL;
    if (!url) {
        embedded = await (0, embedded_database_1.startEmbeddedDatabase)((0, node_path_1.join)(config.DATA_DIR));
        url = embedded.url;
        logger.log(`Embedded PostgreSQL running, data under ${(0, node_path_1.resolve)(config.DATA_DIR, 'pg')}`);
    }
    const dataSource = await (0, data_source_1.openDatabase)(url);
    const redis = options.redis === false ? null : await (0, redis_connection_1.connectRedis)(config.REDIS_URL);
    return {
        dataSource,
        redis,
        embedded,
        async close() {
            redis?.disconnect();
            if (dataSource.isInitialized)
                await dataSource.destroy();
            await embedded?.stop();
        },
    };
}
/** Outside production a signing secret is generated once per data directory and kept there. */
function ensureJwtSecret(config) {
    if (config.JWT_SECRET)
        return config;
    (0, node_fs_1.mkdirSync)(config.DATA_DIR, { recursive: true });
    const file = (0, node_path_1.join)(config.DATA_DIR, 'jwt-secret');
    if (!(0, node_fs_1.existsSync)(file))
        (0, node_fs_1.writeFileSync)(file, (0, node_crypto_1.randomBytes)(48).toString('base64url'), { mode: 0o600 });
    config.JWT_SECRET = (0, node_fs_1.readFileSync)(file, 'utf8').trim();
    return config;
}
//# sourceMappingURL=runtime.js.map