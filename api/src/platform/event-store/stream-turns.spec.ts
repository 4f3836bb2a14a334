import { StreamTurns } from './stream-turns';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('stream turns in one process', () => {
  it('gives a stream to one holder at a time, in the order asked', async () => {
    const turns = new StreamTurns();
    const order: string[] = [];
    const first = await turns.take(['customer-1']);
    const second = turns.take(['customer-1']).then((release) => {
      order.push('second');
      return release;
    });
    const third = turns.take(['customer-1']).then((release) => {
      order.push('third');
      return release;
    });
    await tick();
    expect(order).toEqual([]);
    first();
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    expect(turns.size).toBe(0);
  });

  it('does not hold up other streams', async () => {
    const turns = new StreamTurns();
    const held = await turns.take(['customer-1']);
    let other = false;
    const release = await turns.take(['customer-2']).then((r) => ((other = true), r));
    expect(other).toBe(true);
    release();
    held();
    expect(turns.size).toBe(0);
  });

  it('takes several streams in one order, so overlapping holders never wait in a cycle', async () => {
    const turns = new StreamTurns();
    const done: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const release = await turns.take(i % 2 === 0 ? ['customer-1', 'customer-2'] : ['customer-2', 'customer-1']);
        await tick();
        done.push(String(i));
        release();
      }),
    );
    expect(done).toHaveLength(20);
    expect(turns.size).toBe(0);
  });
});
