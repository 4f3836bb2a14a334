export const employeeKeys = {
  all: ['employees'] as const,
  /** A plant's employees (the wizard's list); the staff screen's overview sits under it, so invalidating this drops both. */
  list: (plantId: number) => [...employeeKeys.all, plantId] as const,
  overview: (plantId: number) => [...employeeKeys.list(plantId), 'overview'] as const,
};
