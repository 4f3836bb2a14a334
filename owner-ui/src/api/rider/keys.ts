export const riderKeys = {
  all: ['rider'] as const,
  me: (userId: number) => [...riderKeys.all, userId, 'me'] as const,
  sheet: (userId: number, date: string) => [...riderKeys.all, userId, 'sheet', date] as const,
  day: (userId: number, date: string) => [...riderKeys.all, userId, 'day', date] as const,
};
