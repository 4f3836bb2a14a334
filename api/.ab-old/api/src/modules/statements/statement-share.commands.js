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
exports.STATEMENT_COMMAND_HANDLERS = exports.AnswerStatementShareHandler = exports.AnswerStatementShareCommand = exports.MarkStatementShareSentHandler = exports.MarkStatementShareSentCommand = exports.RevokeStatementShareHandler = exports.RevokeStatementShareCommand = exports.ShareStatementHandler = exports.ShareStatementCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const event_store_1 = require("../../platform/event-store/event-store");
const share_token_1 = require("./share-token");
const statement_share_decider_1 = require("./statement-share.decider");
const statement_share_events_1 = require("./statement-share.events");
const statement_queries_1 = require("./statement.queries");
/**
 * POST …/statement/share: a new link to the customer's month (which must be a statement the owner
 * could read: 404 for another owner's customer, 422 for a future month). `now` is when the link is
 * made (its 60 days count from it); a caller other than the route may give it.
 */
class ShareStatementCommand {
    ownerId;
    customerId;
    month;
    now;
    constructor(ownerId, customerId, month, now = new Date()) {
        this.ownerId = ownerId;
        this.customerId = customerId;
        this.month = month;
        this.now = now;
    }
}
exports.ShareStatementCommand = ShareStatementCommand;
let ShareStatementHandler = class ShareStatementHandler {
    store;
    queries;
    constructor(store, queries) {
        this.store = store;
        this.queries = queries;
    }
    async execute({ ownerId, customerId, month, now }) {
        const found = await this.queries.execute(new statement_queries_1.CustomerStatementQuery(ownerId, customerId, month));
        const token = (0, share_token_1.newShareToken)();
        const shareId = await this.store.nextId('statement_share_ids');
        const ref = { share_id: shareId, owner_id: ownerId, plant_id: found.plantId, customer_id: customerId };
        const { state } = await this.store.handle((0, statement_share_events_1.statementShareStreamId)(shareId), statement_share_decider_1.statementShareDecider, { type: 'ShareStatement', ref, month, tokenHash: (0, share_token_1.tokenHash)(token), now }, { tenant_id: ownerId });
        return { ...found, token, expiresAt: state.expiresAt };
    }
};
exports.ShareStatementHandler = ShareStatementHandler;
exports.ShareStatementHandler = ShareStatementHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ShareStatementCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        cqrs_1.QueryBus])
], ShareStatementHandler);
/** DELETE /statement-shares/{token}: the owner withdraws a link of theirs (404 for anyone else's). */
class RevokeStatementShareCommand {
    ownerId;
    token;
    constructor(ownerId, token) {
        this.ownerId = ownerId;
        this.token = token;
    }
}
exports.RevokeStatementShareCommand = RevokeStatementShareCommand;
let RevokeStatementShareHandler = class RevokeStatementShareHandler {
    store;
    sql;
    constructor(store, sql) {
        this.store = store;
        this.sql = sql;
    }
    async execute({ ownerId, token }) {
        const row = await (0, share_token_1.findShare)(this.sql, token, ownerId);
        const id = Number(row.id);
        const { events } = await this.store.handle((0, statement_share_events_1.statementShareStreamId)(id), statement_share_decider_1.statementShareDecider, { type: 'RevokeShare' }, { tenant_id: ownerId });
        return { id, revoked: events.length > 0 };
    }
};
exports.RevokeStatementShareHandler = RevokeStatementShareHandler;
exports.RevokeStatementShareHandler = RevokeStatementShareHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RevokeStatementShareCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql])
], RevokeStatementShareHandler);
/** POST /statement-shares/{token}/sent: the owner sent the link (WhatsApp walk-through); once per link. */
class MarkStatementShareSentCommand {
    ownerId;
    token;
    constructor(ownerId, token) {
        this.ownerId = ownerId;
        this.token = token;
    }
}
exports.MarkStatementShareSentCommand = MarkStatementShareSentCommand;
let MarkStatementShareSentHandler = class MarkStatementShareSentHandler {
    store;
    sql;
    constructor(store, sql) {
        this.store = store;
        this.sql = sql;
    }
    async execute({ ownerId, token }) {
        const row = await (0, share_token_1.findShare)(this.sql, token, ownerId);
        const id = Number(row.id);
        await this.store.handle((0, statement_share_events_1.statementShareStreamId)(id), statement_share_decider_1.statementShareDecider, { type: 'MarkShareSent' }, { tenant_id: ownerId });
        return { id, sent: true };
    }
};
exports.MarkStatementShareSentHandler = MarkStatementShareSentHandler;
exports.MarkStatementShareSentHandler = MarkStatementShareSentHandler = __decorate([
    (0, cqrs_1.CommandHandler)(MarkStatementShareSentCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql])
], MarkStatementShareSentHandler);
/** POST /public/statements/{token}/response: the customer's answer, while the link is open. */
class AnswerStatementShareCommand {
    token;
    answer;
    message;
    now;
    constructor(token, answer, message, now = new Date()) {
        this.token = token;
        this.answer = answer;
        this.message = message;
        this.now = now;
    }
}
exports.AnswerStatementShareCommand = AnswerStatementShareCommand;
let AnswerStatementShareHandler = class AnswerStatementShareHandler {
    store;
    sql;
    constructor(store, sql) {
        this.store = store;
        this.sql = sql;
    }
    async execute({ token, answer, message, now }) {
        const row = await (0, share_token_1.findShare)(this.sql, token, null);
        (0, statement_share_decider_1.assertOpen)(row.revoked_at ? 'revoked' : 'active', row.expires_at.toISOString(), now);
        await this.store.handle((0, statement_share_events_1.statementShareStreamId)(Number(row.id)), statement_share_decider_1.statementShareDecider, { type: 'AnswerShare', answer, message, now }, { tenant_id: Number(row.owner_id) });
    }
};
exports.AnswerStatementShareHandler = AnswerStatementShareHandler;
exports.AnswerStatementShareHandler = AnswerStatementShareHandler = __decorate([
    (0, cqrs_1.CommandHandler)(AnswerStatementShareCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql])
], AnswerStatementShareHandler);
exports.STATEMENT_COMMAND_HANDLERS = [
    ShareStatementHandler,
    RevokeStatementShareHandler,
    AnswerStatementShareHandler,
    MarkStatementShareSentHandler,
];
//# sourceMappingURL=statement-share.commands.js.map