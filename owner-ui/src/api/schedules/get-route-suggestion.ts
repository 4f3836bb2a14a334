import type { RouteSuggestion } from '@paani/contracts';
import { api } from '../client';

/** A street order for an area (saves nothing: the screen applies it with the route-order save). */
export const getRouteSuggestion = async (plantId: number, areaId: number): Promise<RouteSuggestion> =>
  (
    await api.get<RouteSuggestion>('/filter-owner/delivery-schedule/route-order/suggestion', {
      plantScoped: true,
      plantId,
      query: { area_id: areaId },
    })
  ).data;
