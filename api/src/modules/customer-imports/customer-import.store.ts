import { Injectable } from '@nestjs/common';
import type {
  CustomerImportExisting,
  CustomerImportField,
  CustomerImportFormat,
  CustomerImportRowError,
  CustomerImportState,
  CustomerImportStatus,
  CustomerImportValues,
} from '@paani/contracts';
import { Sql } from '../../platform/database/sql';
import { now as businessNow } from '../../platform/domain/clock';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import type { ImportLookups } from './import-analysis';
import type { ImportProduct } from './import-columns';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { instantText } from '../../platform/cache/json-text';

export const IMPORT_NOT_FOUND = 'Import not found.';
/** The status answer lists this many errors; errors.csv has every failed row. */
export const STATUS_ERRORS = 200;

/** A row the job is to write, as the request read it. */
export interface PendingRow {
  row: number;
  values: CustomerImportValues;
  cells: string[];
}

/** A row that was not imported, with its cells as read (errors.csv). */
export interface FailedRow {
  row: number;
  cells: string[];
  messages: string[];
}

export interface ImportOptionsRecord {
  mapping: Record<string, CustomerImportField | null>;
  /** The fields the file's columns fill (an update changes only these). */
  fields: CustomerImportField[];
  create_missing_areas: boolean;
  on_existing: CustomerImportExisting;
}

export interface NewImport {
  ownerId: number;
  plantId: number;
  fileName: string;
  format: CustomerImportFormat;
  fileSize: number;
  options: ImportOptionsRecord;
  headers: string[];
  totalRows: number;
  rows: PendingRow[];
  errors: CustomerImportRowError[];
  failedRows: FailedRow[];
  requestId: string | null;
}

interface ImportRecordRow {
  id: string;
  owner_id: string;
  plant_id: string;
  state: CustomerImportState;
  job_id: string | null;
  file_name: string;
  file_format: CustomerImportFormat;
  file_size: number;
  options: ImportOptionsRecord;
  total_rows: number;
  processed_rows: number;
  created_count: number;
  updated_count: number;
  skipped_count: number;
  failed_count: number;
  areas_created: string[];
  errors: CustomerImportRowError[];
  error_count: number;
  failure: string | null;
  request_id: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export type ImportRecord = ImportRecordRow;

const STATUS_COLUMNS = `id, owner_id, plant_id, state, job_id, file_name, file_format, file_size, options, total_rows, processed_rows,
  created_count, updated_count, skipped_count, failed_count, areas_created, error_count, failure, request_id, created_at, started_at,
  finished_at, (SELECT coalesce(jsonb_agg(e), '[]') FROM (SELECT e FROM jsonb_array_elements(errors) e LIMIT ${STATUS_ERRORS}) first) AS errors`;

export function importStatus(record: ImportRecord): CustomerImportStatus {
  const total = record.total_rows;
  const progress = record.state === 'completed' ? 100 : total > 0 ? Math.min(99, Math.floor((record.processed_rows * 100) / total)) : 0;
  return {
    id: Number(record.id),
    filter_plant_id: Number(record.plant_id),
    state: record.state,
    progress,
    file: { name: record.file_name, format: record.file_format, size: record.file_size },
    on_existing: record.options.on_existing,
    create_missing_areas: record.options.create_missing_areas,
    counts: {
      rows: total,
      processed: record.processed_rows,
      created: record.created_count,
      updated: record.updated_count,
      skipped: record.skipped_count,
      failed: record.failed_count,
    },
    areas_created: record.areas_created,
    errors: record.errors,
    errors_total: record.error_count,
    failure: record.failure,
    created_at: instantText(record.created_at)!,
    started_at: instantText(record.started_at),
    finished_at: instantText(record.finished_at),
  };
}

/**
 * The imports' own table (job bookkeeping, not a read model: see the migration). Every read is
 * scoped to the owner, so another owner's import is simply not found.
 */
@Injectable()
export class CustomerImportStore {
  constructor(private readonly sql: Sql) {}

  async create(i: NewImport): Promise<number> {
    const row = (await this.sql.one<{ id: string }>(
      `INSERT INTO customer_imports (owner_id, plant_id, file_name, file_format, file_size, options, headers, total_rows, rows,
                                     processed_rows, failed_count, errors, error_count, failed_rows, request_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14, $15)
       RETURNING id`,
      [
        i.ownerId,
        i.plantId,
        i.fileName,
        i.format,
        i.fileSize,
        JSON.stringify(i.options),
        JSON.stringify(i.headers),
        i.totalRows,
        JSON.stringify(i.rows),
        i.failedRows.length,
        JSON.stringify(i.errors),
        i.errors.length,
        JSON.stringify(i.failedRows),
        i.requestId,
        // The business clock's instant: the opening lines are dated on its plant day.
        businessNow(),
      ],
    ))!;
    return Number(row.id);
  }

  async setJob(id: number, jobId: string): Promise<void> {
    await this.sql.rows(`UPDATE customer_imports SET job_id = $2, updated_at = now() WHERE id = $1`, [id, jobId]);
  }

