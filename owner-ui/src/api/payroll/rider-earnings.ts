import type { RiderEarnings } from '@paani/contracts';
import { api } from '../client';
import { useRead } from '../rider/read-store';

const riderEarningsKey = (userId: number) => `${userId}:earnings`;

/**
 * The rider's own month so far, read from the server only when the rider opens it: no copy is
 * kept on the phone (the figures change with every entry the server takes), so offline it asks
 * for a connection. The rider's entry has no TanStack Query; it reads through its own small store.
 */
export const useRiderEarnings = (userId: number) =>
  useRead(riderEarningsKey(userId), async () => (await api.get<RiderEarnings>('/rider/earnings')).data, 60_000);
