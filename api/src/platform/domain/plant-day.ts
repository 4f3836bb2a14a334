/**
 * The plant's day on the server: the shared rule (packages/contracts/src/plant-day.ts; imported by
 * path as money.ts says) read on the business clock. Every caller names the plant's zone.
 */
import { plantDate } from '../../../../packages/contracts/src/plant-day';
import { now } from './clock';

export * from '../../../../packages/contracts/src/plant-day';

/** The plant's day now (YYYY-MM-DD) by the business clock, in the plant's zone. */
export function plantToday(timeZone: string): string {
  return plantDate(now(), timeZone);
}
