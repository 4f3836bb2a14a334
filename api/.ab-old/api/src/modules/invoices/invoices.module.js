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
exports.InvoicesModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const invoice_commands_1 = require("./invoice.commands");
const invoice_job_1 = require("./invoice.job");
const invoice_projection_1 = require("./invoice.projection");
const invoice_queries_1 = require("./invoice.queries");
const invoices_controller_1 = require("./invoices.controller");
const admin_invoices_controller_1 = require("./admin-invoices.controller");
const invoice_console_queries_1 = require("./invoice-console.queries");
/**
 * Platform billing: invoices to owners (`invoice-{id}` streams), the month run and overdue jobs on
 * the `invoices` queue. For other modules: the `invoices` read model (docs/shared-read-models.md).
 */
let InvoicesModule = class InvoicesModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(invoice_projection_1.invoiceProjection);
        this.projections.register(invoice_projection_1.plantActivityProjection);
    }
};
exports.InvoicesModule = InvoicesModule;
exports.InvoicesModule = InvoicesModule = __decorate([
    (0, common_1.Module)({
        controllers: [invoices_controller_1.AdminInvoicesController, invoices_controller_1.OwnerInvoicesController, admin_invoices_controller_1.AdminInvoiceRecordsController],
        providers: [...invoice_commands_1.INVOICE_COMMAND_HANDLERS, ...invoice_queries_1.INVOICE_QUERY_HANDLERS, ...invoice_console_queries_1.INVOICE_CONSOLE_QUERY_HANDLERS, invoice_job_1.InvoiceJobs],
        exports: [invoice_job_1.InvoiceJobs],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], InvoicesModule);
//# sourceMappingURL=invoices.module.js.map