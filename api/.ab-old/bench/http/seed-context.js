"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.openSeedContext = openSeedContext;
const core_1 = require("@nestjs/core");
const app_module_1 = require("../../api/src/app.module");
const app_factory_1 = require("../../api/src/app.factory");
const token_service_1 = require("../../api/src/modules/auth/token.service");
const app_config_1 = require("../../api/src/platform/config/app-config");
/**
 * The application, without HTTP, in the harness's own process: start-up seeding (super admin,
 * plans, settings) runs as on a first `npm start`, then the benchmark seeds through its event
 * store, command bus and projections before the API process is started.
 */
async function openSeedContext(dataSource, secrets) {
    const config = (0, app_config_1.loadConfig)({ ...secrets, NODE_ENV: 'test', LOG_LEVEL: 'warn' });
    const app = await core_1.NestFactory.createApplicationContext(app_module_1.AppModule.forRoot({ config, dataSource, redis: null, staticRoots: (0, app_factory_1.staticRoots)() }), {
        logger: ['error', 'warn'],
    });
    const tokens = app.get(token_service_1.TokenService, { strict: false });
    return {
        app,
        dataSource,
        config,
        token: (userId, role) => tokens.issue(userId, role),
        async superAdminId() {
            const [admin] = await dataSource.query(`SELECT id FROM users WHERE role = 'super_admin' ORDER BY id LIMIT 1`);
            return Number(admin.id);
        },
    };
}
//# sourceMappingURL=seed-context.js.map