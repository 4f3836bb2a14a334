import { useQuery } from '@tanstack/react-query';
import type { RiderProfile } from '@paani/contracts';
import { api } from '../client';
import { riderKeys } from './keys';

export const getRider = async () => (await api.get<RiderProfile>('/rider/me')).data;

/** The signed-in rider: plant, areas and the plant's today. */
export const useRider = () => useQuery({ queryKey: riderKeys.me(), queryFn: getRider, staleTime: 60_000 });
