import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { EventStore } from '../../platform/event-store/event-store';
import { DomainError } from '../../platform/domain/domain-error';
import { AREA_NOT_FOUND, areaDecider, AreaState } from './area.decider';
import { areaStreamId } from './area.events';
import { areaDependencyCounts } from './area-dependencies';

export class CreateAreaCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly name: string,
    readonly description: string,
  ) {}
}

@CommandHandler(CreateAreaCommand)
export class CreateAreaHandler implements ICommandHandler<CreateAreaCommand, number> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, plantId, name, description }: CreateAreaCommand): Promise<number> {
    const areaId = await this.store.nextId('area_ids');
    await this.store.handle(
      areaStreamId(areaId),
      areaDecider,
      { type: 'CreateArea', areaId, plantId, ownerId, name, description },
      { tenant_id: ownerId },
    );
    return areaId;
  }
}

/** A change to an existing area (ownership and the employee's plant are checked before dispatch). */
export class ChangeAreaCommand {
  constructor(
    readonly ownerId: number,
    readonly areaId: number,
    readonly change:
      | { type: 'ChangeArea'; name: string; description: string }
      | { type: 'ToggleAreaStatus' }
      | { type: 'DeleteArea' }
      | { type: 'AssignEmployee'; employeeId: number },
  ) {}
}

@CommandHandler(ChangeAreaCommand)
export class ChangeAreaHandler implements ICommandHandler<ChangeAreaCommand, { changed: boolean; state: AreaState }> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, areaId, change }: ChangeAreaCommand): Promise<{ changed: boolean; state: AreaState }> {
    const command =
      change.type === 'DeleteArea' ? { type: 'DeleteArea' as const, ...(await areaDependencyCounts(this.sql, areaId)) } : change;
    const { state, events } = await this.store.handle(areaStreamId(areaId), areaDecider, command, { tenant_id: ownerId });
    return { changed: events.length > 0, state };
  }
}

export const EMPLOYEE_NOT_IN_PLANT = 'The selected employee does not belong to this plant.';

/**
 * Puts an employee on an area of the same plant. Shared by the areas route and onboarding's
 * assign-employee-area. Returns whether a new assignment was recorded.
 */
export class AssignEmployeeToAreaCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly areaId: number,
    readonly employeeId: number,
  ) {}
}

@CommandHandler(AssignEmployeeToAreaCommand)
export class AssignEmployeeToAreaHandler implements ICommandHandler<AssignEmployeeToAreaCommand, boolean> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, areaId, employeeId }: AssignEmployeeToAreaCommand): Promise<boolean> {
    const area = await this.sql.one(`SELECT 1 FROM areas WHERE id = $1 AND owner_id = $2 AND plant_id = $3`, [areaId, ownerId, plantId]);
    if (!area) throw DomainError.notFound(AREA_NOT_FOUND);
    const employee = await this.sql.one(`SELECT 1 FROM employees WHERE id = $1 AND owner_id = $2 AND plant_id = $3`, [
      employeeId,
      ownerId,
      plantId,
    ]);
    if (!employee) throw DomainError.field('employee_id', EMPLOYEE_NOT_IN_PLANT);
    const { events } = await this.store.handle(
      areaStreamId(areaId),
      areaDecider,
      { type: 'AssignEmployee', employeeId },
      { tenant_id: ownerId },
    );
    return events.length > 0;
  }
}

export const AREA_COMMAND_HANDLERS = [CreateAreaHandler, ChangeAreaHandler, AssignEmployeeToAreaHandler];
