/**
 * The plant's first product, shared with the owner app and the rider app
 * (packages/contracts/src/products.ts). Imported by path, as money.ts explains.
 */
export { FIRST_PRODUCT_ID } from '../../../../packages/contracts/src/products';
