import { currentContext, runInContext } from '../context/request-context';
import { Coalesced, CoalescedCommands } from './coalesced-commands';

interface Order {
  plant: string;
  item: string;
}

/** Commands whose first transaction waits until `finishFirst`, so the commands sent meanwhile pile up. */
function held(lanes = 1) {
  const together: string[][] = [];
  const alone: { item: string; request: string | undefined }[] = [];
  let finishFirst!: () => void;
  const firstDone = new Promise<void>((resolve) => (finishFirst = resolve));
  let started = 0;
  const commands = new CoalescedCommands<Order, string>({
    key: (order) => order.plant,
    runAlone: async (order) => {
      started += 1;
      if (started === 1) await firstDone;
      if (order.item === 'bad') throw new Error('refused');
      alone.push({ item: order.item, request: currentContext()?.requestId });
      return `${order.item} saved alone`;
    },
    runTogether: async (orders: Coalesced<Order>[]) => {
      started += 1;
      together.push(orders.map((order) => `${order.command.item}@${order.context?.requestId}`));
      if (orders.some((order) => order.command.item === 'bad')) throw new Error('refused');
      return orders.map((order) => `${order.command.item} saved together`);
    },
    lanes,
    max: 3,
  });
  /** A command sent from its own request. */
  const send = (plant: string, item: string) =>
    runInContext({ source: 'test', requestId: `request-${item}` }, () => commands.run({ plant, item }));
  return { send, together, alone, finishFirst };
}

describe('CoalescedCommands', () => {
  it('given an idle key, when a command comes, then it runs at once, alone, in its own request', async () => {
    const { send, alone, together, finishFirst } = held();
    finishFirst();
    expect(await send('p1', 'a')).toBe('a saved alone');
    expect(alone).toEqual([{ item: 'a', request: 'request-a' }]);
    expect(together).toEqual([]);
  });

  it('given a running transaction, when commands of its key come, then they wait and go together, each with its request and its own result', async () => {
    const { send, together, finishFirst } = held();
    const first = send('p1', 'a');
    const later = [send('p1', 'b'), send('p1', 'c')];
    finishFirst();
    expect(await first).toBe('a saved alone');
    expect(await Promise.all(later)).toEqual(['b saved together', 'c saved together']);
    expect(together).toEqual([['b@request-b', 'c@request-c']]);
  });

  it('given a transaction of several that fails, then each of its commands runs alone in its own request and only the refused one fails', async () => {
    const { send, together, alone, finishFirst } = held();
    const first = send('p1', 'a');
    const later = [send('p1', 'b'), send('p1', 'bad'), send('p1', 'c')].map((result) => result.catch((error: Error) => error.message));
    finishFirst();
    await first;
    expect(await Promise.all(later)).toEqual(['b saved alone', 'refused', 'c saved alone']);
    expect(together).toEqual([['b@request-b', 'bad@request-bad', 'c@request-c']]);
    expect(alone.map((run) => `${run.item}@${run.request}`)).toEqual(['a@request-a', 'b@request-b', 'c@request-c']);
  });

  it('keeps keys apart, bounds a transaction at max commands and runs up to `lanes` transactions of a key at once', async () => {
    const { send, together, finishFirst } = held(2);
    const first = send('p1', 'a');
    // The second lane is free: this one runs at once, alone, while the first is held.
    expect(await send('p1', 'b')).toBe('b saved alone');
    const other = send('p2', 'x');
    const waiting = ['c', 'd', 'e', 'f', 'g'].map((item) => send('p1', item));
    finishFirst();
    await Promise.all([first, other, ...waiting]);
    // The later ones waited for a lane and went together, never with another plant's.
    expect(together.length).toBeGreaterThan(0);
    expect(together.flat().every((command) => /^[c-g]@/.test(command))).toBe(true);
    expect(together.every((batch) => batch.length > 1 && batch.length <= 3)).toBe(true);
  });
});
