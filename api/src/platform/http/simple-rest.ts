import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../domain/domain-error';
import { fieldErrors } from './validation';

/**
 * The list dialect of react-admin's `ra-data-simple-rest`:
 *   GET /resource?sort=["name","ASC"]&range=[0,24]&filter={"q":"text","id":[1,2]}
 * answered with a bare array and `Content-Range: resource 0-24/319`.
 */
export type SortOrder = 'ASC' | 'DESC';

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
  /** The most rows one page may ask for. */
  maxPageSize?: number;
}

const DEFAULT_PAGE_SIZE = 25;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw new DomainError('bad_request', `The ${name} parameter must be JSON.`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new DomainError('bad_request', `The ${name} parameter is not valid JSON.`);
  }
}

function parseSort(raw: unknown, options: SimpleRestListOptions): SimpleRestList['sort'] {
  const value = parseJson('sort', raw);
  if (!Array.isArray(value)) return options.defaultSort;
  const [field, order] = value;
  if (typeof field !== 'string' || !options.sortable.includes(field)) return options.defaultSort;
  return { field, order: String(order).toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
}

function parseRange(raw: unknown, maxPageSize: number): [number, number] {
  const value = parseJson('range', raw);
  if (value === undefined) return [0, DEFAULT_PAGE_SIZE - 1];
  const valid = Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && n >= 0) && value[1] >= value[0];
  if (!valid) throw new DomainError('bad_request', 'The range parameter must be [start, end] with 0 <= start <= end.');
  const [start, end] = value as [number, number];
  return [start, Math.min(end, start + maxPageSize - 1)];
}

function parseFilter(raw: unknown): Record<string, unknown> {
  const value = parseJson('filter', raw);
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DomainError('bad_request', 'The filter parameter must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function idsOf(filter: Record<string, unknown>): number[] | null {
  if (filter.id === undefined) return null;
  const list = Array.isArray(filter.id) ? filter.id : [filter.id];
  return list.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** Reads `sort`, `range` and `filter` from a request's query string. Bad JSON is a 400. */
export function parseSimpleRestList(query: Record<string, unknown>, options: SimpleRestListOptions): SimpleRestList {
  const maxPageSize = options.maxPageSize ?? 1000;
  const filter = parseFilter(query.filter);
  const ids = idsOf(filter);
  const range: [number, number] = ids ? [0, Math.max(ids.length, 1) - 1] : parseRange(query.range, maxPageSize);
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

/** Escapes LIKE wildcards so `q` matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * react-admin sends the whole record back on update (id, counts, timestamps...). Keeps only the
 * writable fields and validates them with the same DTO as the spec's route; a 422 otherwise.
 */
export async function writableFields<T extends object>(dto: new () => T, body: unknown, fields: readonly string[]): Promise<T> {
  const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const picked = Object.fromEntries(fields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]));
  const instance = plainToInstance(dto, picked);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: false });
  if (errors.length > 0) {
    const fields = fieldErrors(errors);
    throw DomainError.validation(Object.values(fields)[0]?.[0] ?? 'Validation failed', fields);
  }
  return instance;
}
