export const employeeKeys = {
  all: ['employees'] as const,
  list: (plantId: number) => [...employeeKeys.all, plantId] as const,
};
