"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.dueDay = exports.billingDay = void 0;
exports.daysInMonth = daysInMonth;
exports.nextMonth = nextMonth;
exports.previousMonth = previousMonth;
exports.billedTo = billedTo;
exports.activeDays = activeDays;
exports.invoiceItems = invoiceItems;
const money_1 = require("../../platform/domain/money");
const plant_day_1 = require("../../platform/domain/plant-day");
const invoice_events_1 = require("./invoice.events");
/** Days in a month written YYYY-MM. */
function daysInMonth(month) {
    const [year, m] = month.split('-').map(Number);
    return new Date(Date.UTC(year, m, 0)).getUTCDate();
}
/** The month after YYYY-MM. */
function nextMonth(month) {
    const [year, m] = month.split('-').map(Number);
    return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}
/** The month before YYYY-MM. */
function previousMonth(month) {
    const [year, m] = month.split('-').map(Number);
    return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}
/** The billing day (YYYY-MM-DD in BILLING_TIME_ZONE) at an instant. */
const billingDay = (now) => (0, plant_day_1.plantDate)(now, invoice_events_1.BILLING_TIME_ZONE);
exports.billingDay = billingDay;
/** Due on the 10th of the month after the billed one. */
const dueDay = (month) => `${nextMonth(month)}-10`;
exports.dueDay = dueDay;
/**
 * The last day a run at `today` bills of `month`: its last day for a past month, today for the
 * current month (the days so far); null for a month that has not started.
 */
function billedTo(month, today) {
    const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
    if (today > last)
        return last;
    if (today < `${month}-01`)
        return null;
    return today;
}
/**
 * The days of `month` up to `to` on which the plant was active at some moment: a plant activated
 * on day a and deactivated on day b (billing days, BILLING_TIME_ZONE) was active on every day from
 * a to b, both counted; one still active counts every day from a. Changes after `to` do not count.
 */
function activeDays(changes, month, to) {
    const first = `${month}-01`;
    const spans = [];
    let since = null;
    for (const change of changes) {
        const day = (0, exports.billingDay)(change.at);
        if (day > to)
            break;
        if (change.active && since === null)
            since = day;
        else if (!change.active && since !== null) {
            spans.push([since, day]);
            since = null;
        }
    }
    if (since !== null)
        spans.push([since, to]);
    let days = 0;
    for (let d = 1; d <= daysInMonth(month); d += 1) {
        const day = `${first.slice(0, 8)}${String(d).padStart(2, '0')}`;
        if (day > to)
            break;
        if (spans.some(([from, until]) => from <= day && day <= until))
            days += 1;
    }
    return days;
}
/**
 * The items of an owner's invoice: each plant with active days, at the plan's monthly price × its
 * days ÷ the month's days, rounded half up to the paisa (exact integer arithmetic). A current
 * month's run bills the days so far at the same daily rate. Plants with no active day are left out.
 */
function invoiceItems(plants, plan, month, to) {
    const price = (0, money_1.toPaisa)(plan.price_per_month);
    const monthDays = daysInMonth(month);
    const items = [];
    let total = 0;
    for (const plant of plants) {
        const days = activeDays(plant.changes, month, to);
        if (days === 0)
            continue;
        const paisa = Math.floor((price * days * 2 + monthDays) / (monthDays * 2));
        total += paisa;
        items.push({
            description: `${plan.name} plan: ${plant.name} (${plant.code}), ${days} of ${monthDays} days of ${month}`,
            plant_id: plant.plant_id,
            days,
            amount: (0, money_1.fromPaisa)(paisa),
        });
    }
    return { items, amount: (0, money_1.fromPaisa)(total) };
}
//# sourceMappingURL=billing-month.js.map