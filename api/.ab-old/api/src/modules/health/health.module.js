"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.HealthModule = exports.HealthController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const terminus_1 = require("@nestjs/terminus");
const typeorm_1 = require("typeorm");
const domain_error_1 = require("../../platform/domain/domain-error");
const decorators_1 = require("../../platform/http/decorators");
const job_queue_1 = require("../../platform/queue/job-queue");
const redis_connection_1 = require("../../platform/queue/redis-connection");
const CHECK_TIMEOUT_MS = 2000;
function withinTimeout(work) {
    let timer;
    return Promise.race([
        work,
        new Promise((_, fail) => (timer = setTimeout(() => fail(new Error('timeout')), CHECK_TIMEOUT_MS))),
    ]).finally(() => clearTimeout(timer));
}
let HealthController = class HealthController {
    health;
    indicators;
    dataSource;
    jobs;
    redis;
    constructor(health, indicators, dataSource, jobs, redis) {
        this.health = health;
        this.indicators = indicators;
        this.dataSource = dataSource;
        this.jobs = jobs;
        this.redis = redis;
    }
    async database() {
        const indicator = this.indicators.check('database');
        try {
            await withinTimeout(this.dataSource.query('SELECT 1'));
            return indicator.up();
        }
        catch (error) {
            return indicator.down({ message: error.message });
        }
    }
    /** A down connection refuses the ping at once; a hung one is cut by the command timeout. */
    async redisState() {
        const indicator = this.indicators.check('redis');
        if (!this.redis)
            return indicator.up();
        try {
            await withinTimeout(this.redis.ping());
            // The queues have a connection of their own, which comes back on its own schedule.
            if (!this.jobs.available)
                return indicator.down({ message: 'the job queue connection is not ready' });
            return indicator.up();
        }
        catch (error) {
            return indicator.down({ message: error.message });
        }
    }
    async check() {
        // Terminus reports a failed check as a 503 exception carrying the same result.
        const result = await this.health.check([() => this.database(), () => this.redisState()]).catch((error) => {
            if (error instanceof common_1.HttpException)
                return error.getResponse();
            throw error;
        });
        const failed = Object.keys(result.error ?? {});
        const health = {
            database: failed.includes('database') ? 'down' : 'up',
            queue: this.jobs.mode,
            redis: !this.redis ? 'unused' : failed.includes('redis') ? 'down' : 'up',
        };
        if (failed.length > 0) {
            const names = failed.map((name) => (name === 'redis' ? 'Redis' : 'The database'));
            throw new domain_error_1.DomainError('unavailable', `${names.join(' and ')} ${names.length > 1 ? 'do' : 'does'} not answer.`, {
                code: 'UNHEALTHY',
                data: health,
            });
        }
        return health;
    }
};
exports.HealthController = HealthController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.Public)(),
    (0, decorators_1.ResponseMessage)('Healthy'),
    (0, swagger_1.ApiOperation)({
        summary: 'State of the database, the job queue and Redis; 503 naming the failed dependency (redis is "unused" in in-process mode)',
    }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], HealthController.prototype, "check", null);
exports.HealthController = HealthController = __decorate([
    (0, swagger_1.ApiTags)('Health'),
    (0, decorators_1.Public)(),
    (0, common_1.Controller)('health'),
    __param(4, (0, common_1.Inject)(redis_connection_1.REDIS)),
    __metadata("design:paramtypes", [terminus_1.HealthCheckService,
        terminus_1.HealthIndicatorService,
        typeorm_1.DataSource,
        job_queue_1.JobQueue, Object])
], HealthController);
let HealthModule = class HealthModule {
};
exports.HealthModule = HealthModule;
exports.HealthModule = HealthModule = __decorate([
    (0, common_1.Module)({ imports: [terminus_1.TerminusModule.forRoot({ logger: false })], controllers: [HealthController] })
], HealthModule);
//# sourceMappingURL=health.module.js.map