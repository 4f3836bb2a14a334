import { formatDay as formatCalendarDay, formatMoney } from '../../lib/format';

/** A plant day ('YYYY-MM-DD') or a timestamp as '24 Nov 2026'; a plant day is read as that calendar day, not as UTC midnight. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatCalendarDay(date);
}

/** Money owed as PKR; a negative balance is an advance, shown as a positive amount with the word (the caller's translation). */
export function balanceParts(balance: number): { amount: string; advance: boolean } {
  return { amount: formatMoney(Math.abs(balance)), advance: balance < 0 };
}

/** An employee as the employees list returns it: with the areas they are assigned to (when the API sends them). */
export type Rider = { id: number; name: string; is_active: boolean; areas?: Array<{ id: number; name: string }> | null };

/**
 * The riders who may serve a customer of `areaId`: active employees assigned to that area (the API
 * refuses any other rider); every active employee when no area is chosen or the list has no areas.
 */
export function ridersForArea<T extends Rider>(employees: T[], areaId: number | null): T[] {
  return employees.filter(
    (employee) => employee.is_active !== false && (areaId === null || !employee.areas || employee.areas.some((area) => area.id === areaId)),
  );
}
