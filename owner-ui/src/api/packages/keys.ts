export const packageKeys = {
  all: ['packages'] as const,
  available: () => [...packageKeys.all, 'available'] as const,
  current: () => [...packageKeys.all, 'current'] as const,
};
