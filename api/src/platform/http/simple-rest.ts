import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../domain/domain-error';
import { parsePositiveId } from './positive-id.pipe';
import { rejectUnsafeValue } from './unsafe-value';
import { fieldErrors } from './validation';

/**
 * The list dialect of react-admin's `ra-data-simple-rest`:
 *   GET /resource?sort=["name","ASC"]&range=[0,24]&filter={"q":"text","id":[1,2]}
 * answered with a bare array and `Content-Range: resource 0-24/319`.
 */
export type SortOrder = 'ASC' | 'DESC';

/**
 * How a list reads one filter value: `id` a positive integer, `boolean` true/false, `timestamp`
 * an ISO time (a Date), `text` a string. A value that does not parse is a 400 naming the filter,
 * never silently ignored; an empty one ('' or null) counts as absent.
 */
export type FilterKind = 'id' | 'boolean' | 'timestamp' | 'text';

export interface SimpleRestList {
  sort: { field: string; order: SortOrder };
  /** Zero-based, inclusive on both ends, as the client sends it. */
  range: [number, number];
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
  /** `filter.id` as a list of positive integers (getMany), or null when absent. */
  ids: number[] | null;
  /** `filter.q`, trimmed, or null when absent or blank. */
  q: string | null;
}

export interface SimpleRestListOptions {
  /** Fields the client may sort on; anything else falls back to the default. */
  sortable: readonly string[];
  defaultSort: { field: string; order: SortOrder };
  /** The most rows one page may ask for (at most MAX_PAGE_SIZE). */
  maxPageSize?: number;
  /** The filters the list understands, parsed into `filter` by kind; others are passed as sent. */
  filters?: Record<string, FilterKind>;
}

const DEFAULT_PAGE_SIZE = 25;
/** No /api/admin list answers more rows than this in one page; a larger range is clamped to it. */
export const MAX_PAGE_SIZE = 1000;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw new DomainError('bad_request', `The ${name} parameter must be JSON.`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new DomainError('bad_request', `The ${name} parameter is not valid JSON.`);
  }
  // The query string passed the value rule as JSON text; what it decodes to must pass it too.
  rejectUnsafeValue(value, name);
  return value;
}

