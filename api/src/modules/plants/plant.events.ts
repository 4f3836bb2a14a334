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

type Ref = { plant_id: number; owner_id: number };

export type PlantEvent =
  | DecidedEvent<'PlantRegistered', Ref & PlantDetails & { code: string }>
  | DecidedEvent<'PlantDetailsChanged', Ref & PlantDetails>
  | DecidedEvent<'PlantLocationSet', Ref & { latitude: number; longitude: number; address: string | null }>
  | DecidedEvent<'PlantLocationRemoved', Ref>
  | DecidedEvent<'PlantActivated', Ref>
  | DecidedEvent<'PlantDeactivated', Ref>
  | DecidedEvent<'DefaultPlantChanged', { owner_id: number; plant_id: number | null; previous_plant_id: number | null }>;

export const PLANT_EVENT_TYPES: PlantEvent['type'][] = [
  'PlantRegistered',
  'PlantDetailsChanged',
  'PlantLocationSet',
  'PlantLocationRemoved',
  'PlantActivated',
  'PlantDeactivated',
  'DefaultPlantChanged',
];
