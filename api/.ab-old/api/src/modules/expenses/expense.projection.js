"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.expenseProjection = void 0;
const money_1 = require("../../platform/domain/money");
const plant_marks_1 = require("../../platform/event-store/plant-marks");
const expense_events_1 = require("./expense.events");
/**
 * Moves one day-and-category total of the plant by `amount` (signed), but only for an event the
 * expense row has not seen yet (`guard`): the row's stream version is what makes the totals, which
 * many expense streams share, idempotent. A plain INSERT … SELECT (no RETURNING), so a replay sends
 * it in its batches. Casts on every parameter: they carry the types the bare SELECT list cannot infer.
 */
const MOVE_TOTAL = (guard) => `
  INSERT INTO daily_expense_totals (plant_id, date, category, owner_id, amount)
  SELECT $1::bigint, $2::date, $3::text, $4::bigint, $5::numeric
   WHERE ${guard}
  ON CONFLICT (plant_id, date, category) DO UPDATE SET amount = daily_expense_totals.amount + EXCLUDED.amount`;
/** The expense is new: no row yet. */
const MOVE_TOTAL_IF_NEW = MOVE_TOTAL(`NOT EXISTS (SELECT 1 FROM expenses WHERE id = $6::bigint)`);
/** The row is behind the event's version. */
const MOVE_TOTAL_IF_BEHIND = MOVE_TOTAL(`EXISTS (SELECT 1 FROM expenses WHERE id = $6::bigint AND stream_version < $7::int)`);
/**
 * A day and category with no expense left (every one reversed or moved away) has no row, as a
 * sum over the expenses would give: amounts are positive, so a total of 0 means none is left.
 */
const DROP_EMPTY_TOTAL = `DELETE FROM daily_expense_totals WHERE plant_id = $1 AND date = $2 AND category = $3 AND amount = 0`;
async function moveTotal(tx, ref, details, sign, version) {
    const amount = (0, money_1.fromPaisa)(sign * (0, money_1.toPaisa)(details.amount));
    const values = [ref.plant_id, details.date, details.category, ref.owner_id, amount, ref.expense_id];
    if (version === null)
        await tx.query(MOVE_TOTAL_IF_NEW, values);
    else
        await tx.query(MOVE_TOTAL_IF_BEHIND, [...values, version]);
    if (sign < 0)
        await tx.query(DROP_EMPTY_TOTAL, [ref.plant_id, details.date, details.category]);
}
const detailsOf = ({ date, category, amount, note, employee_id }) => ({
    date,
    category,
    amount,
    note,
    employee_id,
});
function history(tx, event, kind, values, before, reason) {
    const d = event.data;
    return tx.query(`INSERT INTO expense_history (expense_id, version, plant_id, owner_id, kind, "values", before, reason, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (expense_id, version) DO NOTHING`, [
        d.expense_id,
        event.streamVersion,
        d.plant_id,
        d.owner_id,
        kind,
        JSON.stringify(detailsOf(values)),
        before ? JSON.stringify(detailsOf(before)) : null,
        reason,
        event.recordedAt,
    ]);
}
/**
 * expenses, expense_history and daily_expense_totals from the expense streams. The totals move
 * before the row takes the event's version (both in the append's transaction), so the same event
 * applied again finds the row up to date and moves nothing.
 */
async function apply(event, tx) {
    // The reports kept in process check this mark (report.queries.ts).
    (0, plant_marks_1.markPlant)(tx, 'expense_plant_marks', event.data.plant_id);
    const at = event.recordedAt;
    const version = event.streamVersion;
    switch (event.type) {
        case 'ExpenseRecorded': {
            const d = event.data;
            await moveTotal(tx, d, d, 1, null);
            await tx.query(`INSERT INTO expenses (id, plant_id, owner_id, date, category, amount, note, employee_id, status, corrections, stream_version,
                               created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'recorded', 0, $9, $10, $10)
         ON CONFLICT (id) DO NOTHING`, [d.expense_id, d.plant_id, d.owner_id, d.date, d.category, d.amount, d.note, d.employee_id, version, at]);
            await history(tx, event, 'recorded', d, null, null);
            return;
        }
        case 'ExpenseCorrected': {
            const { before, after, reason, ...ref } = event.data;
            await moveTotal(tx, ref, before, -1, version);
            await moveTotal(tx, ref, after, 1, version);
            await tx.query(`UPDATE expenses SET date = $2, category = $3, amount = $4, note = $5, employee_id = $6, corrections = corrections + 1,
                stream_version = $7, updated_at = $8
          WHERE id = $1 AND stream_version < $7`, [ref.expense_id, after.date, after.category, after.amount, after.note, after.employee_id, version, at]);
            await history(tx, event, 'corrected', after, before, reason);
            return;
        }
        case 'ExpenseReversed': {
            const { reason, expense_id, plant_id, owner_id, ...details } = event.data;
            await moveTotal(tx, { expense_id, plant_id, owner_id }, details, -1, version);
            await tx.query(`UPDATE expenses SET status = 'reversed', reversal_reason = $2, reversed_at = $3, stream_version = $4, updated_at = $3
          WHERE id = $1 AND stream_version < $4`, [expense_id, reason, at, version]);
            await history(tx, event, 'reversed', details, null, reason);
            return;
        }
    }
}
exports.expenseProjection = {
    name: 'expenses',
    tables: ['expenses', 'expense_history', 'daily_expense_totals', 'expense_plant_marks'],
    handles: expense_events_1.EXPENSE_EVENT_TYPES,
    apply,
};
//# sourceMappingURL=expense.projection.js.map