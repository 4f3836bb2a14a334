export interface Area {
  id: number;
  name: string;
  description: string | null;
  filter_plant_id?: number;
  is_active: boolean;
}

export interface AreaList {
  areas: Area[];
}

/** POST /filter-owner/areas and PUT /filter-owner/areas/:id. */
export interface AreaInput {
  name: string;
  description: string;
}
