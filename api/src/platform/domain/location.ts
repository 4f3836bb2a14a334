/**
 * Places and maps as the whole app reads them (packages/contracts/src/location.ts; imported by
 * path as money.ts says): a record's place from its nullable columns, the maps' default tile
 * address, its attribution, and which addresses the maps can draw.
 */
export { coordinatesOf, DEFAULT_MAP_TILE_URL, isTileUrl, MAP_TILE_ATTRIBUTION } from '../../../../packages/contracts/src/location';
