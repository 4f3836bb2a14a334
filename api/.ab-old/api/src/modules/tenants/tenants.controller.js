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
exports.FilterOwnersController = exports.DEFAULT_PER_PAGE = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const plain_query_1 = require("../../platform/http/plain-query");
const envelope_1 = require("../../platform/http/envelope");
const tenant_commands_1 = require("./tenant.commands");
const tenant_dto_1 = require("./tenant.dto");
const tenant_queries_1 = require("./tenant.queries");
exports.DEFAULT_PER_PAGE = 15;
const LIST_MESSAGE = JSON.stringify('Filter owners retrieved successfully');
let FilterOwnersController = class FilterOwnersController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    /**
     * A Paginated<FilterOwnerItem> in the envelope, written as text around the page's items as JSON
     * (kept with the page, see ListFilterOwnersHandler): marked @RawResponse() (the envelope hooks
     * leave it alone) with the content type an object would get.
     */
    async list(query) {
        const perPage = query.per_page ?? exports.DEFAULT_PER_PAGE;
        const page = query.page ?? 1;
        const active = query.status === 'active' ? true : query.status === 'inactive' ? false : null;
        const owners = await this.queries.execute(new tenant_queries_1.ListFilterOwnersQuery({ search: query.search?.trim() || null, active, offset: (page - 1) * perPage, limit: perPage }));
        const lastPage = Math.max(1, Math.ceil(owners.total / perPage));
        return (`{"success":true,"data":{"data":${owners.itemsJson},"current_page":${page},"last_page":${lastPage},` +
            `"per_page":${perPage},"total":${owners.total}},"message":${LIST_MESSAGE}}`);
    }
    show(id) {
        return this.queries.execute(new tenant_queries_1.GetFilterOwnerQuery(id));
    }
    async create(body) {
        const id = await this.commands.execute(new tenant_commands_1.RegisterFilterOwnerCommand(body.name, body.email, body.password, body.is_active ?? true));
        return this.queries.execute(new tenant_queries_1.GetFilterOwnerQuery(id));
    }
    async update(id, body) {
        await this.commands.execute(new tenant_commands_1.ChangeFilterOwnerCommand(id, {
            name: body.name,
            email: body.email,
            password: body.password || undefined,
            isActive: body.is_active,
        }));
        return this.queries.execute(new tenant_queries_1.GetFilterOwnerQuery(id));
    }
    async remove(id) {
        await this.commands.execute(new tenant_commands_1.ChangeFilterOwnerCommand(id, { isActive: false }));
        return this.queries.execute(new tenant_queries_1.GetFilterOwnerQuery(id));
    }
    async toggle(id) {
        await this.commands.execute(new tenant_commands_1.ChangeFilterOwnerCommand(id, 'toggle-status'));
        const owner = await this.queries.execute(new tenant_queries_1.GetFilterOwnerQuery(id));
        return (0, envelope_1.withMessage)(owner, `Filter owner ${owner.is_active ? 'activated' : 'deactivated'} successfully.`);
    }
};
exports.FilterOwnersController = FilterOwnersController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.RawResponse)(),
    (0, plain_query_1.SendsJsonText)(),
    (0, swagger_1.ApiOperation)({ summary: 'Paginated (per_page 15), search on name or email, status active/inactive, newest first' })
    // ListFilterOwnersDto's fields, which a custom parameter does not document (listed last to first).
    ,
    (0, swagger_1.ApiQuery)({ name: 'status', required: false, enum: ['active', 'inactive'] }),
    (0, swagger_1.ApiQuery)({ name: 'search', required: false, type: String, description: 'Name or email, case-insensitive' }),
    (0, swagger_1.ApiQuery)({ name: 'per_page', required: false, type: Number, schema: { default: 15, type: 'number' } }),
    (0, swagger_1.ApiQuery)({ name: 'page', required: false, type: Number, schema: { default: 1, type: 'number' } }),
    __param(0, (0, plain_query_1.PlainQuery)(tenant_dto_1.ListFilterOwnersDto, tenant_dto_1.plainOwnerListQuery)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [tenant_dto_1.ListFilterOwnersDto]),
    __metadata("design:returntype", Promise)
], FilterOwnersController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Filter owner retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'One owner with analytics: account_created, plants_breakdown, total_monthly_billing' }),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], FilterOwnersController.prototype, "show", null);
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Filter owner created successfully.'),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [tenant_dto_1.CreateFilterOwnerDto]),
    __metadata("design:returntype", Promise)
], FilterOwnersController.prototype, "create", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, decorators_1.ResponseMessage)('Filter owner updated successfully.'),
    (0, swagger_1.ApiOperation)({ summary: 'Name, email, is_active; the password only when given' }),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, tenant_dto_1.UpdateFilterOwnerDto]),
    __metadata("design:returntype", Promise)
], FilterOwnersController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, decorators_1.ResponseMessage)('Filter owner account deactivated successfully.'),
    (0, swagger_1.ApiOperation)({ summary: 'Deactivates the account; every row and event is kept' }),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], FilterOwnersController.prototype, "remove", null);
__decorate([
    (0, common_1.Put)(':id/toggle-status'),
    (0, swagger_1.ApiOperation)({ summary: 'Activates an inactive owner, deactivates an active one' }),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], FilterOwnersController.prototype, "toggle", null);
exports.FilterOwnersController = FilterOwnersController = __decorate([
    (0, swagger_1.ApiTags)('Super admin: filter owners'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, common_1.Controller)('super-admin/filter-owners'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], FilterOwnersController);
//# sourceMappingURL=tenants.controller.js.map