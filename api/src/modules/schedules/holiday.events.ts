import { DecidedEvent } from '../../platform/event-store/decider';

/** One stream per plant for its holidays (`plant-holidays-{plantId}`): one holiday per day is a rule across them. */
export const plantHolidaysStreamId = (plantId: number): string => `plant-holidays-${plantId}`;

type Ref = { plant_id: number; owner_id: number; holiday_id: number };

export type HolidayEvent =
  | DecidedEvent<'PlantHolidayAdded', Ref & { date: string; reason: string | null }>
  | DecidedEvent<'PlantHolidayRemoved', Ref & { date: string }>;

export const HOLIDAY_EVENT_TYPES: HolidayEvent['type'][] = ['PlantHolidayAdded', 'PlantHolidayRemoved'];
