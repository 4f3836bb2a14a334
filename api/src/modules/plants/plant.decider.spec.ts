import { givenDecider } from '../../platform/event-store/decider.testing';
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

const given = givenDecider(plantDecider);

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
    given()
      .when(register(1, 1))
      .then([registered(1)]);
    given()
      .when(register(1, 0, [24.86, 67]))
      .then([
        registered(1),
        { type: 'PlantLocationSet', data: { plant_id: 1, owner_id: 7, latitude: 24.86, longitude: 67, address: 'Karachi' } },
      ]);
  });

  it('refuses a plant beyond the limit with PLANT_LIMIT_EXCEEDED; 0 means unlimited', () => {
    given(registered(1)).when(register(2, 1)).thenThrows({ code: 'PLANT_LIMIT_EXCEEDED', category: 'validation' });
    given(registered(1), registered(2))
      .when(register(3, 0))
      .then([registered(3)]);
  });

  it("makes the owner's first activated plant the default, not the second", () => {
    given(registered(1))
      .when({ type: 'ActivatePlant', plantId: 1, ownerId: 7 })
      .then([activated(1), defaulted(1, null)]);
    given(registered(1), registered(2), activated(1), defaulted(1, null))
      .when({ type: 'ActivatePlant', plantId: 2, ownerId: 7 })
      .then([activated(2)]);
  });

  it('only makes an active plant default, and once', () => {
    given(registered(1)).when({ type: 'SetDefaultPlant', plantId: 1, ownerId: 7 }).thenThrows({ name: 'DomainError' });
    const past = [registered(1), registered(2), activated(1), defaulted(1, null), activated(2)];
    given(...past)
      .when({ type: 'SetDefaultPlant', plantId: 2, ownerId: 7 })
      .then([defaulted(2, 1)]);
    given(...past)
      .when({ type: 'SetDefaultPlant', plantId: 1, ownerId: 7 })
      .thenNothing();
  });

  it('hands the default to another active plant when the default one is deactivated', () => {
    const past = [registered(1), registered(2), activated(1), defaulted(1, null), activated(2)];
    given(...past)
      .when({ type: 'DeactivatePlant', plantId: 1, ownerId: 7 })
      .then([{ type: 'PlantDeactivated', data: { plant_id: 1, owner_id: 7 } }, defaulted(2, 1)]);
    given(registered(1), activated(1), defaulted(1, null))
      .when({ type: 'DeactivatePlant', plantId: 1, ownerId: 7 })
      .then([{ type: 'PlantDeactivated', data: { plant_id: 1, owner_id: 7 } }, defaulted(null, 1)]);
  });

  it('answers not found for a plant outside the portfolio, and records no unchanged details', () => {
    given().when({ type: 'RemovePlantLocation', plantId: 9, ownerId: 7 }).thenThrows('not_found');
    given(registered(1)).when({ type: 'ChangePlantDetails', plantId: 1, ownerId: 7, details }).thenNothing();
    given(registered(1)).when({ type: 'RemovePlantLocation', plantId: 1, ownerId: 7 }).thenNothing();
  });

  it("records a changed calendar (time zone, lock period) with the details' change, and nothing when it is the same", () => {
    const calendar = { time_zone: 'Asia/Dubai', lock_period_days: 10 };
    given(registered(1))
      .when({ type: 'ChangePlantDetails', plantId: 1, ownerId: 7, details, calendar })
      .then([{ type: 'PlantCalendarSet', data: { plant_id: 1, owner_id: 7, ...calendar } }]);
    given(registered(1))
      .when({ type: 'ChangePlantDetails', plantId: 1, ownerId: 7, details, calendar: { time_zone: 'Asia/Karachi', lock_period_days: 35 } })
      .thenNothing();
    given(registered(1), { type: 'PlantCalendarSet', data: { plant_id: 1, owner_id: 7, ...calendar } })
      .when({ type: 'ChangePlantDetails', plantId: 1, ownerId: 7, details: { ...details, name: 'Second' }, calendar })
      .then([{ type: 'PlantDetailsChanged', data: { plant_id: 1, owner_id: 7, ...details, name: 'Second' } }]);
  });

  it('records changed payment details once; undefined leaves them, null clears them', () => {
    const set = (payment_details: string | null) => ({
      type: 'PlantPaymentDetailsSet' as const,
      data: { plant_id: 1, owner_id: 7, payment_details },
    });
    given(registered(1))
      .when({ type: 'ChangePlantDetails', plantId: 1, ownerId: 7, details, paymentDetails: 'JazzCash 0300-1234567' })
      .then([set('JazzCash 0300-1234567')]);
    given(registered(1), set('JazzCash 0300-1234567'))
      .when({ type: 'ChangePlantDetails', plantId: 1, ownerId: 7, details, paymentDetails: 'JazzCash 0300-1234567' })
      .thenNothing();
    given(registered(1), set('JazzCash 0300-1234567')).when({ type: 'ChangePlantDetails', plantId: 1, ownerId: 7, details }).thenNothing();
    given(registered(1), set('JazzCash 0300-1234567'))
      .when({ type: 'ChangePlantDetails', plantId: 1, ownerId: 7, details, paymentDetails: null })
      .then([set(null)]);
  });
});
