"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.openCliContext = openCliContext;
exports.openCliDatabase = openCliDatabase;
const core_1 = require("@nestjs/core");
const app_module_1 = require("../app.module");
const app_factory_1 = require("../app.factory");
const app_config_1 = require("../platform/config/app-config");
const runtime_1 = require("../platform/runtime");
/**
 * Every module of the app without HTTP and without seeding: what the command-line tools run in,
 * against DATABASE_URL (or the embedded database of `npm start`).
 */
async function openCliContext() {
    const config = (0, runtime_1.ensureJwtSecret)((0, app_config_1.loadConfig)({ ...process.env, SEED: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
    const infrastructure = await (0, runtime_1.startInfrastructure)(config);
    const app = await core_1.NestFactory.createApplicationContext(app_module_1.AppModule.forRoot({ ...infrastructure, config, staticRoots: (0, app_factory_1.staticRoots)() }), {
        logger: ['error', 'warn'],
    });
    return {
        app,
        infrastructure,
        async close() {
            await app.close();
            await infrastructure.close();
        },
    };
}
/** Only the database (DATABASE_URL, or the embedded one of `npm start`): for tools that need no modules. */
async function openCliDatabase() {
    const config = (0, app_config_1.loadConfig)({ ...process.env, SEED: 'false', REDIS_URL: undefined });
    return (0, runtime_1.startInfrastructure)(config, { redis: false });
}
//# sourceMappingURL=cli-context.js.map