  /** The owner's import (within the plant when one is named); 404 for anyone else's. */
  async find(ownerId: number, id: number, plantId: number | null): Promise<ImportRecord> {
    const row = await this.sql.one<ImportRecord>(
      `SELECT ${STATUS_COLUMNS} FROM customer_imports WHERE id = $1 AND owner_id = $2 AND ($3::bigint IS NULL OR plant_id = $3)`,
      [id, ownerId, plantId],
    );
    if (!row) throw DomainError.notFound(IMPORT_NOT_FOUND, ERROR_CODES.importNotFound);
    return row;
  }

  async failedRows(ownerId: number, id: number, plantId: number | null): Promise<{ headers: string[]; rows: FailedRow[] }> {
    const row = await this.sql.one<{ headers: string[]; failed_rows: FailedRow[] }>(
      `SELECT headers, failed_rows FROM customer_imports WHERE id = $1 AND owner_id = $2 AND ($3::bigint IS NULL OR plant_id = $3)`,
      [id, ownerId, plantId],
    );
    if (!row) throw DomainError.notFound(IMPORT_NOT_FOUND, ERROR_CODES.importNotFound);
    return { headers: row.headers, rows: row.failed_rows };
  }

  /**
   * Takes a queued import for running and hands over its rows; null when it is not queued (a
   * second delivery of the same job, or an attempt after one that died midway).
   */
  async claim(id: number): Promise<(ImportRecord & { rows: PendingRow[] }) | null> {
    const rows = await this.sql.rows<ImportRecord & { rows: PendingRow[] }>(
      `UPDATE customer_imports SET state = 'running', started_at = now(), updated_at = now()
        WHERE id = $1 AND state = 'queued'
        RETURNING id, owner_id, plant_id, options, rows, request_id, created_at`,
      [id],
    );
    return rows[0] ?? null;
  }

  async state(id: number): Promise<CustomerImportState | null> {
    const row = await this.sql.one<{ state: CustomerImportState }>(`SELECT state FROM customer_imports WHERE id = $1`, [id]);
    return row?.state ?? null;
  }

  async areasCreated(id: number, names: string[]): Promise<void> {
    await this.sql.rows(`UPDATE customer_imports SET areas_created = $2, updated_at = now() WHERE id = $1`, [id, JSON.stringify(names)]);
  }

  /** Counts a written batch, or a refused one with its rows. */
  async progress(
    id: number,
    done: {
      processed: number;
      created: number;
      updated: number;
      skipped: number;
      errors: CustomerImportRowError[];
      failedRows: FailedRow[];
    },
  ): Promise<void> {
    await this.sql.rows(
      `UPDATE customer_imports
          SET processed_rows = processed_rows + $2, created_count = created_count + $3, updated_count = updated_count + $4,
              skipped_count = skipped_count + $5, failed_count = failed_count + $6, errors = errors || $7::jsonb,
              error_count = error_count + $8, failed_rows = failed_rows || $9::jsonb, updated_at = now()
        WHERE id = $1`,
      [
        id,
        done.processed,
        done.created,
        done.updated,
        done.skipped,
        done.failedRows.length,
        JSON.stringify(done.errors),
        done.errors.length,
        JSON.stringify(done.failedRows),
      ],
    );
  }

  async finish(id: number): Promise<void> {
    await this.sql.rows(
      `UPDATE customer_imports SET state = 'completed', rows = NULL, finished_at = now(), updated_at = now() WHERE id = $1`,
      [id],
    );
  }

  /** Ends an import that could not run (or stopped); the rows it had not reached stay unimported. */
  async fail(id: number, failure: string): Promise<void> {
    await this.sql.rows(
      `UPDATE customer_imports SET state = 'failed', failure = $2, rows = NULL, finished_at = now(), updated_at = now()
        WHERE id = $1 AND state IN ('queued', 'running')`,
      [id, failure],
    );
  }

  /** The plant's active products sold on entries, in their order: those whose fields a column can fill. */
  products(plantId: number): Promise<ImportProduct[]> {
    return this.sql.rows<ImportProduct>(
      `SELECT id, name, name_ur, unit, returnable, default_rate FROM products
        WHERE plant_id = $1 AND is_active AND billing = 'per_unit' ORDER BY position, id`,
      [plantId],
    );
  }

  /** What the plant holds that the rows are matched against. */
  async lookups(ownerId: number, plantId: number): Promise<ImportLookups> {
    const [areas, customers, calendar, products] = await Promise.all([
      this.sql.rows<{ id: string; name: string }>(`SELECT id, lower(name) AS name FROM areas WHERE plant_id = $1 AND owner_id = $2`, [
        plantId,
        ownerId,
      ]),
      this.sql.rows<{ id: string; code: string; phone: string | null }>(
        `SELECT id, lower(code) AS code, phone FROM customers WHERE plant_id = $1 AND owner_id = $2 ORDER BY id`,
        [plantId, ownerId],
      ),
      loadPlantCalendar((text, values) => this.sql.rows(text, values), plantId),
      this.products(plantId),
    ]);
    const phones = new Map<string, number>();
    for (const c of customers) if (c.phone && !phones.has(c.phone)) phones.set(c.phone, Number(c.id));
    return {
      areas: new Map(areas.map((a) => [a.name, Number(a.id)])),
      codes: new Map(customers.map((c) => [c.code, Number(c.id)])),
      phones,
      calendar,
      products,
    };
  }
}
