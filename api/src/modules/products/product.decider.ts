import { DomainError } from '../../platform/domain/domain-error';
import { Decider } from '../../platform/event-store/decider';
import { ProductEvent, ProductFields, ProductNature } from './product.events';

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PRODUCT_NAME_TAKEN = 'A product with this name already exists in this plant.';
/** A plant's sheet gets a pair of columns per product: a few dozen is already more than a screen holds. */
export const MAX_PRODUCTS_PER_PLANT = 20;

export type Product = ProductFields & ProductNature & { isActive: boolean };

export interface CatalogueState {
  ref: { plant_id: number; owner_id: number } | null;
  products: Map<number, Product>;
}

export type ProductCommand =
  | { type: 'AddProduct'; plantId: number; ownerId: number; fields: ProductFields; nature: ProductNature }
  /** Every field as the owner leaves it (the handler fills in what the request left out). */
  | { type: 'ChangeProduct'; productId: number; fields: ProductFields; nature: ProductNature; isActive: boolean };

export const initialCatalogue: CatalogueState = { ref: null, products: new Map() };

function evolve(state: CatalogueState, event: ProductEvent): CatalogueState {
  const { plant_id, owner_id, product_id, ...rest } = event.data;
  const products = new Map(state.products);
  if (event.type === 'ProductAdded') {
    const { returnable, billing, ...fields } = rest as ProductFields & ProductNature;
    products.set(product_id, { ...fields, returnable, billing, isActive: true });
  } else {
    const { is_active, ...fields } = rest as ProductFields & { is_active: boolean };
    products.set(product_id, { ...products.get(product_id)!, ...fields, isActive: is_active });
  }
  return { ref: { plant_id, owner_id }, products };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function assertNameFree(state: CatalogueState, name: string, except: number | null): void {
  for (const [id, product] of state.products)
    if (id !== except && sameName(product.name, name)) throw DomainError.field('name', PRODUCT_NAME_TAKEN);
}

function assertSensible(fields: ProductFields, nature: ProductNature): void {
  if (!nature.returnable && Number(fields.deposit_per_unit) !== 0)
    throw DomainError.field('deposit_per_unit', 'Only a returnable product takes a deposit: nothing comes back to refund it against.');
}

const FIELD_NAMES: (keyof ProductFields)[] = ['name', 'name_ur', 'unit', 'default_rate', 'deposit_per_unit', 'position'];

function decide(command: ProductCommand, state: CatalogueState): ProductEvent[] {
  if (command.type === 'AddProduct') {
    if (state.products.size >= MAX_PRODUCTS_PER_PLANT)
      throw DomainError.field(
        'name',
        `A plant sells at most ${MAX_PRODUCTS_PER_PLANT} products; deactivate one you no longer sell instead.`,
      );
    assertNameFree(state, command.fields.name, null);
    assertSensible(command.fields, command.nature);
    const productId = Math.max(0, ...state.products.keys()) + 1;
    const ref = { plant_id: command.plantId, owner_id: command.ownerId, product_id: productId };
    return [{ type: 'ProductAdded', data: { ...ref, ...command.fields, ...command.nature } }];
  }
  const current = state.products.get(command.productId);
  if (!current || !state.ref) throw DomainError.notFound(PRODUCT_NOT_FOUND);
  if (command.nature.returnable !== current.returnable)
    throw DomainError.field('returnable', 'Whether a product comes back cannot change once it is sold: add a new product instead.');
  if (command.nature.billing !== current.billing)
    throw DomainError.field('billing', 'How a product is billed cannot change once it is sold: add a new product instead.');
  assertNameFree(state, command.fields.name, command.productId);
  assertSensible(command.fields, command.nature);
  const unchanged = command.isActive === current.isActive && FIELD_NAMES.every((key) => command.fields[key] === current[key]);
  if (unchanged) return [];
  const ref = { ...state.ref, product_id: command.productId };
  return [{ type: 'ProductChanged', data: { ...ref, ...command.fields, is_active: command.isActive } }];
}

/** A plant's catalogue: its products' numbers, names (unique in the plant), natures and rates. */
export const productDecider: Decider<CatalogueState, ProductCommand, ProductEvent> = { initialState: initialCatalogue, evolve, decide };

/** The plant's first product as every plant starts with it: the 19-litre returnable can at the plant's rate. */
export function firstProduct(defaultRate: string): { fields: ProductFields; nature: ProductNature } {
  return {
    fields: { name: '19 L can', name_ur: '19 لیٹر کین', unit: 'can', default_rate: defaultRate, deposit_per_unit: '0.00', position: 1 },
    nature: { returnable: true, billing: 'per_unit' },
  };
}
