import { KeyCheckedOnWrite } from '../../platform/idempotency/idempotency.guard';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiCreatedData, ApiData, DeletedIdResponse } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { withMessage } from '../../platform/http/envelope';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { NamedOwnerPlant, OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { EmployeeStatusChangedCommand, GiveEmployeeLoginCommand, RevokeEmployeeLoginCommand } from '../auth/employee-login.commands';
import { normalisePakistaniMobile } from '../../platform/domain/phone';
import { AddEmployeeCommand, ChangeEmployeeCommand } from './employee.commands';
import { CreateEmployeeDto, EmployeeListResponse, EmployeeLoginDto, EmployeeResponse, UpdateEmployeeDto } from './employee.dto';
import { EmployeeTerms } from './employee.events';
import { EmployeeView, GetEmployeeQuery, ListEmployeesQuery } from './employee.queries';
import { employeeTerms } from './employee.terms';

const INVALID_EMPLOYEE_ID = 'The employee id must be a positive integer.';

const EMPLOYEE_ID = new PositiveIdPipe(INVALID_EMPLOYEE_ID);

const toTerms = (view: EmployeeView): EmployeeTerms => ({
  name: view.name,
  phone: view.phone,
  address: view.address,
  type: view.type,
  commission_rate: view.commission_rate === null ? null : view.commission_rate.toFixed(2),
  monthly_salary: view.monthly_salary === null ? null : view.monthly_salary.toFixed(2),
});

/** A plant's staff; the plant comes from `filter_plant_id` (the default plant when absent). */
@ApiTags('Filter owner: employees')
@ApiBearerAuth()
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/employees')
export class EmployeesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The employee, within the named plant when one is given. */
  private employee(caller: Caller, id: number, plant: OwnedPlant | null): Promise<EmployeeView> {
    return this.queries.execute(new GetEmployeeQuery(caller.id, plant ? Number(plant.id) : null, id));
  }

  @Get()
  @ResponseMessage('Employees retrieved successfully')
  @ApiOperation({ summary: "The plant's employees (data.employees) with statistics: total, active, commission, salary" })
  @ApiData(EmployeeListResponse)
  async list(@CurrentCaller() caller: Caller, @OwnerPlant() plant: OwnedPlant) {
    return this.queries.execute(new ListEmployeesQuery(Number(plant.id)));
  }

  @Post()
  @ResponseMessage('Employee created successfully')
  @KeyCheckedOnWrite()
  @ApiOperation({
    summary:
      "Add an employee: commission (rate 1-100, default 15) or salary (1,000-1,000,000, default 30,000); 422 EMPLOYEE_LIMIT_EXCEEDED beyond the package's max_employees (all the owner's plants together)",
  })
  @ApiCreatedData(EmployeeResponse)
  async create(@CurrentCaller() caller: Caller, @Body() body: CreateEmployeeDto, @OwnerPlant() plant: OwnedPlant): Promise<EmployeeView> {
    return this.commands.execute(new AddEmployeeCommand(caller.id, Number(plant.id), employeeTerms(body, null)));
  }

  @Get(':id')
  @ResponseMessage('Employee retrieved successfully')
  @ApiOperation({ summary: 'One employee' })
  @ApiData(EmployeeResponse)
  show(
    @CurrentCaller() caller: Caller,
    @Param('id', EMPLOYEE_ID) id: number,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<EmployeeView> {
    return this.employee(caller, id, plant);
  }

  @Put(':id')
  @ResponseMessage('Employee updated successfully')
  @ApiOperation({ summary: "Change an employee's details or pay; absent fields keep their value" })
  @ApiData(EmployeeResponse)
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id', EMPLOYEE_ID) id: number,
    @Body() body: UpdateEmployeeDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ) {
    const current = await this.employee(caller, id, plant);
    await this.commands.execute(
      new ChangeEmployeeCommand(caller.id, current.id, { type: 'ChangeEmployee', terms: employeeTerms(body, toTerms(current)) }),
    );
    return this.queries.execute(new GetEmployeeQuery(caller.id, null, current.id));
  }

  @Delete(':id')
  @ResponseMessage('Employee deleted successfully')
  @ApiOperation({ summary: 'Remove an employee (and their area assignments)' })
  @ApiData(DeletedIdResponse)
  async remove(@CurrentCaller() caller: Caller, @Param('id', EMPLOYEE_ID) id: number, @NamedOwnerPlant() plant: OwnedPlant | null) {
    const current = await this.employee(caller, id, plant);
    await this.commands.execute(new ChangeEmployeeCommand(caller.id, current.id, { type: 'RemoveEmployee' }));
    // Their sign-in stops at once: its cached tokens are dropped, and the guard finds no employee.
    await this.commands.execute(new EmployeeStatusChangedCommand(current.id));
    return { id: current.id };
  }

  @Put(':id/toggle-status')
  @ApiOperation({ summary: 'Activate or deactivate an employee' })
  @ApiData(EmployeeResponse)
  async toggle(@CurrentCaller() caller: Caller, @Param('id', EMPLOYEE_ID) id: number, @NamedOwnerPlant() plant: OwnedPlant | null) {
    const current = await this.employee(caller, id, plant);
    await this.commands.execute(new ChangeEmployeeCommand(caller.id, current.id, { type: 'ToggleEmployeeStatus' }));
    await this.commands.execute(new EmployeeStatusChangedCommand(current.id));
    const updated: EmployeeView = await this.queries.execute(new GetEmployeeQuery(caller.id, null, current.id));
    return withMessage(updated, `Employee ${updated.is_active ? 'activated' : 'deactivated'} successfully`);
  }

  @Post(':id/login')
  @HttpCode(200)
  @ResponseMessage('Sign-in given successfully')
  @ApiOperation({
    summary: 'Give the employee a sign-in (role employee, the rider app at /rider), or new credentials for it',
    description:
      'phone (a Pakistani mobile, kept as +92…) and/or email, and a password of at least 8 characters. The rider signs in at POST /api/login with either. ' +
      'Giving it again replaces the credentials and ends the tokens issued before. A deactivated or removed employee cannot sign in. 422 when the phone or email is taken.',
  })
  @ApiData(EmployeeResponse)
  async giveLogin(
    @CurrentCaller() caller: Caller,
    @Param('id', EMPLOYEE_ID) id: number,
    @Body() body: EmployeeLoginDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<EmployeeView> {
    const current = await this.employee(caller, id, plant);
    const phone = body.phone === undefined ? null : normalisePakistaniMobile(body.phone);
    await this.commands.execute(
      new GiveEmployeeLoginCommand(caller.id, current.filter_plant_id, current.id, current.name, {
        phone,
        email: body.email ?? null,
        password: body.password,
      }),
    );
    return this.queries.execute(new GetEmployeeQuery(caller.id, null, current.id));
  }

  @Delete(':id/login')
  @ResponseMessage('Sign-in revoked successfully')
  @ApiOperation({
    summary: "Revoke the employee's sign-in at once: sign-in refused, every token of it refused (404 when none was given)",
  })
  @ApiData(EmployeeResponse)
  async revokeLogin(
    @CurrentCaller() caller: Caller,
    @Param('id', EMPLOYEE_ID) id: number,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<EmployeeView> {
    const current = await this.employee(caller, id, plant);
    await this.commands.execute(new RevokeEmployeeLoginCommand(caller.id, current.id));
    return this.queries.execute(new GetEmployeeQuery(caller.id, null, current.id));
  }
}
