import { NaturalBatch } from './natural-batch';

/** A batch whose first call waits until `finishFirst`, so the calls made meanwhile pile up. */
function heldBatch<Item, Result>(run: (items: Item[]) => Result[], max?: number) {
  const calls: Item[][] = [];
  let finishFirst!: () => void;
  const firstDone = new Promise<void>((resolve) => (finishFirst = resolve));
  const batch = new NaturalBatch<Item, Result>(async (items) => {
    calls.push(items);
    if (calls.length === 1) await firstDone;
    return run(items);
  }, max);
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
});
