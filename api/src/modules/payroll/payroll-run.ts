import type { PayrollRun } from '@paani/contracts';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Sql } from '../../platform/database/sql';
import { activeDays, countedTo, monthDays } from '../../platform/domain/calendar-month';
import { now } from '../../platform/domain/clock';
import { DomainError } from '../../platform/domain/domain-error';
import { formatPkr } from '../statements/whatsapp-message';
import { plantDate, plantToday } from '../../platform/domain/plant-day';
import { EventStore } from '../../platform/event-store/event-store';
import { JobQueue } from '../../platform/queue/job-queue';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { commissionFor, paisaOf, salaryFor } from './pay-calculation';
import { loadCommissionBasis, loadMonthWork, loadPayrollEmployees } from './pay-facts';
import { payDecider, PayCommand } from './pay.decider';
import { PayRef, payStreamId } from './pay.events';

const PAYROLL_RUN_QUEUE = 'payroll-runs';
const RUN_NOT_FOUND = 'Payroll run not found.';
const MONTH_NOT_STARTED = "The month may not be after the plant's current month.";
/** The run's row is written once per this many employees (and at the end). */
const PROGRESS_EVERY = 10;

interface RunRow {
  id: string;
  plant_id: string;
  owner_id: string;
  month: string;
  status: PayrollRun['status'];
  total: number;
  done: number;
  lines_recorded: number;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const view = (row: RunRow): PayrollRun => ({
  id: Number(row.id),
  month: row.month,
  status: row.status,
  total: row.total,
  done: row.done,
  progress: row.total === 0 ? (row.status === 'completed' ? 100 : 0) : Math.floor((row.done * 100) / row.total),
  lines_recorded: row.lines_recorded,
  error: row.error,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

const RUN_COLUMNS = 'id, plant_id, owner_id, month, status, total, done, lines_recorded, error, created_at, finished_at';

/**
 * A plant's month of pay (POST /payroll/runs): a job on the `payroll-runs` queue goes through the
 * employees employed in the month and records, on each one's pay stream, the month's salary and
 * commission as the product's own figures give them; for months already run it records only what
 * changed since, on this month's slip. Everything it records is a difference against what is
 * recorded, so a run taken up again after a crash, or run twice, records nothing twice.
 */
@Injectable()
export class PayrollRuns implements OnModuleInit {
  private readonly logger = new Logger('Payroll');

  constructor(
    private readonly sql: Sql,
    private readonly store: EventStore,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      queue: PAYROLL_RUN_QUEUE,
      attempts: 3,
      backoffMs: 2000,
      process: (data: { run_id: number }, report) => this.work(data.run_id, report.progress),
      // Without Redis: the runs an API killed mid-way carry on at its start.
      unfinished: async () =>
        (await this.sql.rows<{ id: string }>(`SELECT id FROM payroll_runs WHERE status IN ('queued', 'running') ORDER BY id`)).map(
          (row) => ({
            run_id: Number(row.id),
          }),
        ),
    });
  }

  /** Starts the month's run, or answers the one already queued or running for it (two taps make one run). */
  async start(ownerId: number, plantId: number, month: string): Promise<PayrollRun> {
    const calendar = await loadPlantCalendar((text, values) => this.sql.rows(text, values), plantId);
    if (month > plantToday(calendar.timeZone).slice(0, 7)) throw DomainError.field('month', MONTH_NOT_STARTED);
    const connection = await this.sql.connection();
    let run: RunRow;
    try {
      await connection.run('BEGIN');
      await connection.query(`SELECT pg_advisory_xact_lock(hashtext('payroll-run'), hashtext($1))`, [`${plantId}:${month}`]);
      const [open] = await connection.query<RunRow>(
        `SELECT ${RUN_COLUMNS} FROM payroll_runs WHERE plant_id = $1 AND month = $2 AND status IN ('queued', 'running') ORDER BY id DESC LIMIT 1`,
        [plantId, month],
      );
      [run] = open
        ? [open]
        : await connection.query<RunRow>(
            `INSERT INTO payroll_runs (plant_id, owner_id, month, status, created_at) VALUES ($1, $2, $3, 'queued', $4) RETURNING ${RUN_COLUMNS}`,
            [plantId, ownerId, month, now()],
          );
      await connection.run('COMMIT');
      if (open) return view(open);
    } catch (error) {
      await connection.run('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
    const jobId = await this.jobs.enqueue(PAYROLL_RUN_QUEUE, { run_id: Number(run.id) });
    await this.sql.rows(`UPDATE payroll_runs SET job_id = $2 WHERE id = $1`, [run.id, jobId]);
    return view(run);
  }

  /** A run of the owner's plant: 404 for anyone else's. */
  async get(ownerId: number, plantId: number, runId: number): Promise<PayrollRun> {
    const row = await this.sql.one<RunRow>(`SELECT ${RUN_COLUMNS} FROM payroll_runs WHERE id = $1 AND owner_id = $2 AND plant_id = $3`, [
      runId,
      ownerId,
      plantId,
    ]);
    if (!row) throw DomainError.notFound(RUN_NOT_FOUND);
    return view(row);
  }

  /** The month's latest run, or null. */
  async latest(plantId: number, month: string): Promise<PayrollRun | null> {
    const row = await this.sql.one<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM payroll_runs WHERE plant_id = $1 AND month = $2 ORDER BY id DESC LIMIT 1`,
      [plantId, month],
    );
    return row ? view(row) : null;
  }

  async work(runId: number, progress: (value: number) => Promise<void> = async () => undefined): Promise<PayrollRun> {
    const row = await this.sql.one<RunRow>(`SELECT ${RUN_COLUMNS} FROM payroll_runs WHERE id = $1`, [runId]);
    if (!row) throw new Error(`${RUN_NOT_FOUND} (${runId})`);
    try {
      return await this.pay(row, progress);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Payroll run ${runId} (${row.month}) failed: ${reason}`);
      await this.sql.rows(`UPDATE payroll_runs SET status = 'failed', error = $2, finished_at = $3 WHERE id = $1`, [runId, reason, now()]);
      throw error;
    }
  }

  private async pay(run: RunRow, progress: (value: number) => Promise<void>): Promise<PayrollRun> {
    const query = <T = any>(text: string, values?: unknown[]) => this.sql.rows<T>(text, values);
    const plantId = Number(run.plant_id);
    const ownerId = Number(run.owner_id);
    const { timeZone } = await loadPlantCalendar(query, plantId);
    const to = countedTo(run.month, plantToday(timeZone)) ?? monthDays(run.month).last;
    const dayOf = (at: Date) => plantDate(at, timeZone);
    const accrued = await this.accruedMonths(plantId, run.month);
    const employees = (await loadPayrollEmployees(query, ownerId, plantId)).filter(
      (employee) => activeDays(employee.terms.employment, run.month, to, dayOf) > 0 || accrued.has(employee.id),
    );
    await this.sql.rows(
      `UPDATE payroll_runs SET status = 'running', total = $2, done = 0, lines_recorded = 0, error = NULL WHERE id = $1`,
      [run.id, employees.length],
    );
    const basis = await loadCommissionBasis(query, plantId);
    let done = 0;
    let recorded = 0;
    for (const employee of employees) {
      const months = [...(accrued.get(employee.id) ?? []).filter((month) => month < run.month), run.month];
      const commands: PayCommand[] = [];
      const ids = await this.store.nextIds('pay_line_ids', months.length * 2);
      for (const [index, month] of months.entries()) {
        const until = month === run.month ? to : monthDays(month).last;
        const [work] = [(await loadMonthWork(query, plantId, month, until, [employee.id])).get(employee.id)!];
        const salary = salaryFor(employee.terms, month, until, dayOf);
        const commission = commissionFor(employee.terms, basis, work);
        const fields = (line: number, description: string) => ({ line_id: ids[index * 2 + line], date: to, month: run.month, description });
        commands.push({
          type: 'AccrueMonth',
          ref: { employee_id: employee.id, plant_id: plantId, owner_id: ownerId } satisfies PayRef,
          forMonth: month,
          expected: { salary: paisaOf(salary), commission: paisaOf(commission) },
          lines: {
            salary: fields(0, month === run.month ? salaryText(month, salary) : `Salary ${month}: difference after changes`),
            commission: fields(
              1,
              month === run.month ? commissionText(month, commission) : `Commission ${month}: difference after changes`,
            ),
          },
        });
      }
      const { events } = await this.store.handle(
        payStreamId(employee.id),
        payDecider,
        commands,
        { tenant_id: ownerId },
        { contention: 'wait' },
      );
      recorded += events.length;
      done += 1;
      if (done % PROGRESS_EVERY === 0 || done === employees.length) {
        await this.sql.rows(`UPDATE payroll_runs SET done = $2, lines_recorded = $3 WHERE id = $1`, [run.id, done, recorded]);
        await progress(Math.floor((done * 100) / Math.max(employees.length, 1)));
      }
    }
    const [finished] = await this.sql.rows<RunRow>(
      `UPDATE payroll_runs SET status = 'completed', done = $2, lines_recorded = $3, finished_at = $4 WHERE id = $1 RETURNING ${RUN_COLUMNS}`,
      [run.id, done, recorded, now()],
    );
    return view(finished);
  }

  /** Per employee of the plant, the months before `month` that have salary or commission recorded: a run checks them for changes. */
  private async accruedMonths(plantId: number, month: string): Promise<Map<number, string[]>> {
    const rows = await this.sql.rows<{ employee_id: string; months: string[] }>(
      `SELECT employee_id, array_agg(DISTINCT for_month ORDER BY for_month) AS months
         FROM pay_lines WHERE plant_id = $1 AND for_month IS NOT NULL AND for_month <= $2 GROUP BY employee_id`,
      [plantId, month],
    );
    return new Map(rows.map((row) => [Number(row.employee_id), row.months]));
  }
}

function salaryText(month: string, salary: ReturnType<typeof salaryFor>): string {
  if (!salary) return `Salary ${month}`;
  return `Salary ${month}: ${salary.days_employed} of ${salary.days_in_month} days of ${formatPkr(salary.monthly_salary)}`;
}

function commissionText(month: string, commission: ReturnType<typeof commissionFor>): string {
  if (!commission) return `Commission ${month}`;
  const base = commission.basis === 'delivered' ? 'delivered' : 'collected';
  return `Commission ${month}: ${commission.rate_percent}% of ${formatPkr(commission.base_amount)} ${base} (${commission.deliveries} deliveries)`;
}
