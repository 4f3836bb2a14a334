import type { CommissionBasis, PayLineInput, PayMethod, PayslipPaymentInput } from '@paani/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { fromPaisa, toPaisa } from '../../platform/domain/money';
import { asNewEvents, Decider } from '../../platform/event-store/decider';
import { EventStore, EventStoreTransaction } from '../../platform/event-store/event-store';
import { PlantDays } from '../expenses/expense.decider';
import { expenseDecider } from '../expenses/expense.decider';
import { expenseStreamId } from '../expenses/expense.events';
import { plantDays } from '../expenses/expense-days';
import { loadShortfalls } from './pay-facts';
import { ManualKind, owedUpTo, payDecider, PayCommand, PayState, PAY_LINE_NOT_FOUND } from './pay.decider';
import { payrollSettingsStreamId, PayrollSettingsEvent, PayRef, payStreamId } from './pay.events';

export const EMPLOYEE_NOT_FOUND = 'Employee not found.';
export const NO_SHORTFALL = 'No cash shortfall on this day close.';
const METHOD_NAMES: Record<PayMethod, string> = { cash: 'cash', bank: 'bank', jazzcash: 'JazzCash', easypaisa: 'Easypaisa' };

type Query = <T = any>(text: string, values?: unknown[]) => Promise<T[]>;

/** The employee of the owner's plant (404 otherwise) as their pay stream names them. */
async function employeeOf(query: Query, ownerId: number, plantId: number, employeeId: number): Promise<{ ref: PayRef; name: string }> {
  const [row] = await query<{ name: string }>(`SELECT name FROM employees WHERE id = $1 AND owner_id = $2 AND plant_id = $3`, [
    employeeId,
    ownerId,
    plantId,
  ]);
  if (!row) throw DomainError.notFound(EMPLOYEE_NOT_FOUND);
  return { ref: { employee_id: employeeId, plant_id: plantId, owner_id: ownerId }, name: row.name };
}

/** The money paid out with an advance or a payment: a staff-wages expense of the same day, in the same transaction. */
interface PaidOut {
  expenseId: number;
  date: string;
  paisa: number;
  note: string;
  days: PlantDays;
}

/**
 * The employee's pay stream in its turn (other writers of it wait), decided and appended together
 * with the expense of money paid out, if any, so the pay ledger and profit and loss never disagree.
 */
async function decideInTurn(
  store: EventStore,
  ref: PayRef,
  decide: (state: PayState) => PayCommand[],
  paidOut: (state: PayState) => PaidOut | null = () => null,
): Promise<PayState> {
  const stream = payStreamId(ref.employee_id);
  return store.transaction(
    async (tx) => {
      const { state, version } = await store.foldStream(tx.query, stream, payDecider);
      let next = state;
      const events = [];
      for (const command of decide(state)) {
        const decided = payDecider.decide(command, next);
        next = decided.reduce(payDecider.evolve, next);
        events.push(...decided);
      }
      const money = paidOut(state);
      await tx.append(stream, version, asNewEvents(events), { tenant_id: ref.owner_id });
      if (money) await recordWages(tx, ref, money);
      return next;
    },
    { lockStreams: [stream] },
  );
}

async function recordWages(tx: EventStoreTransaction, ref: PayRef, money: PaidOut): Promise<void> {
  const details = {
    date: money.date,
    category: 'staff_wages' as const,
    amount: fromPaisa(money.paisa),
    note: money.note,
    employee_id: ref.employee_id,
  };
  const events = expenseDecider.decide(
    { type: 'RecordExpense', expenseId: money.expenseId, plantId: ref.plant_id, ownerId: ref.owner_id, details, ...money.days },
    expenseDecider.initialState,
  );
  await tx.append(expenseStreamId(money.expenseId), 0, asNewEvents(events), { tenant_id: ref.owner_id });
}

const describe = (input: PayLineInput, note: string | null): string => {
  const method = input.method ? ` (${METHOD_NAMES[input.method]}${input.reference ? `, ${input.reference}` : ''})` : '';
  const what = { bonus: 'Bonus', advance: 'Advance', deduction: 'Deduction', payment: 'Payment' }[input.kind];
  return `${what}${method}${note ? `: ${note}` : ''}`;
};

