import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, EventStoreTransaction } from '../../platform/event-store/event-store';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import { plantDetailsFrom } from '../plants/plant-details';
import { plantDecider } from '../plants/plant.decider';
import { PlantDetails, plantPortfolioStreamId } from '../plants/plant.events';
import { CatalogueState, ProductCommand, productDecider } from './product.decider';
import { plantProductsStreamId } from './product.events';

/**
 * Adds a product to a plant's catalogue or changes one (ownership of the plant is checked before
 * dispatch). A catalogue change does not depend on the version the owner saw: it waits for the
 * catalogue's turn and decides on it as it is then (the decider refuses a taken name, a changed
 * nature). The first product's price is the plant's can rate: a new one changes the plant's
 * settings in the same transaction, or neither changes. Returns the product's number.
 */
export class DecideProductCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly command: ProductCommand,
  ) {}
}

@CommandHandler(DecideProductCommand)
export class DecideProductHandler implements ICommandHandler<DecideProductCommand, number> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, plantId, command }: DecideProductCommand): Promise<number> {
    const catalogue = plantProductsStreamId(plantId);
    const portfolio = plantPortfolioStreamId(ownerId);
    return this.store.transaction(
      async (tx) => {
        const plant = await plantDetails(tx, plantId);
        const { events } = await this.store.decideIn(tx, catalogue, productDecider, command, { tenant_id: ownerId }, async (query) =>
          withCanRate(await this.store.foldStream(query, catalogue, productDecider), plant.default_can_rate),
        );
        const newCanRate = command.type === 'ChangeProduct' && command.productId === FIRST_PRODUCT_ID ? command.fields.default_rate : null;
        if (newCanRate !== null && Number(newCanRate) !== Number(plant.default_can_rate)) {
          const details = plantDetailsFrom({ default_can_rate: newCanRate }, plant);
          await this.store.decideIn(
            tx,
            portfolio,
            plantDecider,
            { type: 'ChangePlantDetails', plantId, ownerId, details },
            { tenant_id: ownerId },
          );
        }
        return command.type === 'ChangeProduct' ? command.productId : events[0].data.product_id;
      },
      { lockStreams: [catalogue, portfolio] },
    );
  }
}

async function plantDetails(tx: EventStoreTransaction, plantId: number): Promise<PlantDetails> {
  const [row] = await tx.query(
    `SELECT name, address, phone, phone_secondary, default_can_rate::text AS default_can_rate FROM plants WHERE id = $1`,
    [plantId],
  );
  return row;
}

/** The catalogue with its first product at the plant's can rate, which the plant's settings change (product.projection.ts). */
function withCanRate(folded: { state: CatalogueState; version: number }, canRate: string): { state: CatalogueState; version: number } {
  const first = folded.state.products.get(FIRST_PRODUCT_ID);
  if (!first) return folded;
  const products = new Map(folded.state.products).set(FIRST_PRODUCT_ID, { ...first, default_rate: canRate });
  return { ...folded, state: { ...folded.state, products } };
}

export const PRODUCT_COMMAND_HANDLERS = [DecideProductHandler];
