import type { RouteOrderInput, RouteOrderResult } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedSchedules } from './keys';

export interface RouteOrderSave {
  plantId: number;
  order: RouteOrderInput;
}

export const saveRouteOrder = ({ plantId, order }: RouteOrderSave) =>
  api.put<RouteOrderResult>('/filter-owner/delivery-schedule/route-order', order, { plantScoped: true, plantId });

export const useSaveRouteOrder = (config?: MutationConfig<RouteOrderSave, Awaited<ReturnType<typeof saveRouteOrder>>>) =>
  useInvalidatingMutation(saveRouteOrder, ({ plantId }) => changedSchedules(plantId), config);
