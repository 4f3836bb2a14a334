import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/domain/domain-error';
import { plantToday } from '../../platform/domain/plant-day';
import { EventStore } from '../../platform/event-store/event-store';
import { assertOpenDay, loadPlantCalendar } from '../plants/plant-calendar';
import { StockCommand, stockDecider } from './stock.decider';
import { plantStockStreamId } from './stock.events';
import { productStock } from './stock.queries';

type Movement = DistributiveOmit<StockCommand, 'plantId' | 'ownerId' | 'date' | 'product'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A purchase, a write-off or a count of one returnable product of the plant (ownership checked
 * before dispatch), dated `date` (the plant's today when null; an open day). It waits for the
 * plant's stock stream and decides on the figures as they are then: a write-off or a count is
 * measured against what the stock says is at the plant at that moment.
 */
export class RecordStockMovementCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly productId: number,
    readonly date: string | null,
    readonly movement: Movement,
  ) {}
}

@CommandHandler(RecordStockMovementCommand)
export class RecordStockMovementHandler implements ICommandHandler<RecordStockMovementCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, plantId, productId, date, movement }: RecordStockMovementCommand): Promise<void> {
    await this.store.handle(
      plantStockStreamId(plantId),
      stockDecider,
      async (_state, query) => {
        const calendar = await loadPlantCalendar(query, plantId);
        const day = date ?? plantToday(calendar.timeZone);
        assertOpenDay(day, calendar);
        const stock = await productStock(query, plantId, productId);
        if (!stock) throw DomainError.field('product_id', `This plant has no returnable product ${productId}.`);
        const product = { productId, name: stock.name, atPlant: stock.atPlant };
        return [{ ...movement, plantId, ownerId, date: day, product } as StockCommand];
      },
      { tenant_id: ownerId },
      { contention: 'wait' },
    );
  }
}

export const STOCK_COMMAND_HANDLERS = [RecordStockMovementHandler];
