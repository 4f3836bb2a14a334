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
exports.ExchangeRateJobsController = exports.CurrenciesController = void 0;
exports.currencyChanges = currencyChanges;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const domain_error_1 = require("../../platform/domain/domain-error");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const envelope_1 = require("../../platform/http/envelope");
const job_queue_1 = require("../../platform/queue/job-queue");
const currency_commands_1 = require("./currency.commands");
const currency_dto_1 = require("./currency.dto");
const currency_queries_1 = require("./currency.queries");
const exchange_rate_job_1 = require("./exchange-rate.job");
/** The writable parts of a create/update body as a change of one currency. */
function currencyChanges(body, current) {
    const detailsGiven = body.code !== undefined || body.name !== undefined || body.symbol !== undefined;
    return {
        details: detailsGiven
            ? {
                code: body.code ?? current?.code ?? '',
                name: body.name?.trim() ?? current?.name ?? '',
                symbol: body.symbol?.trim() ?? current?.symbol ?? '',
            }
            : undefined,
        rate: body.exchange_rate,
        isActive: body.is_active,
    };
}
let CurrenciesController = class CurrenciesController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    list() {
        return this.queries.execute(new currency_queries_1.ListCurrenciesQuery());
    }
    async create(body) {
        const id = await this.commands.execute(new currency_commands_1.AddCurrencyCommand({ code: body.code, name: body.name.trim(), symbol: body.symbol.trim() }, body.exchange_rate, body.is_active ?? true));
        return this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
    }
    async bulk(body) {
        const updated = await this.commands.execute(new currency_commands_1.BulkUpdateRatesCommand(body.updates.map((u) => ({ currencyId: u.currency_id, rate: u.exchange_rate }))));
        return { updated, currencies: await this.queries.execute(new currency_queries_1.ListCurrenciesQuery({ ids: body.updates.map((u) => u.currency_id) })) };
    }
    convert(body) {
        return this.queries.execute(new currency_queries_1.ConvertAmountQuery(body.amount, body.from_currency_id, body.to_currency_id));
    }
    get(id) {
        return this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
    }
    async update(id, body) {
        const current = await this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
        await this.commands.execute(new currency_commands_1.ChangeCurrencyCommand(id, currencyChanges(body, current)));
        return this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
    }
    async remove(id) {
        const current = await this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
        await this.commands.execute(new currency_commands_1.ChangeCurrencyCommand(id, 'remove'));
        return current;
    }
    async setDefault(id) {
        await this.commands.execute(new currency_commands_1.SetDefaultCurrencyCommand(id));
        const currency = await this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
        return (0, envelope_1.withMessage)(currency, `${currency.name} (${currency.code}) is now the default currency`);
    }
    async toggle(id) {
        await this.commands.execute(new currency_commands_1.ChangeCurrencyCommand(id, 'toggle-status'));
        const currency = await this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
        return (0, envelope_1.withMessage)(currency, `Currency ${currency.is_active ? 'activated' : 'deactivated'} successfully`);
    }
    async setRate(id, body) {
        await this.commands.execute(new currency_commands_1.ChangeCurrencyCommand(id, { rate: body.exchange_rate }));
        return this.queries.execute(new currency_queries_1.GetCurrencyQuery(id));
    }
    history(id, query) {
        return this.queries.execute(new currency_queries_1.GetRateHistoryQuery(id, query.days ?? 30));
    }
};
exports.CurrenciesController = CurrenciesController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Currencies retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Every currency (data is an array), the default first' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], CurrenciesController.prototype, "list", null);
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Currency created successfully'),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [currency_dto_1.CreateCurrencyDto]),
    __metadata("design:returntype", Promise)
], CurrenciesController.prototype, "create", null);
__decorate([
    (0, common_1.Put)('bulk-update-rates'),
    (0, decorators_1.ResponseMessage)('Exchange rates updated successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Body { updates: [{ currency_id, exchange_rate }] }: all applied or none' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [currency_dto_1.BulkUpdateRatesDto]),
    __metadata("design:returntype", Promise)
], CurrenciesController.prototype, "bulk", null);
__decorate([
    (0, common_1.Post)('convert'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Amount converted successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'amount / rate_from * rate_to, to 2 decimals' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [currency_dto_1.ConvertDto]),
    __metadata("design:returntype", void 0)
], CurrenciesController.prototype, "convert", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Currency retrieved successfully'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], CurrenciesController.prototype, "get", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, decorators_1.ResponseMessage)('Currency updated successfully'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, currency_dto_1.UpdateCurrencyDto]),
    __metadata("design:returntype", Promise)
], CurrenciesController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, decorators_1.ResponseMessage)('Currency deleted successfully'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], CurrenciesController.prototype, "remove", null);
__decorate([
    (0, common_1.Put)(':id/set-default'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], CurrenciesController.prototype, "setDefault", null);
__decorate([
    (0, common_1.Put)(':id/toggle-status'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], CurrenciesController.prototype, "toggle", null);
__decorate([
    (0, common_1.Put)(':id/exchange-rate'),
    (0, decorators_1.ResponseMessage)('Exchange rate updated successfully'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, currency_dto_1.ExchangeRateDto]),
    __metadata("design:returntype", Promise)
], CurrenciesController.prototype, "setRate", null);
__decorate([
    (0, common_1.Get)(':id/rate-history'),
    (0, decorators_1.ResponseMessage)('Rate history retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Rates applied in the last `days` (default 30), newest first' }),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, currency_dto_1.RateHistoryDto]),
    __metadata("design:returntype", void 0)
], CurrenciesController.prototype, "history", null);
exports.CurrenciesController = CurrenciesController = __decorate([
    (0, swagger_1.ApiTags)('Super admin: currencies'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, common_1.Controller)('super-admin/currencies'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], CurrenciesController);
let ExchangeRateJobsController = class ExchangeRateJobsController {
    job;
    jobs;
    constructor(job, jobs) {
        this.job = job;
        this.jobs = jobs;
    }
    async updateAll() {
        return { job_id: await this.job.enqueue('manual'), queue: this.jobs.mode };
    }
    async schedule() {
        await this.job.syncSchedule();
        return { schedule: await this.job.schedule(), queue: this.jobs.mode };
    }
    async get(id) {
        const view = await this.jobs.get(id);
        if (!view)
            throw domain_error_1.DomainError.notFound('Job not found.');
        return view;
    }
};
exports.ExchangeRateJobsController = ExchangeRateJobsController;
__decorate([
    (0, common_1.Post)('system-settings/exchange-rates/update-all'),
    (0, common_1.HttpCode)(202),
    (0, decorators_1.ResponseMessage)('Exchange rate update queued'),
    (0, swagger_1.ApiOperation)({ summary: 'Queues a job that fetches EXCHANGE_RATES_URL and applies every rate; data { job_id }' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], ExchangeRateJobsController.prototype, "updateAll", null);
__decorate([
    (0, common_1.Get)('system-settings/exchange-rates/schedule'),
    (0, decorators_1.ResponseMessage)('Exchange rate schedule'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], ExchangeRateJobsController.prototype, "schedule", null);
__decorate([
    (0, common_1.Get)('jobs/:id'),
    (0, decorators_1.ResponseMessage)('Job retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'State, attempts, result or failure reason of a queued job' }),
    __param(0, (0, common_1.Param)('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ExchangeRateJobsController.prototype, "get", null);
exports.ExchangeRateJobsController = ExchangeRateJobsController = __decorate([
    (0, swagger_1.ApiTags)('Super admin: exchange-rate jobs'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, common_1.Controller)('super-admin'),
    __metadata("design:paramtypes", [exchange_rate_job_1.ExchangeRateJob,
        job_queue_1.JobQueue])
], ExchangeRateJobsController);
//# sourceMappingURL=currencies.controller.js.map