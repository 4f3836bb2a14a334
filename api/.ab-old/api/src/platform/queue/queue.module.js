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
var QueueModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.QueueModule = void 0;
const common_1 = require("@nestjs/common");
const job_queue_1 = require("./job-queue");
const redis_connection_1 = require("./redis-connection");
let QueueModule = QueueModule_1 = class QueueModule {
    redis;
    constructor(redis) {
        this.redis = redis;
    }
    static forRoot(redis) {
        return {
            module: QueueModule_1,
            providers: [{ provide: redis_connection_1.REDIS, useValue: redis }, job_queue_1.JobQueue],
            exports: [redis_connection_1.REDIS, job_queue_1.JobQueue],
        };
    }
    onApplicationShutdown() {
        this.redis?.disconnect();
    }
};
exports.QueueModule = QueueModule;
exports.QueueModule = QueueModule = QueueModule_1 = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({}),
    __param(0, (0, common_1.Inject)(redis_connection_1.REDIS)),
    __metadata("design:paramtypes", [Object])
], QueueModule);
//# sourceMappingURL=queue.module.js.map