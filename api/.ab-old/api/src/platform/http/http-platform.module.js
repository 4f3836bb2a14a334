"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var HttpPlatformModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.HttpPlatformModule = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const exception_filter_1 = require("./exception.filter");
const route_access_1 = require("./route-access");
const spa_fallback_1 = require("./spa-fallback");
const validation_1 = require("./validation");
/** The conventions every route shares: validation, the error shape (the envelope: envelope-hooks.ts). */
let HttpPlatformModule = HttpPlatformModule_1 = class HttpPlatformModule {
    static forRoot(staticRoots) {
        return {
            module: HttpPlatformModule_1,
            imports: [core_1.DiscoveryModule],
            providers: [
                route_access_1.RouteAccessTable,
                { provide: spa_fallback_1.SpaFallback, useValue: new spa_fallback_1.SpaFallback(staticRoots) },
                { provide: core_1.APP_PIPE, useFactory: validation_1.createValidationPipe },
                { provide: core_1.APP_FILTER, useClass: exception_filter_1.ApiExceptionFilter },
            ],
            exports: [spa_fallback_1.SpaFallback, route_access_1.RouteAccessTable],
        };
    }
};
exports.HttpPlatformModule = HttpPlatformModule;
exports.HttpPlatformModule = HttpPlatformModule = HttpPlatformModule_1 = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({})
], HttpPlatformModule);
//# sourceMappingURL=http-platform.module.js.map