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
exports.OwnerInvoicesController = exports.AdminInvoicesController = exports.DEFAULT_INVOICES_PER_PAGE = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const domain_error_1 = require("../../platform/domain/domain-error");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const job_queue_1 = require("../../platform/queue/job-queue");
const billing_month_1 = require("./billing-month");
const invoice_commands_1 = require("./invoice.commands");
const invoice_dto_1 = require("./invoice.dto");
const invoice_job_1 = require("./invoice.job");
const invoice_pdf_1 = require("./invoice-pdf");
const invoice_queries_1 = require("./invoice.queries");
const invoice_console_queries_1 = require("./invoice-console.queries");
const INVOICE_ID = new positive_id_pipe_1.PositiveIdPipe('The invoice id must be a positive integer.');
exports.DEFAULT_INVOICES_PER_PAGE = 15;
let AdminInvoicesController = class AdminInvoicesController {
    commands;
    queries;
    job;
    jobs;
    constructor(commands, queries, job, jobs) {
        this.commands = commands;
        this.queries = queries;
        this.job = job;
        this.jobs = jobs;
    }
    async run(body) {
        if (!(0, billing_month_1.billedTo)(body.month, (0, billing_month_1.billingDay)(new Date())))
            throw domain_error_1.DomainError.field('month', invoice_commands_1.FUTURE_MONTH);
        const jobId = await this.job.enqueue({ kind: 'issue', month: body.month });
        return { job_id: jobId, queue: this.jobs.mode, month: body.month };
    }
    list(query) {
        return this.queries.execute(new invoice_queries_1.ListInvoicesQuery({
            status: query.status,
            ownerId: query.owner_id,
            month: query.month,
            page: query.page ?? 1,
            perPage: query.per_page ?? exports.DEFAULT_INVOICES_PER_PAGE,
        }));
    }
    summary() {
        return this.queries.execute(new invoice_console_queries_1.GetBillingSummaryQuery());
    }
    show(id) {
        return this.queries.execute(new invoice_queries_1.GetInvoiceQuery(id));
    }
    async pay(id, body) {
        await this.queries.execute(new invoice_queries_1.GetInvoiceQuery(id));
        await this.commands.execute(new invoice_commands_1.RecordInvoicePaymentCommand(id, body));
        return this.queries.execute(new invoice_queries_1.GetInvoiceQuery(id));
    }
    async void(id, body) {
        await this.queries.execute(new invoice_queries_1.GetInvoiceQuery(id));
        await this.commands.execute(new invoice_commands_1.VoidInvoiceCommand(id, body.reason));
        return this.queries.execute(new invoice_queries_1.GetInvoiceQuery(id));
    }
};
exports.AdminInvoicesController = AdminInvoicesController;
__decorate([
    (0, common_1.Post)('run'),
    (0, common_1.HttpCode)(202),
    (0, decorators_1.ResponseMessage)('Invoice run queued'),
    (0, swagger_1.ApiOperation)({
        summary: "Queues the month's run (month=YYYY-MM; the current month bills the days so far): one invoice per owner with a non-zero amount, nothing for an owner already invoiced for the month; data { job_id } for GET /super-admin/jobs/{job_id}",
    }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [invoice_dto_1.RunInvoicesDto]),
    __metadata("design:returntype", Promise)
], AdminInvoicesController.prototype, "run", null);
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Invoices retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Invoices by status, owner_id and month, newest month first, paginated (per_page 15, at most 100)' }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [invoice_dto_1.InvoiceListQueryDto]),
    __metadata("design:returntype", Promise)
], AdminInvoicesController.prototype, "list", null);
__decorate([
    (0, common_1.Get)('summary'),
    (0, decorators_1.ResponseMessage)('Billing summary retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "The Billing screen's figures from the invoices: invoiced, collected, outstanding, counts by status, overdue amount, collection rate (collected ÷ billed of the invoices come due, paid or overdue), and one row per owner",
    }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], AdminInvoicesController.prototype, "summary", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Invoice retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'One invoice with its items and payments' }),
    __param(0, (0, common_1.Param)('id', INVOICE_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], AdminInvoicesController.prototype, "show", null);
__decorate([
    (0, common_1.Post)(':id/payments'),
    (0, common_1.HttpCode)(201),
    (0, decorators_1.ResponseMessage)('Payment recorded successfully'),
    (0, swagger_1.ApiOperation)({
        summary: 'Record a payment (amount, method, reference, paid_at): partial payments allowed, paid when they reach the amount; 422 INVOICE_OVERPAID above what is still due, INVOICE_PAID, INVOICE_VOID',
    }),
    __param(0, (0, common_1.Param)('id', INVOICE_ID)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, invoice_dto_1.InvoicePaymentDto]),
    __metadata("design:returntype", Promise)
], AdminInvoicesController.prototype, "pay", null);
__decorate([
    (0, common_1.Post)(':id/void'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Invoice voided successfully'),
    (0, swagger_1.ApiOperation)({
        summary: 'Void an invoice (reason required); 422 INVOICE_HAS_PAYMENTS when payments were recorded, INVOICE_VOID when already void. A voided month can be billed again by the run',
    }),
    __param(0, (0, common_1.Param)('id', INVOICE_ID)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, invoice_dto_1.VoidInvoiceDto]),
    __metadata("design:returntype", Promise)
], AdminInvoicesController.prototype, "void", null);
exports.AdminInvoicesController = AdminInvoicesController = __decorate([
    (0, swagger_1.ApiTags)('Super admin: invoices'),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, common_1.Controller)('super-admin/invoices'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus,
        invoice_job_1.InvoiceJobs,
        job_queue_1.JobQueue])
], AdminInvoicesController);
let OwnerInvoicesController = class OwnerInvoicesController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    list(caller, query) {
        return this.queries.execute(new invoice_queries_1.ListInvoicesQuery({
            status: query.status,
            ownerId: caller.id,
            month: query.month,
            page: query.page ?? 1,
            perPage: query.per_page ?? exports.DEFAULT_INVOICES_PER_PAGE,
        }));
    }
    show(caller, id) {
        return this.queries.execute(new invoice_queries_1.GetInvoiceQuery(id, caller.id));
    }
    async pdf(caller, id, reply) {
        const invoice = await this.queries.execute(new invoice_queries_1.GetInvoiceQuery(id, caller.id));
        const pdf = await (0, invoice_pdf_1.invoicePdf)(invoice);
        void reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
            .header('cache-control', 'no-store');
        return pdf;
    }
};
exports.OwnerInvoicesController = OwnerInvoicesController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Invoices retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "The owner's own invoices (Billing History), by status and month, newest month first, paginated (per_page 15)" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, invoice_dto_1.OwnerInvoiceListQueryDto]),
    __metadata("design:returntype", Promise)
], OwnerInvoicesController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Invoice retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "One of the owner's invoices; 404 for anyone else's" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', INVOICE_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number]),
    __metadata("design:returntype", Promise)
], OwnerInvoicesController.prototype, "show", null);
__decorate([
    (0, common_1.Get)(':id/pdf'),
    (0, swagger_1.ApiProduces)('application/pdf'),
    (0, swagger_1.ApiOperation)({ summary: "One of the owner's invoices as a PDF (Billing History's download); 404 for anyone else's" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', INVOICE_ID)),
    __param(2, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], OwnerInvoicesController.prototype, "pdf", null);
exports.OwnerInvoicesController = OwnerInvoicesController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: invoices'),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/invoices'),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], OwnerInvoicesController);
//# sourceMappingURL=invoices.controller.js.map