import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler, IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { CustomerImportBaseField, CustomerImportDryRun, CustomerImportStarted, CustomerImportStatus } from '@paani/contracts';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { JobQueue } from '../../platform/queue/job-queue';
import { GetOwnerPlanQuery, OwnerPlanView } from '../plans/plan.queries';
import { CustomerImportJob, customerLimitError, IMPORT_INTERRUPTED } from './customer-import.job';
import { CustomerImportStore, importStatus } from './customer-import.store';
import { analyseImport, ImportAnalysis, ImportOptions, previewRows } from './import-analysis';
import { IMPORT_FIELDS } from './import-columns';
import { DownloadFile, errorsCsv, importTemplate } from './import-files';
import { readRegister, RegisterFile } from './register-file';

/** One upload of a register, as the controller read it. */
export interface ImportRequest {
  ownerId: number;
  plantId: number;
  fileName: string;
  content: Buffer;
  options: ImportOptions;
  requestId: string | null;
}

const label = (field: CustomerImportBaseField) => IMPORT_FIELDS.find((f) => f.field === field)?.header ?? field;

async function analyse(store: CustomerImportStore, request: ImportRequest): Promise<{ file: RegisterFile; analysis: ImportAnalysis }> {
  const file = await readRegister(request.fileName, request.content);
  const lookups = await store.lookups(request.ownerId, request.plantId);
  return { file, analysis: analyseImport(file, request.options, lookups) };
}

async function customerCount(sql: Sql, ownerId: number): Promise<number> {
  const { count } = (await sql.one<{ count: number }>(`SELECT count(*)::int AS count FROM customers WHERE owner_id = $1`, [ownerId]))!;
  return count;
}

/** The dry run: the register read, checked and matched, and nothing written. */
export class PreviewCustomerImportQuery {
  constructor(readonly request: ImportRequest) {}
}

@QueryHandler(PreviewCustomerImportQuery)
export class PreviewCustomerImportHandler implements IQueryHandler<PreviewCustomerImportQuery, CustomerImportDryRun> {
  constructor(
    private readonly store: CustomerImportStore,
    private readonly queries: QueryBus,
    private readonly sql: Sql,
  ) {}

  async execute({ request }: PreviewCustomerImportQuery): Promise<CustomerImportDryRun> {
    const { file, analysis } = await analyse(this.store, request);
    const plan: OwnerPlanView = await this.queries.execute(new GetOwnerPlanQuery(request.ownerId));
    return {
      dry_run: true,
      file: { name: request.fileName, format: file.format, rows: file.rows.length },
      columns: analysis.columns,
      product_targets: analysis.productTargets,
      missing_fields: analysis.missingFields,
      counts: analysis.counts,
      missing_areas: analysis.missingAreas,
      preview: previewRows(analysis),
      errors: analysis.errors,
      customer_limit:
        plan.max_customers > 0
          ? { max_customers: plan.max_customers, current_customers: await customerCount(this.sql, request.ownerId) }
          : null,
    };
  }
}

/**
 * A real run: the register is read and checked now (a file that cannot be imported at all is a
 * 422 at once), its rows are kept with the import, and the job writes them; answers the import's
 * id and state without waiting for it.
 */
export class StartCustomerImportCommand {
  constructor(readonly request: ImportRequest) {}
}

@CommandHandler(StartCustomerImportCommand)
export class StartCustomerImportHandler implements ICommandHandler<StartCustomerImportCommand, CustomerImportStarted> {
  constructor(
    private readonly store: CustomerImportStore,
    private readonly job: CustomerImportJob,
    private readonly queries: QueryBus,
    private readonly sql: Sql,
  ) {}

