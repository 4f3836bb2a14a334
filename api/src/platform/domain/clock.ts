/**
 * The business clock: the instant every plant day, lock period, due date and event time is read
 * from. It is the machine's clock unless `PAANI_NOW` names an instant (ISO 8601), in which case
 * the clock reads that instant when the process starts and runs on from there. That lets the
 * date-sensitive tests (month ends, 29 February, New Year) run on any day, and lets a demo or a
 * support session show a chosen day. Timers, token lifetimes and caches keep the machine's clock.
 */
let offsetMs = offsetTo(fromEnvironment());

/** PAANI_NOW, refused in production: a stray setting there would date every entry wrongly. */
function fromEnvironment(): string | undefined {
  const instant = process.env.PAANI_NOW;
  if (instant && process.env.NODE_ENV === 'production')
    throw new Error('PAANI_NOW is for tests and demos; it is refused when NODE_ENV=production.');
  return instant;
}

function offsetTo(instant: string | undefined): number {
  if (!instant) return 0;
  const at = Date.parse(instant);
  if (Number.isNaN(at)) throw new Error(`PAANI_NOW must be an ISO 8601 instant such as 2027-01-31T18:30:00Z, not "${instant}"`);
  return at - Date.now();
}

/** The business clock's instant now. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Sets the business clock to read `instant` from now on (and run on from it); undefined for the machine's clock. */
export function setNow(instant: string | undefined): void {
  offsetMs = offsetTo(instant);
}
