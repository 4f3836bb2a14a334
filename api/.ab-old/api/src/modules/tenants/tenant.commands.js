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
exports.TENANT_COMMAND_HANDLERS = exports.ChangeFilterOwnerHandler = exports.ChangeFilterOwnerCommand = exports.RegisterFilterOwnerHandler = exports.RegisterFilterOwnerCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const domain_error_1 = require("../../platform/domain/domain-error");
const user_commands_1 = require("../auth/user.commands");
const user_queries_1 = require("../auth/user.queries");
const tenant_queries_1 = require("./tenant.queries");
/**
 * Filter owners are user accounts of role filter_owner: these commands speak the tenant
 * console's language and delegate to the user aggregate, whose events are the record.
 */
class RegisterFilterOwnerCommand {
    name;
    email;
    password;
    isActive;
    constructor(name, email, password, isActive) {
        this.name = name;
        this.email = email;
        this.password = password;
        this.isActive = isActive;
    }
}
exports.RegisterFilterOwnerCommand = RegisterFilterOwnerCommand;
let RegisterFilterOwnerHandler = class RegisterFilterOwnerHandler {
    commands;
    constructor(commands) {
        this.commands = commands;
    }
    execute({ name, email, password, isActive }) {
        return this.commands.execute(new user_commands_1.RegisterUserCommand(name, email, 'filter_owner', password, isActive));
    }
};
exports.RegisterFilterOwnerHandler = RegisterFilterOwnerHandler;
exports.RegisterFilterOwnerHandler = RegisterFilterOwnerHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RegisterFilterOwnerCommand),
    __metadata("design:paramtypes", [cqrs_1.CommandBus])
], RegisterFilterOwnerHandler);
class ChangeFilterOwnerCommand {
    ownerId;
    changes;
    constructor(ownerId, changes) {
        this.ownerId = ownerId;
        this.changes = changes;
    }
}
exports.ChangeFilterOwnerCommand = ChangeFilterOwnerCommand;
let ChangeFilterOwnerHandler = class ChangeFilterOwnerHandler {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async execute({ ownerId, changes }) {
        const owner = await this.owner(ownerId);
        const wanted = changes === 'toggle-status' ? { isActive: !owner.is_active } : changes;
        // The profile first: a taken email refuses the whole change before anything is written.
        if (wanted.name !== undefined || wanted.email !== undefined) {
            // An owner always has an email (only a rider's phone sign-in has none).
            const profile = { name: wanted.name ?? owner.name, email: wanted.email ?? owner.email };
            await this.change(ownerId, { type: 'ChangeUserProfile', ...profile });
        }
        if (wanted.password)
            await this.change(ownerId, { type: 'ChangeUserPassword', password: wanted.password });
        if (wanted.isActive !== undefined && wanted.isActive !== owner.is_active) {
            await this.change(ownerId, { type: wanted.isActive ? 'ActivateUser' : 'DeactivateUser' });
        }
    }
    change(ownerId, change) {
        return this.commands.execute(new user_commands_1.ChangeUserCommand(ownerId, change));
    }
    async owner(ownerId) {
        const user = await this.queries.execute(new user_queries_1.GetUserQuery(ownerId)).catch((error) => {
            if (error instanceof domain_error_1.DomainError && error.category === 'not_found')
                return null;
            throw error;
        });
        if (!user || user.role !== 'filter_owner')
            throw domain_error_1.DomainError.notFound(tenant_queries_1.OWNER_NOT_FOUND);
        return user;
    }
};
exports.ChangeFilterOwnerHandler = ChangeFilterOwnerHandler;
exports.ChangeFilterOwnerHandler = ChangeFilterOwnerHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChangeFilterOwnerCommand),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], ChangeFilterOwnerHandler);
exports.TENANT_COMMAND_HANDLERS = [RegisterFilterOwnerHandler, ChangeFilterOwnerHandler];
//# sourceMappingURL=tenant.commands.js.map