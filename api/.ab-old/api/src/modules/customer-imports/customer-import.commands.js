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
exports.CUSTOMER_IMPORT_HANDLERS = exports.CustomerImportErrorsHandler = exports.CustomerImportErrorsQuery = exports.GetCustomerImportHandler = exports.GetCustomerImportQuery = exports.StartCustomerImportHandler = exports.StartCustomerImportCommand = exports.PreviewCustomerImportHandler = exports.PreviewCustomerImportQuery = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const domain_error_1 = require("../../platform/domain/domain-error");
const job_queue_1 = require("../../platform/queue/job-queue");
const plan_queries_1 = require("../plans/plan.queries");
const customer_import_job_1 = require("./customer-import.job");
const customer_import_store_1 = require("./customer-import.store");
const import_analysis_1 = require("./import-analysis");
const import_columns_1 = require("./import-columns");
const import_files_1 = require("./import-files");
const register_file_1 = require("./register-file");
const label = (field) => import_columns_1.IMPORT_FIELDS.find((f) => f.field === field)?.header ?? field;
async function analyse(store, request) {
    const file = await (0, register_file_1.readRegister)(request.fileName, request.content);
    const lookups = await store.lookups(request.ownerId, request.plantId);
    return { file, analysis: (0, import_analysis_1.analyseImport)(file, request.options, lookups) };
}
async function customerCount(dataSource, ownerId) {
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM customers WHERE owner_id = $1`, [ownerId]);
    return count;
}
/** The dry run: the register read, checked and matched, and nothing written. */
class PreviewCustomerImportQuery {
    request;
    constructor(request) {
        this.request = request;
    }
}
exports.PreviewCustomerImportQuery = PreviewCustomerImportQuery;
let PreviewCustomerImportHandler = class PreviewCustomerImportHandler {
    store;
    queries;
    dataSource;
    constructor(store, queries, dataSource) {
        this.store = store;
        this.queries = queries;
        this.dataSource = dataSource;
    }
    async execute({ request }) {
        const { file, analysis } = await analyse(this.store, request);
        const plan = await this.queries.execute(new plan_queries_1.GetOwnerPlanQuery(request.ownerId));
        return {
            dry_run: true,
            file: { name: request.fileName, format: file.format, rows: file.rows.length },
            columns: analysis.columns,
            missing_fields: analysis.missingFields,
            counts: analysis.counts,
            missing_areas: analysis.missingAreas,
            preview: (0, import_analysis_1.previewRows)(analysis),
            errors: analysis.errors,
            customer_limit: plan.max_customers > 0
                ? { max_customers: plan.max_customers, current_customers: await customerCount(this.dataSource, request.ownerId) }
                : null,
        };
    }
};
exports.PreviewCustomerImportHandler = PreviewCustomerImportHandler;
exports.PreviewCustomerImportHandler = PreviewCustomerImportHandler = __decorate([
    (0, cqrs_1.QueryHandler)(PreviewCustomerImportQuery),
    __metadata("design:paramtypes", [customer_import_store_1.CustomerImportStore,
        cqrs_1.QueryBus,
        typeorm_1.DataSource])
], PreviewCustomerImportHandler);
/**
 * A real run: the register is read and checked now (a file that cannot be imported at all is a
 * 422 at once), its rows are kept with the import, and the job writes them; answers the import's
 * id and state without waiting for it.
 */
class StartCustomerImportCommand {
    request;
    constructor(request) {
        this.request = request;
    }
}
exports.StartCustomerImportCommand = StartCustomerImportCommand;
let StartCustomerImportHandler = class StartCustomerImportHandler {
    store;
    job;
    queries;
    dataSource;
    constructor(store, job, queries, dataSource) {
        this.store = store;
        this.job = job;
        this.queries = queries;
        this.dataSource = dataSource;
    }
    async execute({ request }) {
        const { file, analysis } = await analyse(this.store, request);
        if (analysis.missingFields.length > 0) {
            const message = `Choose the column that holds ${analysis.missingFields.map(label).join(' and ')}.`;
            throw new domain_error_1.DomainError('validation', message, { code: 'IMPORT_MAPPING_INCOMPLETE', errors: { mapping: [message] } });
        }
        const plan = await this.queries.execute(new plan_queries_1.GetOwnerPlanQuery(request.ownerId));
        if (plan.max_customers > 0) {
            const current = await customerCount(this.dataSource, request.ownerId);
            if (current + analysis.counts.create > plan.max_customers)
                throw (0, customer_import_job_1.customerLimitError)(plan, current, analysis.counts.create);
        }
        const valid = analysis.rows.filter((row) => row.action !== 'error');
        const refused = analysis.rows.filter((row) => row.action === 'error');
        const id = await this.store.create({
            ownerId: request.ownerId,
            plantId: request.plantId,
            fileName: request.fileName,
            format: file.format,
            fileSize: request.content.length,
            options: {
                mapping: Object.fromEntries(request.options.mapping),
                fields: analysis.columns.flatMap((c) => (c.field ? [c.field] : [])),
                create_missing_areas: request.options.createMissingAreas,
                on_existing: request.options.onExisting,
            },
            headers: file.headers,
            totalRows: analysis.rows.length,
            rows: valid.map(({ row, values, cells }) => ({ row, values, cells })),
            errors: analysis.errors,
            failedRows: refused.map((row) => ({ row: row.row, cells: row.cells, messages: row.errors.map(describe) })),
            requestId: request.requestId,
        });
        try {
            await this.store.setJob(id, await this.job.enqueue(id));
        }
        catch (error) {
            await this.store.fail(id, error instanceof domain_error_1.DomainError ? error.message : 'The import could not be queued.');
            throw error;
        }
        return { id, state: 'queued' };
    }
};
exports.StartCustomerImportHandler = StartCustomerImportHandler;
exports.StartCustomerImportHandler = StartCustomerImportHandler = __decorate([
    (0, cqrs_1.CommandHandler)(StartCustomerImportCommand),
    __metadata("design:paramtypes", [customer_import_store_1.CustomerImportStore,
        customer_import_job_1.CustomerImportJob,
        cqrs_1.QueryBus,
        typeorm_1.DataSource])
], StartCustomerImportHandler);
const describe = (error) => error.column ? `${error.column}: ${error.message}` : error.message;
/** An import of the owner (in the named plant, when one is named), with its job's progress. */
class GetCustomerImportQuery {
    ownerId;
    plantId;
    importId;
    constructor(ownerId, plantId, importId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.importId = importId;
    }
}
exports.GetCustomerImportQuery = GetCustomerImportQuery;
/** An import still queued without a job after this long lost its request midway. */
const UNQUEUED_GRACE_MS = 60_000;
let GetCustomerImportHandler = class GetCustomerImportHandler {
    store;
    jobs;
    logger = new common_1.Logger('CustomerImports');
    constructor(store, jobs) {
        this.store = store;
        this.jobs = jobs;
    }
    async execute({ ownerId, plantId, importId }) {
        const record = await this.store.find(ownerId, importId, plantId);
        if (record.state === 'completed' || record.state === 'failed')
            return (0, customer_import_store_1.importStatus)(record);
        // The table says it is under way: a job that the queue reports failed, or no longer knows
        // (in-process jobs do not outlive a restart), will never finish it.
        let lost = false;
        if (record.job_id) {
            try {
                const job = await this.jobs.get(record.job_id);
                lost = job === null || job.state === 'failed';
            }
            catch (error) {
                this.logger.debug({ err: error.message }, 'Import job state not available');
            }
        }
        else {
            lost = Date.now() - new Date(record.created_at).getTime() > UNQUEUED_GRACE_MS;
        }
        if (!lost)
            return (0, customer_import_store_1.importStatus)(record);
        await this.store.fail(importId, customer_import_job_1.IMPORT_INTERRUPTED);
        return (0, customer_import_store_1.importStatus)(await this.store.find(ownerId, importId, plantId));
    }
};
exports.GetCustomerImportHandler = GetCustomerImportHandler;
exports.GetCustomerImportHandler = GetCustomerImportHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetCustomerImportQuery),
    __metadata("design:paramtypes", [customer_import_store_1.CustomerImportStore,
        job_queue_1.JobQueue])
], GetCustomerImportHandler);
/** errors.csv of an import: the rows it did not take, as the file had them, with why. */
class CustomerImportErrorsQuery {
    ownerId;
    plantId;
    importId;
    constructor(ownerId, plantId, importId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.importId = importId;
    }
}
exports.CustomerImportErrorsQuery = CustomerImportErrorsQuery;
let CustomerImportErrorsHandler = class CustomerImportErrorsHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, plantId, importId }) {
        const { headers, rows } = await this.store.failedRows(ownerId, importId, plantId);
        return (0, import_files_1.errorsCsv)(importId, headers, rows);
    }
};
exports.CustomerImportErrorsHandler = CustomerImportErrorsHandler;
exports.CustomerImportErrorsHandler = CustomerImportErrorsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(CustomerImportErrorsQuery),
    __metadata("design:paramtypes", [customer_import_store_1.CustomerImportStore])
], CustomerImportErrorsHandler);
exports.CUSTOMER_IMPORT_HANDLERS = [
    PreviewCustomerImportHandler,
    StartCustomerImportHandler,
    GetCustomerImportHandler,
    CustomerImportErrorsHandler,
];
//# sourceMappingURL=customer-import.commands.js.map