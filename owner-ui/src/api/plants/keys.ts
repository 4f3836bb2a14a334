export const plantKeys = {
  all: ['plants'] as const,
  list: () => [...plantKeys.all, 'list'] as const,
  detail: (id: number) => [...plantKeys.all, id] as const,
  location: (id: number) => [...plantKeys.all, id, 'location'] as const,
};
