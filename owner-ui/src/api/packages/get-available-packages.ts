import { useQuery } from '@tanstack/react-query';
import type { SubscriptionPackage } from '@paani/contracts';
import { api } from '../client';
import { packageKeys } from './keys';

export const getAvailablePackages = async () => (await api.get<SubscriptionPackage[]>('/filter-owner/packages/available')).data;

export const useAvailablePackages = () => useQuery({ queryKey: packageKeys.available(), queryFn: getAvailablePackages });
