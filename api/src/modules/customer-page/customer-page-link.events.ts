import { DecidedEvent } from '../../platform/event-store/decider';

export const customerPageStreamId = (customerId: number): string => `customer-page-${customerId}`;

export type CustomerPageRef = { owner_id: number; plant_id: number; customer_id: number };

/**
 * A customer's page link (`customer-page-{customerId}`): issued (or rotated: a new token replaces
 * the old, which stops at once), its PIN changed, revoked. The token is carried only as its SHA-256
 * (to find the link) and sealed (for the owner to read again); the PIN only sealed.
 */
export type CustomerPageLinkEvent =
  | DecidedEvent<'CustomerPageLinkIssued', CustomerPageRef & { token_hash: string; token_sealed: string; pin_sealed: string | null }>
  | DecidedEvent<'CustomerPagePinChanged', CustomerPageRef & { pin_sealed: string | null }>
  | DecidedEvent<'CustomerPageLinkRevoked', CustomerPageRef>;

export const CUSTOMER_PAGE_LINK_EVENT_TYPES: CustomerPageLinkEvent['type'][] = [
  'CustomerPageLinkIssued',
  'CustomerPagePinChanged',
  'CustomerPageLinkRevoked',
];
