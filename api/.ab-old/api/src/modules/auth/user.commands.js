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
exports.USER_COMMAND_HANDLERS = exports.SignInHandler = exports.SignInCommand = exports.ChangeUserHandler = exports.ChangeUserCommand = exports.RegisterUserHandler = exports.RegisterUserCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const domain_error_1 = require("../../platform/domain/domain-error");
const event_store_1 = require("../../platform/event-store/event-store");
const auth_messages_1 = require("./auth.messages");
const login_throttle_1 = require("./login-throttle");
const password_hasher_1 = require("./password-hasher");
const token_holders_1 = require("./token-holders");
const token_service_1 = require("./token.service");
const user_decider_1 = require("./user.decider");
const user_events_1 = require("./user.events");
const user_projection_1 = require("./user.projection");
/** Events of a filter owner's own account are tagged with their tenant id. */
const tenantOf = (state) => ({ tenant_id: state.role === 'filter_owner' ? state.userId : null });
class RegisterUserCommand {
    name;
    email;
    role;
    password;
    isActive;
    constructor(name, email, role, password, isActive = true) {
        this.name = name;
        this.email = email;
        this.role = role;
        this.password = password;
        this.isActive = isActive;
    }
}
exports.RegisterUserCommand = RegisterUserCommand;
let RegisterUserHandler = class RegisterUserHandler {
    store;
    hasher;
    constructor(store, hasher) {
        this.store = store;
        this.hasher = hasher;
    }
    async execute(command) {
        const userId = await this.store.nextId('user_ids');
        const passwordHash = await this.hasher.hash(command.password);
        await this.store.handle((0, user_events_1.userStreamId)(userId), user_decider_1.userDecider, {
            type: 'RegisterUser',
            userId,
            name: command.name.trim(),
            email: command.email.trim().toLowerCase(),
            role: command.role,
            passwordHash,
            isActive: command.isActive,
        }, { tenant_id: command.role === 'filter_owner' ? userId : null });
        return userId;
    }
};
exports.RegisterUserHandler = RegisterUserHandler;
exports.RegisterUserHandler = RegisterUserHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RegisterUserCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        password_hasher_1.PasswordHasher])
], RegisterUserHandler);
/** Any other change to an existing account: one command class per intent, one handler. */
class ChangeUserCommand {
    userId;
    change;
    constructor(userId, change) {
        this.userId = userId;
        this.change = change;
    }
}
exports.ChangeUserCommand = ChangeUserCommand;
let ChangeUserHandler = class ChangeUserHandler {
    store;
    hasher;
    holders;
    constructor(store, hasher, holders) {
        this.store = store;
        this.hasher = hasher;
        this.holders = holders;
    }
    async execute({ userId, change }) {
        let command;
        if (change.type === 'ChangeUserPassword')
            command = { type: 'ChangeUserPassword', passwordHash: await this.hasher.hash(change.password) };
        else if (change.type === 'ChangeUserProfile')
            command = { ...change, name: change.name.trim(), email: change.email.trim().toLowerCase() };
        else
            command = change;
        const { state, events } = await this.store.handle((0, user_events_1.userStreamId)(userId), user_decider_1.userDecider, command, tenantOf);
        // Every user change may change who a token belongs to: every process forgets its cached holder.
        if (events.length > 0)
            await this.holders.changed(userId);
        return state;
    }
};
exports.ChangeUserHandler = ChangeUserHandler;
exports.ChangeUserHandler = ChangeUserHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChangeUserCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        password_hasher_1.PasswordHasher,
        token_holders_1.TokenHolders])
], ChangeUserHandler);
class SignInCommand {
    email;
    password;
    address;
    by;
    constructor(
    /** The account's email, or with `by: 'phone'` a rider's phone in E.164. */
    email, password, 
    /** The client's address as TRUST_PROXY lets it be known, for the per-address limit. */
    address, by = 'email') {
        this.email = email;
        this.password = password;
        this.address = address;
        this.by = by;
    }
}
exports.SignInCommand = SignInCommand;
/** The account of a sign-in, and for an employee's sign-in whether the employee is still active. */
const SIGN_IN_BY = {
    email: `SELECT u.*, (u.employee_id IS NULL OR EXISTS (SELECT 1 FROM employees e WHERE e.id = u.employee_id AND e.is_active)) AS employed
            FROM users u WHERE lower(u.email) = lower($1)`,
    phone: `SELECT u.*, (u.employee_id IS NULL OR EXISTS (SELECT 1 FROM employees e WHERE e.id = u.employee_id AND e.is_active)) AS employed
            FROM users u WHERE u.phone = $1`,
};
let SignInHandler = class SignInHandler {
    dataSource;
    hasher;
    throttle;
    tokens;
    constructor(dataSource, hasher, throttle, tokens) {
        this.dataSource = dataSource;
        this.hasher = hasher;
        this.throttle = throttle;
        this.tokens = tokens;
    }
    async execute({ email, password, address, by }) {
        const attempt = await this.throttle.begin(email, address);
        const [row] = await this.dataSource.query(SIGN_IN_BY[by], [email.trim()]);
        // An unknown email costs the same hash check as a known one, so timing does not tell them apart.
        const valid = row ? await this.hasher.verify(row.password_hash, password) : await this.hasher.verifyNothing(password);
        // A wrong password leaves the attempt's counts standing: they are the failure.
        if (!row || !valid)
            throw new domain_error_1.DomainError('unauthorized', auth_messages_1.INVALID_CREDENTIALS, { code: 'INVALID_CREDENTIALS' });
        await attempt.passwordAccepted();
        // A revoked rider's sign-in, or one whose employee is deactivated or removed, is refused alike.
        if (!row.is_active || !row.employed)
            throw domain_error_1.DomainError.forbidden(auth_messages_1.ACCOUNT_DEACTIVATED, 'ACCOUNT_DEACTIVATED');
        return { token: this.tokens.issue(Number(row.id), row.role, row.token_generation), user: (0, user_projection_1.toUserView)(row) };
    }
};
exports.SignInHandler = SignInHandler;
exports.SignInHandler = SignInHandler = __decorate([
    (0, cqrs_1.CommandHandler)(SignInCommand),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        password_hasher_1.PasswordHasher,
        login_throttle_1.LoginThrottle,
        token_service_1.TokenService])
], SignInHandler);
exports.USER_COMMAND_HANDLERS = [RegisterUserHandler, ChangeUserHandler, SignInHandler];
//# sourceMappingURL=user.commands.js.map