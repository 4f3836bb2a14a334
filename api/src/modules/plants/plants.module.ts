import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { AdminFilterPlantsController } from './admin-filter-plants.controller';
import { ResolveOwnedPlantHandler } from './owned-plant.query';
import { OwnerPlanReader } from './owner-plan.reader';
import { NearbyPlantsController, PlantDirectoryController } from './plant-directory.controller';
import { PLANT_DIRECTORY_QUERY_HANDLERS } from './plant-directory.queries';
import { PLANT_COMMAND_HANDLERS } from './plant.commands';
import { plantProjection } from './plant.projection';
import { PLANT_QUERY_HANDLERS } from './plant.queries';
import { PlantsController } from './plants.controller';

@Module({
  controllers: [PlantsController, PlantDirectoryController, NearbyPlantsController, AdminFilterPlantsController],
  providers: [
    ...PLANT_COMMAND_HANDLERS,
    ...PLANT_QUERY_HANDLERS,
    ...PLANT_DIRECTORY_QUERY_HANDLERS,
    ResolveOwnedPlantHandler,
    OwnerPlanReader,
  ],
  exports: [OwnerPlanReader],
})
export class PlantsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(plantProjection);
  }
}
