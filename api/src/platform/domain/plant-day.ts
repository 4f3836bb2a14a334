/**
 * The plant's day on the server: the shared rule (packages/contracts/src/plant-day.ts; imported by
 * path as money.ts says) read on the business clock. Every caller names the plant's zone.
 */
import { plantDate as dayIn } from '../../../../packages/contracts/src/plant-day';
import { now } from './clock';

export * from '../../../../packages/contracts/src/plant-day';

/** The plant's day (YYYY-MM-DD) of an instant, in the plant's zone: on the server the zone is never assumed. */
export function plantDate(instant: Date, timeZone: string): string {
  return dayIn(instant, timeZone);
}

/** The plant's day now (YYYY-MM-DD) by the business clock, in the plant's zone. */
export function plantToday(timeZone: string): string {
  return dayIn(now(), timeZone);
}
