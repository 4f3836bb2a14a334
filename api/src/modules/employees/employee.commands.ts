import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../platform/event-store/event-store';
import { EmployeeCommand, employeeDecider } from './employee.decider';
import { EmployeeTerms, employeeStreamId } from './employee.events';

export class AddEmployeeCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly terms: EmployeeTerms,
  ) {}
}

@CommandHandler(AddEmployeeCommand)
export class AddEmployeeHandler implements ICommandHandler<AddEmployeeCommand, number> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, plantId, terms }: AddEmployeeCommand): Promise<number> {
    const employeeId = await this.store.nextId('employee_ids');
    await this.store.handle(
      employeeStreamId(employeeId),
      employeeDecider,
      { type: 'AddEmployee', employeeId, plantId, ownerId, terms },
      { tenant_id: ownerId },
    );
    return employeeId;
  }
}

/** Change, toggle or remove an existing employee (ownership is checked before dispatch). */
export class ChangeEmployeeCommand {
  constructor(
    readonly ownerId: number,
    readonly employeeId: number,
    readonly change: Exclude<EmployeeCommand, { type: 'AddEmployee' }>,
  ) {}
}

@CommandHandler(ChangeEmployeeCommand)
export class ChangeEmployeeHandler implements ICommandHandler<ChangeEmployeeCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, employeeId, change }: ChangeEmployeeCommand): Promise<void> {
    await this.store.handle(employeeStreamId(employeeId), employeeDecider, change, { tenant_id: ownerId });
  }
}

export const EMPLOYEE_COMMAND_HANDLERS = [AddEmployeeHandler, ChangeEmployeeHandler];
