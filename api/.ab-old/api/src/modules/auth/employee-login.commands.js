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
exports.EMPLOYEE_LOGIN_COMMAND_HANDLERS = exports.EmployeeStatusChangedHandler = exports.EmployeeStatusChangedCommand = exports.RevokeEmployeeLoginHandler = exports.RevokeEmployeeLoginCommand = exports.GiveEmployeeLoginHandler = exports.GiveEmployeeLoginCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const event_store_1 = require("../../platform/event-store/event-store");
const password_hasher_1 = require("./password-hasher");
const token_holders_1 = require("./token-holders");
const user_decider_1 = require("./user.decider");
const user_events_1 = require("./user.events");
/** The user account that is an employee's sign-in, given or revoked; null when none was ever given. */
async function employeeUserId(sql, employeeId) {
    const row = await sql.one(`SELECT id FROM users WHERE employee_id = $1`, [employeeId]);
    return row ? Number(row.id) : null;
}
/**
 * An owner gives their employee a sign-in (role `employee`) with a phone and/or an email and a
 * password, or new ones for a sign-in given before (revoked or not): the employee's one account
 * is reused, and tokens issued before stop working. The employee's ownership is checked before
 * dispatch; the phone is already in E.164.
 */
class GiveEmployeeLoginCommand {
    ownerId;
    plantId;
    employeeId;
    name;
    login;
    constructor(ownerId, plantId, employeeId, name, login) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.employeeId = employeeId;
        this.name = name;
        this.login = login;
    }
}
exports.GiveEmployeeLoginCommand = GiveEmployeeLoginCommand;
let GiveEmployeeLoginHandler = class GiveEmployeeLoginHandler {
    store;
    sql;
    hasher;
    holders;
    constructor(store, sql, hasher, holders) {
        this.store = store;
        this.sql = sql;
        this.hasher = hasher;
        this.holders = holders;
    }
    async execute({ ownerId, plantId, employeeId, name, login }) {
        const userId = (await employeeUserId(this.sql, employeeId)) ?? (await this.store.nextId('user_ids'));
        const passwordHash = await this.hasher.hash(login.password);
        await this.store.handle((0, user_events_1.userStreamId)(userId), user_decider_1.userDecider, {
            type: 'GiveEmployeeLogin',
            userId,
            employeeId,
            ownerId,
            plantId,
            name,
            email: login.email === null ? null : login.email.trim().toLowerCase(),
            phone: login.phone,
            passwordHash,
        }, { tenant_id: ownerId });
        await this.holders.changed(userId);
        return userId;
    }
};
exports.GiveEmployeeLoginHandler = GiveEmployeeLoginHandler;
exports.GiveEmployeeLoginHandler = GiveEmployeeLoginHandler = __decorate([
    (0, cqrs_1.CommandHandler)(GiveEmployeeLoginCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql,
        password_hasher_1.PasswordHasher,
        token_holders_1.TokenHolders])
], GiveEmployeeLoginHandler);
/** Takes an employee's sign-in away at once: sign-in refused, every token of it refused. */
class RevokeEmployeeLoginCommand {
    ownerId;
    employeeId;
    constructor(ownerId, employeeId) {
        this.ownerId = ownerId;
        this.employeeId = employeeId;
    }
}
exports.RevokeEmployeeLoginCommand = RevokeEmployeeLoginCommand;
let RevokeEmployeeLoginHandler = class RevokeEmployeeLoginHandler {
    store;
    sql;
    holders;
    constructor(store, sql, holders) {
        this.store = store;
        this.sql = sql;
        this.holders = holders;
    }
    async execute({ ownerId, employeeId }) {
        const userId = await employeeUserId(this.sql, employeeId);
        if (userId === null)
            throw domain_error_1.DomainError.notFound(user_decider_1.NO_EMPLOYEE_LOGIN);
        await this.store.handle((0, user_events_1.userStreamId)(userId), user_decider_1.userDecider, { type: 'RevokeEmployeeLogin' }, { tenant_id: ownerId });
        await this.holders.changed(userId);
    }
};
exports.RevokeEmployeeLoginHandler = RevokeEmployeeLoginHandler;
exports.RevokeEmployeeLoginHandler = RevokeEmployeeLoginHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RevokeEmployeeLoginCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql,
        token_holders_1.TokenHolders])
], RevokeEmployeeLoginHandler);
/**
 * An employee was deactivated, reactivated or removed: their sign-in's cached tokens are dropped
 * in every process, so the guard reads the employee's state again (a token of an inactive or
 * removed employee is refused; see TokenHolders). No event: the employee's own stream has the fact.
 */
class EmployeeStatusChangedCommand {
    employeeId;
    constructor(employeeId) {
        this.employeeId = employeeId;
    }
}
exports.EmployeeStatusChangedCommand = EmployeeStatusChangedCommand;
let EmployeeStatusChangedHandler = class EmployeeStatusChangedHandler {
    sql;
    holders;
    constructor(sql, holders) {
        this.sql = sql;
        this.holders = holders;
    }
    async execute({ employeeId }) {
        const userId = await employeeUserId(this.sql, employeeId);
        if (userId !== null)
            await this.holders.changed(userId);
    }
};
exports.EmployeeStatusChangedHandler = EmployeeStatusChangedHandler;
exports.EmployeeStatusChangedHandler = EmployeeStatusChangedHandler = __decorate([
    (0, cqrs_1.CommandHandler)(EmployeeStatusChangedCommand),
    __metadata("design:paramtypes", [sql_1.Sql,
        token_holders_1.TokenHolders])
], EmployeeStatusChangedHandler);
exports.EMPLOYEE_LOGIN_COMMAND_HANDLERS = [GiveEmployeeLoginHandler, RevokeEmployeeLoginHandler, EmployeeStatusChangedHandler];
//# sourceMappingURL=employee-login.commands.js.map