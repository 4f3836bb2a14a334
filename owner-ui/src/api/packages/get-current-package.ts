import { useQuery } from '@tanstack/react-query';
import type { CurrentPackage } from '@paani/contracts';
import { api } from '../client';
import { packageKeys } from './keys';

export const getCurrentPackage = async () => (await api.get<CurrentPackage>('/filter-owner/packages/current')).data;

export const useCurrentPackage = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: packageKeys.current(), queryFn: getCurrentPackage, enabled });
