export const areaKeys = {
  all: ['areas'] as const,
  list: (plantId: number) => [...areaKeys.all, plantId] as const,
};
