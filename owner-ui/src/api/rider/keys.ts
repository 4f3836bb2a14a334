export const riderKeys = {
  all: ['rider'] as const,
  me: () => [...riderKeys.all, 'me'] as const,
  sheet: (date: string) => [...riderKeys.all, 'sheet', date] as const,
  day: (date: string) => [...riderKeys.all, 'day', date] as const,
};
