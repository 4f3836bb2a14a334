import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { PlantEvent } from '../plants/plant.events';
import { INVOICE_EVENT_TYPES, InvoiceEvent } from './invoice.events';

/** Raised by the issuing append when the owner already has a live invoice for the month. */
export const INVOICE_EXISTS = ERROR_CODES.invoiceExists;
/** Raised by the issuing append when another issue took the number first. */
export const INVOICE_NUMBER_TAKEN = ERROR_CODES.invoiceNumberTaken;

/**
 * `invoices` from the invoice streams. Every update is guarded by the row's stream version, so an
 * event applied again changes nothing.
 */
async function apply(event: StoredOf<InvoiceEvent>, tx: ProjectionTransaction): Promise<void> {
  const at = event.recordedAt;
  const version = event.streamVersion;
  switch (event.type) {
    case 'InvoiceIssued': {
      const d = event.data;
      const [, year, sequence] = /^INV-(\d{4})-(\d+)$/.exec(d.number) ?? [];
      await tx.query(
        `INSERT INTO invoices (id, number, year, sequence, owner_id, month, items, amount, status, issued_at, due_at, stream_version, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $9)
         ON CONFLICT (id) DO NOTHING`,
        [
          d.invoice_id,
          d.number,
          Number(year),
          Number(sequence),
          d.owner_id,
          d.month,
          JSON.stringify(d.items),
          d.amount,
          at,
          d.due_at,
          version,
        ],
      );
      return;
    }
    case 'InvoicePaymentRecorded': {
      const d = event.data;
      const payment = { amount: d.amount, method: d.method, reference: d.reference, paid_at: d.paid_at, recorded_at: at.toISOString() };
      await tx.query(
        `UPDATE invoices SET paid_amount = $2, payments = payments || $3::jsonb,
                status = CASE WHEN $4::boolean THEN 'paid' ELSE status END,
                paid_at = CASE WHEN $4::boolean THEN $5::date ELSE paid_at END,
                stream_version = $6, updated_at = $7
          WHERE id = $1 AND stream_version < $6`,
        [d.invoice_id, d.paid_amount, JSON.stringify([payment]), d.paid_in_full, d.paid_at, version, at],
      );
      return;
    }
    case 'InvoiceMarkedOverdue':
      await tx.query(
        `UPDATE invoices SET status = 'overdue', overdue_at = $2, stream_version = $3, updated_at = $2 WHERE id = $1 AND stream_version < $3`,
        [event.data.invoice_id, at, version],
      );
      return;
    case 'InvoiceVoided':
      await tx.query(
        `UPDATE invoices SET status = 'void', void_reason = $2, voided_at = $3, stream_version = $4, updated_at = $3
          WHERE id = $1 AND stream_version < $4`,
        [event.data.invoice_id, event.data.reason, at, version],
      );
      return;
  }
}

export const invoiceProjection: InlineProjection<InvoiceEvent> = {
  name: 'invoices',
  tables: ['invoices'],
  handles: INVOICE_EVENT_TYPES,
  apply,
  constraintErrors: {
    invoices_owner_month: () => DomainError.conflict('This owner already has an invoice for this month.', INVOICE_EXISTS),
    invoices_number: () => DomainError.conflict('This invoice number was just taken; try again.', INVOICE_NUMBER_TAKEN),
  },
};

/**
 * Every activation and deactivation of a plant (the plants row keeps only the latest state), in
 * log order: what the month run pro-rates the plants' days from.
 */
export const plantActivityProjection: InlineProjection<PlantEvent> = {
  name: 'plant-activity-changes',
  tables: ['plant_activity_changes'],
  handles: ['PlantActivated', 'PlantDeactivated'],
  // The log position orders a plant's changes (and keys them).
  readsLogPosition: true,
  async apply(event, tx) {
    if (event.type !== 'PlantActivated' && event.type !== 'PlantDeactivated') return;
    await tx.query(
      `INSERT INTO plant_activity_changes (plant_id, global_position, owner_id, active, at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (plant_id, global_position) DO NOTHING`,
      [event.data.plant_id, event.globalPosition, event.data.owner_id, event.type === 'PlantActivated', event.recordedAt],
    );
  },
};