/** POST /employees/{id}/pay/lines: a bonus, an advance, a deduction or a payment by the owner. */
export class RecordPayLineCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly employeeId: number,
    readonly input: PayLineInput,
  ) {}
}

@CommandHandler(RecordPayLineCommand)
export class RecordPayLineHandler implements ICommandHandler<RecordPayLineCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, employeeId, input }: RecordPayLineCommand): Promise<void> {
    const query: Query = (text, values) => this.sql.rows(text, values);
    const { ref, name } = await employeeOf(query, ownerId, plantId, employeeId);
    const note = input.note?.trim() || null;
    if (input.kind === 'deduction' && !note) throw DomainError.field('note', 'Give the reason for the deduction.');
    const days = await plantDays(query, plantId);
    const date = input.date || days.today;
    if (date > days.today) throw DomainError.field('date', `The date may not be after today (${days.today}, the plant's day).`);
    const paysOut = input.kind === 'advance' || input.kind === 'payment';
    const [lineId] = await this.store.nextIds('pay_line_ids', 1);
    const expenseId = paysOut ? await this.store.nextId('expense_ids') : null;
    const paisa = toPaisa(input.amount);
    const description = describe(input, note);
    await decideInTurn(
      this.store,
      ref,
      () => [
        {
          type: 'RecordManualLine',
          ref,
          kind: input.kind as ManualKind,
          paisa,
          line: { line_id: lineId, date, month: date.slice(0, 7), description },
          method: paysOut ? (input.method ?? 'cash') : null,
          reference: input.reference?.trim() || null,
          expenseId,
        },
      ],
      () => (expenseId ? { expenseId, date, paisa, note: `${description} to ${name}`, days } : null),
    );
  }
}

/** POST /employees/{id}/pay/lines/{line}/reverse: the mirror image of a line, with its expense reversed too. */
export class ReversePayLineCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly employeeId: number,
    readonly lineId: number,
    readonly reason: string,
  ) {}
}

@CommandHandler(ReversePayLineCommand)
export class ReversePayLineHandler implements ICommandHandler<ReversePayLineCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, employeeId, lineId, reason }: ReversePayLineCommand): Promise<void> {
    const query: Query = (text, values) => this.sql.rows(text, values);
    const { ref } = await employeeOf(query, ownerId, plantId, employeeId);
    const { today } = await plantDays(query, plantId);
    const [reversalId] = await this.store.nextIds('pay_line_ids', 1);
    const stream = payStreamId(employeeId);
    await this.store.transaction(
      async (tx) => {
        const { state, version } = await this.store.foldStream(tx.query, stream, payDecider);
        const original = state.lines[lineId];
        if (!original) throw DomainError.notFound(PAY_LINE_NOT_FOUND);
        // On the slip it corrected, or on this month's when that one is past.
        const month = original.month > today.slice(0, 7) ? original.month : today.slice(0, 7);
        const events = payDecider.decide(
          { type: 'ReversePayLine', lineId, reason, line: { line_id: reversalId, date: today, month } },
          state,
        );
        await tx.append(stream, version, asNewEvents(events), { tenant_id: ref.owner_id });
        if (original.expense_id !== null) await reverseWages(this.store, tx, original.expense_id, reason);
      },
      { lockStreams: [stream] },
    );
  }
}

async function reverseWages(store: EventStore, tx: EventStoreTransaction, expenseId: number, reason: string): Promise<void> {
  const stream = expenseStreamId(expenseId);
  const { state, version } = await store.foldStream(tx.query, stream, expenseDecider);
  if (state.status !== 'recorded') return;
  const events = expenseDecider.decide({ type: 'ReverseExpense', reason: `Pay line reversed: ${reason}` }, state);
  await tx.append(stream, version, asNewEvents(events));
}

/** POST /payroll/shortfalls/{employee}/{date}/accept|waive: a day close's cash shortfall as a deduction, or let go with a reason. */
export class DecideShortfallCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly employeeId: number,
    readonly date: string,
    readonly verdict: { type: 'accept' } | { type: 'waive'; reason: string },
  ) {}
}

