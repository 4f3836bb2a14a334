/** Per plant: the customers map, whole or of one area. */
export const mapKeys = {
  all: ['customer-map'] as const,
  plant: (plantId: number) => [...mapKeys.all, plantId] as const,
  customers: (plantId: number, areaId?: number) => [...mapKeys.plant(plantId), areaId ?? 'all'] as const,
};
