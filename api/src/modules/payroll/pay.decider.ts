import type { PayMethod } from '@paani/contracts';
import { DomainError } from '../../platform/domain/domain-error';
import { fromPaisa, toPaisa } from '../../platform/domain/money';
import { Decider } from '../../platform/event-store/decider';
import { PayEvent, PayMovement, PayRef } from './pay.events';

export const PAY_LINE_NOT_FOUND = 'Pay line not found.';

interface KeptLine {
  kind: PayMovement['kind'];
  month: string;
  paisa: number;
  description: string;
  for_month: string | null;
  expense_id: number | null;
  shortfall_date: string | null;
  reversed: boolean;
}

/** What the plant owes the employee on the payslips up to `month` (paisa): every line shown on them. */
export const owedUpTo = (state: PayState, month: string): number =>
  Object.values(state.lines).reduce((sum, line) => (line.month <= month ? sum + line.paisa : sum), 0);

/** What a decision on an employee's pay needs: folded from their pay stream, which stays short (a few lines a month). */
export interface PayState {
  ref: PayRef | null;
  balance: number;
  lines: Record<number, KeptLine>;
  /** Paisa recorded per `${kind}:${for_month}` (salary and commission, net of reversals). */
  accrued: Record<string, number>;
  /** Day closes whose shortfall was accepted (a deduction not reversed) or waived. */
  shortfalls: Record<string, 'accepted' | 'waived'>;
}

export const initialPayState: PayState = { ref: null, balance: 0, lines: {}, accrued: {}, shortfalls: {} };

const accrualKey = (kind: string, month: string) => `${kind}:${month}`;

/** The owner's hand-made lines and the sign each kind gives the amount. */
const MANUAL_SIGN = { bonus: 1, advance: -1, deduction: -1, payment: -1 } as const;
export type ManualKind = keyof typeof MANUAL_SIGN;

type LineFields = Pick<PayMovement, 'line_id' | 'date' | 'month' | 'description'>;

export type PayCommand =
  | {
      type: 'RecordManualLine';
      ref: PayRef;
      kind: ManualKind;
      /** Positive paisa: the kind gives the sign. */
      paisa: number;
      line: LineFields;
      method: PayMethod | null;
      reference: string | null;
      expenseId: number | null;
    }
  | { type: 'ReversePayLine'; lineId: number; reason: string; line: Omit<LineFields, 'description'> }
  /**
   * What the run worked out a month's salary and commission to be (paisa; null: none of that kind):
   * each differing from what is recorded for that month becomes a line of the difference.
   */
  | {
      type: 'AccrueMonth';
      ref: PayRef;
      forMonth: string;
      expected: { salary: number | null; commission: number | null };
      lines: { salary: LineFields; commission: LineFields };
    }
  | { type: 'AcceptShortfall'; ref: PayRef; shortfallDate: string; paisa: number; line: LineFields }
  | { type: 'WaiveShortfall'; ref: PayRef; shortfallDate: string; paisa: number; reason: string };

function evolve(state: PayState, event: PayEvent): PayState {
  const { employee_id, plant_id, owner_id } = event.data;
  const ref = state.ref ?? { employee_id, plant_id, owner_id };
  if (event.type === 'ShortfallWaived') return { ...state, ref, shortfalls: { ...state.shortfalls, [event.data.date]: 'waived' } };
  const line = event.data.line;
  const paisa = toPaisa(line.amount);
  const lines = { ...state.lines, [line.line_id]: { ...line, paisa, reversed: false } };
  const shortfalls = { ...state.shortfalls };
  if (event.type === 'PayLineReversed') {
    lines[event.data.reverses_line_id] = { ...lines[event.data.reverses_line_id], reversed: true };
    if (line.shortfall_date) delete shortfalls[line.shortfall_date];
  } else if (line.shortfall_date) shortfalls[line.shortfall_date] = 'accepted';
  const accrued = { ...state.accrued };
  if (line.for_month) {
    const kind = event.type === 'PayLineReversed' ? state.lines[event.data.reverses_line_id].kind : line.kind;
    const key = accrualKey(kind, line.for_month);
    accrued[key] = (accrued[key] ?? 0) + paisa;
  }
  return { ref, balance: state.balance + paisa, lines, accrued, shortfalls };
}

const movement = (fields: LineFields, kind: PayMovement['kind'], paisa: number, extra: Partial<PayMovement> = {}): PayMovement => ({
  ...fields,
  kind,
  amount: fromPaisa(paisa),
  method: null,
  reference: null,
  for_month: null,
  expense_id: null,
  shortfall_date: null,
  ...extra,
});

function decide(command: PayCommand, state: PayState): PayEvent[] {
  switch (command.type) {
    case 'RecordManualLine': {
      if (!Number.isInteger(command.paisa) || command.paisa <= 0) throw DomainError.field('amount', 'The amount must be more than zero.');
      const line = movement(command.line, command.kind, MANUAL_SIGN[command.kind] * command.paisa, {
        method: command.method,
        reference: command.reference,
        expense_id: command.expenseId,
      });
      return [{ type: 'PayLineRecorded', data: { ...command.ref, line } }];
    }
    case 'ReversePayLine': {
      const original = state.lines[command.lineId];
      if (!state.ref || !original) throw DomainError.notFound(PAY_LINE_NOT_FOUND);
      if (original.kind === 'reversal') throw DomainError.field('line_id', 'A reversal cannot itself be reversed.');
      if (original.reversed) throw DomainError.field('line_id', 'This line was already reversed.');
      const line = movement(
        { ...command.line, description: `Reversal of "${original.description}": ${command.reason}` },
        'reversal',
        -original.paisa,
        {
          for_month: original.for_month,
          expense_id: original.expense_id,
          shortfall_date: original.shortfall_date,
        },
      );
      return [{ type: 'PayLineReversed', data: { ...state.ref, line, reverses_line_id: command.lineId, reason: command.reason } }];
    }
    case 'AccrueMonth': {
      const events: PayEvent[] = [];
      for (const kind of ['salary', 'commission'] as const) {
        const expected = command.expected[kind] ?? 0;
        const difference = expected - (state.accrued[accrualKey(kind, command.forMonth)] ?? 0);
        if (difference === 0) continue;
        const line = movement(command.lines[kind], kind, difference, { for_month: command.forMonth });
        events.push({ type: 'PayLineRecorded', data: { ...command.ref, line } });
      }
      return events;
    }
    case 'AcceptShortfall':
    case 'WaiveShortfall': {
      const decided = state.shortfalls[command.shortfallDate];
      if (decided) throw DomainError.conflict(`This day's shortfall was already ${decided}.`);
      if (command.paisa <= 0) throw DomainError.notFound('No cash shortfall on this day close.');
      if (command.type === 'WaiveShortfall')
        return [
          {
            type: 'ShortfallWaived',
            data: { ...command.ref, date: command.shortfallDate, shortfall: fromPaisa(command.paisa), reason: command.reason },
          },
        ];
      const line = movement(command.line, 'deduction', -command.paisa, { shortfall_date: command.shortfallDate });
      return [{ type: 'PayLineRecorded', data: { ...command.ref, line } }];
    }
  }
}

/**
 * An employee's pay: salary and commission accrued by the month's run (only differences are ever
 * recorded, so a second run of a month records nothing and a later change shows as a difference),
 * the owner's bonuses, advances, deductions and payments, day-close shortfalls accepted as
 * deductions or waived, and reversals (never edits).
 */
export const payDecider: Decider<PayState, PayCommand, PayEvent> = { initialState: initialPayState, evolve, decide };
