import type { MapSettings } from '@paani/contracts';
import { api } from '../client';
import { useRead } from './read-store';

const riderMapKey = (userId: number) => `${userId}:map`;

/**
 * The rider's route map settings (tile address, the plant's place), read from the server only:
 * no copy is kept on the phone, since the map's tiles need a connection anyway; offline the list
 * is the sheet. `null` user: not asked (the map is not open).
 */
export const useRiderMap = (userId: number | null) =>
  useRead(userId === null ? null : riderMapKey(userId), async () => (await api.get<MapSettings>('/rider/map')).data, 5 * 60_000);
