import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { DomainError } from '../../platform/domain/domain-error';
import { PlantEvent } from '../plants/plant.events';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import { PRODUCT_NAME_TAKEN } from './product.decider';
import { PRODUCT_EVENT_TYPES, ProductEvent } from './product.events';

type Handled = ProductEvent | Extract<PlantEvent, { type: 'PlantDetailsChanged' }>;

async function apply(event: StoredOf<Handled>, tx: ProjectionTransaction): Promise<void> {
  const at = event.recordedAt;
  const d = event.data;
  switch (event.type) {
    case 'ProductAdded': {
      const p = event.data;
      await tx.query(
        `INSERT INTO products (plant_id, id, owner_id, name, name_ur, unit, returnable, default_rate, deposit_per_unit, billing, is_active,
                               position, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $12, $12)
         ON CONFLICT (plant_id, id) DO NOTHING`,
        [
          p.plant_id,
          p.product_id,
          p.owner_id,
          p.name,
          p.name_ur,
          p.unit,
          p.returnable,
          p.default_rate,
          p.deposit_per_unit,
          p.billing,
          p.position,
          at,
        ],
      );
      return;
    }
    case 'ProductChanged': {
      const p = event.data;
      await tx.query(
        `UPDATE products SET name = $3, name_ur = $4, unit = $5, default_rate = $6, deposit_per_unit = $7, position = $8, is_active = $9,
                updated_at = $10
          WHERE plant_id = $1 AND id = $2`,
        [p.plant_id, p.product_id, p.name, p.name_ur, p.unit, p.default_rate, p.deposit_per_unit, p.position, p.is_active, at],
      );
      return;
    }
    case 'PlantDetailsChanged':
      // The first product's price is the plant's can rate: it follows the plant's settings.
      await tx.query(
        `UPDATE products SET default_rate = $3, updated_at = $4 WHERE plant_id = $1 AND id = $2 AND default_rate IS DISTINCT FROM $3::numeric`,
        [d.plant_id, FIRST_PRODUCT_ID, (d as { default_can_rate: string }).default_can_rate, at],
      );
      return;
  }
}

/** The plants' catalogues. */
export const productProjection: InlineProjection<Handled> = {
  name: 'products',
  tables: ['products'],
  handles: [...PRODUCT_EVENT_TYPES, 'PlantDetailsChanged'],
  apply,
  constraintErrors: { products_name_unique_per_plant: () => DomainError.field('name', PRODUCT_NAME_TAKEN) },
};
