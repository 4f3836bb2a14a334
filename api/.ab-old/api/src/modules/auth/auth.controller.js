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
exports.AuthController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const auth_dto_1 = require("./auth.dto");
const user_commands_1 = require("./user.commands");
const user_queries_1 = require("./user.queries");
let AuthController = class AuthController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    login(body, address) {
        const name = (0, auth_dto_1.signInName)(body);
        return this.commands.execute('phone' in name
            ? new user_commands_1.SignInCommand(name.phone, body.password, address, 'phone')
            : new user_commands_1.SignInCommand(name.email, body.password, address));
    }
    async logout(caller) {
        await this.commands.execute(new user_commands_1.ChangeUserCommand(caller.id, { type: 'SignOutUser', tokenId: caller.tokenId, expiresAt: caller.tokenExpiresAt }));
        return null;
    }
    profile(caller) {
        return this.queries.execute(new user_queries_1.GetUserQuery(caller.id));
    }
    async setPreferences(caller, body) {
        await this.commands.execute(new user_commands_1.ChangeUserCommand(caller.id, { type: 'ChangeUserPreferences', ...body }));
        return this.queries.execute(new user_queries_1.GetUserQuery(caller.id));
    }
    async markFirstLoginCompleted(caller) {
        await this.commands.execute(new user_commands_1.ChangeUserCommand(caller.id, { type: 'CompleteFirstLogin' }));
        return this.queries.execute(new user_queries_1.GetUserQuery(caller.id));
    }
};
exports.AuthController = AuthController;
__decorate([
    (0, common_1.Post)('login'),
    (0, decorators_1.Public)(),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Login successful'),
    (0, swagger_1.ApiOperation)({
        summary: 'Sign in with email (or, for a rider, phone) and password; returns a bearer token and the user',
        description: "A rider (an employee the owner gave a sign-in) may send `phone` instead of `email`, or write the phone in `email`; any usual spelling of a Pakistani mobile number. A revoked rider sign-in, or a deactivated or removed employee's, is refused with 403 ACCOUNT_DEACTIVATED. " +
            '429 after 5 failed sign-ins for one email or phone, or 60 failed sign-ins from one client address, in 15 minutes. Successful sign-ins do not count.',
    }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [auth_dto_1.LoginDto, String]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "login", null);
__decorate([
    (0, common_1.Post)('logout'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.ResponseMessage)('Logged out successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Revoke the token used for this call' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "logout", null);
__decorate([
    (0, common_1.Get)('profile'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.ResponseMessage)('Profile retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'The signed-in user' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "profile", null);
__decorate([
    (0, common_1.Patch)('profile/preferences'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.ResponseMessage)('Preferences saved'),
    (0, swagger_1.ApiOperation)({
        summary: "Set the signed-in user's language and digits; returns the user",
        description: "Body `{ language?: 'en' | 'ur', digits?: 'latn' | 'arabext' }`; a field left out keeps its value. Any signed-in user (a rider too), " +
            'so each device opens in the language the user chose. The sign-in and profile answers carry both.',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, auth_dto_1.UserPreferencesDto]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "setPreferences", null);
__decorate([
    (0, common_1.Post)('filter-owner/mark-first-login-completed'),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.ResponseMessage)('First login marked as completed'),
    (0, swagger_1.ApiOperation)({ summary: "Record that a filter owner's first sign-in flow is done" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "markFirstLoginCompleted", null);
exports.AuthController = AuthController = __decorate([
    (0, swagger_1.ApiTags)('Authentication'),
    (0, decorators_1.Roles)(...decorators_1.ALL_ROLES),
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], AuthController);
//# sourceMappingURL=auth.controller.js.map