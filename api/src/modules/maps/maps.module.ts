import { Module } from '@nestjs/common';
import { CustomerMapController } from './customer-map.controller';
import { MAP_QUERY_HANDLERS } from './maps.queries';
import { RiderMapController } from './rider-map.controller';

/**
 * Maps (read side only, no events of its own): the owner's customers on a map and the settings of
 * the rider's route map. Reads the customers, areas, schedules and plants read models and the
 * `app.map_tile_url` setting (docs/shared-read-models.md).
 */
@Module({
  controllers: [CustomerMapController, RiderMapController],
  providers: [...MAP_QUERY_HANDLERS],
})
export class MapsModule {}
