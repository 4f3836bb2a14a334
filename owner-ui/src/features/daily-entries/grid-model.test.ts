import { describe, expect, it } from 'vitest';
import {
  acceptsText,
  batchErrors,
  choiceByLetter,
  draftAmount,
  draftHasEntry,
  draftProblems,
  moveCell,
  prefillDraft,
  sheetTotals,
  toEntryInput,
} from './grid-model';
import { savedEntry, sheetRow } from './test-data';

describe('the sheet model', () => {
  it('prefills a due row from the schedule: default cans, nothing returned or collected, the customer’s rate', () => {
    const draft = prefillDraft(sheetRow(1, { default_quantity: 3, rate: 45 }));
    expect(draft).toMatchObject({
      delivered: '3',
      returned: '0',
      collected: '0',
      rate: '45',
      status: 'delivered',
      method: 'cash',
      touched: false,
    });
    expect(draftAmount(draft, 45)).toBe(135);
    expect(prefillDraft(sheetRow(1), 'extra')).toMatchObject({ delivered: '0', touched: true });
  });

  it('sends the rate only when it differs from the customer’s, and no cans for a status other than delivered', () => {
    const draft = { ...prefillDraft(sheetRow(1)), delivered: '4', returned: '2', collected: '150.5', note: ' gate locked ' };
    expect(toEntryInput(draft, 50)).toEqual({
      customer_id: 1,
      cans_delivered: 4,
      cans_returned: 2,
      collected: 150.5,
      payment_method: 'cash',
      status: 'delivered',
      note: 'gate locked',
    });
    expect(toEntryInput({ ...draft, rate: '55' }, 50).rate).toBe(55);
    expect(toEntryInput({ ...draft, rate: '' }, 50).rate).toBeUndefined();
    const notHome = { ...draft, status: 'not_home' as const };
    expect(toEntryInput(notHome, 50).cans_delivered).toBe(0);
    expect(draftAmount(notHome, 50)).toBe(0);
  });

  it('leaves out empty rows and flags unreadable numbers', () => {
    const empty = { ...prefillDraft(sheetRow(1)), delivered: '0' };
    expect(draftHasEntry(empty)).toBe(false);
    expect(draftHasEntry({ ...empty, status: 'skipped' })).toBe(true);
    expect(draftHasEntry({ ...empty, collected: '10' })).toBe(true);
    expect(draftProblems({ ...empty, delivered: '1.5', collected: '1.234' })).toEqual({ delivered: 'wholeCans', collected: 'money' });
    expect(acceptsText('delivered', '12')).toBe(true);
    expect(acceptsText('delivered', '1.')).toBe(false);
    expect(acceptsText('rate', '12.5')).toBe(true);
    expect(acceptsText('rate', '12.555')).toBe(false);
  });

  it('totals saved entries (not reversed) and the unsaved rows as typed', () => {
    const totals = sheetTotals(
      [savedEntry(1, 1), savedEntry(2, 2, { reversed_by: 9 })],
      [
        { draft: { ...prefillDraft(sheetRow(3)), delivered: '3', returned: '1', collected: '20' }, rate: 50 },
        { draft: { ...prefillDraft(sheetRow(4)), delivered: '0' }, rate: 50 },
      ],
    );
    expect(totals).toEqual({ entries: 1, unsaved: 1, cans_delivered: 5, cans_returned: 2, amount: 250, collected: 60 });
  });

  it('puts a 422’s `entries.<row>.<field>` messages on the cells of the rows that were sent', () => {
    const found = batchErrors(
      {
        'entries.1.cans_delivered': ['Must be a whole number of 0 or more'],
        'entries.1.payment_method': ['Unknown method'],
        'entries.0': ['The customer is inactive'],
        'entries.0.customer_id': ['Not one of your customers'],
        date: ['The day is locked'],
      },
      ['a', 'b'],
    );
    expect(found.rows.b.cells).toEqual({ delivered: 'Must be a whole number of 0 or more', method: 'Unknown method' });
    expect(found.rows.a.row).toBe('The customer is inactive Not one of your customers');
    expect(found.general).toEqual(['The day is locked']);
  });

  it('moves like a spreadsheet and stops at the edges', () => {
    expect(moveCell({ row: 0, col: 0 }, 'down', 3)).toEqual({ row: 1, col: 0 });
    expect(moveCell({ row: 2, col: 0 }, 'down', 3)).toBeNull();
    expect(moveCell({ row: 0, col: 0 }, 'up', 3)).toBeNull();
    expect(moveCell({ row: 0, col: 6 }, 'next', 3)).toEqual({ row: 1, col: 0 });
    expect(moveCell({ row: 1, col: 0 }, 'previous', 3)).toEqual({ row: 0, col: 6 });
    expect(moveCell({ row: 2, col: 6 }, 'next', 3)).toBeNull();
  });

  it('picks a choice by its first letter, cycling through matches', () => {
    const labels = { a: 'Alpha', b: 'Beta', c: 'Another' };
    expect(choiceByLetter(['a', 'b', 'c'], labels, 'a', 'a')).toBe('c');
    expect(choiceByLetter(['a', 'b', 'c'], labels, 'c', 'A')).toBe('a');
    expect(choiceByLetter(['a', 'b', 'c'], labels, 'a', 'z')).toBeNull();
  });
});
