"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const common_1 = require("@nestjs/common");
const node_cluster_1 = __importDefault(require("node:cluster"));
const app_factory_1 = require("./app.factory");
const app_config_1 = require("./platform/config/app-config");
const cluster_1 = require("./platform/cluster");
const runtime_1 = require("./platform/runtime");
/** The HTTP server: API under /api, owner app at /, console at /super-admin/. */
async function bootstrap() {
    const config = (0, runtime_1.ensureJwtSecret)((0, app_config_1.loadConfig)());
    if (node_cluster_1.default.isPrimary && config.WEB_CONCURRENCY > 1)
        return (0, cluster_1.runCluster)(config, config.WEB_CONCURRENCY);
    const infrastructure = await (0, runtime_1.startInfrastructure)(config);
    const app = await (0, app_factory_1.createApp)({ ...infrastructure, config }, { runWorkers: process.env.RUN_WORKERS !== 'false' });
    await app.listen(config.PORT, '0.0.0.0');
    new common_1.Logger('Start').log(`Paani is running on http://localhost:${config.PORT} (API docs at /api/docs)`);
    const stop = async () => {
        await app.close();
        await infrastructure.close();
        process.exit(0);
    };
    process.once('SIGINT', () => void stop());
    process.once('SIGTERM', () => void stop());
}
bootstrap().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
});
//# sourceMappingURL=main.js.map