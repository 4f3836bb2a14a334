import { describe, expect, it } from 'vitest';
import { addDays, moved, scheduleFormValues, scheduleSchema, toScheduleInput } from './scheduleForm';

const messages = {
  daysRequired: 'days',
  everyNRequired: 'n required',
  everyNRange: 'n range',
  startRequired: 'start',
  quantityRange: 'qty',
};
const base = { kind: 'daily' as const, days: [], every_n: '', start_date: '', quantity: '1' };

describe('the schedule form', () => {
  it("asks for each kind's own fields, with the server's messages", () => {
    const schema = scheduleSchema(messages);
    const problems = (values: object) =>
      Object.fromEntries((schema.safeParse({ ...base, ...values }).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(problems({})).toEqual({});
    expect(problems({ kind: 'weekdays' })).toEqual({ days: 'days' });
    expect(problems({ kind: 'alternate' })).toEqual({ start_date: 'start' });
    expect(problems({ kind: 'every_n_days', start_date: '2026-12-01' })).toEqual({ every_n: 'n required' });
    expect(problems({ kind: 'every_n_days', every_n: '1', start_date: '2026-12-01' })).toEqual({ every_n: 'n range' });
    expect(problems({ quantity: '0' })).toEqual({ quantity: 'qty' });
    expect(problems({ quantity: '2.5' })).toEqual({ quantity: 'qty' });
  });

  it('sends only the fields the kind uses, days in calendar order', () => {
    expect(toScheduleInput({ ...base, kind: 'weekdays', days: ['fri', 'mon'], start_date: '2026-12-01', quantity: ' 3 ' })).toEqual({
      kind: 'weekdays',
      days: ['mon', 'fri'],
      quantity: 3,
    });
    expect(toScheduleInput({ ...base, kind: 'every_n_days', every_n: '3', start_date: '2026-12-01' })).toEqual({
      kind: 'every_n_days',
      every_n: 3,
      start_date: '2026-12-01',
      quantity: 1,
    });
    expect(toScheduleInput({ ...base, kind: 'on_call', days: ['mon'] })).toEqual({ kind: 'on_call', quantity: 1 });
  });

  it('starts from the customer, offering today as the start when there is none', () => {
    expect(
      scheduleFormValues({ schedule: { kind: 'daily', days: [], every_n: null, start_date: null }, quantity: 2 }, '2026-11-24'),
    ).toEqual({ kind: 'daily', days: [], every_n: '', start_date: '2026-11-24', quantity: '2' });
  });

  it('moves an id in a list, and counts days across month ends', () => {
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moved([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
