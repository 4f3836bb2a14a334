import type { CustomerMap, MapCustomer, MapSettings } from '@paani/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IdQuery } from '../plants/field-rules';

import { bool, Fields, list, model, num, one, text } from '../../platform/http/response-model';
import { DEFAULT_MAP_TILE_URL, MAP_TILE_ATTRIBUTION } from '../../platform/domain/location';
import { PlantQueryDto } from '../plants/plant-query.dto';

export class CustomerMapQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ type: Number, description: "Only this area's customers (an area of the plant, else 404)" })
  @IdQuery('area id')
  area_id?: number;
}

/** The plant as a map's start. */
export const MapPlantResponse = model('MapPlantResponse', {
  name: text(),
  latitude: num({ example: 31.5204 }),
  longitude: num({ example: 74.3587 }),
} satisfies Fields<NonNullable<MapSettings['plant']>>);

const mapSettingsFields = {
  tile_url: text({ example: DEFAULT_MAP_TILE_URL, description: "The platform's tile address ({z}/{x}/{y}); empty: draw no tiles" }),
  attribution: text({ example: MAP_TILE_ATTRIBUTION, description: 'Shown on the map beside the tiles (HTML)' }),
  plant: one(MapPlantResponse, { description: "The plant's place; null when the plant has none set" }).nullable(),
} satisfies Fields<MapSettings>;

/** GET /rider/map. */
export const MapSettingsResponse = model('MapSettingsResponse', mapSettingsFields);

export const MapCustomerResponse = model('MapCustomerResponse', {
  id: num(),
  code: text({ example: 'C-0001' }),
  name: text(),
  address: text().nullable(),
  area_id: num(),
  area_name: text(),
  latitude: num({ example: 31.5204 }),
  longitude: num({ example: 74.3587 }),
  balance: num({ example: 1250.5, description: 'PKR; above 0 = owes' }),
  cans_out: num(),
  unpaid: bool({ description: 'balance above 0' }),
  over_limit: bool({
    description: 'balance above the credit limit or cans out above the can limit (each when set), as the day sheet flags them',
  }),
  route_position: num({ description: "Place in the area's route, 0 first; null = not placed in the route" }).nullable(),
} satisfies Fields<MapCustomer>);

/** GET /filter-owner/customers/map. */
export const CustomerMapResponse = model('CustomerMapResponse', {
  ...mapSettingsFields,
  customers: list(MapCustomerResponse, { description: 'Active customers with a place, by area and route order' }),
  unplaced: num({ description: 'Active customers (of the area, when asked) with no place' }),
} satisfies Fields<CustomerMap>);