function parseSort(raw: unknown, options: SimpleRestListOptions): SimpleRestList['sort'] {
  const value = parseJson('sort', raw);
  if (!Array.isArray(value)) return options.defaultSort;
  const [field, order] = value;
  if (typeof field !== 'string' || !options.sortable.includes(field)) return options.defaultSort;
  return { field, order: String(order).toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
}

const isIndex = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * `range=[start,end]` (inclusive), or json-server's `_start`/`_end` (end exclusive); both zero-based
 * safe integers. A page larger than the list's maximum is clamped (Content-Range says what came).
 */
function parseRange(query: Record<string, unknown>, maxPageSize: number): [number, number] {
  const value = parseJson('range', query.range);
  let bounds: unknown[] | undefined;
  if (value !== undefined) bounds = Array.isArray(value) ? value : [];
  else if (query._start !== undefined || query._end !== undefined) {
    const start = Number(query._start ?? 0);
    const end = Number(query._end ?? NaN) - 1;
    if (!isIndex(start) || !isIndex(end + 1) || end < start) {
      throw new DomainError('bad_request', 'The _start and _end parameters must be whole numbers with 0 <= _start < _end.');
    }
    bounds = [start, end];
  }
  if (bounds === undefined) return [0, DEFAULT_PAGE_SIZE - 1];
  const valid = bounds.length === 2 && bounds.every(isIndex) && (bounds[1] as number) >= (bounds[0] as number);
  if (!valid) throw new DomainError('bad_request', 'The range parameter must be [start, end], whole numbers with 0 <= start <= end.');
  const [start, end] = bounds as [number, number];
  if (start > Number.MAX_SAFE_INTEGER - maxPageSize) throw new DomainError('bad_request', 'The range parameter starts too far.');
  return [start, Math.min(end, start + maxPageSize - 1)];
}

function refuseFilter(name: string, expected: string): never {
  const message = `The filter ${name} must be ${expected}.`;
  throw new DomainError('bad_request', message, { errors: { [`filter.${name}`]: [message] } });
}

function parseFilterValue(name: string, kind: FilterKind, value: unknown): unknown {
  switch (kind) {
    case 'id':
      return parsePositiveId(value) ?? refuseFilter(name, 'a positive integer');
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      return refuseFilter(name, 'true or false');
    case 'timestamp': {
      const time = typeof value === 'string' ? parseIsoTime(value) : null;
      return time ?? refuseFilter(name, 'an ISO timestamp');
    }
    case 'text':
      return typeof value === 'string' ? value : refuseFilter(name, 'text');
  }
}

/** An ISO timestamp (date first) that PostgreSQL can store too (it has no year 0), or null. */
export function parseIsoTime(raw: string): Date | null {
  const time = new Date(raw);
  if (Number.isNaN(time.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(raw) || time.getUTCFullYear() < 1) return null;
  return time;
}

function parseFilter(raw: unknown, kinds: Record<string, FilterKind>): Record<string, unknown> {
  const value = parseJson('filter', raw);
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DomainError('bad_request', 'The filter parameter must be a JSON object.');
  }
  const filter = { ...(value as Record<string, unknown>) };
  for (const [name, kind] of Object.entries({ q: 'text' as const, ...kinds })) {
    if (!Object.hasOwn(filter, name)) continue;
    const given = filter[name];
    if (given === undefined || given === null || given === '') delete filter[name];
    else filter[name] = parseFilterValue(name, kind, given);
  }
  return filter;
}

function idsOf(filter: Record<string, unknown>): number[] | null {
  if (filter.id === undefined) return null;
  const list = Array.isArray(filter.id) ? filter.id : [filter.id];
  return list.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** Reads `sort`, `range` and `filter` from a request's query string. Bad JSON or a bad filter value is a 400. */
export function parseSimpleRestList(query: Record<string, unknown>, options: SimpleRestListOptions): SimpleRestList {
  const maxPageSize = Math.min(options.maxPageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const filter = parseFilter(query.filter, options.filters ?? {});
  const ids = idsOf(filter);
  const range: [number, number] = ids ? [0, Math.max(ids.length, 1) - 1] : parseRange(query, maxPageSize);
  const q = typeof filter.q === 'string' && filter.q.trim() !== '' ? filter.q.trim() : null;
  return { sort: parseSort(query.sort, options), range, offset: range[0], limit: range[1] - range[0] + 1, filter, ids, q };
}

/** `resource 0-24/319`; an empty page has no range, only the total: `resource *\/319`. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count > 0 ? `${resource} ${offset}-${offset + count - 1}/${total}` : `${resource} */${total}`;
}

/** Sets Content-Range (and exposes it to cross-origin clients) for a list answer. */
export function sendListHeaders(
  reply: FastifyReply,
  resource: string,
  list: Pick<SimpleRestList, 'offset'>,
  count: number,
  total: number,
): void {
  reply.header('Content-Range', contentRange(resource, list.offset, count, total));
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

/**
 * react-admin sends the whole record back on update (id, counts, timestamps...). Keeps only the
 * writable fields and validates them with the same DTO as the enveloped `/api` route; a 422 otherwise.
 */
export async function writableFields<T extends object>(dto: new () => T, body: unknown, fields: readonly string[]): Promise<T> {
  const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  // A null is a field react-admin left empty: not given, so the DTO's own rules decide (required or unchanged).
  const given = (field: string) => source[field] !== undefined && source[field] !== null;
  const picked = Object.fromEntries(fields.filter(given).map((field) => [field, source[field]]));
  const instance = plainToInstance(dto, picked);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: false });
  if (errors.length > 0) {
    const fields = fieldErrors(errors);
    throw DomainError.validation(Object.values(fields)[0]?.[0] ?? 'Validation failed', fields);
  }
  return instance;
}
