import type { Statement } from '../../platform/event-store/store-connection';
import { StoredEvent } from '../../platform/event-store/event.types';
import { CustomerState } from '../customers/customer.decider';
import { PlantCalendar } from '../plants/plant-calendar';

/** What a save decides with about its plant, and the plants row's values it came from (to check they still stand). */
export interface PlantFacts {
  ownerId: number;
  calendar: PlantCalendar;
  defaultRate: string;
  /** default_can_rate, time_zone and lock_period_days as read. */
  row: { default_can_rate: string | null; time_zone: string; lock_period_days: number };
}

export interface KeptCustomer {
  state: CustomerState;
  version: number;
}

/** More customers than this are let go, least recently saved first (a state is about a kilobyte). */
const MAX_CUSTOMERS = 20_000;
const MAX_PLANTS = 5_000;
const CUSTOMER_STREAM = /^customer-(\d+)$/;
const PLANT_STREAM = /^plant-portfolio-/;

/**
 * What the last save in this process left of each customer (the decided state at its new stream
 * version) and of each plant, so the next save of a few entries can decide without reading them
 * first: its whole transaction is then one round trip. Never trusted, only checked: the events'
 * INSERT claims the kept version (a customer changed since, here or in another process, fails it
 * with a ConcurrencyError), and `plantUnchanged` refuses the COMMIT if the plant's rate, time zone or
 * lock period moved; either way the save is decided again on what it reads (SaveDailyEntriesHandler).
 * A commit in this process that touches a customer or the plants lets go of what it kept at once.
 */
export class KeptDecisions {
  private readonly customers = new Map<number, KeptCustomer>();
  private readonly plants = new Map<number, PlantFacts>();

  constructor(onCommitted: (listener: (events: StoredEvent[]) => void) => void) {
    onCommitted((events) => {
      for (const event of events) {
        const customer = CUSTOMER_STREAM.exec(event.streamId);
        if (customer) this.customers.delete(Number(customer[1]));
        else if (PLANT_STREAM.test(event.streamId)) this.plants.clear();
      }
    });
  }

  /** Every one of `customerIds` as kept, with the plant: or nothing, when any is missing. */
  get(ownerId: number, plantId: number, customerIds: number[]): { plant: PlantFacts; customers: Map<number, KeptCustomer> } | undefined {
    const plant = this.plants.get(plantId);
    if (!plant || plant.ownerId !== ownerId) return undefined;
    const customers = new Map<number, KeptCustomer>();
    for (const id of customerIds) {
      const kept = this.customers.get(id);
      if (!kept || kept.state.ref?.owner_id !== ownerId) return undefined;
      customers.set(id, kept);
    }
    return { plant, customers };
  }

  keepPlant(plantId: number, plant: PlantFacts): void {
    this.plants.delete(plantId);
    this.plants.set(plantId, plant);
    if (this.plants.size > MAX_PLANTS) this.plants.delete(this.plants.keys().next().value!);
  }

  /** A customer as a committed save left it; an older version than the one kept is not kept. */
  keepCustomer(customerId: number, kept: KeptCustomer): void {
    const previous = this.customers.get(customerId);
    if (previous && previous.version > kept.version) return;
    this.customers.delete(customerId);
    this.customers.set(customerId, kept);
    if (this.customers.size > MAX_CUSTOMERS) this.customers.delete(this.customers.keys().next().value!);
  }

  forget(plantId: number, customerIds: number[]): void {
    this.plants.delete(plantId);
    for (const id of customerIds) this.customers.delete(id);
  }
}

/** A check before the COMMIT: the plant is still the owner's, with the rate, time zone and lock period `plant` was decided with. */
export function plantUnchanged(plantId: number, plant: PlantFacts): Statement {
  return [
    `SELECT paani_refuse('PA409', 'the plant changed while its entries were decided')
      WHERE NOT EXISTS (SELECT 1 FROM plants WHERE id = $1 AND owner_id = $2 AND default_can_rate IS NOT DISTINCT FROM $3::numeric
                                               AND time_zone = $4 AND lock_period_days = $5)`,
    [plantId, plant.ownerId, plant.row.default_can_rate, plant.row.time_zone, plant.row.lock_period_days],
  ];
}
