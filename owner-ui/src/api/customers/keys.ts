import type { CustomerListQuery } from '@paani/contracts';

export interface LedgerRange {
  from?: string;
  to?: string;
}

/**
 * Per plant: every list page (any filters), each customer's detail and each customer's ledger (any range).
 * A change to one customer drops its detail and ledgers and every list of its plant.
 */
export const customerKeys = {
  all: ['customers'] as const,
  plant: (plantId: number) => [...customerKeys.all, plantId] as const,
  lists: (plantId: number) => [...customerKeys.plant(plantId), 'list'] as const,
  list: (plantId: number, query: CustomerListQuery) => [...customerKeys.lists(plantId), query] as const,
  details: (plantId: number) => [...customerKeys.plant(plantId), 'detail'] as const,
  detail: (plantId: number, id: number) => [...customerKeys.details(plantId), id] as const,
  ledgers: (plantId: number, id: number) => [...customerKeys.plant(plantId), 'ledger', id] as const,
  ledger: (plantId: number, id: number, range: LedgerRange) => [...customerKeys.ledgers(plantId, id), range] as const,
};

/** What a change to one customer makes stale: the plant's lists, its detail and its ledgers. */
export const changedCustomer = (plantId: number, id: number) => [
  customerKeys.lists(plantId),
  customerKeys.detail(plantId, id),
  customerKeys.ledgers(plantId, id),
];
