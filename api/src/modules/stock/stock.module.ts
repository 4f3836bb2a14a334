import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { STOCK_COMMAND_HANDLERS } from './stock.commands';
import { StockController } from './stock.controller';
import { stockProjection } from './stock.projection';
import { STOCK_QUERY_HANDLERS } from './stock.queries';

/** The plant's container stock: purchases, write-offs and counts, with what customers and riders hold. */
@Module({
  controllers: [StockController],
  providers: [...STOCK_COMMAND_HANDLERS, ...STOCK_QUERY_HANDLERS],
})
export class StockModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(stockProjection);
  }
}
