import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { PRODUCT_COMMAND_HANDLERS } from './product.commands';
import { productProjection } from './product.projection';
import { PRODUCT_QUERY_HANDLERS } from './product.queries';
import { ProductsController } from './products.controller';

/** What each plant sells: its catalogue of products (the sheet, entries, statements and stock are by product). */
@Module({
  controllers: [ProductsController],
  providers: [...PRODUCT_COMMAND_HANDLERS, ...PRODUCT_QUERY_HANDLERS],
})
export class ProductsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(productProjection);
  }
}
