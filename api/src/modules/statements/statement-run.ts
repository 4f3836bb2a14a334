import type { Statement, StatementRun, StatementRunFile } from '@paani/contracts';
import type { Readable } from 'node:stream';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ChargeRentalsCommand } from '../customers/customer.commands';
import JSZip from 'jszip';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { moneyNumber } from '../../platform/domain/money';
import { plantToday } from '../../platform/domain/plant-day';
import { JobQueue } from '../../platform/queue/job-queue';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { PdfDocument } from '../../platform/pdf/pdf';
import { renderPdfStream } from '../../platform/pdf/pdf-stream';
import { DocumentRenderPool } from '../documents/document-render-pool';
import { statementDocument } from './pdf/statement-pdf';
import { CustomerStatementQuery, MONTH_IN_FUTURE, StatementWithContact } from './statement.queries';
import { monthDays } from '../../platform/domain/calendar-month';

export const STATEMENT_RUN_QUEUE = 'statement-runs';
const RUN_NOT_FOUND = 'Statement run not found.';
/** Progress is written to the run's row once per this many customers (and at the end). */
const PROGRESS_EVERY = 10;
/** Customers a run works on at once (see render). */
const RUN_CONCURRENCY = 3;
/** Stored statements read at a time for a run's merged PDF. */
const MERGED_BATCH = 50;

/**
 * The customers a run covers: the plant's (or the area's) active customers, and inactive ones with
 * ledger lines in the month. $1 owner, $2 plant, $3 area or null, $4 first day, $5 last day.
 */
const SCOPE = `
  SELECT c.id, c.stream_version
    FROM customers c
   WHERE c.owner_id = $1::bigint AND c.plant_id = $2::bigint AND ($3::bigint IS NULL OR c.area_id = $3::bigint)
     AND (c.is_active OR EXISTS (SELECT 1 FROM customer_ledger_lines l
                                  WHERE l.customer_id = c.id AND l.owner_id = $1::bigint AND l.date BETWEEN $4::date AND $5::date))
   ORDER BY c.area_id, c.code, c.id`;

