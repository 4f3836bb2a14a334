import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { AREA_COMMAND_HANDLERS } from './area.commands';
import { areaProjection } from './area.projection';
import { AREA_QUERY_HANDLERS } from './area.queries';
import { AreasController } from './areas.controller';

@Module({
  controllers: [AreasController],
  providers: [...AREA_COMMAND_HANDLERS, ...AREA_QUERY_HANDLERS],
})
export class AreasModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(areaProjection);
  }
}
