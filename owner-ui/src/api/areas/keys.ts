export const areaKeys = {
  all: ['areas'] as const,
  /** A plant's area list; everything else about the plant's areas sits under this key too. */
  list: (plantId: number) => [...areaKeys.all, plantId] as const,
};
