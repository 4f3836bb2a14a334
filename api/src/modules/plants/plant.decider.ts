import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { Decider } from '../../platform/event-store/decider';
import { DEFAULT_PLANT_CALENDAR, PlantCalendarSettings, PlantDetails, PlantEvent } from './plant.events';

export const PLANT_NOT_FOUND = 'Filter plant not found.';
export const ONLY_ACTIVE_DEFAULT = 'Only an active plant can be set as default. This plant is awaiting activation.';

interface PlantState {
  details: PlantDetails;
  calendar: PlantCalendarSettings;
  paymentDetails: string | null;
  isActive: boolean;
  latitude: number | null;
  longitude: number | null;
  locationAddress: string | null;
}

export interface PortfolioState {
  plants: Map<number, PlantState>;
  defaultPlantId: number | null;
}

export type PlantCommand =
  | {
      type: 'RegisterPlant';
      plantId: number;
      ownerId: number;
      code: string;
      details: PlantDetails;
      latitude: number | null;
      longitude: number | null;
      maxPlants: number;
    }
  | {
      type: 'ChangePlantDetails';
      plantId: number;
      ownerId: number;
      details: PlantDetails;
      calendar?: PlantCalendarSettings;
      /** undefined: unchanged. */
      paymentDetails?: string | null;
    }
  | { type: 'SetPlantLocation'; plantId: number; ownerId: number; latitude: number; longitude: number; address: string | null }
  | { type: 'RemovePlantLocation'; plantId: number; ownerId: number }
  | { type: 'ActivatePlant'; plantId: number; ownerId: number }
  | { type: 'DeactivatePlant'; plantId: number; ownerId: number }
  | { type: 'SetDefaultPlant'; plantId: number; ownerId: number };

const initialState: PortfolioState = { plants: new Map(), defaultPlantId: null };

function withPlant(state: PortfolioState, plantId: number, change: (plant: PlantState) => PlantState): PortfolioState {
  const plant = state.plants.get(plantId);
  if (!plant) return state;
  const plants = new Map(state.plants);
  plants.set(plantId, change(plant));
  return { ...state, plants };
}

function evolve(state: PortfolioState, event: PlantEvent): PortfolioState {
  switch (event.type) {
    case 'PlantRegistered': {
      const { plant_id, owner_id: _o, code: _c, ...details } = event.data;
      const plants = new Map(state.plants);
      plants.set(plant_id, {
        details: { ...details },
        calendar: DEFAULT_PLANT_CALENDAR,
        paymentDetails: null,
        isActive: false,
        latitude: null,
        longitude: null,
        locationAddress: null,
      });
      return { ...state, plants };
    }
    case 'PlantDetailsChanged': {
      const { plant_id, owner_id: _o, ...details } = event.data;
      return withPlant(state, plant_id, (p) => ({ ...p, details }));
    }
    case 'PlantCalendarSet': {
      const { time_zone, lock_period_days } = event.data;
      return withPlant(state, event.data.plant_id, (p) => ({ ...p, calendar: { time_zone, lock_period_days } }));
    }
    case 'PlantPaymentDetailsSet':
      return withPlant(state, event.data.plant_id, (p) => ({ ...p, paymentDetails: event.data.payment_details }));
    case 'PlantLocationSet':
      return withPlant(state, event.data.plant_id, (p) => ({
        ...p,
        latitude: event.data.latitude,
        longitude: event.data.longitude,
        locationAddress: event.data.address,
      }));
    case 'PlantLocationRemoved':
      return withPlant(state, event.data.plant_id, (p) => ({ ...p, latitude: null, longitude: null, locationAddress: null }));
    case 'PlantActivated':
    case 'PlantDeactivated':
      return withPlant(state, event.data.plant_id, (p) => ({ ...p, isActive: event.type === 'PlantActivated' }));
    case 'DefaultPlantChanged':
      return { ...state, defaultPlantId: event.data.plant_id };
  }
}

const sameDetails = (a: PlantDetails, b: PlantDetails) =>
  a.name === b.name &&
  a.address === b.address &&
  a.phone === b.phone &&
  a.phone_secondary === b.phone_secondary &&
  Number(a.default_can_rate) === Number(b.default_can_rate);

