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
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuthModule = void 0;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const jwt_1 = require("@nestjs/jwt");
const app_config_1 = require("../../platform/config/app-config");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const auth_controller_1 = require("./auth.controller");
const auth_guard_1 = require("./auth.guard");
const employee_login_commands_1 = require("./employee-login.commands");
const login_throttle_1 = require("./login-throttle");
const password_hasher_1 = require("./password-hasher");
const super_admin_seeder_1 = require("./super-admin.seeder");
const token_holders_1 = require("./token-holders");
const token_service_1 = require("./token.service");
const user_commands_1 = require("./user.commands");
const user_projection_1 = require("./user.projection");
const user_queries_1 = require("./user.queries");
let AuthModule = class AuthModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(user_projection_1.userProjection);
    }
};
exports.AuthModule = AuthModule;
exports.AuthModule = AuthModule = __decorate([
    (0, common_1.Module)({
        imports: [
            jwt_1.JwtModule.registerAsync({
                inject: [app_config_1.AppConfig],
                // A KeyObject, not the string: jsonwebtoken first tries to read a string secret as a public
                // key on every verify, which cost a quarter of all CPU time under load.
                useFactory: (config) => ({
                    secret: (0, node_crypto_1.createSecretKey)(Buffer.from(config.JWT_SECRET ?? '', 'utf8')),
                    signOptions: { algorithm: 'HS256' },
                }),
            }),
        ],
        controllers: [auth_controller_1.AuthController],
        providers: [
            ...user_commands_1.USER_COMMAND_HANDLERS,
            ...employee_login_commands_1.EMPLOYEE_LOGIN_COMMAND_HANDLERS,
            ...user_queries_1.USER_QUERY_HANDLERS,
            password_hasher_1.PasswordHasher,
            login_throttle_1.LoginThrottle,
            token_service_1.TokenService,
            token_holders_1.TokenHolders,
            super_admin_seeder_1.SuperAdminSeeder,
            { provide: core_1.APP_GUARD, useClass: auth_guard_1.AuthGuard },
        ],
        exports: [password_hasher_1.PasswordHasher, token_holders_1.TokenHolders],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], AuthModule);
//# sourceMappingURL=auth.module.js.map