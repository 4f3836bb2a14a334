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
exports.AdminInvoiceRecordsController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const domain_error_1 = require("../../platform/domain/domain-error");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const simple_rest_1 = require("../../platform/http/simple-rest");
const invoice_decider_1 = require("./invoice.decider");
const invoice_dto_1 = require("./invoice.dto");
const invoice_console_queries_1 = require("./invoice-console.queries");
const RESOURCE = 'invoices';
const INVOICE_ID = new positive_id_pipe_1.PositiveIdPipe('The invoice id must be a positive integer.');
const MONTH = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;
function refuse(name, message) {
    throw new domain_error_1.DomainError('bad_request', message, { errors: { [`filter.${name}`]: [message] } });
}
/**
 * The react-admin door (ra-data-simple-rest) onto the invoices: list and getOne only. Payments,
 * voids and the month run are the enveloped /api/super-admin/invoices routes (commands).
 */
let AdminInvoiceRecordsController = class AdminInvoiceRecordsController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    async list(query, reply) {
        const list = (0, simple_rest_1.parseSimpleRestList)(query, {
            sortable: Object.keys(invoice_console_queries_1.INVOICE_SORTS),
            defaultSort: { field: 'month', order: 'DESC' },
            filters: { status: 'text', owner_id: 'id', month: 'text' },
        });
        const { status, owner_id: ownerId, month } = list.filter;
        if (status !== undefined && !invoice_dto_1.INVOICE_STATUSES.includes(status))
            refuse('status', `The filter status must be one of ${invoice_dto_1.INVOICE_STATUSES.join(', ')}.`);
        if (month !== undefined && !MONTH.test(String(month)))
            refuse('month', 'The filter month must be written YYYY-MM.');
        const { items, total } = await this.queries.execute(new invoice_console_queries_1.ListInvoiceRecordsQuery({
            status: status ?? null,
            ownerId: typeof ownerId === 'number' ? ownerId : null,
            month: month ?? null,
            search: list.q,
            ids: list.ids,
        }, list.offset, list.limit, list.sort));
        (0, simple_rest_1.sendListHeaders)(reply, RESOURCE, list, items.length, total);
        return items;
    }
    async show(id) {
        const { items } = await this.queries.execute(new invoice_console_queries_1.ListInvoiceRecordsQuery({ status: null, ownerId: null, month: null, search: null, ids: [id] }, 0, 1));
        if (!items[0])
            throw domain_error_1.DomainError.notFound(invoice_decider_1.INVOICE_NOT_FOUND);
        return items[0];
    }
};
exports.AdminInvoiceRecordsController = AdminInvoiceRecordsController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOperation)({ summary: 'sort, range, filter {q (number or owner), status, owner_id, month (YYYY-MM), id}; Content-Range header' }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AdminInvoiceRecordsController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOperation)({ summary: 'One invoice with its items and payments' }),
    __param(0, (0, common_1.Param)('id', INVOICE_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], AdminInvoiceRecordsController.prototype, "show", null);
exports.AdminInvoiceRecordsController = AdminInvoiceRecordsController = __decorate([
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, decorators_1.AdminResource)(RESOURCE),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], AdminInvoiceRecordsController);
//# sourceMappingURL=admin-invoices.controller.js.map