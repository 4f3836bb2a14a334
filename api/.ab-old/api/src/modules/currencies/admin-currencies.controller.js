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
exports.AdminCurrenciesController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const simple_rest_1 = require("../../platform/http/simple-rest");
const currencies_controller_1 = require("./currencies.controller");
const currency_commands_1 = require("./currency.commands");
const currency_dto_1 = require("./currency.dto");
const currency_queries_1 = require("./currency.queries");
const RESOURCE = 'currencies';
const WRITABLE = ['code', 'name', 'symbol', 'exchange_rate', 'is_active'];
/** The react-admin door (ra-data-simple-rest) onto the same currency commands and queries. */
let AdminCurrenciesController = class AdminCurrenciesController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async list(query, reply) {
        const list = (0, simple_rest_1.parseSimpleRestList)(query, {
            sortable: Object.keys(currency_queries_1.CURRENCY_SORTS),
            defaultSort: { field: 'code', order: 'ASC' },
            filters: { is_active: 'boolean' },
        });
        const all = await this.queries.execute(new currency_queries_1.ListCurrenciesQuery({
            ids: list.ids,
            search: list.q,
            activeOnly: list.filter.is_active === true,
            sort: list.sort,
        }));
        const matching = list.filter.is_active === false ? all.filter((c) => !c.is_active) : all;
        const page = matching.slice(list.offset, list.offset + list.limit);
        (0, simple_rest_1.sendListHeaders)(reply, RESOURCE, list, page.length, matching.length);
        return page;
    }
    show(id) {
        return this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
    }
    async create(body) {
        const dto = await (0, simple_rest_1.writableFields)(currency_dto_1.CreateCurrencyDto, body, WRITABLE);
        const id = await this.commands.execute(new currency_commands_1.AddCurrencyCommand({ code: dto.code, name: dto.name.trim(), symbol: dto.symbol.trim() }, dto.exchange_rate, dto.is_active ?? true));
        return this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
    }
    async update(id, body) {
        const dto = await (0, simple_rest_1.writableFields)(currency_dto_1.UpdateCurrencyDto, body, WRITABLE);
        const current = await this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
        await this.commands.execute(new currency_commands_1.ChangeCurrencyCommand(id, (0, currencies_controller_1.currencyChanges)(dto, current)));
        return this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
    }
    async remove(id) {
        const current = await this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
        await this.commands.execute(new currency_commands_1.ChangeCurrencyCommand(id, 'remove'));
        return current;
    }
};
exports.AdminCurrenciesController = AdminCurrenciesController;
__decorate([
    (0, common_1.Get)(),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AdminCurrenciesController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], AdminCurrenciesController.prototype, "show", null);
__decorate([
    (0, common_1.Post)(),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AdminCurrenciesController.prototype, "create", null);
__decorate([
    (0, common_1.Put)(':id'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, Object]),
    __metadata("design:returntype", Promise)
], AdminCurrenciesController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':id'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], AdminCurrenciesController.prototype, "remove", null);
exports.AdminCurrenciesController = AdminCurrenciesController = __decorate([
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, decorators_1.AdminResource)(RESOURCE),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], AdminCurrenciesController);
//# sourceMappingURL=admin-currencies.controller.js.map