  async execute({ request }: StartCustomerImportCommand): Promise<CustomerImportStarted> {
    const { file, analysis } = await analyse(this.store, request);
    if (analysis.missingFields.length > 0) {
      const message = `Choose the column that holds ${analysis.missingFields.map(label).join(' and ')}.`;
      throw new DomainError('validation', message, { code: ERROR_CODES.importMappingIncomplete, errors: { mapping: [message] } });
    }
    const plan: OwnerPlanView = await this.queries.execute(new GetOwnerPlanQuery(request.ownerId));
    if (plan.max_customers > 0) {
      const current = await customerCount(this.sql, request.ownerId);
      if (current + analysis.counts.create > plan.max_customers) throw customerLimitError(plan, current, analysis.counts.create);
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
    } catch (error) {
      await this.store.fail(id, error instanceof DomainError ? error.message : 'The import could not be queued.');
      throw error;
    }
    return { id, state: 'queued' };
  }
}

const describe = (error: { column: string | null; message: string }) =>
  error.column ? `${error.column}: ${error.message}` : error.message;

/** An import of the owner (in the named plant, when one is named), with its job's progress. */
export class GetCustomerImportQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number | null,
    readonly importId: number,
  ) {}
}

/** An import still queued without a job after this long lost its request midway. */
const UNQUEUED_GRACE_MS = 60_000;

@QueryHandler(GetCustomerImportQuery)
export class GetCustomerImportHandler implements IQueryHandler<GetCustomerImportQuery, CustomerImportStatus> {
  private readonly logger = new Logger('CustomerImports');

  constructor(
    private readonly store: CustomerImportStore,
    private readonly jobs: JobQueue,
  ) {}

  async execute({ ownerId, plantId, importId }: GetCustomerImportQuery): Promise<CustomerImportStatus> {
    const record = await this.store.find(ownerId, importId, plantId);
    if (record.state === 'completed' || record.state === 'failed') return importStatus(record);
    // The table says it is under way: a job that the queue reports failed, or no longer knows
    // (in-process jobs do not outlive a restart), will never finish it.
    let lost = false;
    if (record.job_id) {
      try {
        const job = await this.jobs.get(record.job_id);
        lost = job === null || job.state === 'failed';
      } catch (error) {
        this.logger.debug({ err: (error as Error).message }, 'Import job state not available');
      }
    } else {
      lost = Date.now() - new Date(record.created_at).getTime() > UNQUEUED_GRACE_MS;
    }
    if (!lost) return importStatus(record);
    await this.store.fail(importId, IMPORT_INTERRUPTED);
    return importStatus(await this.store.find(ownerId, importId, plantId));
  }
}

/** The register template, with a column pair per product of the plant when the call names one. */
export class CustomerImportTemplateQuery {
  constructor(
    readonly plantId: number | null,
    readonly format: 'csv' | 'xlsx',
  ) {}
}

@QueryHandler(CustomerImportTemplateQuery)
export class CustomerImportTemplateHandler implements IQueryHandler<CustomerImportTemplateQuery, DownloadFile> {
  constructor(private readonly store: CustomerImportStore) {}

  async execute({ plantId, format }: CustomerImportTemplateQuery): Promise<DownloadFile> {
    return importTemplate(format, plantId === null ? [] : await this.store.products(plantId));
  }
}

/** errors.csv of an import: the rows it did not take, as the file had them, with why. */
export class CustomerImportErrorsQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number | null,
    readonly importId: number,
  ) {}
}

@QueryHandler(CustomerImportErrorsQuery)
export class CustomerImportErrorsHandler implements IQueryHandler<CustomerImportErrorsQuery, DownloadFile> {
  constructor(private readonly store: CustomerImportStore) {}

  async execute({ ownerId, plantId, importId }: CustomerImportErrorsQuery): Promise<DownloadFile> {
    const { headers, rows } = await this.store.failedRows(ownerId, importId, plantId);
    return errorsCsv(importId, headers, rows);
  }
}

export const CUSTOMER_IMPORT_HANDLERS = [
  PreviewCustomerImportHandler,
  StartCustomerImportHandler,
  GetCustomerImportHandler,
  CustomerImportErrorsHandler,
  CustomerImportTemplateHandler,
];
