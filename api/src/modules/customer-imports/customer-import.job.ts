import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CustomerImportField, CustomerImportRowError } from '@paani/contracts';
import { currentContext, runInContext } from '../../platform/context/request-context';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { plantDate } from '../../platform/domain/plant-day';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { JobQueue } from '../../platform/queue/job-queue';
import { CreateAreaCommand } from '../areas/area.commands';
import { CustomerImportRow, RegisterCustomersCommand, RegisterCustomersResult } from '../customers/customer.commands';
import { GetOwnerPlanQuery, OwnerPlanView } from '../plans/plan.queries';
import { CustomerImportStore, FailedRow, ImportOptionsRecord, PendingRow } from './customer-import.store';
import { ImportLookups } from './import-analysis';

export const CUSTOMER_IMPORT_QUEUE = 'customer-imports';
/** Customers per transaction: each batch is written whole or not at all. */
export const IMPORT_BATCH_SIZE = 500;
const AREA_DESCRIPTION = 'Added by a customer import';
export const IMPORT_INTERRUPTED =
  'The import stopped before it finished (the server restarted). Import the file again: customers already imported are matched by code or phone and not added twice.';

export interface CustomerImportJobData {
  importId: number;
}

const key = (text: string) => text.trim().toLowerCase();

/** The customer fields a row gives, only those a column of the file fills (an update leaves the others alone). */
function customerRow(row: PendingRow, fields: Set<CustomerImportField>, areaId: number): CustomerImportRow {
  const v = row.values;
  const given = <T>(field: CustomerImportField, value: T): T | undefined => (fields.has(field) ? value : undefined);
  const input: CustomerImportRow = {
    name: v.name!,
    area_id: areaId,
    code: given('code', v.code ?? undefined),
    phone: given('phone', v.phone),
    whatsapp: given('whatsapp', v.whatsapp),
    address: given('address', v.address),
    rate: given('rate', v.rate),
    opening_balance: given('opening_balance', v.opening_balance),
    opening_cans: given('opening_cans', v.opening_cans),
    opening_date: given('opening_date', v.opening_date ?? undefined),
    security_deposit_cans: given('security_deposit_cans', v.security_deposit_cans),
    security_deposit_amount: given('security_deposit_amount', v.security_deposit_amount),
    credit_limit: given('credit_limit', v.credit_limit),
    can_limit: given('can_limit', v.can_limit),
    notes: given('notes', v.notes),
    language: given('language', v.language ?? undefined),
    // Only the products the file has columns for: an update keeps the customer's other prices (register-customers.ts).
    // `?.`: the rows of an import queued before product columns existed have neither list.
    product_rate_changes: v.product_rates?.length ? v.product_rates : undefined,
    opening_containers: v.opening_containers?.length ? v.opening_containers : undefined,
  };
  for (const name of Object.keys(input) as (keyof CustomerImportRow)[]) if (input[name] === undefined) delete input[name];
  return input;
}

/**
 * Batches of at most IMPORT_BATCH_SIZE rows, in the file's order, where rows that share a phone
 * (customers told apart by their codes) stay in one batch: the batch command matches existing
 * customers before it creates any, so they are all new together, as the dry run said.
 */
