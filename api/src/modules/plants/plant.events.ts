import { DecidedEvent } from '../../platform/event-store/decider';

/**
 * One stream per owner holds every plant of that owner (`plant-portfolio-{ownerId}`): the plant
 * limit and "exactly one default plant" are rules across an owner's plants, and one stream
 * makes them hold under concurrent commands (a stale version is retried, never overwritten).
 */
export const plantPortfolioStreamId = (ownerId: number): string => `plant-portfolio-${ownerId}`;

/** Generated from the plant id, so unique by construction (and by a unique index). */
export const plantCode = (plantId: number): string => `FP-${String(plantId).padStart(5, '0')}`;

export interface PlantDetails {
  name: string;
  address: string;
  phone: string | null;
  phone_secondary: string | null;
  /** Money as a decimal string, never a float. */
  default_can_rate: string;
}

/** A plant's calendar: the zone its days are counted in and how many days back entries stay editable. */
export interface PlantCalendarSettings {
  /** IANA time-zone name, as Intl resolves it (e.g. 'Asia/Karachi'). */
  time_zone: string;
  /** Whole days; entries older than this can only be reversed with a reason. */
  lock_period_days: number;
}

export const DEFAULT_PLANT_CALENDAR: PlantCalendarSettings = { time_zone: 'Asia/Karachi', lock_period_days: 35 };

type Ref = { plant_id: number; owner_id: number };

export type PlantEvent =
  | DecidedEvent<'PlantRegistered', Ref & PlantDetails & { code: string }>
  | DecidedEvent<'PlantDetailsChanged', Ref & PlantDetails>
  | DecidedEvent<'PlantCalendarSet', Ref & PlantCalendarSettings>
  /** How customers pay the plant (JazzCash/Easypaisa number, bank account), printed on statements; null clears it. */
  | DecidedEvent<'PlantPaymentDetailsSet', Ref & { payment_details: string | null }>
  | DecidedEvent<'PlantLocationSet', Ref & { latitude: number; longitude: number; address: string | null }>
  | DecidedEvent<'PlantLocationRemoved', Ref>
  | DecidedEvent<'PlantActivated', Ref>
  | DecidedEvent<'PlantDeactivated', Ref>
  | DecidedEvent<'DefaultPlantChanged', { owner_id: number; plant_id: number | null; previous_plant_id: number | null }>;

export const PLANT_EVENT_TYPES: PlantEvent['type'][] = [
  'PlantRegistered',
  'PlantDetailsChanged',
  'PlantCalendarSet',
  'PlantPaymentDetailsSet',
  'PlantLocationSet',
  'PlantLocationRemoved',
  'PlantActivated',
  'PlantDeactivated',
  'DefaultPlantChanged',
];
