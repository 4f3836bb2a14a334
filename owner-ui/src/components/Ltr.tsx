import type { ReactNode } from 'react';

/**
 * A phone number, a code or anything else that must read left to right, kept so inside Urdu
 * (right-to-left) text: `<bdi>` isolates it from the surrounding direction.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
