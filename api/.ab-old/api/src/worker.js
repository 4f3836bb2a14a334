"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const common_1 = require("@nestjs/common");
const node_os_1 = require("node:os");
const core_1 = require("@nestjs/core");
const app_module_1 = require("./app.module");
const app_factory_1 = require("./app.factory");
const app_config_1 = require("./platform/config/app-config");
const job_queue_1 = require("./platform/queue/job-queue");
const runtime_1 = require("./platform/runtime");
/** The job processors alone: the same modules as the API, no HTTP. Needs Redis. */
async function bootstrap() {
    const config = (0, runtime_1.ensureJwtSecret)((0, app_config_1.loadConfig)());
    (0, node_os_1.setPriority)(config.WORKER_NICE);
    const infrastructure = await (0, runtime_1.startInfrastructure)(config);
    if (!infrastructure.redis)
        throw new Error('The worker needs Redis: set REDIS_URL or start Redis on 127.0.0.1:6379.');
    const app = await core_1.NestFactory.createApplicationContext(app_module_1.AppModule.forRoot({ ...infrastructure, config, staticRoots: (0, app_factory_1.staticRoots)() }));
    app.enableShutdownHooks();
    app.get(job_queue_1.JobQueue).startWorkers();
    new common_1.Logger('Worker').log('Job processors running');
}
bootstrap().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
});
//# sourceMappingURL=worker.js.map