import { EXTRA_DELIVERY_MAX, PAUSE_MAX_DAYS, REQUEST_AHEAD_DAYS } from '@paani/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { askWindow, checkDispute, checkExtra, checkPause, checkProblem, pauseLastDay, readPin, type Checked } from './limits';
import { makeSay } from './locale';

const TODAY = '2026-03-10';
const say = makeSay('en');
const fields = (result: Checked) => Object.keys(result.errors ?? {}).sort();
const message = (result: Checked, field: string) => {
  const error = result.errors?.[field];
  return typeof error === 'function' ? error(say) : error;
};

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the date limits of the asks', () => {
  it("starts at the plant's tomorrow and ends REQUEST_AHEAD_DAYS after its today", () => {
    expect(REQUEST_AHEAD_DAYS).toBe(60);
    expect(askWindow(TODAY)).toEqual({ first: '2026-03-11', last: '2026-05-09' });
    // Across a month and a year's end, by the calendar.
    expect(askWindow('2026-12-31').first).toBe('2027-01-01');
    expect(askWindow('2028-02-28').first).toBe('2028-02-29');
  });

  it('takes an extra delivery from tomorrow to the last day, not today nor after', () => {
    const extra = (date: string) => checkExtra({ date, product_id: '3', quantity: '2', note: '' }, TODAY, [3, 4]);
    expect(fields(extra('2026-03-11'))).toEqual([]);
    expect(fields(extra('2026-05-09'))).toEqual([]);
    expect(fields(extra('2026-03-10'))).toEqual(['date']);
    expect(fields(extra('2026-05-10'))).toEqual(['date']);
    expect(fields(extra(''))).toEqual(['date']);
    expect(message(extra('2026-03-10'), 'date')).toBe('Choose a day from 11 Mar 2026 to 9 May 2026.');
    expect(extra('2026-03-11').input).toEqual({ kind: 'extra_delivery', date: '2026-03-11', product_id: 3, quantity: 2 });
  });

  it('takes 1 to EXTRA_DELIVERY_MAX of a product the plant offers, Urdu digits too', () => {
    const extra = (quantity: string, product = '3') =>
      checkExtra({ date: '2026-03-12', product_id: product, quantity, note: ' ' }, TODAY, [3]);
    expect(fields(extra('0'))).toEqual(['quantity']);
    expect(fields(extra(String(EXTRA_DELIVERY_MAX)))).toEqual([]);
    expect(fields(extra(String(EXTRA_DELIVERY_MAX + 1)))).toEqual(['quantity']);
    expect(fields(extra('1.5'))).toEqual(['quantity']);
    expect(fields(extra('1', '9'))).toEqual(['product_id']);
    expect(extra('۱۲').input).toMatchObject({ quantity: 12 });
    // No product list: the plant's first, no product_id sent.
    expect(checkExtra({ date: '2026-03-12', quantity: '1' }, TODAY, []).input).toEqual({
      kind: 'extra_delivery',
      date: '2026-03-12',
      quantity: 1,
    });
  });

  it('pauses from tomorrow, until on or after the first day, PAUSE_MAX_DAYS days at most (both counted)', () => {
    const pause = (from: string, until: string) => checkPause({ from, until, note: '' }, TODAY);
    expect(pauseLastDay('2026-03-11')).toBe('2026-06-08');
    expect(fields(pause('2026-03-11', '2026-03-11'))).toEqual([]);
    expect(fields(pause('2026-03-11', pauseLastDay('2026-03-11')))).toEqual([]);
    expect(fields(pause('2026-03-11', '2026-06-09'))).toEqual(['until']);
    expect(message(pause('2026-03-11', '2026-06-09'), 'until')).toBe(`A pause is at most ${PAUSE_MAX_DAYS} days.`);
    expect(fields(pause('2026-03-15', '2026-03-14'))).toEqual(['until']);
    expect(message(pause('2026-03-15', '2026-03-14'), 'until')).toBe('The last day cannot be before the first day.');
    expect(fields(pause('2026-03-10', '2026-03-12'))).toEqual(['from']);
    expect(fields(pause('2026-03-11', ''))).toEqual(['until']);
    expect(pause('2026-03-11', '2026-03-20').input).toEqual({ kind: 'pause', from: '2026-03-11', until: '2026-03-20' });
  });

  it('asks words for a problem of kind other and for a dispute', () => {
    expect(fields(checkProblem({ problem: '', note: '' }))).toEqual(['problem']);
    expect(fields(checkProblem({ problem: 'late', note: '' }))).toEqual([]);
    expect(fields(checkProblem({ problem: 'other', note: '  ' }))).toEqual(['note']);
    expect(checkProblem({ problem: 'other', note: ' The driver was rude ' }).input).toEqual({
      kind: 'problem',
      problem: 'other',
      note: 'The driver was rude',
    });
    expect(fields(checkDispute({ note: '' }, '2026-02'))).toEqual(['note']);
    expect(fields(checkDispute({ note: 'x'.repeat(501) }, '2026-02'))).toEqual(['note']);
    expect(checkDispute({ note: 'Two cans too many' }, '2026-02').input).toEqual({
      kind: 'statement_dispute',
      month: '2026-02',
      note: 'Two cans too many',
    });
  });

  it('reads a PIN of 4 digits, Western or Urdu', () => {
    expect(readPin('1234')).toBe('1234');
    expect(readPin('۱۲۳۴')).toBe('1234');
    expect(readPin('123')).toBeNull();
    expect(readPin('12a4')).toBeNull();
  });
});
