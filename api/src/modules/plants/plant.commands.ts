import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../platform/event-store/event-store';
import { PlantCommand, plantDecider } from './plant.decider';
import { PlantCalendarSettings, PlantDetails, plantCode, plantPortfolioStreamId } from './plant.events';
import { OwnerPlanReader } from './owner-plan.reader';
import { firstProduct, productDecider } from '../products/product.decider';
import { plantProductsStreamId } from '../products/product.events';

/**
 * Every command on an owner's plants is decided on the portfolio as it is when its turn comes: none
 * depends on a version the owner saw, so another command on the portfolio is waited for, not refused.
 */
async function decideInTurn(store: EventStore, ownerId: number, command: PlantCommand): Promise<void> {
  await store.handle(plantPortfolioStreamId(ownerId), plantDecider, command, { tenant_id: ownerId }, { contention: 'wait' });
}

export class RegisterPlantCommand {
  constructor(
    readonly ownerId: number,
    readonly details: PlantDetails,
    readonly latitude: number | null = null,
    readonly longitude: number | null = null,
  ) {}
}

@CommandHandler(RegisterPlantCommand)
export class RegisterPlantHandler implements ICommandHandler<RegisterPlantCommand, number> {
  constructor(
    private readonly store: EventStore,
    private readonly plans: OwnerPlanReader,
  ) {}

  async execute({ ownerId, details, latitude, longitude }: RegisterPlantCommand): Promise<number> {
    const plan = await this.plans.currentPlan(ownerId);
    const plantId = await this.store.nextId('plant_ids');
    const portfolio = plantPortfolioStreamId(ownerId);
    const catalogue = plantProductsStreamId(plantId);
    const register = { type: 'RegisterPlant' as const, plantId, ownerId, code: plantCode(plantId), details, latitude, longitude };
    // The plant and its first product, the 19 L can at the plant's rate, in one transaction.
    await this.store.transaction(
      async (tx) => {
        await this.store.decideIn(tx, portfolio, plantDecider, { ...register, maxPlants: plan.max_plants }, { tenant_id: ownerId });
        const first = firstProduct(details.default_can_rate);
        await this.store.decideIn(
          tx,
          catalogue,
          productDecider,
          { type: 'AddProduct', plantId, ownerId, ...first },
          { tenant_id: ownerId },
        );
      },
      { lockStreams: [portfolio, catalogue] },
    );
    return plantId;
  }
}

/** Any change to an existing plant of an owner (details, location, activation, default). */
export class ChangePlantCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly change:
      | { type: 'ChangePlantDetails'; details: PlantDetails; calendar?: PlantCalendarSettings; paymentDetails?: string | null }
      | { type: 'SetPlantLocation'; latitude: number; longitude: number; address: string | null }
      | { type: 'RemovePlantLocation' }
      | { type: 'ActivatePlant' }
      | { type: 'DeactivatePlant' }
      | { type: 'SetDefaultPlant' },
  ) {}
}

@CommandHandler(ChangePlantCommand)
export class ChangePlantHandler implements ICommandHandler<ChangePlantCommand, void> {
  constructor(private readonly store: EventStore) {}

  execute({ ownerId, plantId, change }: ChangePlantCommand): Promise<void> {
    return decideInTurn(this.store, ownerId, { ...change, plantId, ownerId } as PlantCommand);
  }
}

export const PLANT_COMMAND_HANDLERS = [RegisterPlantHandler, ChangePlantHandler];
