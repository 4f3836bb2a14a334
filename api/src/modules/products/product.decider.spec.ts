import { givenDecider } from '../../platform/event-store/decider.testing';
import { firstProduct, MAX_PRODUCTS_PER_PLANT, productDecider } from './product.decider';
import { ProductEvent, ProductFields, ProductNature } from './product.events';

const given = givenDecider(productDecider);
const plant = { plant_id: 2, owner_id: 1 };
const can = firstProduct('60.00');
const canAdded: ProductEvent = { type: 'ProductAdded', data: { ...plant, product_id: 1, ...can.fields, ...can.nature } };
const bottle: ProductFields = {
  name: '6 L bottle',
  name_ur: null,
  unit: 'bottle',
  default_rate: '120.00',
  deposit_per_unit: '0.00',
  position: 2,
};
const sold = { returnable: false, billing: 'per_unit' as const };
const bottleAdded: ProductEvent = { type: 'ProductAdded', data: { ...plant, product_id: 2, ...bottle, ...sold } };
const add = (fields: ProductFields, nature: ProductNature = sold) => ({
  type: 'AddProduct' as const,
  plantId: 2,
  ownerId: 1,
  fields,
  nature,
});

describe('product decider', () => {
  it("gives the plant's first product number 1 and the next product the next number", () => {
    given().when(add(can.fields, can.nature)).then([canAdded]);
    given(canAdded).when(add(bottle)).then([bottleAdded]);
  });

  it('refuses a name the plant already sells, in any letter case', () => {
    given(canAdded, bottleAdded)
      .when(add({ ...bottle, name: ' 6 l BOTTLE ' }))
      .thenThrows({ options: expect.objectContaining({ errors: { name: [expect.stringMatching(/already exists/)] } }) });
    given(canAdded, bottleAdded)
      .when({ type: 'ChangeProduct', productId: 2, fields: { ...bottle, name: '19 l can' }, nature: sold, isActive: true })
      .thenThrows('validation');
  });

  it('refuses a deposit on a product that does not come back', () => {
    given(canAdded)
      .when(add({ ...bottle, deposit_per_unit: '50.00' }))
      .thenThrows('validation');
  });

  it('refuses more products than a sheet can hold', () => {
    const many: ProductEvent[] = Array.from({ length: MAX_PRODUCTS_PER_PLANT }, (_, index) => ({
      type: 'ProductAdded',
      data: { ...plant, product_id: index + 1, ...bottle, name: `Product ${index + 1}`, ...sold },
    }));
    given(...many)
      .when(add(bottle))
      .thenThrows('validation');
  });

  it('records a change, a deactivation, and nothing for the same values', () => {
    const dearer = { ...bottle, default_rate: '130.00' };
    given(canAdded, bottleAdded)
      .when({ type: 'ChangeProduct', productId: 2, fields: dearer, nature: sold, isActive: false })
      .then([{ type: 'ProductChanged', data: { ...plant, product_id: 2, ...dearer, is_active: false } }]);
    given(canAdded, bottleAdded).when({ type: 'ChangeProduct', productId: 2, fields: bottle, nature: sold, isActive: true }).thenNothing();
  });

  it('keeps what a product is: whether it comes back and how it is billed', () => {
    given(canAdded, bottleAdded)
      .when({ type: 'ChangeProduct', productId: 2, fields: bottle, nature: { returnable: true, billing: 'per_unit' }, isActive: true })
      .thenThrows({ options: expect.objectContaining({ errors: { returnable: [expect.any(String)] } }) });
    given(canAdded, bottleAdded)
      .when({ type: 'ChangeProduct', productId: 2, fields: bottle, nature: { returnable: false, billing: 'monthly' }, isActive: true })
      .thenThrows({ options: expect.objectContaining({ errors: { billing: [expect.any(String)] } }) });
  });

  it('knows no product the plant never added', () => {
    given(canAdded).when({ type: 'ChangeProduct', productId: 7, fields: bottle, nature: sold, isActive: true }).thenThrows('not_found');
  });
});
