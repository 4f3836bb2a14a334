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
exports.AuditController = exports.AdminEventsController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const simple_rest_1 = require("../../platform/http/simple-rest");
const user_commands_1 = require("../auth/user.commands");
const user_queries_1 = require("../auth/user.queries");
const as_of_1 = require("./as-of");
const audit_dto_1 = require("./audit.dto");
const audit_queries_1 = require("./audit.queries");
/** The event log as the console's 'Audit Log' reads it, in ra-data-simple-rest's dialect. */
let AdminEventsController = class AdminEventsController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    async list(query, reply) {
        const list = (0, simple_rest_1.parseSimpleRestList)(query, {
            sortable: Object.keys(audit_queries_1.EVENT_SORTS),
            defaultSort: { field: 'id', order: 'DESC' },
            maxPageSize: 500,
            filters: { stream_id: 'text', event_type: 'text', owner_id: 'id', from: 'timestamp', to: 'timestamp' },
        });
        const f = list.filter;
        const { items, total } = await this.queries.execute(new audit_queries_1.ListEventsQuery({
            streamId: f.stream_id,
            eventType: f.event_type,
            ownerId: f.owner_id,
            from: f.from,
            to: f.to,
            ids: list.ids,
        }, { offset: list.offset, limit: list.limit, sort: list.sort }));
        (0, simple_rest_1.sendListHeaders)(reply, 'events', list, items.length, total);
        return items;
    }
    show(id) {
        return this.queries.execute(new audit_queries_1.GetEventQuery(id));
    }
};
exports.AdminEventsController = AdminEventsController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOperation)({ summary: 'filter {stream_id, event_type, owner_id, from, to (ISO), id: [positions]}; Content-Range header' }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AdminEventsController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], AdminEventsController.prototype, "show", null);
exports.AdminEventsController = AdminEventsController = __decorate([
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, decorators_1.AdminResource)('events', 'Audit'),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], AdminEventsController);
let AuditController = class AuditController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    stream(streamId, asOf) {
        return this.queries.execute(new audit_queries_1.GetStreamQuery(streamId, (0, as_of_1.parseAsOf)(asOf)));
    }
    async createAuditor(body) {
        const id = await this.commands.execute(new user_commands_1.RegisterUserCommand(body.name, body.email, 'auditor', body.password));
        return this.queries.execute(new user_queries_1.GetUserQuery(id));
    }
};
exports.AuditController = AuditController;
__decorate([
    (0, common_1.Get)('audit/streams/:streamId'),
    (0, decorators_1.Roles)('super_admin', 'auditor'),
    (0, decorators_1.ResponseMessage)('Stream retrieved successfully'),
    (0, swagger_1.ApiQuery)({ name: 'as_of', required: false, description: 'a global position or an ISO timestamp: the stream as it stood then' }),
    (0, swagger_1.ApiOperation)({ summary: "One stream's events, and the entity as its events describe it (optionally as of a position or time)" }),
    __param(0, (0, common_1.Param)('streamId')),
    __param(1, (0, common_1.Query)('as_of')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, String]),
    __metadata("design:returntype", Promise)
], AuditController.prototype, "stream", null);
__decorate([
    (0, common_1.Post)('auditors'),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ResponseMessage)('Auditor created successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Create a read-only auditor account' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [audit_dto_1.CreateAuditorDto]),
    __metadata("design:returntype", Promise)
], AuditController.prototype, "createAuditor", null);
exports.AuditController = AuditController = __decorate([
    (0, swagger_1.ApiTags)('Audit'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, common_1.Controller)('super-admin'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], AuditController);
//# sourceMappingURL=audit.controller.js.map