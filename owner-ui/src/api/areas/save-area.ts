import type { Area, AreaInput } from '@paani/contracts';
import { api } from '../client';
import { customerKeys } from '../customers/keys';
import { employeeKeys } from '../employees/keys';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { saveInOrder } from '../save-in-order';
import { areaKeys } from './keys';

export interface AreaSave {
  plantId: number;
  /** Present when the area exists already: it is updated, else created. */
  id?: number;
  area: AreaInput;
}

export const createArea = ({ plantId, area }: AreaSave) => api.post<Area>('/filter-owner/areas', area, { plantScoped: true, plantId });

export const updateArea = ({ plantId, id, area }: Required<AreaSave>) =>
  api.put<Area>(`/filter-owner/areas/${id}`, area, { plantScoped: true, plantId });

export const saveArea = (save: AreaSave) => (save.id ? updateArea({ ...save, id: save.id }) : createArea(save));

export interface AreasSave {
  plantId: number;
  areas: Array<AreaInput & { id?: number }>;
}

export const saveAreas = ({ plantId, areas }: AreasSave) => saveInOrder(areas, ({ id, ...area }) => saveArea({ plantId, id, area }));

type AreaResult = Awaited<ReturnType<typeof createArea>>;

export const useCreateArea = (config?: MutationConfig<AreaSave, AreaResult>) =>
  useInvalidatingMutation(createArea, ({ plantId }) => [areaKeys.list(plantId)], config);

/** A renamed area shows under its new name in the staff list and on the customers too (each names its areas). */
export const useUpdateArea = (config?: MutationConfig<Required<AreaSave>, AreaResult>) =>
  useInvalidatingMutation(
    updateArea,
    ({ plantId }) => [areaKeys.list(plantId), employeeKeys.list(plantId), customerKeys.plant(plantId)],
    config,
  );
