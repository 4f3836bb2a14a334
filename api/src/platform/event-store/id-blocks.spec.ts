import { IdBlocks } from './id-blocks';

describe('IdBlocks', () => {
  it('takes ids a growing block at a time, one take at once per sequence, and hands them out in order', async () => {
    const takes: [string, number][] = [];
    let next = 100;
    const ids = new IdBlocks(async (sequence, count) => {
      takes.push([sequence, count]);
      // As nextval over generate_series may answer: unique, not necessarily in order.
      return Array.from({ length: count }, () => next++).reverse();
    });
    const got = await Promise.all(Array.from({ length: 7 }, () => ids.next('employee_ids')));
    expect(got).toEqual([100, 101, 102, 103, 104, 105, 106]);
    expect(takes).toEqual([
      ['employee_ids', 1],
      ['employee_ids', 2],
      ['employee_ids', 4],
    ]);
    expect(await ids.next('area_ids')).toBe(107);
    expect(takes.at(-1)).toEqual(['area_ids', 1]);
  });

  it('stops growing at 32 ids a take', async () => {
    const counts: number[] = [];
    let next = 1;
    const ids = new IdBlocks(async (_sequence, count) => {
      counts.push(count);
      return Array.from({ length: count }, () => next++);
    });
    for (let i = 0; i < 200; i += 1) await ids.next('plant_ids');
    expect(Math.max(...counts)).toBe(32);
    expect(counts.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
  });

  it('fails the callers of a take that failed, and takes again on the next call', async () => {
    let fail = true;
    const ids = new IdBlocks(async (_sequence, count) => {
      if (fail) throw new Error('database down');
      return Array.from({ length: count }, (_, index) => 500 + index);
    });
    await expect(Promise.all([ids.next('user_ids'), ids.next('user_ids')])).rejects.toThrow('database down');
    fail = false;
    expect(await ids.next('user_ids')).toBe(500);
  });

  it('hands out many ids at once, in order after those already held, taking at least the missing ones', async () => {
    const takes: number[] = [];
    let next = 1;
    const ids = new IdBlocks(async (_sequence, count) => {
      takes.push(count);
      return Array.from({ length: count }, () => next++);
    });
    expect(await ids.next('customer_ledger_line_ids')).toBe(1);
    expect(await ids.nextMany('customer_ledger_line_ids', 3)).toEqual([2, 3, 4]);
    expect(await ids.nextMany('customer_ledger_line_ids', 150)).toEqual(Array.from({ length: 150 }, (_, index) => 5 + index));
    expect(await ids.next('customer_ledger_line_ids')).toBe(155);
    expect(takes).toEqual([1, 3, 150, 8]);
  });
});
