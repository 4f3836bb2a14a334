import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { CUSTOMER_PAGE_LINK_EVENT_TYPES, CustomerPageLinkEvent } from './customer-page-link.events';
import { CUSTOMER_REQUEST_EVENT_TYPES, CustomerRequestEvent } from './customer-request.events';

/**
 * customer_page_links: one row per customer. A revoked link's hash is cleared in the same
 * transaction as its event, so the public route stops finding it at once. The row's stream
 * version keeps every update idempotent on a replay.
 */
async function applyLink(event: StoredOf<CustomerPageLinkEvent>, tx: ProjectionTransaction): Promise<void> {
  const d = event.data;
  const version = event.streamVersion;
  switch (event.type) {
    case 'CustomerPageLinkIssued':
      await tx.query(
        `INSERT INTO customer_page_links (customer_id, owner_id, plant_id, token_hash, token_sealed, pin_sealed, issued_at, revoked_at, stream_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8)
         ON CONFLICT (customer_id) DO UPDATE SET token_hash = $4, token_sealed = $5, pin_sealed = $6, issued_at = $7, revoked_at = NULL,
                                                 plant_id = $3, stream_version = $8
          WHERE customer_page_links.stream_version < $8`,
        [
          d.customer_id,
          d.owner_id,
          d.plant_id,
          event.data.token_hash,
          event.data.token_sealed,
          event.data.pin_sealed,
          event.recordedAt,
          version,
        ],
      );
      return;
    case 'CustomerPagePinChanged':
      await tx.query(`UPDATE customer_page_links SET pin_sealed = $2, stream_version = $3 WHERE customer_id = $1 AND stream_version < $3`, [
        d.customer_id,
        event.data.pin_sealed,
        version,
      ]);
      return;
    case 'CustomerPageLinkRevoked':
      await tx.query(
        `UPDATE customer_page_links SET token_hash = NULL, token_sealed = NULL, revoked_at = $2, stream_version = $3
          WHERE customer_id = $1 AND stream_version < $3`,
        [d.customer_id, event.recordedAt, version],
      );
      return;
  }
}

export const REQUEST_ALREADY_MADE = 'This request was already sent.';

/** customer_requests: one row per request, its decision written over it (once: a decided request takes no other). */
async function applyRequest(event: StoredOf<CustomerRequestEvent>, tx: ProjectionTransaction): Promise<void> {
  const version = event.streamVersion;
  switch (event.type) {
    case 'CustomerRequestMade': {
      const d = event.data;
      await tx.query(
        `INSERT INTO customer_requests (id, owner_id, plant_id, customer_id, kind, status, month, date, product_id, quantity,
                                        starts_on, ends_on, problem, note, created_at, stream_version, client_key)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) ON CONFLICT (id) DO NOTHING`,
        [
          d.request_id,
          d.owner_id,
          d.plant_id,
          d.customer_id,
          d.kind,
          d.month,
          d.date,
          d.product_id,
          d.quantity,
          d.from,
          d.until,
          d.problem,
          d.note,
          event.recordedAt,
          version,
          d.client_key ?? null,
        ],
      );
      return;
    }
    case 'CustomerRequestAccepted':
    case 'CustomerRequestDeclined': {
      const accepted = event.type === 'CustomerRequestAccepted';
      await tx.query(
        `UPDATE customer_requests SET status = $2, reply = $3, pause_id = $4, decided_at = $5, stream_version = $6
          WHERE id = $1 AND stream_version < $6`,
        [
          event.data.request_id,
          accepted ? 'accepted' : 'declined',
          event.data.reply,
          accepted ? event.data.pause_id : null,
          event.recordedAt,
          version,
        ],
      );
      return;
    }
  }
}

export const customerPageLinkProjection: InlineProjection<CustomerPageLinkEvent> = {
  name: 'customer-page-links',
  tables: ['customer_page_links'],
  handles: CUSTOMER_PAGE_LINK_EVENT_TYPES,
  apply: applyLink,
};

export const customerRequestProjection: InlineProjection<CustomerRequestEvent> = {
  name: 'customer-requests',
  tables: ['customer_requests'],
  constraintErrors: {
    customer_requests_client_key: () => DomainError.conflict(REQUEST_ALREADY_MADE, ERROR_CODES.customerRequestAlreadyMade),
  },
  handles: CUSTOMER_REQUEST_EVENT_TYPES,
  apply: applyRequest,
};