function decide(command: PlantCommand, state: PortfolioState): PlantEvent[] {
  const ref = { plant_id: command.plantId, owner_id: command.ownerId };
  if (command.type === 'RegisterPlant') {
    if (state.plants.has(command.plantId)) throw DomainError.conflict('This plant already exists.');
    if (command.maxPlants > 0 && state.plants.size >= command.maxPlants) {
      throw new DomainError(
        'validation',
        `Plant limit reached: your package allows ${command.maxPlants} plant${command.maxPlants === 1 ? '' : 's'}. Upgrade your package to add more plants.`,
        { code: ERROR_CODES.plantLimitExceeded, data: { max_plants: command.maxPlants, current_plants: state.plants.size } },
      );
    }
    const events: PlantEvent[] = [{ type: 'PlantRegistered', data: { ...ref, code: command.code, ...command.details } }];
    if (command.latitude !== null && command.longitude !== null) {
      events.push({
        type: 'PlantLocationSet',
        data: { ...ref, latitude: command.latitude, longitude: command.longitude, address: command.details.address },
      });
    }
    return events;
  }

  const plant = state.plants.get(command.plantId);
  if (!plant) throw DomainError.notFound(PLANT_NOT_FOUND);
  switch (command.type) {
    case 'ChangePlantDetails': {
      const events: PlantEvent[] = sameDetails(plant.details, command.details)
        ? []
        : [{ type: 'PlantDetailsChanged', data: { ...ref, ...command.details } }];
      const calendar = command.calendar;
      if (calendar && (calendar.time_zone !== plant.calendar.time_zone || calendar.lock_period_days !== plant.calendar.lock_period_days)) {
        events.push({
          type: 'PlantCalendarSet',
          data: { ...ref, time_zone: calendar.time_zone, lock_period_days: calendar.lock_period_days },
        });
      }
      if (command.paymentDetails !== undefined && command.paymentDetails !== plant.paymentDetails) {
        events.push({ type: 'PlantPaymentDetailsSet', data: { ...ref, payment_details: command.paymentDetails } });
      }
      return events;
    }
    case 'SetPlantLocation':
      return [
        { type: 'PlantLocationSet', data: { ...ref, latitude: command.latitude, longitude: command.longitude, address: command.address } },
      ];
    case 'RemovePlantLocation':
      return plant.latitude === null ? [] : [{ type: 'PlantLocationRemoved', data: ref }];
    case 'ActivatePlant': {
      if (plant.isActive) return [];
      const events: PlantEvent[] = [{ type: 'PlantActivated', data: ref }];
      // The owner's first plant to become active becomes their default.
      if (state.defaultPlantId === null) {
        events.push({
          type: 'DefaultPlantChanged',
          data: { owner_id: command.ownerId, plant_id: command.plantId, previous_plant_id: null },
        });
      }
      return events;
    }
    case 'DeactivatePlant': {
      if (!plant.isActive) return [];
      const events: PlantEvent[] = [{ type: 'PlantDeactivated', data: ref }];
      if (state.defaultPlantId === command.plantId) {
        // An inactive plant cannot stay default: the oldest other active plant takes over, if any.
        const successor =
          [...state.plants.entries()]
            .filter(([id, p]) => id !== command.plantId && p.isActive)
            .map(([id]) => id)
            .sort((a, b) => a - b)[0] ?? null;
        events.push({
          type: 'DefaultPlantChanged',
          data: { owner_id: command.ownerId, plant_id: successor, previous_plant_id: command.plantId },
        });
      }
      return events;
    }
    case 'SetDefaultPlant':
      if (!plant.isActive) throw new DomainError('validation', ONLY_ACTIVE_DEFAULT, { code: ERROR_CODES.plantNotActive });
      if (state.defaultPlantId === command.plantId) return [];
      return [
        {
          type: 'DefaultPlantChanged',
          data: { owner_id: command.ownerId, plant_id: command.plantId, previous_plant_id: state.defaultPlantId },
        },
      ];
  }
}

/** All plants of one owner: limit, activation, location, and the single default plant. */
export const plantDecider: Decider<PortfolioState, PlantCommand, PlantEvent> = { initialState, evolve, decide };
