"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var AppModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.AppModule = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const nestjs_pino_1 = require("nestjs-pino");
const modules_module_1 = require("./modules/modules.module");
const config_module_1 = require("./platform/config/config.module");
const database_module_1 = require("./platform/database/database.module");
const event_store_module_1 = require("./platform/event-store/event-store.module");
const http_platform_module_1 = require("./platform/http/http-platform.module");
const idempotency_module_1 = require("./platform/idempotency/idempotency.module");
const logger_options_1 = require("./platform/logging/logger-options");
const queue_module_1 = require("./platform/queue/queue.module");
let AppModule = AppModule_1 = class AppModule {
    static forRoot(deps) {
        return {
            module: AppModule_1,
            imports: [
                config_module_1.ConfigModule.forRoot(deps.config),
                nestjs_pino_1.LoggerModule.forRoot((0, logger_options_1.loggerOptions)(deps.config)),
                database_module_1.DatabaseModule.forRoot(deps.dataSource),
                queue_module_1.QueueModule.forRoot(deps.redis),
                cqrs_1.CqrsModule.forRoot(),
                event_store_module_1.EventStoreModule,
                http_platform_module_1.HttpPlatformModule.forRoot(deps.staticRoots),
                idempotency_module_1.IdempotencyModule,
                modules_module_1.ModulesModule,
            ],
        };
    }
};
exports.AppModule = AppModule;
exports.AppModule = AppModule = AppModule_1 = __decorate([
    (0, common_1.Module)({})
], AppModule);
//# sourceMappingURL=app.module.js.map