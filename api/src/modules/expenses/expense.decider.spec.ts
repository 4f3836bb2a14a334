import { givenDecider } from '../../platform/event-store/decider.testing';
import { expenseDecider } from './expense.decider';
import { ExpenseDetails, ExpenseEvent } from './expense.events';

const given = givenDecider(expenseDecider);
const ref = { expense_id: 7, plant_id: 2, owner_id: 1 };
const days = { today: '2026-11-24', lockedBefore: '2026-10-20' };
const fuel: ExpenseDetails = { date: '2026-11-20', category: 'fuel', amount: '1500.00', note: 'Diesel', employee_id: 4 };
const recorded: ExpenseEvent = { type: 'ExpenseRecorded', data: { ...ref, ...fuel } };
const record = (details: ExpenseDetails) => ({ type: 'RecordExpense' as const, expenseId: 7, plantId: 2, ownerId: 1, details, ...days });

describe('expense decider', () => {
  it('records an expense once, on an open day only', () => {
    given().when(record(fuel)).then([recorded]);
    given(recorded).when(record(fuel)).thenThrows('conflict');
    given()
      .when(record({ ...fuel, date: '2026-11-25' }))
      .thenThrows({ options: { errors: { date: ['The date may not be in the future.'] } } });
    given()
      .when(record({ ...fuel, date: '2026-10-19' }))
      .thenThrows('validation');
    given()
      .when(record({ ...fuel, date: '2026-10-20' }))
      .then([{ type: 'ExpenseRecorded', data: { ...ref, ...fuel, date: '2026-10-20' } }]);
  });

  it('records a correction with the values before and after and the reason; nothing when nothing changes', () => {
    const after = { ...fuel, amount: '1600.00', category: 'maintenance' as const };
    given(recorded)
      .when({ type: 'CorrectExpense', details: after, reason: 'Typo', ...days })
      .then([{ type: 'ExpenseCorrected', data: { ...ref, before: fuel, after, reason: 'Typo' } }]);
    given(recorded)
      .when({ type: 'CorrectExpense', details: fuel, reason: 'Same', ...days })
      .thenNothing();
    // A second correction starts from the first one's values.
    const corrected: ExpenseEvent = { type: 'ExpenseCorrected', data: { ...ref, before: fuel, after, reason: 'Typo' } };
    given(recorded, corrected)
      .when({ type: 'CorrectExpense', details: fuel, reason: 'Back', ...days })
      .then([{ type: 'ExpenseCorrected', data: { ...ref, before: after, after: fuel, reason: 'Back' } }]);
  });

  it('refuses to correct a locked expense or to move one into a closed or future day', () => {
    const old: ExpenseEvent = { type: 'ExpenseRecorded', data: { ...ref, ...fuel, date: '2026-10-01' } };
    given(old)
      .when({ type: 'CorrectExpense', details: { ...fuel, date: '2026-10-01', amount: '1.00' }, reason: 'x', ...days })
      .thenThrows('EXPENSE_LOCKED');
    given(recorded)
      .when({ type: 'CorrectExpense', details: { ...fuel, date: '2026-10-01' }, reason: 'x', ...days })
      .thenThrows({ options: { errors: { date: [expect.stringContaining('lock period')] } } });
    given(recorded)
      .when({ type: 'CorrectExpense', details: { ...fuel, date: '2026-12-01' }, reason: 'x', ...days })
      .thenThrows('validation');
  });

  it('reverses an expense once, locked or not, with its values and reason; a reversed one cannot be corrected', () => {
    const reversed: ExpenseEvent = { type: 'ExpenseReversed', data: { ...ref, ...fuel, reason: 'Duplicate' } };
    given(recorded).when({ type: 'ReverseExpense', reason: 'Duplicate' }).then([reversed]);
    const old: ExpenseEvent = { type: 'ExpenseRecorded', data: { ...ref, ...fuel, date: '2026-01-01' } };
    given(old)
      .when({ type: 'ReverseExpense', reason: 'Old mistake' })
      .then([{ type: 'ExpenseReversed', data: { ...ref, ...fuel, date: '2026-01-01', reason: 'Old mistake' } }]);
    given(recorded, reversed).when({ type: 'ReverseExpense', reason: 'Again' }).thenThrows('EXPENSE_REVERSED');
    given(recorded, reversed)
      .when({ type: 'CorrectExpense', details: fuel, reason: 'x', ...days })
      .thenThrows('EXPENSE_REVERSED');
  });

  it('knows no expense that was never recorded', () => {
    given().when({ type: 'ReverseExpense', reason: 'x' }).thenThrows('not_found');
    given()
      .when({ type: 'CorrectExpense', details: fuel, reason: 'x', ...days })
      .thenThrows('not_found');
  });
});
