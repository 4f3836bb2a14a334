import { StoredEvent } from './event.types';
import { ProjectionRegistry } from './projection-registry';
import { InlineProjection, ProjectionTransaction } from './projection.types';

const event = (type: string, n: number): StoredEvent => ({
  globalPosition: String(n),
  transactionId: '1',
  eventId: `event-${n}`,
  streamId: `stream-${n}`,
  streamType: 'stream',
  streamVersion: 1,
  type,
  schemaVersion: 1,
  data: { n },
  metadata: {},
  recordedAt: new Date(0),
  previousHash: null,
  hash: '',
});
const label = (e: StoredEvent) => `${e.type}${e.data.n}`;

/** A projection that writes down what it was given: one event (`apply`) or a run (`bulk`). */
function recording(name: string, handles: string[], inBulk: string[], calls: string[]): InlineProjection {
  return {
    name,
    tables: [],
    handles,
    apply: async (e) => void calls.push(`${name} ${label(e)}`),
    ...(inBulk.length > 0
      ? { bulk: { handles: inBulk, apply: async (run: StoredEvent[]) => void calls.push(`${name} [${run.map(label).join(' ')}]`) } }
      : {}),
  };
}

const tx: ProjectionTransaction = { query: async () => [], beforeCommit: () => undefined };

describe('ProjectionRegistry.applyMany', () => {
  it('gives a projection its bulk types as runs, released before any event some projection applies one by one', async () => {
    const calls: string[] = [];
    const registry = new ProjectionRegistry();
    registry.register(recording('ledger', ['Registered', 'Delivered', 'Paid'], ['Delivered', 'Paid'], calls));
    registry.register(recording('names', ['Registered'], [], calls));
    await registry.applyMany(
      [event('Delivered', 1), event('Paid', 2), event('Registered', 3), event('Delivered', 4), event('Delivered', 5)],
      tx,
    );
    expect(calls).toEqual(['ledger [Delivered1 Paid2]', 'ledger Registered3', 'names Registered3', 'ledger [Delivered4 Delivered5]']);
  });

  it('gives a single event of a bulk type as a run of one, the live path of one entry', async () => {
    const calls: string[] = [];
    const registry = new ProjectionRegistry();
    registry.register(recording('ledger', ['Delivered'], ['Delivered'], calls));
    await registry.applyMany([event('Delivered', 1)], tx);
    expect(calls).toEqual(['ledger [Delivered1]']);
  });

  it('refuses a projection that handles a type one by one without an apply', () => {
    const registry = new ProjectionRegistry();
    const { apply: _none, ...withoutApply } = recording('ledger', ['Registered', 'Delivered'], ['Delivered'], []);
    expect(() => registry.register(withoutApply)).toThrow('Projection ledger handles events one by one but has no apply');
    expect(() => registry.register({ ...withoutApply, handles: ['Delivered'] })).not.toThrow();
  });
});
