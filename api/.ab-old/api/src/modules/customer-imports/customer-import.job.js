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
exports.CustomerImportJob = exports.IMPORT_INTERRUPTED = exports.CUSTOMER_LIMIT_EXCEEDED = exports.IMPORT_BATCH_SIZE = exports.CUSTOMER_IMPORT_QUEUE = void 0;
exports.batchesOf = batchesOf;
exports.customerLimitError = customerLimitError;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const request_context_1 = require("../../platform/context/request-context");
const domain_error_1 = require("../../platform/domain/domain-error");
const plant_day_1 = require("../../platform/domain/plant-day");
const job_queue_1 = require("../../platform/queue/job-queue");
const area_commands_1 = require("../areas/area.commands");
const customer_commands_1 = require("../customers/customer.commands");
const plan_queries_1 = require("../plans/plan.queries");
const customer_import_store_1 = require("./customer-import.store");
exports.CUSTOMER_IMPORT_QUEUE = 'customer-imports';
/** Customers per transaction: each batch is written whole or not at all. */
exports.IMPORT_BATCH_SIZE = 500;
exports.CUSTOMER_LIMIT_EXCEEDED = 'CUSTOMER_LIMIT_EXCEEDED';
const AREA_DESCRIPTION = 'Added by a customer import';
exports.IMPORT_INTERRUPTED = 'The import stopped before it finished (the server restarted). Import the file again: customers already imported are matched by code or phone and not added twice.';
const key = (text) => text.trim().toLowerCase();
/** The customer fields a row gives, only those a column of the file fills (an update leaves the others alone). */
function customerRow(row, fields, areaId) {
    const v = row.values;
    const given = (field, value) => (fields.has(field) ? value : undefined);
    const input = {
        name: v.name,
        area_id: areaId,
        code: given('code', v.code ?? undefined),
        phone: given('phone', v.phone),
        whatsapp: given('whatsapp', v.whatsapp),
        address: given('address', v.address),
        rate: given('rate', v.rate),
        opening_balance: given('opening_balance', v.opening_balance),
        opening_cans: given('opening_cans', v.opening_cans),
        security_deposit_cans: given('security_deposit_cans', v.security_deposit_cans),
        security_deposit_amount: given('security_deposit_amount', v.security_deposit_amount),
        credit_limit: given('credit_limit', v.credit_limit),
        can_limit: given('can_limit', v.can_limit),
        notes: given('notes', v.notes),
        language: given('language', v.language ?? undefined),
    };
    for (const name of Object.keys(input))
        if (input[name] === undefined)
            delete input[name];
    return input;
}
/**
 * Batches of at most IMPORT_BATCH_SIZE rows, in the file's order, where rows that share a phone
 * (customers told apart by their codes) stay in one batch: the batch command matches existing
 * customers before it creates any, so they are all new together, as the dry run said.
 */
function batchesOf(rows, size = exports.IMPORT_BATCH_SIZE) {
    const groups = new Map();
    for (const row of rows) {
        const group = row.values.phone ?? `row:${row.row}`;
        const list = groups.get(group);
        if (list)
            list.push(row);
        else
            groups.set(group, [row]);
    }
    const batches = [];
    let current = [];
    for (const group of groups.values()) {
        if (current.length > 0 && current.length + group.length > size) {
            batches.push(current);
            current = [];
        }
        current.push(...group);
    }
    if (current.length > 0)
        batches.push(current);
    return batches;
}
/**
 * The import job: creates the missing areas (through the areas module's command), checks that the
 * new customers fit the plan, then writes the rows in batches through the customers' batch command,
 * each batch in one transaction (all of its rows or none), counting progress after each. A refused
 * batch lists all its rows as failed and the job goes on; a refusal of the import as a whole (the
 * plan's limit) is decided before anything is written.
 */
