import type { CustomerRequestKind, CustomerRequestStatus } from '@paani/contracts';

/** GET /filter-owner/customer-requests's filters (all optional; every plant of the owner's without `plantId`). */
export interface CustomerRequestsQuery {
  status?: CustomerRequestStatus;
  kind?: CustomerRequestKind;
  customer_id?: number;
  /** One plant's requests (sent as filter_plant_id); all the owner's plants when absent. */
  plantId?: number;
  page?: number;
  per_page?: number;
}

/**
 * The requests are the owner's (any plant), so one key holds every list, whatever its filters: an
 * answer drops them all. A customer's page link is per plant and customer.
 */
export const customerRequestKeys = {
  all: ['customer-requests'] as const,
  lists: ['customer-requests', 'list'] as const,
  list: (query: CustomerRequestsQuery) => [...customerRequestKeys.lists, query] as const,
  pageLinks: ['customer-page-link'] as const,
  pageLink: (plantId: number, customerId: number) => [...customerRequestKeys.pageLinks, plantId, customerId] as const,
};
