/** An id read from the address (`?area_id=4`): a whole number above zero, else undefined (a hand-edited or stale link). */
export const positiveIdParam = (value: string | null): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