export function batchesOf(rows: PendingRow[], size = IMPORT_BATCH_SIZE): PendingRow[][] {
  const groups = new Map<string, PendingRow[]>();
  for (const row of rows) {
    const group = row.values.phone ?? `row:${row.row}`;
    const list = groups.get(group);
    if (list) list.push(row);
    else groups.set(group, [row]);
  }
  const batches: PendingRow[][] = [];
  let current: PendingRow[] = [];
  for (const group of groups.values()) {
    if (current.length > 0 && current.length + group.length > size) {
      batches.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * The import job: creates the missing areas (through the areas module's command), checks that the
 * new customers fit the plan, then writes the rows in batches through the customers' batch command,
 * each batch in one transaction (all of its rows or none), counting progress after each. A refused
 * batch lists all its rows as failed and the job goes on; a refusal of the import as a whole (the
 * plan's limit) is decided before anything is written.
 */
@Injectable()
export class CustomerImportJob implements OnModuleInit {
  private readonly logger = new Logger('CustomerImports');

  constructor(
    private readonly jobs: JobQueue,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly store: CustomerImportStore,
    private readonly sql: Sql,
  ) {}

  onModuleInit(): void {
    // One attempt: a second run of a half-done import would not know which rows it wrote.
    this.jobs.define({
      queue: CUSTOMER_IMPORT_QUEUE,
      attempts: 1,
      process: (data: CustomerImportJobData, report) => this.run(data.importId, report),
    });
  }

  enqueue(importId: number): Promise<string> {
    return this.jobs.enqueue(CUSTOMER_IMPORT_QUEUE, { importId } satisfies CustomerImportJobData);
  }

  async run(importId: number, report: { progress(value: number): Promise<void> } = { progress: async () => undefined }) {
    const record = await this.store.claim(importId);
    if (!record) {
      // Delivered again after an attempt that died midway: say so rather than write twice.
      if ((await this.store.state(importId)) === 'running') await this.store.fail(importId, IMPORT_INTERRUPTED);
      return { importId, ran: false };
    }
    const ownerId = Number(record.owner_id);
    const context = currentContext();
    return runInContext(
      {
        source: 'job',
        requestId: context?.requestId,
        correlationId: record.request_id ?? context?.correlationId,
        causationId: record.request_id ?? undefined,
        actorId: ownerId,
        actorRole: 'filter_owner',
        tenantId: ownerId,
      },
      async () => {
        try {
          await this.write(
            importId,
            ownerId,
            Number(record.plant_id),
            record.options,
            record.rows,
            // The day the owner uploaded the register, in the plant's zone: the opening lines' date.
            plantDate(
              new Date(record.created_at),
              (await loadPlantCalendar((text, values) => this.sql.rows(text, values), Number(record.plant_id))).timeZone,
            ),
            report,
          );
          await this.store.finish(importId);
          return { importId, ran: true };
        } catch (error) {
          const message = error instanceof DomainError ? error.message : 'The import stopped on an unexpected error. Please try again.';
          if (!(error instanceof DomainError)) this.logger.error({ err: error, importId }, 'Customer import failed');
          await this.store.fail(importId, message);
          throw error;
        }
      },
    );
  }

  private async write(
    importId: number,
    ownerId: number,
    plantId: number,
    options: ImportOptionsRecord,
    rows: PendingRow[],
    date: string,
    report: { progress(value: number): Promise<void> },
  ): Promise<void> {
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
      const input = batch.map((row) => customerRow(row, fields, areaIds.get(key(row.values.area_name!))!));
      try {
        const result: RegisterCustomersResult = await this.commands.execute(
          new RegisterCustomersCommand(ownerId, plantId, input, options.on_existing, date),
        );
        await this.store.progress(importId, {
          processed: batch.length,
          created: result.created,
          updated: result.updated,
          skipped: result.skipped,
          errors: [],
          failedRows: [],
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        await this.store.progress(importId, this.failure(this.batchRefusal(batch, error)));
      }
      done += batch.length;
      await report.progress(Math.floor((done * 100) / Math.max(total, 1)));
    }
  }

  /** Area ids by lower-cased name; the missing ones created when allowed, else their rows set apart. */
  private async areas(
    importId: number,
    ownerId: number,
    plantId: number,
    createMissing: boolean,
    rows: PendingRow[],
    lookups: ImportLookups,
  ): Promise<{ areaIds: Map<string, number>; unplaced: PendingRow[] }> {
    const areaIds = new Map(lookups.areas);
    const created: string[] = [];
    const unplaced: PendingRow[] = [];
    for (const row of rows) {
      const name = row.values.area_name!;
      if (areaIds.has(key(name))) continue;
      if (!createMissing) {
        unplaced.push(row);
        continue;
      }
      try {
        areaIds.set(key(name), await this.commands.execute(new CreateAreaCommand(ownerId, plantId, name, AREA_DESCRIPTION)));
        created.push(name);
      } catch (error) {
        // Created meanwhile by someone else (the name is unique per plant): use theirs.
        const fresh = await this.store.lookups(ownerId, plantId);
        const id = fresh.areas.get(key(name));
        if (id === undefined) throw error;
        areaIds.set(key(name), id);
      }
    }
    if (created.length > 0) await this.store.areasCreated(importId, created);
    return { areaIds, unplaced };
  }

  /** The new customers must fit the plan together: otherwise nothing is written (never half an import). */
  private async assertWithinPlan(ownerId: number, rows: PendingRow[], lookups: ImportLookups): Promise<void> {
    const plan: OwnerPlanView = await this.queries.execute(new GetOwnerPlanQuery(ownerId));
    if (plan.max_customers <= 0) return;
    const adding = rows.filter(
      (row) => !(row.values.code && lookups.codes.has(key(row.values.code))) && !(row.values.phone && lookups.phones.has(row.values.phone)),
    ).length;
    const { count } = (await this.sql.one<{ count: number }>(`SELECT count(*)::int AS count FROM customers WHERE owner_id = $1`, [
      ownerId,
    ]))!;
    if (count + adding > plan.max_customers) throw customerLimitError(plan, count, adding);
  }

  /** A refused batch: the row the refusal names (when it names one) and every other row of the batch. */
  private batchRefusal(batch: PendingRow[], error: DomainError): { row: PendingRow; message: string }[] {
    const at = (error.options.data as { row?: unknown } | undefined)?.row;
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

  private failure(failed: { row: PendingRow; message: string }[]): {
    processed: number;
    created: number;
    updated: number;
    skipped: number;
    errors: CustomerImportRowError[];
    failedRows: FailedRow[];
  } {
    return {
      processed: failed.length,
      created: 0,
      updated: 0,
      skipped: 0,
      errors: failed.map(({ row, message }) => ({ row: row.row, column: null, field: null, message })),
      failedRows: failed.map(({ row, message }) => ({ row: row.row, cells: row.cells, messages: [message] })),
    };
  }
}

/** 422 CUSTOMER_LIMIT_EXCEEDED for an import whose new customers do not all fit the plan. */
export function customerLimitError(plan: Pick<OwnerPlanView, 'name' | 'max_customers'>, current: number, adding: number): DomainError {
  const room = Math.max(0, plan.max_customers - current);
  return new DomainError(
    'validation',
    `Customer limit reached: your ${plan.name} plan allows ${plan.max_customers} customers, you have ${current}, and this import would add ${adding} (room for ${room}). Upgrade your package or import fewer customers; nothing was imported.`,
    { code: ERROR_CODES.customerLimitExceeded, data: { max_customers: plan.max_customers, current_customers: current, adding } },
  );
}
