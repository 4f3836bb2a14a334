import type { EmployeeList, PayrollMonth, PayrollRun, Payslip } from '@paani/contracts';
import type { EntriesFixtures } from './entries-seed';

/** The pay run of bench:entries: this many employees (the seed's riders and helpers, then more added through the API). */
export const PAYROLL_EMPLOYEES = 100;
/** Issue 38's figure: the month's run for 100 employees over the seeded year's deliveries. */
export const PAYROLL_SECONDS_TARGET = 10;

async function api<T>(
  apiPort: number,
  fixtures: EntriesFixtures,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/filter-owner${path}${separator}filter_plant_id=${fixtures.plantId}`, {
    method,
    headers: { authorization: `Bearer ${fixtures.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T };
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope).slice(0, 300)}`);
  return { status: response.status, data: envelope.data };
}

/**
 * The plant's staff brought to 100 through POST /employees (half salaried, half on 10 %
 * commission), then the current month's pay run through the served API, from the POST to the
 * run's completion as GET /payroll/runs/{id} reports it. Checks the month's slips: one for every
 * employee, each one's recorded earnings equal to its salary and commission as the slip explains them.
 */
export async function payrollRun(fixtures: EntriesFixtures, apiPort: number): Promise<{ seconds: number; slips: number; lines: number }> {
  const staff = await api<EmployeeList>(apiPort, fixtures, 'GET', '/employees');
  for (let n = staff.data.employees.length; n < PAYROLL_EMPLOYEES; n += 1) {
    const salaried = n % 2 === 1;
    await api(apiPort, fixtures, 'POST', '/employees', {
      name: `Bench staff ${n + 1}`,
      phone: '03001234567',
      type: salaried ? 'salary' : 'commission',
      commission_rate: salaried ? null : 10,
      monthly_salary: salaried ? 30000 : null,
    });
  }
  const month = fixtures.today.slice(0, 7);
  const started = process.hrtime.bigint();
  let run = (await api<PayrollRun>(apiPort, fixtures, 'POST', '/payroll/runs', { month })).data;
  while (run.status === 'queued' || run.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 25));
    run = (await api<PayrollRun>(apiPort, fixtures, 'GET', `/payroll/runs/${run.id}`)).data;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 'completed') throw new Error(`the pay run ended ${run.status}: ${run.error}`);
  const { slips } = (await api<PayrollMonth>(apiPort, fixtures, 'GET', `/payroll/months/${month}`)).data;
  if (slips.length !== PAYROLL_EMPLOYEES || run.total !== PAYROLL_EMPLOYEES)
    throw new Error(`the pay run covered ${run.total} employees and made ${slips.length} slips, not ${PAYROLL_EMPLOYEES}`);
  // Every slip's earnings as recorded equal its salary and commission as the slip works them out.
  for (const summary of slips) {
    const slip = (await api<Payslip>(apiPort, fixtures, 'GET', `/payroll/months/${month}/slips/${summary.employee_id}`)).data;
    const explained = Math.round((slip.salary?.amount ?? 0) * 100) + Math.round((slip.commission?.amount ?? 0) * 100);
    if (Math.round(slip.earned * 100) !== explained)
      throw new Error(`${slip.employee_name}'s slip says ${slip.earned} earned, its salary and commission ${explained / 100}`);
  }
  return { seconds, slips: slips.length, lines: run.lines_recorded };
}
