import { now as businessNow } from '../../platform/domain/clock';

/** Asia/Karachi is UTC+5 all year (no daylight saving): the billing day is the UTC day of now + 5 h. */
const OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

let cachedDay = '';
let cachedUntil = 0;

/** The billing day (YYYY-MM-DD, Asia/Karachi) at `now`; one string per day, not one per call. */
export function usageDay(now = businessNow().getTime()): string {
  if (now >= cachedUntil || now < cachedUntil - DAY_MS) {
    const local = now + OFFSET_MS;
    cachedDay = new Date(local).toISOString().slice(0, 10);
    cachedUntil = local - (local % DAY_MS) + DAY_MS - OFFSET_MS;
  }
  return cachedDay;
}

/**
 * An owner's API calls per day allowed by their plan, from its monthly price (the spec's tiers
 * Free 0, Basic 99, Standard 299, Premium 499 with 10, 50, 100, 200 calls a day, × 100: the owner
 * app makes several calls per screen). Plans have no call limit of their own yet.
 */
export function apiCallLimitPerDay(pricePerMonth: number): number {
  if (pricePerMonth <= 0) return 1_000;
  if (pricePerMonth < 200) return 5_000;
  if (pricePerMonth < 400) return 10_000;
  return 20_000;
}

/** What a call over the limit costs: the plan's price per allowed call (price ÷ 30 days ÷ limit), in PKR. */
export function overageCost(overage: number, pricePerMonth: number, limit: number): number {
  if (overage <= 0 || pricePerMonth <= 0 || limit <= 0) return 0;
  return Math.round((overage * pricePerMonth * 100) / (30 * limit)) / 100;
}
