import { DomainError } from '../../platform/domain/domain-error';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { asNewEvents } from '../../platform/event-store/decider';
import { EventStore } from '../../platform/event-store/event-store';
import { PlanLimitRule, withinPlanLimit } from '../plans/plan-limit';
import { EmployeeCommand, employeeDecider } from './employee.decider';
import { EmployeeTerms, employeeStreamId } from './employee.events';
import { EMPLOYEE_SQL, employeeOf, EmployeeRow, EmployeeView } from './employee.queries';

/**
 * The plan's max_employees counts every employee of the owner, across all their plants, like
 * max_plants: the package is the owner's, not a plant's (docs/decisions.md, "Owners, plans and limits"). Deactivated
 * employees count (they can be reactivated at any time); removed ones do not.
 */
export const EMPLOYEE_LIMIT: PlanLimitRule = {
  thing: 'employees',
  code: ERROR_CODES.employeeLimitExceeded,
  countSql: `SELECT count(*)::int AS n FROM employees WHERE owner_id = $1`,
  message: (limit) =>
    `Employee limit reached: your package allows ${limit} employee${limit === 1 ? '' : 's'}. Upgrade your package to add more employees.`,
};

export class AddEmployeeCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly terms: EmployeeTerms,
  ) {}
}

/** Adds the employee and answers with it as stored (GetEmployeeQuery's view). */
@CommandHandler(AddEmployeeCommand)
export class AddEmployeeHandler implements ICommandHandler<AddEmployeeCommand, EmployeeView> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, plantId, terms }: AddEmployeeCommand): Promise<EmployeeView> {
    const employeeId = await this.store.nextId('employee_ids');
    // A fresh id's stream is empty: the decision needs no read, and version 0 guarantees it.
    const events = employeeDecider.decide({ type: 'AddEmployee', employeeId, plantId, ownerId, terms }, employeeDecider.initialState);
    const { rows } = await withinPlanLimit(this.store, ownerId, EMPLOYEE_LIMIT, async (tx) => {
      await tx.append(employeeStreamId(employeeId), 0, asNewEvents(events), { tenant_id: ownerId });
      // The answer is read in the COMMIT's text, not in a round trip of its own.
      return { rows: tx.afterCommit<EmployeeRow>(EMPLOYEE_SQL, [employeeId, ownerId, plantId]) };
    });
    return employeeOf((await rows)[0]);
  }
}

/** Change, toggle or remove an existing employee (ownership is checked before dispatch). */
export const HAS_PAY = 'This employee has pay lines: deactivate them instead of deleting them.';

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
    await this.store.handle(
      employeeStreamId(employeeId),
      employeeDecider,
      async (_state, query) => {
        // Their pay ledger would lose its name and its payslips: someone who was paid is deactivated instead.
        if (
          change.type === 'RemoveEmployee' &&
          (await query(`SELECT 1 FROM pay_lines WHERE employee_id = $1 LIMIT 1`, [employeeId])).length > 0
        )
          throw DomainError.validation(HAS_PAY, { id: [HAS_PAY] });
        return [change];
      },
      { tenant_id: ownerId },
    );
  }
}

export const EMPLOYEE_COMMAND_HANDLERS = [AddEmployeeHandler, ChangeEmployeeHandler];
