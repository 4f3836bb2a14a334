import type { Area, AreaInput } from '@paani/contracts';
import { api } from '../client';
import { saveInOrder } from '../save-in-order';

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
