import type { CustomerProblemKind, CustomerRequestKind } from '@paani/contracts';
import { DecidedEvent } from '../../platform/event-store/decider';

export const customerRequestStreamId = (requestId: number): string => `customer-request-${requestId}`;
export const CUSTOMER_REQUEST_IDS = 'customer_request_ids';

export type CustomerRequestRef = { request_id: number; owner_id: number; plant_id: number; customer_id: number };

/** What a customer asked, by kind; fields a kind does not use are null. */
export interface CustomerRequestFacts {
  kind: CustomerRequestKind;
  month: string | null;
  date: string | null;
  product_id: number | null;
  quantity: number | null;
  from: string | null;
  until: string | null;
  problem: CustomerProblemKind | null;
  note: string | null;
  /** The page's key for this request (absent from requests made before it was kept). */
  client_key?: string | null;
}

/**
 * One request of a customer through their page (`customer-request-{id}`): made, then accepted or
 * declined by the owner with an optional reply. An accepted pause names the customer's pause it
 * made (the same transaction wrote CustomerPaused on the customer's stream).
 */
export type CustomerRequestEvent =
  | DecidedEvent<'CustomerRequestMade', CustomerRequestRef & CustomerRequestFacts>
  | DecidedEvent<'CustomerRequestAccepted', CustomerRequestRef & { reply: string | null; pause_id: number | null }>
  | DecidedEvent<'CustomerRequestDeclined', CustomerRequestRef & { reply: string | null }>;

export const CUSTOMER_REQUEST_EVENT_TYPES: CustomerRequestEvent['type'][] = [
  'CustomerRequestMade',
  'CustomerRequestAccepted',
  'CustomerRequestDeclined',
];
