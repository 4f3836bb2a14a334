export interface SheetQuery {
  date: string;
  area_id?: number;
  employee_id?: number;
}

export interface EntryListQuery {
  date?: string;
  from?: string;
  to?: string;
  area_id?: number;
  employee_id?: number;
  customer_id?: number;
  status?: string;
  page?: number;
  per_page?: number;
}

/** Per plant: the day's sheets (any date and filters) and the saved-entry lists. A save or a reversal drops both. */
export const dailyEntryKeys = {
  all: ['daily-entries'] as const,
  plant: (plantId: number) => [...dailyEntryKeys.all, plantId] as const,
  sheets: (plantId: number) => [...dailyEntryKeys.plant(plantId), 'sheet'] as const,
  sheet: (plantId: number, query: SheetQuery) => [...dailyEntryKeys.sheets(plantId), query] as const,
  lists: (plantId: number) => [...dailyEntryKeys.plant(plantId), 'list'] as const,
  list: (plantId: number, query: EntryListQuery) => [...dailyEntryKeys.lists(plantId), query] as const,
};
