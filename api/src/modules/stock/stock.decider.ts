import { DomainError } from '../../platform/domain/domain-error';
import { toPaisa } from '../../platform/domain/money';
import { Decider } from '../../platform/event-store/decider';
import { StockEvent, WriteOffKind } from './stock.events';

/** A returnable product of the plant as a stock movement needs it: its name and how many the stock says are at the plant now. */
export interface StockedProduct {
  productId: number;
  name: string;
  atPlant: number;
}

type On = { plantId: number; ownerId: number; date: string; product: StockedProduct };

export type StockCommand =
  | (On & { type: 'RecordPurchase'; quantity: number; cost: string; note: string | null })
  | (On & { type: 'WriteOff'; quantity: number; kind: WriteOffKind; reason: string })
  | (On & { type: 'RecordCount'; counted: number; reason: string | null });

/** Nothing of the past decides a movement: what it needs of the stock comes with the command, read in the stream's turn. */
type StockState = Record<string, never>;

const ref = (command: On) => ({
  plant_id: command.plantId,
  owner_id: command.ownerId,
  product_id: command.product.productId,
  date: command.date,
});

function decide(command: StockCommand): StockEvent[] {
  switch (command.type) {
    case 'RecordPurchase':
      if (command.quantity <= 0) throw DomainError.field('quantity', 'Give how many were bought.');
      if (toPaisa(command.cost) < 0) throw DomainError.field('cost', 'The cost may not be negative.');
      return [{ type: 'StockPurchased', data: { ...ref(command), quantity: command.quantity, cost: command.cost, note: command.note } }];
    case 'WriteOff':
      if (command.quantity <= 0) throw DomainError.field('quantity', 'Give how many are written off.');
      if (command.quantity > command.product.atPlant)
        throw DomainError.field(
          'quantity',
          `Only ${Math.max(command.product.atPlant, 0)} ${command.product.name} are at the plant by the stock: count them first if there are more.`,
        );
      return [
        { type: 'StockWrittenOff', data: { ...ref(command), quantity: command.quantity, kind: command.kind, reason: command.reason } },
      ];
    case 'RecordCount': {
      const difference = command.counted - command.product.atPlant;
      if (difference !== 0 && !command.reason)
        throw DomainError.field('reason', `The count differs from the stock by ${difference}: say why.`);
      return [
        {
          type: 'StockCounted',
          data: { ...ref(command), counted: command.counted, expected: command.product.atPlant, difference, reason: command.reason },
        },
      ];
    }
  }
}

/** The plant's own container movements: purchases, write-offs, counts. */
export const stockDecider: Decider<StockState, StockCommand, StockEvent> = {
  initialState: {},
  evolve: (state) => state,
  decide,
};
