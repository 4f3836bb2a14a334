/** Per plant: the routes (any area), each day's due list and each week; and the plant's holiday lists. */
export const scheduleKeys = {
  all: ['delivery-schedule'] as const,
  plant: (plantId: number) => [...scheduleKeys.all, plantId] as const,
  routes: (plantId: number) => [...scheduleKeys.plant(plantId), 'routes'] as const,
  days: (plantId: number) => [...scheduleKeys.plant(plantId), 'day'] as const,
  day: (plantId: number, query: { date: string; area_id?: number }) => [...scheduleKeys.days(plantId), query] as const,
  weeks: (plantId: number) => [...scheduleKeys.plant(plantId), 'week'] as const,
  week: (plantId: number, query: { start: string; area_id?: number }) => [...scheduleKeys.weeks(plantId), query] as const,
  holidays: (plantId: number) => [...scheduleKeys.plant(plantId), 'holidays'] as const,
  holidayList: (plantId: number, query: { from?: string; to?: string }) => [...scheduleKeys.holidays(plantId), query] as const,
};

/** A schedule, a route or a holiday changed: everything due on any day of the plant may differ. */
export const changedSchedules = (plantId: number) => [scheduleKeys.plant(plantId)];
