import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { PAY_EVENT_TYPES, PayEvent, PayrollSettingsEvent } from './pay.events';

const LINE_COLUMNS = `id, employee_id, plant_id, owner_id, date, month, kind, description, amount, method, reference, for_month, expense_id,
  shortfall_date, reverses_line_id, recorded_at`;

/** `pay_lines` and `pay_shortfall_waivers`: each employee's pay ledger and the shortfalls the owner let go. */
async function applyPay(event: StoredOf<PayEvent>, tx: ProjectionTransaction): Promise<void> {
  const d = event.data;
  if (event.type === 'ShortfallWaived') {
    await tx.query(
      `INSERT INTO pay_shortfall_waivers (employee_id, date, plant_id, owner_id, shortfall, reason, waived_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (employee_id, date) DO NOTHING`,
      [d.employee_id, event.data.date, d.plant_id, d.owner_id, event.data.shortfall, event.data.reason, event.recordedAt],
    );
    return;
  }
  const l = event.data.line;
  const reverses = event.type === 'PayLineReversed' ? event.data.reverses_line_id : null;
  await tx.query(
    `INSERT INTO pay_lines (${LINE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (id) DO NOTHING`,
    [
      l.line_id,
      d.employee_id,
      d.plant_id,
      d.owner_id,
      l.date,
      l.month,
      l.kind,
      l.description,
      l.amount,
      l.method,
      l.reference,
      l.for_month,
      l.expense_id,
      l.shortfall_date,
      reverses,
      event.recordedAt,
    ],
  );
  if (reverses !== null) await tx.query(`UPDATE pay_lines SET reversed_by = $2 WHERE id = $1`, [reverses, l.line_id]);
}

export const payProjection: InlineProjection<PayEvent> = {
  name: 'pay',
  tables: ['pay_lines', 'pay_shortfall_waivers'],
  handles: PAY_EVENT_TYPES,
  apply: applyPay,
};

/** `payroll_settings`: each plant's commission basis (a plant without a row pays on the amount delivered). */
export const payrollSettingsProjection: InlineProjection<PayrollSettingsEvent> = {
  name: 'payroll-settings',
  tables: ['payroll_settings'],
  handles: ['PayrollCommissionBasisSet'],
  apply: (event, tx) =>
    tx
      .query(
        `INSERT INTO payroll_settings (plant_id, owner_id, commission_basis) VALUES ($1, $2, $3)
         ON CONFLICT (plant_id) DO UPDATE SET commission_basis = excluded.commission_basis`,
        [event.data.plant_id, event.data.owner_id, event.data.commission_basis],
      )
      .then(() => undefined),
};
