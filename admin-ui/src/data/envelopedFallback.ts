import { DataProvider, GetListParams, HttpError, RaRecord } from 'react-admin';
import { ApiError, callApi } from './api';

/**
 * The spec's own enveloped routes for resources whose /api/admin door may be missing on a server:
 * the console then still lists and activates plants and manages plans. Used only after the
 * /api/admin route answered 404.
 */
type Adapter = Partial<Pick<DataProvider, 'getList' | 'getOne' | 'getMany' | 'create' | 'update' | 'delete'>>;

const PLANT_PAGE_MAX = 100;

/** The envelope's field errors (a list per field) in react-admin's form shape (one message per field). */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = error.errors ? Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? ''])) : undefined;
  return new HttpError(error.message, error.status, { message: error.message, errors });
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  try {
    return (await callApi<T>(method, path, body)).data;
  } catch (error) {
    throw toHttpError(error);
  }
}

function sortAndPage<T extends RaRecord>(rows: T[], params: GetListParams): { data: T[]; total: number } {
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const direction = order === 'DESC' ? -1 : 1;
  const sorted = [...rows].sort((a, b) => {
    const left = a[field] as string | number;
    const right = b[field] as string | number;
    return left === right ? 0 : left > right ? direction : -direction;
  });
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

const plants: Adapter = {
  async getList(_resource, params) {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const query = new URLSearchParams({ page: String(page), per_page: String(Math.min(perPage, PLANT_PAGE_MAX)) });
    if (params.filter?.q) query.set('search', String(params.filter.q));
    if (params.filter?.status) query.set('status', String(params.filter.status));
    const result = await call<{ data: RaRecord[]; total: number }>('GET', `/super-admin/filter-plants?${query}`);
    return { data: result.data, total: result.total } as never;
  },
  async getOne(_resource, { id }) {
    return { data: await call('GET', `/super-admin/filter-plants/${id}`) } as never;
  },
  async getMany(_resource, { ids }) {
    return { data: await Promise.all(ids.map((id) => call('GET', `/super-admin/filter-plants/${id}`))) } as never;
  },
};

const plans: Adapter = {
  async getList(_resource, params) {
    const rows = await call<RaRecord[]>('GET', '/super-admin/subscription-plans?include_retired=true');
    return sortAndPage(rows, params) as never;
  },
  async getOne(_resource, { id }) {
    return { data: await call('GET', `/super-admin/subscription-plans/${id}`) } as never;
  },
  async getMany(_resource, { ids }) {
    return { data: await Promise.all(ids.map((id) => call('GET', `/super-admin/subscription-plans/${id}`))) } as never;
  },
  async create(_resource, { data }) {
    return { data: await call('POST', '/super-admin/subscription-plans', writablePlan(data)) } as never;
  },
  async update(_resource, { id, data }) {
    return { data: await call('PUT', `/super-admin/subscription-plans/${id}`, writablePlan(data)) } as never;
  },
  async delete(_resource, { id }) {
    return { data: await call('DELETE', `/super-admin/subscription-plans/${id}`) } as never;
  },
};

const PLAN_FIELDS = ['name', 'description', 'price_per_month', 'max_plants', 'max_customers', 'max_employees', 'features', 'is_popular'];

/** The spec's plan route refuses unknown fields, so only the writable ones go back. */
function writablePlan(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(PLAN_FIELDS.filter((field) => record[field] !== undefined && record[field] !== null).map((field) => [field, record[field]]));
}

export const ENVELOPED_ADAPTERS: Record<string, Adapter> = { 'filter-plants': plants, 'subscription-plans': plans };
