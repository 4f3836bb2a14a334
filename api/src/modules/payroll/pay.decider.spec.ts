import { givenDecider } from '../../platform/event-store/decider.testing';
import { payDecider } from './pay.decider';
import { PayEvent, PayMovement } from './pay.events';

const given = givenDecider(payDecider);
const ref = { employee_id: 5, plant_id: 2, owner_id: 1 };
const fields = (line_id: number, description = 'x') => ({ line_id, date: '2026-11-30', month: '2026-11', description });
const movement = (overrides: Partial<PayMovement>): PayMovement => ({
  ...fields(1),
  kind: 'salary',
  amount: '0.00',
  method: null,
  reference: null,
  for_month: null,
  expense_id: null,
  shortfall_date: null,
  ...overrides,
});
const recorded = (line: Partial<PayMovement>): PayEvent => ({ type: 'PayLineRecorded', data: { ...ref, line: movement(line) } });
const accrue = (forMonth: string, salary: number | null, commission: number | null) => ({
  type: 'AccrueMonth' as const,
  ref,
  forMonth,
  expected: { salary, commission },
  lines: { salary: fields(10, `Salary ${forMonth}`), commission: fields(11, `Commission ${forMonth}`) },
});

describe('pay decider', () => {
  it("records a month's salary and commission once; a second run of the same figures records nothing", () => {
    const salary = recorded({ line_id: 10, description: 'Salary 2026-11', amount: '30000.00', for_month: '2026-11' });
    const commission = recorded({
      line_id: 11,
      kind: 'commission',
      description: 'Commission 2026-11',
      amount: '1234.56',
      for_month: '2026-11',
    });
    given()
      .when(accrue('2026-11', 3_000_000, 123_456))
      .then([salary, commission]);
    given(salary, commission)
      .when(accrue('2026-11', 3_000_000, 123_456))
      .thenNothing();
  });

  it('records only the difference when a month changed after its run, either way', () => {
    const commission = recorded({ line_id: 3, kind: 'commission', amount: '1000.00', for_month: '2026-10' });
    given(commission)
      .when(accrue('2026-10', null, 90_000))
      .then([recorded({ line_id: 11, kind: 'commission', description: 'Commission 2026-10', amount: '-100.00', for_month: '2026-10' })]);
    given(commission)
      .when(accrue('2026-10', null, 100_050))
      .then([recorded({ line_id: 11, kind: 'commission', description: 'Commission 2026-10', amount: '0.50', for_month: '2026-10' })]);
  });

  it('gives the owner’s lines their sign and refuses an amount of nothing', () => {
    const manual = (kind: 'bonus' | 'advance' | 'deduction' | 'payment', paisa: number) => ({
      type: 'RecordManualLine' as const,
      ref,
      kind,
      paisa,
      line: fields(7, kind),
      method: kind === 'advance' ? ('cash' as const) : null,
      reference: null,
      expenseId: kind === 'advance' ? 40 : null,
    });
    given()
      .when(manual('bonus', 50_000))
      .then([recorded({ line_id: 7, kind: 'bonus', description: 'bonus', amount: '500.00' })]);
    given()
      .when(manual('advance', 50_000))
      .then([recorded({ line_id: 7, kind: 'advance', description: 'advance', amount: '-500.00', method: 'cash', expense_id: 40 })]);
    given().when(manual('payment', 0)).thenThrows('validation');
  });

  it('reverses a line with its mirror image once, keeping what it was for, and never a reversal', () => {
    const salary = recorded({ line_id: 10, description: 'Salary 2026-11', amount: '30000.00', for_month: '2026-11' });
    const reversal: PayEvent = {
      type: 'PayLineReversed',
      data: {
        ...ref,
        reverses_line_id: 10,
        reason: 'wrong salary',
        line: movement({
          line_id: 12,
          kind: 'reversal',
          description: 'Reversal of "Salary 2026-11": wrong salary',
          amount: '-30000.00',
          for_month: '2026-11',
        }),
      },
    };
    const reverse = (lineId: number) => ({
      type: 'ReversePayLine' as const,
      lineId,
      reason: 'wrong salary',
      line: { line_id: 12, date: '2026-11-30', month: '2026-11' },
    });
    given(salary).when(reverse(10)).then([reversal]);
    given(salary, reversal).when(reverse(10)).thenThrows('validation');
    given(salary, reversal).when(reverse(12)).thenThrows('validation');
    given(salary).when(reverse(99)).thenThrows('not_found');
    // The month's salary counts as unrecorded again: the next run records it anew.
    given(salary, reversal)
      .when(accrue('2026-11', 3_000_000, null))
      .then([recorded({ line_id: 10, description: 'Salary 2026-11', amount: '30000.00', for_month: '2026-11' })]);
  });

  it("accepts or waives a day close's shortfall once; reversing the deduction proposes it again", () => {
    const accept = {
      type: 'AcceptShortfall' as const,
      ref,
      shortfallDate: '2026-11-12',
      paisa: 25_000,
      line: fields(8, 'Cash short on 2026-11-12'),
    };
    const waive = { type: 'WaiveShortfall' as const, ref, shortfallDate: '2026-11-12', paisa: 25_000, reason: 'counted wrong' };
    const deduction = recorded({
      line_id: 8,
      kind: 'deduction',
      description: 'Cash short on 2026-11-12',
      amount: '-250.00',
      shortfall_date: '2026-11-12',
    });
    const waived: PayEvent = {
      type: 'ShortfallWaived',
      data: { ...ref, date: '2026-11-12', shortfall: '250.00', reason: 'counted wrong' },
    };
    given().when(accept).then([deduction]);
    given().when(waive).then([waived]);
    given(deduction).when(waive).thenThrows('conflict');
    given(waived).when(accept).thenThrows('conflict');
    given()
      .when({ ...accept, paisa: 0 })
      .thenThrows('not_found');
    const reversed: PayEvent = {
      type: 'PayLineReversed',
      data: {
        ...ref,
        reverses_line_id: 8,
        reason: 'x',
        line: movement({ line_id: 9, kind: 'reversal', amount: '250.00', shortfall_date: '2026-11-12' }),
      },
    };
    given(deduction, reversed).when(waive).then([waived]);
  });
});