@CommandHandler(DecideShortfallCommand)
export class DecideShortfallHandler implements ICommandHandler<DecideShortfallCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, employeeId, date, verdict }: DecideShortfallCommand): Promise<void> {
    const query: Query = (text, values) => this.sql.rows(text, values);
    const { ref } = await employeeOf(query, ownerId, plantId, employeeId);
    const [shortfall] = await loadShortfalls(query, plantId, { employeeId, date });
    if (!shortfall) throw DomainError.notFound(NO_SHORTFALL);
    const paisa = toPaisa(shortfall.shortfall);
    const [lineId] = await this.store.nextIds('pay_line_ids', 1);
    const description = `Cash short on ${date}: PKR ${fromPaisa(toPaisa(shortfall.expected_cash))} expected, PKR ${fromPaisa(toPaisa(shortfall.cash_handed_over))} handed over`;
    await decideInTurn(this.store, ref, () => [
      verdict.type === 'waive'
        ? { type: 'WaiveShortfall', ref, shortfallDate: date, paisa, reason: verdict.reason }
        : {
            type: 'AcceptShortfall',
            ref,
            shortfallDate: date,
            paisa,
            line: { line_id: lineId, date, month: date.slice(0, 7), description },
          },
    ]);
  }
}

/** POST /payroll/months/{month}/slips/{employee}/pay: pays what the slip says is owed, with its staff-wages expense. */
export class PayPayslipCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly employeeId: number,
    readonly month: string,
    readonly input: PayslipPaymentInput,
  ) {}
}

@CommandHandler(PayPayslipCommand)
export class PayPayslipHandler implements ICommandHandler<PayPayslipCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, employeeId, month, input }: PayPayslipCommand): Promise<void> {
    const query: Query = (text, values) => this.sql.rows(text, values);
    const { ref, name } = await employeeOf(query, ownerId, plantId, employeeId);
    const days = await plantDays(query, plantId);
    const date = input.date || days.today;
    if (date > days.today) throw DomainError.field('date', `The date may not be after today (${days.today}, the plant's day).`);
    const [lineId] = await this.store.nextIds('pay_line_ids', 1);
    const expenseId = await this.store.nextId('expense_ids');
    const reference = input.reference?.trim() || null;
    const description = `Pay for ${month} (${METHOD_NAMES[input.method]}${reference ? `, ${reference}` : ''})`;
    // Worked out in the employee's turn: a second tap finds nothing owed.
    const owed = (state: PayState) => {
      const paisa = owedUpTo(state, month);
      if (paisa <= 0) throw DomainError.field('month', 'Nothing is owed on this payslip.');
      return paisa;
    };
    await decideInTurn(
      this.store,
      ref,
      (state) => [
        {
          type: 'RecordManualLine',
          ref,
          kind: 'payment',
          paisa: owed(state),
          line: { line_id: lineId, date, month, description },
          method: input.method,
          reference,
          expenseId,
        },
      ],
      (state) => ({ expenseId, date, paisa: owed(state), note: `${description} to ${name}`, days }),
    );
  }
}

type SettingsState = { basis: CommissionBasis | null };
const settingsDecider: Decider<SettingsState, { plantId: number; ownerId: number; basis: CommissionBasis }, PayrollSettingsEvent> = {
  initialState: { basis: null },
  evolve: (_state, event) => ({ basis: event.data.commission_basis }),
  decide: (command, state) =>
    state.basis === command.basis
      ? []
      : [
          {
            type: 'PayrollCommissionBasisSet',
            data: { plant_id: command.plantId, owner_id: command.ownerId, commission_basis: command.basis },
          },
        ],
};

/** PUT /payroll/settings: the plant's commission basis. */
export class SetCommissionBasisCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly basis: CommissionBasis,
  ) {}
}

@CommandHandler(SetCommissionBasisCommand)
export class SetCommissionBasisHandler implements ICommandHandler<SetCommissionBasisCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, plantId, basis }: SetCommissionBasisCommand): Promise<void> {
    await this.store.handle(
      payrollSettingsStreamId(plantId),
      settingsDecider,
      { plantId, ownerId, basis },
      { tenant_id: ownerId },
      { contention: 'wait' },
    );
  }
}

export const PAY_COMMAND_HANDLERS = [
  RecordPayLineHandler,
  ReversePayLineHandler,
  DecideShortfallHandler,
  PayPayslipHandler,
  SetCommissionBasisHandler,
];
