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
exports.AdminFilterOwnersController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const simple_rest_1 = require("../../platform/http/simple-rest");
const tenant_commands_1 = require("./tenant.commands");
const tenant_dto_1 = require("./tenant.dto");
const tenant_queries_1 = require("./tenant.queries");
const RESOURCE = 'filter-owners';
const WRITABLE = ['name', 'email', 'password', 'is_active'];
/** The react-admin door (ra-data-simple-rest) onto the same owner commands and queries. */
let AdminFilterOwnersController = class AdminFilterOwnersController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async list(query, reply) {
        const list = (0, simple_rest_1.parseSimpleRestList)(query, {
            sortable: Object.keys(tenant_queries_1.OWNER_SORTS),
            defaultSort: { field: 'created_at', order: 'DESC' },
            filters: { is_active: 'boolean' },
        });
        const isActive = list.filter.is_active;
        const { items, total } = await this.queries.execute(new tenant_queries_1.ListFilterOwnersQuery({
            search: list.q,
            active: typeof isActive === 'boolean' ? isActive : null,
            ids: list.ids,
            offset: list.offset,
            limit: list.limit,
            sort: list.sort,
        }));
        (0, simple_rest_1.sendListHeaders)(reply, RESOURCE, list, items.length, total);
        return items;
    }
    show(id) {
        return this.queries.execute(new tenant_queries_1.GetFilterOwnerQuery(id));
    }
    async create(body) {
        const dto = await (0, simple_rest_1.writableFields)(tenant_dto_1.CreateFilterOwnerDto, body, WRITABLE);
        const id = await this.commands.execute(new tenant_commands_1.RegisterFilterOwnerCommand(dto.name, dto.email, dto.password, dto.is_active ?? true));
        return this.queries.execute(new tenant_queries_1.GetFilterOwnerQuery(id));
    }
    async update(id, body) {
        const dto = await (0, simple_rest_1.writableFields)(tenant_dto_1.UpdateFilterOwnerDto, body, WRITABLE);
        await this.commands.execute(new tenant_commands_1.ChangeFilterOwnerCommand(id, { name: dto.name, email: dto.email, password: dto.password || undefined, isActive: dto.is_active }));
        return this.queries.execute(new tenant_queries_1.GetFilterOwnerQuery(id));
    }
    async remove(id) {
        await this.commands.execute(new tenant_commands_1.ChangeFilterOwnerCommand(id, { isActive: false }));
        return this.queries.execute(new tenant_queries_1.GetFilterOwnerQuery(id));
    }
};
exports.AdminFilterOwnersController = AdminFilterOwnersController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOperation)({ summary: 'sort, range, filter {q, is_active, id}; Content-Range header' }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AdminFilterOwnersController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], AdminFilterOwnersController.prototype, "show", null);
__decorate([
    (0, common_1.Post)(),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AdminFilterOwnersController.prototype, "create", null);
__decorate([
    (0, common_1.Put)(':id'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, Object]),
    __metadata("design:returntype", Promise)
], AdminFilterOwnersController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, swagger_1.ApiOperation)({ summary: 'Deactivates the owner; the record is kept' }),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], AdminFilterOwnersController.prototype, "remove", null);
exports.AdminFilterOwnersController = AdminFilterOwnersController = __decorate([
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, decorators_1.AdminResource)(RESOURCE),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], AdminFilterOwnersController);
//# sourceMappingURL=admin-filter-owners.controller.js.map