let CustomerImportJob = class CustomerImportJob {
    jobs;
    commands;
    queries;
    store;
    dataSource;
    logger = new common_1.Logger('CustomerImports');
    constructor(jobs, commands, queries, store, dataSource) {
        this.jobs = jobs;
        this.commands = commands;
        this.queries = queries;
        this.store = store;
        this.dataSource = dataSource;
    }
    onModuleInit() {
        // One attempt: a second run of a half-done import would not know which rows it wrote.
        this.jobs.define({
            queue: exports.CUSTOMER_IMPORT_QUEUE,
            attempts: 1,
            process: (data, report) => this.run(data.importId, report),
        });
    }
    enqueue(importId) {
        return this.jobs.enqueue(exports.CUSTOMER_IMPORT_QUEUE, { importId });
    }
    async run(importId, report = { progress: async () => undefined }) {
        const record = await this.store.claim(importId);
        if (!record) {
            // Delivered again after an attempt that died midway: say so rather than write twice.
            if ((await this.store.state(importId)) === 'running')
                await this.store.fail(importId, exports.IMPORT_INTERRUPTED);
            return { importId, ran: false };
        }
        const ownerId = Number(record.owner_id);
        const context = (0, request_context_1.currentContext)();
        return (0, request_context_1.runInContext)({
            source: 'job',
            requestId: context?.requestId,
            correlationId: record.request_id ?? context?.correlationId,
            causationId: record.request_id ?? undefined,
            actorId: ownerId,
            actorRole: 'filter_owner',
            tenantId: ownerId,
        }, async () => {
            try {
                await this.write(importId, ownerId, Number(record.plant_id), record.options, record.rows, (0, plant_day_1.plantDate)(new Date(record.created_at)), report);
                await this.store.finish(importId);
                return { importId, ran: true };
            }
            catch (error) {
                const message = error instanceof domain_error_1.DomainError ? error.message : 'The import stopped on an unexpected error. Please try again.';
                if (!(error instanceof domain_error_1.DomainError))
                    this.logger.error({ err: error, importId }, 'Customer import failed');
                await this.store.fail(importId, message);
                throw error;
            }
        });
    }
    async write(importId, ownerId, plantId, options, rows, date, report) {
        const lookups = await this.store.lookups(ownerId, plantId);
        const fields = new Set(options.fields);
        const { areaIds, unplaced } = await this.areas(importId, ownerId, plantId, options.create_missing_areas, rows, lookups);
        if (unplaced.length > 0) {
            const failed = unplaced.map((row) => ({
                row,
                message: `The area "${row.values.area_name}" does not exist in this plant any more.`,
            }));
            await this.store.progress(importId, this.failure(failed));
        }
        const placed = rows.filter((row) => !unplaced.includes(row));
        await this.assertWithinPlan(ownerId, placed, lookups);
        const total = rows.length;
        let done = unplaced.length;
        for (const batch of batchesOf(placed)) {
            const input = batch.map((row) => customerRow(row, fields, areaIds.get(key(row.values.area_name))));
            try {
                const result = await this.commands.execute(new customer_commands_1.RegisterCustomersCommand(ownerId, plantId, input, options.on_existing, date));
                await this.store.progress(importId, {
                    processed: batch.length,
                    created: result.created,
                    updated: result.updated,
                    skipped: result.skipped,
                    errors: [],
                    failedRows: [],
                });
            }
            catch (error) {
                if (!(error instanceof domain_error_1.DomainError))
                    throw error;
                await this.store.progress(importId, this.failure(this.batchRefusal(batch, error)));
            }
            done += batch.length;
            await report.progress(Math.floor((done * 100) / Math.max(total, 1)));
        }
    }
    /** Area ids by lower-cased name; the missing ones created when allowed, else their rows set apart. */
    async areas(importId, ownerId, plantId, createMissing, rows, lookups) {
        const areaIds = new Map(lookups.areas);
        const created = [];
        const unplaced = [];
        for (const row of rows) {
            const name = row.values.area_name;
            if (areaIds.has(key(name)))
                continue;
            if (!createMissing) {
                unplaced.push(row);
                continue;
            }
            try {
                areaIds.set(key(name), await this.commands.execute(new area_commands_1.CreateAreaCommand(ownerId, plantId, name, AREA_DESCRIPTION)));
                created.push(name);
            }
            catch (error) {
                // Created meanwhile by someone else (the name is unique per plant): use theirs.
                const fresh = await this.store.lookups(ownerId, plantId);
                const id = fresh.areas.get(key(name));
                if (id === undefined)
                    throw error;
                areaIds.set(key(name), id);
            }
        }
        if (created.length > 0)
            await this.store.areasCreated(importId, created);
        return { areaIds, unplaced };
    }
    /** The new customers must fit the plan together: otherwise nothing is written (never half an import). */
    async assertWithinPlan(ownerId, rows, lookups) {
        const plan = await this.queries.execute(new plan_queries_1.GetOwnerPlanQuery(ownerId));
        if (plan.max_customers <= 0)
            return;
        const adding = rows.filter((row) => !(row.values.code && lookups.codes.has(key(row.values.code))) && !(row.values.phone && lookups.phones.has(row.values.phone))).length;
        const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM customers WHERE owner_id = $1`, [ownerId]);
        if (count + adding > plan.max_customers)
            throw customerLimitError(plan, count, adding);
    }
    /** A refused batch: the row the refusal names (when it names one) and every other row of the batch. */
    batchRefusal(batch, error) {
        const at = error.options.data?.row;
        const culprit = typeof at === 'number' ? batch[at] : undefined;
        const reason = error.message.replace(/^Row \d+: /, '');
        return batch.map((row) => ({
            row,
            message: culprit
                ? row === culprit
                    ? reason
                    : `Not imported: row ${culprit.row} of the same batch was refused (${reason})`
                : `Not imported: ${reason}`,
        }));
    }
    failure(failed) {
        return {
            processed: failed.length,
            created: 0,
            updated: 0,
            skipped: 0,
            errors: failed.map(({ row, message }) => ({ row: row.row, column: null, field: null, message })),
            failedRows: failed.map(({ row, message }) => ({ row: row.row, cells: row.cells, messages: [message] })),
        };
    }
};
exports.CustomerImportJob = CustomerImportJob;
exports.CustomerImportJob = CustomerImportJob = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [job_queue_1.JobQueue,
        cqrs_1.CommandBus,
        cqrs_1.QueryBus,
        customer_import_store_1.CustomerImportStore,
        typeorm_1.DataSource])
], CustomerImportJob);
/** 422 CUSTOMER_LIMIT_EXCEEDED for an import whose new customers do not all fit the plan. */
function customerLimitError(plan, current, adding) {
    const room = Math.max(0, plan.max_customers - current);
    return new domain_error_1.DomainError('validation', `Customer limit reached: your ${plan.name} plan allows ${plan.max_customers} customers, you have ${current}, and this import would add ${adding} (room for ${room}). Upgrade your package or import fewer customers; nothing was imported.`, { code: exports.CUSTOMER_LIMIT_EXCEEDED, data: { max_customers: plan.max_customers, current_customers: current, adding } });
}
//# sourceMappingURL=customer-import.job.js.map