/** One import's state, per plant. */
export const customerImportKeys = {
  all: ['customer-imports'] as const,
  detail: (plantId: number, id: number) => [...customerImportKeys.all, plantId, id] as const,
};
