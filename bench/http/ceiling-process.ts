import { join, resolve } from 'node:path';
import { createDataSource } from '../../api/src/platform/database/data-source';
import { freePort } from '../../api/src/platform/database/embedded-database';
import type { CeilingKind } from './ceiling-server';
import { LoadTarget } from './load';
import { ServerProcess, startServerProcess } from './server-process';

/** The pool each API process gets from createDataSource's default; each ceiling process gets the same. */
export const APP_POOL_SIZE = Number((createDataSource('postgres://127.0.0.1/unused').options.extra as { max: number }).max);

export const CEILING_NAMES: Record<CeilingKind, string> = {
  'by-key': 'ceiling: node http + pg, SELECT by key',
  'insert-upsert': 'ceiling: node http + pg, INSERT + upsert',
  'delivery-entry': 'ceiling: node http + pg, a delivery entry by hand',
  'area-sheet': "ceiling: node http + pg, an area's sheet in one statement",
  'sheet-batch': 'ceiling: node http + pg, a sheet of entries in one transaction',
};

export function startCeiling(kind: CeilingKind, databaseUrl: string, processes: number, workDir: string): Promise<ServerProcess> {
  return freePort().then((port) =>
    startServerProcess({
      name: CEILING_NAMES[kind],
      script: resolve(__dirname, 'ceiling-server.js'),
      args: [kind, databaseUrl, String(port), String(APP_POOL_SIZE), String(processes)],
      env: process.env,
      port,
      readyPath: '/ready',
      logFile: join(workDir, `ceiling-${kind}-${processes}p.log`),
    }),
  );
}

/** Reads users by id in turn: the same rows the owner routes sign in as. */
export function byKeyTarget(userIds: number[]): LoadTarget {
  let next = 0;
  return {
    name: CEILING_NAMES['by-key'],
    next: () => ({ path: `/users/${userIds[next++ % userIds.length]}` }),
    checkData: (data) => Number(data?.id) > 0,
  };
}

/** An employee-sized event for each owner in turn, each one different. */
export function insertUpsertTarget(ownerIds: number[]): LoadTarget {
  let next = 0;
  return {
    name: CEILING_NAMES['insert-upsert'],
    next: () => {
      const n = next++;
      const body = {
        owner_id: ownerIds[n % ownerIds.length],
        name: `Ceiling employee ${n}`,
        phone: '0300-1234567',
        type: 'commission',
        commission_rate: 15,
      };
      return { method: 'POST', path: '/events', body: JSON.stringify(body) };
    },
    checkData: (data) => typeof data?.event_id === 'string',
  };
}
