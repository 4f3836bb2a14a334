import { DecidedEvent } from '../../platform/event-store/decider';

export const areaStreamId = (areaId: number): string => `area-${areaId}`;

type Ref = { area_id: number; plant_id: number; owner_id: number };

/** The events of one delivery area's stream (`area-{id}`), its employee assignments included. */
export type AreaEvent =
  | DecidedEvent<'AreaCreated', Ref & { name: string; description: string }>
  | DecidedEvent<'AreaChanged', Ref & { name: string; description: string }>
  | DecidedEvent<'AreaActivated', Ref>
  | DecidedEvent<'AreaDeactivated', Ref>
  | DecidedEvent<'AreaDeleted', Ref>
  | DecidedEvent<'EmployeeAssignedToArea', Ref & { employee_id: number }>;

export const AREA_EVENT_TYPES: AreaEvent['type'][] = [
  'AreaCreated',
  'AreaChanged',
  'AreaActivated',
  'AreaDeactivated',
  'AreaDeleted',
  'EmployeeAssignedToArea',
];
