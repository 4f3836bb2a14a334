import { ProjectionRegistry } from './projection-registry';
import { InlineProjection } from './projection.types';
import { UpcasterRegistry } from './upcasters';

const projection = (name: string, handles: string[], fromLog?: string[]): InlineProjection => ({
  name,
  tables: [`${name}_rows`],
  handles,
  apply: async () => undefined,
  ...(fromLog ? { fromLog: { handles: fromLog, statements: (log: string) => [`INSERT INTO ${name}_rows SELECT 1 FROM ${log} e`] } } : {}),
});

describe('ProjectionRegistry.replayedInSql', () => {
  it('replays a type in SQL when every projection of it does, with each projection statements over the log given', () => {
    const registry = new ProjectionRegistry();
    registry.register(projection('lines', ['Registered', 'Delivered', 'Paid'], ['Delivered', 'Paid']));
    registry.register(projection('entries', ['Delivered'], ['Delivered']));
    registry.register(projection('names', ['Registered']));
    const inSql = registry.replayedInSql(new UpcasterRegistry());
    expect(inSql.types.sort()).toEqual(['Delivered', 'Paid']);
    expect(inSql.statements('(SELECT * FROM events) ')).toEqual([
      'INSERT INTO lines_rows SELECT 1 FROM (SELECT * FROM events)  e',
      'INSERT INTO entries_rows SELECT 1 FROM (SELECT * FROM events)  e',
    ]);
  });

  it('replays nothing in SQL when a projection of one of those types has no statements for it', () => {
    const registry = new ProjectionRegistry();
    registry.register(projection('lines', ['Delivered', 'Paid'], ['Delivered', 'Paid']));
    registry.register(projection('cash', ['Paid']));
    const inSql = registry.replayedInSql(new UpcasterRegistry());
    expect(inSql.types).toEqual([]);
    expect(inSql.statements('events')).toEqual([]);
  });

  it('replays nothing in SQL when one of those types has upcasters: the statements read payloads as stored', () => {
    const registry = new ProjectionRegistry();
    registry.register(projection('lines', ['Delivered', 'Paid'], ['Delivered', 'Paid']));
    const upcasters = new UpcasterRegistry();
    upcasters.register('Paid', 1, (data) => data);
    expect(registry.replayedInSql(upcasters).types).toEqual([]);
    expect(registry.replayedInSql(new UpcasterRegistry()).types).toEqual(['Delivered', 'Paid']);
  });
});
