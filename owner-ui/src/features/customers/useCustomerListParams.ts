import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CustomerListQuery, CustomerStatus } from '@paani/contracts';

import { PER_PAGE_OPTIONS } from '../../components/ListPagination';
export const DEFAULT_PER_PAGE = 25;
export const DEFAULT_SORT = 'name';
/** The columns the API sorts by (packages/contracts/src/customers.ts). */
export const SORTABLE = ['code', 'name', 'balance', 'cans_out', 'last_delivery_at'] as const;
export type SortColumn = (typeof SORTABLE)[number];

const STATUSES: CustomerStatus[] = ['active', 'paused', 'inactive'];
const BALANCES = ['owing', 'advance', 'over_limit'] as const;
export type BalanceFilter = (typeof BALANCES)[number];

export interface CustomerListParams {
  search: string;
  area?: number;
  rider?: number;
  status?: CustomerStatus;
  balance?: BalanceFilter;
  sort: string;
  page: number;
  perPage: number;
}

/** What the URL may set; anything else (a hand-edited URL) is ignored. */
const URL_KEYS = {
  search: 'q',
  area: 'area',
  rider: 'rider',
  status: 'status',
  balance: 'balance',
  sort: 'sort',
  page: 'page',
  perPage: 'per_page',
};

const positiveInt = (value: string | null): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

export function readListParams(search: URLSearchParams): CustomerListParams {
  const sort = search.get(URL_KEYS.sort) ?? '';
  const perPage = positiveInt(search.get(URL_KEYS.perPage));
  return {
    search: search.get(URL_KEYS.search) ?? '',
    area: positiveInt(search.get(URL_KEYS.area)),
    rider: positiveInt(search.get(URL_KEYS.rider)),
    status: oneOf(search.get(URL_KEYS.status), STATUSES),
    balance: oneOf(search.get(URL_KEYS.balance), BALANCES),
    sort: SORTABLE.includes(sort.replace(/^-/, '') as SortColumn) ? sort : DEFAULT_SORT,
    page: positiveInt(search.get(URL_KEYS.page)) ?? 1,
    perPage: PER_PAGE_OPTIONS.includes(perPage as 25) ? perPage! : DEFAULT_PER_PAGE,
  };
}

/** Only what differs from the defaults goes into the URL, so a plain list is a plain /filter-owner/customers. */
export function writeListParams(params: CustomerListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search.trim()) search.set(URL_KEYS.search, params.search);
  if (params.area) search.set(URL_KEYS.area, String(params.area));
  if (params.rider) search.set(URL_KEYS.rider, String(params.rider));
  if (params.status) search.set(URL_KEYS.status, params.status);
  if (params.balance) search.set(URL_KEYS.balance, params.balance);
  if (params.sort !== DEFAULT_SORT) search.set(URL_KEYS.sort, params.sort);
  if (params.page > 1) search.set(URL_KEYS.page, String(params.page));
  if (params.perPage !== DEFAULT_PER_PAGE) search.set(URL_KEYS.perPage, String(params.perPage));
  return search;
}

export function toListQuery(params: CustomerListParams): CustomerListQuery {
  return {
    ...(params.search.trim() ? { search: params.search.trim() } : {}),
    ...(params.area ? { area_id: params.area } : {}),
    ...(params.rider ? { employee_id: params.rider } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.balance ? { balance: params.balance } : {}),
    sort: params.sort,
    page: params.page,
    per_page: params.perPage,
  };
}

export const hasFilters = (params: CustomerListParams) =>
  Boolean(params.search.trim() || params.area || params.rider || params.status || params.balance);

/**
 * The list's filters, search, sort and page live in the URL, so a reload or Back shows the same list.
 * Changing a filter, the search, the sort or the page size goes back to page 1.
 */
export function useCustomerListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<CustomerListParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const previous = readListParams(current);
          const keepPage = Object.keys(patch).every((key) => key === 'page');
          return writeListParams({ ...previous, ...patch, page: patch.page ?? (keepPage ? previous.page : 1) });
        },
        { replace: options.replace },
      );
    },
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => update({ search: '', area: undefined, rider: undefined, status: undefined, balance: undefined }),
    [update],
  );
  return { params, update, clearFilters };
}
