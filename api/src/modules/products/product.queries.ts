import type { Product } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Kysely, Selectable } from 'kysely';
import { Database, ProductsTable } from '../../platform/database/read-models';
import { DomainError } from '../../platform/domain/domain-error';
import { moneyNumber } from '../../platform/domain/money';
import { PRODUCT_NOT_FOUND } from './product.decider';

const toProduct = (row: Selectable<ProductsTable>): Product => ({
  id: row.id,
  filter_plant_id: Number(row.plant_id),
  name: row.name,
  name_ur: row.name_ur,
  unit: row.unit,
  returnable: row.returnable,
  default_rate: moneyNumber(row.default_rate),
  deposit_per_unit: moneyNumber(row.deposit_per_unit),
  billing: row.billing,
  is_active: row.is_active,
  position: row.position,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** GET /filter-owner/products: the plant's products in their order (position, then number), inactive ones too. */
export class ListProductsQuery {
  constructor(readonly plantId: number) {}
}

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery, Product[]> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ plantId }: ListProductsQuery): Promise<Product[]> {
    const rows = await this.db
      .selectFrom('products')
      .selectAll()
      .where('plant_id', '=', String(plantId))
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(toProduct);
  }
}

/** One product of the plant; 404 when the plant has no such product. */
export class GetProductQuery {
  constructor(
    readonly plantId: number,
    readonly productId: number,
  ) {}
}

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery, Product> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ plantId, productId }: GetProductQuery): Promise<Product> {
    const row = await this.db
      .selectFrom('products')
      .selectAll()
      .where('plant_id', '=', String(plantId))
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!row) throw DomainError.notFound(PRODUCT_NOT_FOUND);
    return toProduct(row);
  }
}

export const PRODUCT_QUERY_HANDLERS = [ListProductsHandler, GetProductHandler];