interface RunRow {
  id: string;
  owner_id: string;
  plant_id: string;
  area_id: string | null;
  month: string;
  status: StatementRun['status'];
  total: number;
  done: number;
  failed: number;
  ledger_mark: string;
  error: string | null;
  job_id: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const view = (row: RunRow): StatementRun => ({
  id: Number(row.id),
  plant_id: Number(row.plant_id),
  area_id: row.area_id === null ? null : Number(row.area_id),
  month: row.month,
  status: row.status,
  total: row.total,
  done: row.done,
  failed: row.failed,
  progress: row.total === 0 ? (row.status === 'completed' ? 100 : 0) : Math.floor((row.done * 100) / row.total),
  error: row.error,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

/** What marks the ledger of a run's customers: each customer's stream version (every ledger line moves it), as one hash. */
const MARK = `SELECT md5(coalesce(string_agg(id || ':' || stream_version, ',' ORDER BY id), '')) AS mark FROM (${SCOPE}) s`;

/**
 * Month-end statement runs (POST /filter-owner/statements/runs): a job on the `statement-runs`
 * queue renders every covered customer's statement PDF and keeps it in statement_run_files
 * (bytea: one transaction with the run's progress, shared by the API and a separate worker
 * process, backed up and removed with the database, no data directory to share). Starting a run
 * for a month and area that already has one answers that run while the ledger of its customers is
 * unchanged (same mark, not failed); after any change a new run is made.
 */
@Injectable()
export class StatementRuns implements OnModuleInit {
  constructor(
    private readonly sql: Sql,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly jobs: JobQueue,
    private readonly documents: DocumentRenderPool,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      queue: STATEMENT_RUN_QUEUE,
      attempts: 3,
      backoffMs: 2000,
      process: (data: { run_id: number }, { jobId }) => this.render(data.run_id, jobId),
      // Without Redis: the runs an API killed mid-way left queued or running carry on at its start.
      unfinished: async () =>
        (await this.sql.rows<{ id: string }>(`SELECT id FROM statement_runs WHERE status IN ('queued', 'running') ORDER BY id`)).map(
          (row) => ({ run_id: Number(row.id) }),
        ),
    });
  }

  /** Starts (or reuses) the run of a plant's month; `reused` says whether an existing one answered. */
  async start(ownerId: number, plantId: number, month: string, areaId: number | null): Promise<{ run: StatementRun; reused: boolean }> {
    const calendar = await loadPlantCalendar((text, values) => this.sql.rows(text, values), plantId);
    if (month > plantToday(calendar.timeZone).slice(0, 7)) throw DomainError.field('month', MONTH_IN_FUTURE);
    if (areaId !== null) {
      const area = await this.sql.one(`SELECT 1 FROM areas WHERE id = $1::bigint AND plant_id = $2::bigint`, [areaId, plantId]);
      if (!area) throw DomainError.field('area_id', 'The area must be one of this plant’s areas.');
    }
    const period = monthDays(month);
    const connection = await this.sql.connection();
    let created: RunRow;
    try {
      await connection.run('BEGIN');
      // One start at a time per plant and month, so two taps make one run.
      await connection.query(`SELECT pg_advisory_xact_lock(hashtext('statement-run'), hashtext($1))`, [`${plantId}:${month}`]);
      const [{ mark }] = await connection.query<{ mark: string }>(MARK, [ownerId, plantId, areaId, period.first, period.last]);
      const [existing] = await connection.query<RunRow>(
        `SELECT * FROM statement_runs
          WHERE owner_id = $1 AND plant_id = $2 AND area_id IS NOT DISTINCT FROM $3::bigint AND month = $4 AND status <> 'failed'
          ORDER BY id DESC LIMIT 1`,
        [ownerId, plantId, areaId, month],
      );
      if (existing && existing.ledger_mark === mark) {
        const stopped = await this.stoppedJob(existing);
        if (stopped === null) {
          await connection.run('COMMIT');
          connection.release();
          return { run: view(existing), reused: true };
        }
        // Its job gave up or is gone (the run's own last write failed with it): a new run is made.
        await connection.query(`UPDATE statement_runs SET status = 'failed', error = $2, finished_at = now() WHERE id = $1`, [
          existing.id,
          stopped,
        ]);
      }
      [created] = await connection.query<RunRow>(
        `INSERT INTO statement_runs (owner_id, plant_id, area_id, month, status, ledger_mark) VALUES ($1, $2, $3, $4, 'queued', $5) RETURNING *`,
        [ownerId, plantId, areaId, month, mark],
      );
      await connection.run('COMMIT');
    } catch (error) {
      await connection.run('ROLLBACK').catch(() => undefined);
      connection.release(error);
      throw error;
    }
    connection.release();
    try {
      const jobId = await this.jobs.enqueue(STATEMENT_RUN_QUEUE, { run_id: Number(created.id) });
      await this.sql.rows(`UPDATE statement_runs SET job_id = $2 WHERE id = $1 AND job_id IS NULL`, [created.id, jobId]);
    } catch (error) {
      await this.sql.rows(`UPDATE statement_runs SET status = 'failed', error = $2, finished_at = now() WHERE id = $1`, [
        created.id,
        (error as Error).message,
      ]);
      throw error;
    }
    return { run: view(created), reused: false };
  }

  /**
   * Why an unfinished run's job will not finish it, or null while it may: the job failed for the
   * last time, finished without the run's last write, or is gone. Runs made before jobs were
   * recorded, a run already ended, and a queue that cannot be asked count as going on.
   */
  private async stoppedJob(run: RunRow): Promise<string | null> {
    if ((run.status !== 'queued' && run.status !== 'running') || run.job_id === null) return null;
    let job: Awaited<ReturnType<JobQueue['get']>>;
    try {
      job = await this.jobs.get(run.job_id);
    } catch {
      return null;
    }
    if (job === null) return 'Its job is gone (the process that ran it stopped).';
    if (job.state === 'failed') return `Its job gave up: ${job.failed_reason ?? 'no reason given'}`;
    if (job.state === 'completed') return 'Its job ended without finishing the run.';
    return null;
  }

  /** The job: renders each covered customer's statement not yet in the run (a retry goes on where it stopped). */
  async render(runId: number, jobId: string): Promise<{ run_id: number; total: number; done: number; failed: number }> {
    // The job taking the run up says so; a run already found dead (failed) is not taken up again.
    const run = await this.sql.one<RunRow>(`UPDATE statement_runs SET job_id = $2 WHERE id = $1 AND status <> 'failed' RETURNING *`, [
      runId,
      jobId,
    ]);
    if (!run) return { run_id: runId, total: 0, done: 0, failed: 0 };
    const ownerId = Number(run.owner_id);
    const period = monthDays(run.month);
    const customers = await this.sql.rows<{ id: string }>(SCOPE, [ownerId, run.plant_id, run.area_id, period.first, period.last]);
    const present = new Set(
      (await this.sql.rows<{ customer_id: string }>(`SELECT customer_id FROM statement_run_files WHERE run_id = $1`, [runId])).map(
        (r) => r.customer_id,
      ),
    );
    let done = present.size;
    let failed = 0;
    await this.sql.rows(`UPDATE statement_runs SET status = 'running', total = $2, done = $3, failed = 0, error = NULL WHERE id = $1`, [
      runId,
      customers.length,
      done,
    ]);
    let lastError: string | null = null;
    let sinceProgress = 0;
    const todo = customers.filter((customer) => !present.has(customer.id));
    // RUN_CONCURRENCY customers at a time: one's ledger is read and another's PDF stored while a
    // third is rendered (in a render thread: without Redis the run shares the HTTP process).
    let next = 0;
    const lane = async () => {
      while (next < todo.length) {
        const customer = todo[next++];
        try {
          await this.renderOne(runId, ownerId, run.month, customer.id);
          done += 1;
        } catch (error) {
          failed += 1;
          lastError = (error as Error).message;
        }
        if (++sinceProgress >= PROGRESS_EVERY) {
          sinceProgress = 0;
          // GREATEST: the lanes' updates may land out of order; progress never goes back.
          await this.sql.rows(`UPDATE statement_runs SET done = GREATEST(done, $2), failed = GREATEST(failed, $3) WHERE id = $1`, [
            runId,
            done,
            failed,
          ]);
        }
      }
    };
    await Promise.all(Array.from({ length: RUN_CONCURRENCY }, lane));
    await this.sql.rows(`UPDATE statement_runs SET status = $2, done = $3, failed = $4, error = $5, finished_at = now() WHERE id = $1`, [
      runId,
      failed > 0 && done === 0 ? 'failed' : 'completed',
      done,
      failed,
      lastError,
    ]);
    return { run_id: runId, total: customers.length, done, failed };
  }

  /**
   * One customer's statement of the run's month: their rentals charged for it (the month-end run is
   * what bills them; once: a run again finds them charged), read, rendered, stored with its JSON.
   */
  private async renderOne(runId: number, ownerId: number, month: string, customerId: string): Promise<void> {
    await this.commands.execute(new ChargeRentalsCommand(ownerId, Number(customerId), month));
    const found: StatementWithContact = await this.queries.execute(new CustomerStatementQuery(ownerId, Number(customerId), month));
    const s = found.statement;
    const pdf = await this.documents.render('statementPdf', { statement: s, language: s.customer.language });
    await this.sql.rows(
      `INSERT INTO statement_run_files
         (run_id, customer_id, owner_id, customer_code, customer_name, area, closing_balance, cans, pdf, statement)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (run_id, customer_id) DO NOTHING`,
      [runId, customerId, ownerId, s.customer.code, s.customer.name, s.customer.area, s.closing.balance, s.closing.cans, pdf, s],
    );
  }

  private async row(ownerId: number, runId: number): Promise<RunRow> {
    const row = await this.sql.one<RunRow>(`SELECT * FROM statement_runs WHERE id = $1 AND owner_id = $2`, [runId, ownerId]);
    if (!row) throw DomainError.notFound(RUN_NOT_FOUND);
    return row;
  }

  /** A run with its statements (without the PDFs), each with whether its month's link was sent. */
  async get(ownerId: number, runId: number): Promise<StatementRun & { files: StatementRunFile[] }> {
    const row = await this.row(ownerId, runId);
    const files = await this.sql.rows<{
      customer_id: string;
      customer_code: string;
      customer_name: string;
      area: string | null;
      closing_balance: string;
      cans: number;
      sent_at: Date | null;
    }>(
      `SELECT f.customer_id, f.customer_code, f.customer_name, f.area, f.closing_balance, f.cans,
              (SELECT max(s.sent_at) FROM statement_shares s
                WHERE s.owner_id = f.owner_id AND s.customer_id = f.customer_id AND s.month = $3) AS sent_at
         FROM statement_run_files f WHERE f.run_id = $1 AND f.owner_id = $2
        ORDER BY f.area NULLS LAST, f.customer_code`,
      [runId, ownerId, row.month],
    );
    return {
      ...view(row),
      files: files.map((f) => ({
        customer_id: Number(f.customer_id),
        customer_code: f.customer_code,
        customer_name: f.customer_name,
        area: f.area,
        closing_balance: moneyNumber(f.closing_balance),
        cans: f.cans,
        sent_at: f.sent_at?.toISOString() ?? null,
      })),
    };
  }

  /** The plant's runs, newest first (the screen's list). */
  async list(ownerId: number, plantId: number): Promise<StatementRun[]> {
    const rows = await this.sql.rows<RunRow>(
      `SELECT * FROM statement_runs WHERE owner_id = $1 AND plant_id = $2 ORDER BY id DESC LIMIT 24`,
      [ownerId, plantId],
    );
    return rows.map(view);
  }

  /** One statement of a run. */
  async file(ownerId: number, runId: number, customerId: number): Promise<{ name: string; pdf: Buffer }> {
    const row = await this.row(ownerId, runId);
    const file = await this.sql.one<{ customer_code: string; pdf: Buffer }>(
      `SELECT customer_code, pdf FROM statement_run_files WHERE run_id = $1 AND customer_id = $2 AND owner_id = $3`,
      [runId, customerId, ownerId],
    );
    if (!file) throw DomainError.notFound('This customer has no statement in this run.');
    return { name: `statement-${file.customer_code}-${row.month}.pdf`, pdf: file.pdf };
  }

  /**
   * Every statement of a run as ONE PDF, streamed (a 2,000-customer run is thousands of pages):
   * the statements the run stored are read MERGED_BATCH at a time, in the ZIP's order, and laid
   * out one after another, each from a new page (pdf-stream.ts). A file stored before its
   * statement was kept beside it is made again from the ledger of its month.
   */
  async merged(ownerId: number, runId: number): Promise<{ name: string; pdf: Readable }> {
    const row = await this.row(ownerId, runId);
    const [{ n }] = await this.sql.rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM statement_run_files WHERE run_id = $1 AND owner_id = $2`,
      [runId, ownerId],
    );
    if (n === 0) throw DomainError.notFound('This run has no statements yet.');
    const documents = async function* (this: StatementRuns): AsyncGenerator<PdfDocument> {
      let after = { code: '', id: '0' };
      for (;;) {
        const batch = await this.sql.rows<{ customer_id: string; customer_code: string; statement: Statement | null }>(
          `SELECT customer_id, customer_code, statement FROM statement_run_files
            WHERE run_id = $1 AND owner_id = $2 AND (customer_code, customer_id) > ($3, $4::bigint)
            ORDER BY customer_code, customer_id LIMIT ${MERGED_BATCH}`,
          [runId, ownerId, after.code, after.id],
        );
        for (const file of batch) {
          const statement =
            file.statement ??
            ((await this.queries.execute(new CustomerStatementQuery(ownerId, Number(file.customer_id), row.month))) as StatementWithContact)
              .statement;
          // A statement stored before customers had a language is English.
          yield statementDocument(statement, statement.customer.language ?? 'en');
        }
        if (batch.length < MERGED_BATCH) return;
        const last = batch[batch.length - 1];
        after = { code: last.customer_code, id: last.customer_id };
      }
    }.call(this);
    return {
      name: `statements-${row.month}-run-${row.id}.pdf`,
      pdf: renderPdfStream(documents, { Title: `Statements ${row.month}, run ${row.id}`, Creator: 'Paani' }),
    };
  }

  /** Every statement of a run as one ZIP (one PDF per customer, named by code). */
  async zip(ownerId: number, runId: number): Promise<{ name: string; zip: Buffer }> {
    const row = await this.row(ownerId, runId);
    const files = await this.sql.rows<{ customer_code: string; pdf: Buffer }>(
      `SELECT customer_code, pdf FROM statement_run_files WHERE run_id = $1 AND owner_id = $2 ORDER BY customer_code`,
      [runId, ownerId],
    );
    const zip = new JSZip();
    for (const file of files) zip.file(`statement-${file.customer_code}-${row.month}.pdf`, file.pdf);
    return {
      name: `statements-${row.month}-run-${row.id}.zip`,
      zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } }),
    };
  }
}
