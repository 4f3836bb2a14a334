import { useState } from 'react';

/**
 * The value, or while it is null the last value it had: a dialog keeps showing what it was about
 * while it fades out, instead of flashing empty text.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
