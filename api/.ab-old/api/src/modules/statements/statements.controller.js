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
exports.PublicStatementsController = exports.StatementsController = void 0;
exports.sendStatementPdf = sendStatementPdf;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const plant_query_dto_1 = require("../plants/plant-query.dto");
const statement_share_commands_1 = require("./statement-share.commands");
const statement_pdf_1 = require("./pdf/statement-pdf");
const statement_run_commands_1 = require("./statement-run.commands");
const statement_run_queries_1 = require("./statement-run.queries");
const statement_dto_1 = require("./statement.dto");
const statement_queries_1 = require("./statement.queries");
const whatsapp_message_1 = require("./whatsapp-message");
/** Sends a statement as its PDF (inline, so a phone opens it; named for a download). */
async function sendStatementPdf(reply, statement, lang = 'en') {
    const pdf = await (0, statement_pdf_1.statementPdf)(statement, lang);
    void reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="statement-${statement.customer.code}-${statement.month}.pdf"`)
        .header('cache-control', 'no-store');
    return pdf;
}
const CUSTOMER_ID = new positive_id_pipe_1.PositiveIdPipe('The customer id must be a positive integer.');
const RUN_ID = new positive_id_pipe_1.PositiveIdPipe('The run id must be a positive integer.');
/** The app's origin as the caller reached it (behind TRUST_PROXY, the proxy's scheme and host). */
const originOf = (request) => `${request.protocol}://${request.host}`;
/** A customer's monthly statement and its share links (the customer is the owner's, whatever plant it is in). */
let StatementsController = class StatementsController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async statement(caller, id, query, reply) {
        const found = await this.queries.execute(new statement_queries_1.CustomerStatementQuery(caller.id, id, query.month));
        return query.format === 'pdf'
            ? sendStatementPdf(reply, found.statement, query.lang ?? found.statement.customer.language)
            : found.statement;
    }
    async share(caller, id, _plant, body, request) {
        const shared = await this.commands.execute(new statement_share_commands_1.ShareStatementCommand(caller.id, id, body.month));
        const url = `${originOf(request)}/s/${shared.token}`;
        return { url, token: shared.token, expires_at: shared.expiresAt, whatsapp_url: (0, whatsapp_message_1.whatsappUrl)(shared, url) };
    }
    shares(caller, id, _plant) {
        return this.queries.execute(new statement_queries_1.ListStatementSharesQuery(caller.id, id));
    }
    revoke(caller, token) {
        return this.commands.execute(new statement_share_commands_1.RevokeStatementShareCommand(caller.id, token));
    }
    markSent(caller, token) {
        return this.commands.execute(new statement_share_commands_1.MarkStatementShareSentCommand(caller.id, token));
    }
    start(caller, plant, _plant, body) {
        return this.commands.execute(new statement_run_commands_1.StartStatementRunCommand(caller.id, Number(plant.id), body.month, body.area_id ?? null));
    }
    listRuns(caller, plant, _plant) {
        return this.queries.execute(new statement_run_queries_1.ListStatementRunsQuery(caller.id, Number(plant.id)));
    }
    run(caller, id) {
        return this.queries.execute(new statement_run_queries_1.GetStatementRunQuery(caller.id, id));
    }
    async zip(caller, id, reply) {
        const { name, zip } = await this.queries.execute(new statement_run_queries_1.StatementRunDownloadQuery(caller.id, id, 'zip'));
        void reply
            .header('content-type', 'application/zip')
            .header('content-disposition', `attachment; filename="${name}"`)
            .header('cache-control', 'no-store');
        return zip;
    }
    async mergedPdf(caller, id) {
        const { name, pdf } = await this.queries.execute(new statement_run_queries_1.StatementRunDownloadQuery(caller.id, id, 'merged'));
        return new common_1.StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${name}"` });
    }
    async runFile(caller, id, customerId, reply) {
        const { name, pdf } = await this.queries.execute(new statement_run_queries_1.StatementRunFileQuery(caller.id, id, customerId));
        void reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${name}"`)
            .header('cache-control', 'no-store');
        return pdf;
    }
};
exports.StatementsController = StatementsController;
__decorate([
    (0, common_1.Get)('customers/:id/statement'),
    (0, decorators_1.ResponseMessage)('Statement retrieved successfully'),
    (0, swagger_1.ApiProduces)('application/json', 'application/pdf'),
    (0, swagger_1.ApiOperation)({
        summary: "A customer's statement for a month: plant and customer header, opening balance and cans, one line per plant day with ledger lines (cans delivered and returned, amount = debits, paid = credits, running balance and cans), totals, closing balance, cans held and security deposit. format=pdf answers the same as a PDF (lang=en or ur; the customer's language when absent)",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, statement_dto_1.StatementQueryDto, Object]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "statement", null);
__decorate([
    (0, common_1.Post)('customers/:id/statement/share'),
    (0, decorators_1.ResponseMessage)('Statement link created successfully'),
    (0, swagger_1.ApiOperation)({
        summary: 'A share link to the statement of a month: /s/{token} on this origin, no sign-in, read-only, for 60 days unless revoked; with a wa.me link carrying a short summary (month, amount due, cans held) and the link',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, common_1.Body)()),
    __param(4, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, plant_query_dto_1.PlantQueryDto,
        statement_dto_1.ShareStatementDto, Object]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "share", null);
__decorate([
    (0, common_1.Get)('customers/:id/statement/shares'),
    (0, decorators_1.ResponseMessage)('Statement links retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "The customer's statement links, newest first: month, status (active, expired, revoked), the customer's answers",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, plant_query_dto_1.PlantQueryDto]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "shares", null);
__decorate([
    (0, common_1.Delete)('statement-shares/:token'),
    (0, decorators_1.ResponseMessage)('Statement link revoked successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Revoke a statement link of the owner (404 for anyone else's): it no longer opens; revoking twice changes nothing",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('token')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "revoke", null);
__decorate([
    (0, common_1.Post)('statement-shares/:token/sent'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Statement marked as sent'),
    (0, swagger_1.ApiOperation)({
        summary: "Marks the owner's link as sent (the WhatsApp walk-through's tap): StatementShareSent on the link's stream, once; 404 for anyone else's or a revoked link",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('token')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "markSent", null);
__decorate([
    (0, common_1.Post)('statements/runs'),
    (0, common_1.HttpCode)(202),
    (0, decorators_1.ResponseMessage)('Statement run started'),
    (0, swagger_1.ApiOperation)({
        summary: "Month-end run for the plant (filter_plant_id) and month, optionally one area: a job (queue statement-runs) renders every customer's statement PDF and stores it. The same month and area while the customers' ledger is unchanged answers the existing run (reused: true)",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, owner_plant_decorator_1.OwnerPlant)()),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, plant_query_dto_1.PlantQueryDto,
        statement_dto_1.StartStatementRunDto]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "start", null);
__decorate([
    (0, common_1.Get)('statements/runs'),
    (0, decorators_1.ResponseMessage)('Statement runs retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "The plant's latest statement runs (filter_plant_id), newest first" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, owner_plant_decorator_1.OwnerPlant)()),
    __param(2, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, plant_query_dto_1.PlantQueryDto]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "listRuns", null);
__decorate([
    (0, common_1.Get)('statements/runs/:id'),
    (0, decorators_1.ResponseMessage)('Statement run retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "A run's status (queued, running, completed, failed), progress 0-100, counts (total, done, failed) and its statements; 404 for anyone else's",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', RUN_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "run", null);
__decorate([
    (0, common_1.Get)('statements/runs/:id/zip'),
    (0, swagger_1.ApiProduces)('application/zip'),
    (0, swagger_1.ApiOperation)({ summary: "Every statement of a run as one ZIP (statement-{code}-{month}.pdf each); 404 for anyone else's" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', RUN_ID)),
    __param(2, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "zip", null);
__decorate([
    (0, common_1.Get)('statements/runs/:id/pdf'),
    (0, swagger_1.ApiProduces)('application/pdf'),
    (0, swagger_1.ApiOperation)({
        summary: "Every statement of a run as ONE merged PDF, each customer from a new page, in the ZIP's order (customer code), streamed as it is laid out; 404 for anyone else's run or a run with no statements yet",
    }),
    (0, swagger_1.ApiOkResponse)({
        description: 'The merged PDF (attachment statements-{month}-run-{id}.pdf), sent in chunks as it is made',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    }),
    (0, common_1.Header)('cache-control', 'no-store'),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', RUN_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "mergedPdf", null);
__decorate([
    (0, common_1.Get)('statements/runs/:id/statements/:customerId'),
    (0, swagger_1.ApiProduces)('application/pdf'),
    (0, swagger_1.ApiOperation)({ summary: "One customer's statement PDF from a run; 404 for anyone else's run or a customer not in it" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', RUN_ID)),
    __param(2, (0, common_1.Param)('customerId', CUSTOMER_ID)),
    __param(3, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Number, Object]),
    __metadata("design:returntype", Promise)
], StatementsController.prototype, "runFile", null);
exports.StatementsController = StatementsController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: statements'),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], StatementsController);
/** The customer's side of a share link: no sign-in; the token is the only key. */
let PublicStatementsController = class PublicStatementsController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async statement(token, query, reply) {
        const found = await this.queries.execute(new statement_queries_1.SharedStatementQuery(token));
        if (query.format !== 'pdf')
            return found;
        const { share: _share, ...statement } = found;
        return sendStatementPdf(reply, statement, query.lang ?? statement.customer.language);
    }
    async respond(token, body) {
        const message = body.message?.trim() || null;
        await this.commands.execute(new statement_share_commands_1.AnswerStatementShareCommand(token, body.answer, message));
        return { answer: body.answer, message };
    }
};
exports.PublicStatementsController = PublicStatementsController;
__decorate([
    (0, common_1.Get)(':token'),
    (0, decorators_1.Public)(),
    (0, decorators_1.ResponseMessage)('Statement retrieved successfully'),
    (0, swagger_1.ApiProduces)('application/json', 'application/pdf'),
    (0, swagger_1.ApiOperation)({
        summary: "The statement a share link names (the same JSON as the owner reads), with the link's expiry and answers; format=pdf the PDF (lang=en or ur; the customer's language when absent); 404 STATEMENT_SHARE_EXPIRED / STATEMENT_SHARE_REVOKED for a link that no longer opens",
    }),
    __param(0, (0, common_1.Param)('token')),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, statement_dto_1.StatementFormatDto, Object]),
    __metadata("design:returntype", Promise)
], PublicStatementsController.prototype, "statement", null);
__decorate([
    (0, common_1.Post)(':token/response'),
    (0, decorators_1.Public)(),
    (0, common_1.HttpCode)(201),
    (0, decorators_1.ResponseMessage)('Thank you, your answer was sent to the plant'),
    (0, swagger_1.ApiOperation)({
        summary: "The customer's answer to the statement: correct, or a question (message up to 500 characters); recorded against the link",
    }),
    __param(0, (0, common_1.Param)('token')),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, statement_dto_1.StatementAnswerDto]),
    __metadata("design:returntype", Promise)
], PublicStatementsController.prototype, "respond", null);
exports.PublicStatementsController = PublicStatementsController = __decorate([
    (0, swagger_1.ApiTags)('Public'),
    (0, decorators_1.Public)(),
    (0, common_1.Controller)('public/statements'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], PublicStatementsController);
//# sourceMappingURL=statements.controller.js.map