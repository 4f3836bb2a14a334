import { DomainError } from '../../platform/domain/domain-error';
import { fold } from '../../platform/event-store/decider';
import { PlantCommand, plantDecider } from './plant.decider';
import { PlantEvent } from './plant.events';

const details = { name: 'Main', address: 'Karachi', phone: null, phone_secondary: null, default_can_rate: '50.00' };
const registered = (plantId: number): PlantEvent => ({
  type: 'PlantRegistered',
  data: { plant_id: plantId, owner_id: 7, code: `FP-0000${plantId}`, ...details },
});
const activated = (plantId: number): PlantEvent => ({ type: 'PlantActivated', data: { plant_id: plantId, owner_id: 7 } });
const defaulted = (plantId: number | null, previous: number | null): PlantEvent => ({
  type: 'DefaultPlantChanged',
  data: { owner_id: 7, plant_id: plantId, previous_plant_id: previous },
});

function given(...past: PlantEvent[]) {
  const state = fold(plantDecider, past);
  return { when: (command: PlantCommand) => () => plantDecider.decide(command, state) };
}

const register = (plantId: number, maxPlants: number, location: [number, number] | null = null): PlantCommand => ({
  type: 'RegisterPlant',
  plantId,
  ownerId: 7,
  code: `FP-0000${plantId}`,
  details,
  latitude: location?.[0] ?? null,
  longitude: location?.[1] ?? null,
  maxPlants,
});

describe('plant portfolio decider', () => {
  it('registers a plant, and sets its location when coordinates come with it', () => {
    expect(given().when(register(1, 1))()).toEqual([registered(1)]);
    expect(given().when(register(1, 0, [24.86, 67]))()).toEqual([
      registered(1),
      { type: 'PlantLocationSet', data: { plant_id: 1, owner_id: 7, latitude: 24.86, longitude: 67, address: 'Karachi' } },
    ]);
  });

  it('refuses a plant beyond the limit with PLANT_LIMIT_EXCEEDED; 0 means unlimited', () => {
    expect(given(registered(1)).when(register(2, 1))).toThrow(
      expect.objectContaining({ code: 'PLANT_LIMIT_EXCEEDED', category: 'validation' }),
    );
    expect(given(registered(1), registered(2)).when(register(3, 0))()).toEqual([registered(3)]);
  });

  it("makes the owner's first activated plant the default, not the second", () => {
    expect(given(registered(1)).when({ type: 'ActivatePlant', plantId: 1, ownerId: 7 })()).toEqual([activated(1), defaulted(1, null)]);
    expect(
      given(registered(1), registered(2), activated(1), defaulted(1, null)).when({ type: 'ActivatePlant', plantId: 2, ownerId: 7 })(),
    ).toEqual([activated(2)]);
  });

  it('only makes an active plant default, and once', () => {
    expect(given(registered(1)).when({ type: 'SetDefaultPlant', plantId: 1, ownerId: 7 })).toThrow(DomainError);
    const past = [registered(1), registered(2), activated(1), defaulted(1, null), activated(2)];
    expect(given(...past).when({ type: 'SetDefaultPlant', plantId: 2, ownerId: 7 })()).toEqual([defaulted(2, 1)]);
    expect(given(...past).when({ type: 'SetDefaultPlant', plantId: 1, ownerId: 7 })()).toEqual([]);
  });

  it('hands the default to another active plant when the default one is deactivated', () => {
    const past = [registered(1), registered(2), activated(1), defaulted(1, null), activated(2)];
    expect(given(...past).when({ type: 'DeactivatePlant', plantId: 1, ownerId: 7 })()).toEqual([
      { type: 'PlantDeactivated', data: { plant_id: 1, owner_id: 7 } },
      defaulted(2, 1),
    ]);
    expect(given(registered(1), activated(1), defaulted(1, null)).when({ type: 'DeactivatePlant', plantId: 1, ownerId: 7 })()).toEqual([
      { type: 'PlantDeactivated', data: { plant_id: 1, owner_id: 7 } },
      defaulted(null, 1),
    ]);
  });

  it('answers not found for a plant outside the portfolio, and records no unchanged details', () => {
    expect(given().when({ type: 'RemovePlantLocation', plantId: 9, ownerId: 7 })).toThrow(
      expect.objectContaining({ category: 'not_found' }),
    );
    expect(given(registered(1)).when({ type: 'ChangePlantDetails', plantId: 1, ownerId: 7, details })()).toEqual([]);
    expect(given(registered(1)).when({ type: 'RemovePlantLocation', plantId: 1, ownerId: 7 })()).toEqual([]);
  });
});
