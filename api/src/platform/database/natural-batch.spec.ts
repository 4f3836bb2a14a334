import { NaturalBatch } from './natural-batch';

/** A batch whose first call waits until `finishFirst`, so the calls made meanwhile pile up. */
function heldBatch<Item, Result>(run: (items: Item[]) => Result[], max?: number, lanes?: number) {
  const calls: Item[][] = [];
  let finishFirst!: () => void;
  const firstDone = new Promise<void>((resolve) => (finishFirst = resolve));
  const batch = new NaturalBatch<Item, Result>(
    async (items) => {
      calls.push(items);
      if (calls.length === 1) await firstDone;
      return run(items);
    },
    max,
    lanes,
  );
  return { batch, calls, finishFirst };
}

describe('NaturalBatch', () => {
  it('sends the first call alone and the calls made meanwhile together, each getting its own result', async () => {
    const { batch, calls, finishFirst } = heldBatch<number, number>((items) => items.map((item) => item * 10));
    const first = batch.add(1);
    const later = [batch.add(2), batch.add(3), batch.add(4)];
    finishFirst();
    expect(await first).toBe(10);
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    expect(calls).toEqual([[1], [2, 3, 4]]);
  });

  it('bounds a call at max items and fails only the calls of a batch that failed', async () => {
    const { batch, calls, finishFirst } = heldBatch<string, string>((items) => {
      if (items.includes('bad')) throw new Error('refused');
      return items.map((item) => item.toUpperCase());
    }, 2);
    const first = batch.add('a');
    const second = batch.add('b');
    const third = batch.add('bad');
    const fourth = batch.add('c');
    finishFirst();
    await expect(first).resolves.toBe('A');
    await expect(second).rejects.toThrow('refused');
    await expect(third).rejects.toThrow('refused');
    await expect(fourth).resolves.toBe('C');
    expect(calls).toEqual([['a'], ['b', 'bad'], ['c']]);
  });

  it('with two lanes, sends a call at once while one runs, makes the later ones wait for a lane, and is idle once all answered', async () => {
    const { batch, calls, finishFirst } = heldBatch<number, number>((items) => items.map((item) => item + 1), 100, 2);
    const first = batch.add(1);
    expect(await batch.add(2)).toBe(3);
    const busy = batch.add(3);
    const later = [batch.add(4), batch.add(5)];
    expect(batch.idle).toBe(false);
    finishFirst();
    expect(await Promise.all([first, busy, ...later])).toEqual([2, 4, 5, 6]);
    expect(calls).toEqual([[1], [2], [3], [4, 5]]);
    expect(batch.idle).toBe(true);
  });
});
