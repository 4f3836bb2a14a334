/**
 * Places on the map as the whole app reads them (packages/contracts/src/location.ts; imported by
 * path as money.ts says): a record's place from its nullable columns.
 */
export { coordinatesOf } from '../../../../packages/contracts/src/location';
