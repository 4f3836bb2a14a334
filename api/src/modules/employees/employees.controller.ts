import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../platform/domain/domain-error';
import { Caller, CurrentCaller, ResponseMessage } from '../../platform/http/decorators';
import { withMessage } from '../../platform/http/envelope';
import { OwnerPlantContextQuery } from '../plants/plant.queries';
import { PlantRow } from '../plants/plant.view';
import { AddEmployeeCommand, ChangeEmployeeCommand } from './employee.commands';
import { CreateEmployeeDto, UpdateEmployeeDto } from './employee.dto';
import { EmployeeTerms } from './employee.events';
import { EmployeeView, GetEmployeeQuery, ListEmployeesQuery } from './employee.queries';
import { employeeTerms } from './employee.terms';

const INVALID_EMPLOYEE_ID = 'The employee id must be a positive integer.';

function parseId(raw: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw DomainError.field('id', INVALID_EMPLOYEE_ID);
  return Number(raw);
}

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
@Controller('filter-owner/employees')
export class EmployeesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private plant(caller: Caller, plantId?: string, tenantPlantId?: string): Promise<PlantRow> {
    return this.queries.execute(new OwnerPlantContextQuery(caller.id, plantId ?? tenantPlantId));
  }

  /** The employee, within the given plant when one is named (403 if that plant is not the caller's). */
  private async employee(caller: Caller, rawId: string, plantId?: string, tenantPlantId?: string): Promise<EmployeeView> {
    const id = parseId(rawId);
    const named = plantId ?? tenantPlantId;
    const plant = named === undefined ? null : await this.plant(caller, named);
    return this.queries.execute(new GetEmployeeQuery(caller.id, plant ? Number(plant.id) : null, id));
  }

  @Get()
  @ResponseMessage('Employees retrieved successfully')
  @ApiOperation({ summary: "The plant's employees (data.employees) with statistics: total, active, commission, salary" })
  async list(
    @CurrentCaller() caller: Caller,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const plant = await this.plant(caller, plantId, tenantPlantId);
    return this.queries.execute(new ListEmployeesQuery(Number(plant.id)));
  }

  @Post()
  @ResponseMessage('Employee created successfully')
  @ApiOperation({ summary: 'Add an employee: commission (rate 1-100, default 15) or salary (1,000-1,000,000, default 30,000)' })
  async create(
    @CurrentCaller() caller: Caller,
    @Body() body: CreateEmployeeDto,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ): Promise<EmployeeView> {
    const plant = await this.plant(caller, plantId, tenantPlantId);
    const id: number = await this.commands.execute(new AddEmployeeCommand(caller.id, Number(plant.id), employeeTerms(body, null)));
    return this.queries.execute(new GetEmployeeQuery(caller.id, Number(plant.id), id));
  }

  @Get(':id')
  @ResponseMessage('Employee retrieved successfully')
  @ApiOperation({ summary: 'One employee' })
  show(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ): Promise<EmployeeView> {
    return this.employee(caller, id, plantId, tenantPlantId);
  }

  @Put(':id')
  @ResponseMessage('Employee updated successfully')
  @ApiOperation({ summary: "Change an employee's details or pay; absent fields keep their value" })
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: UpdateEmployeeDto,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const current = await this.employee(caller, id, plantId, tenantPlantId);
    await this.commands.execute(
      new ChangeEmployeeCommand(caller.id, current.id, { type: 'ChangeEmployee', terms: employeeTerms(body, toTerms(current)) }),
    );
    return this.queries.execute(new GetEmployeeQuery(caller.id, null, current.id));
  }

  @Delete(':id')
  @ResponseMessage('Employee deleted successfully')
  @ApiOperation({ summary: 'Remove an employee (and their area assignments)' })
  async remove(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const current = await this.employee(caller, id, plantId, tenantPlantId);
    await this.commands.execute(new ChangeEmployeeCommand(caller.id, current.id, { type: 'RemoveEmployee' }));
    return { id: current.id };
  }

  @Put(':id/toggle-status')
  @ApiOperation({ summary: 'Activate or deactivate an employee' })
  async toggle(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const current = await this.employee(caller, id, plantId, tenantPlantId);
    await this.commands.execute(new ChangeEmployeeCommand(caller.id, current.id, { type: 'ToggleEmployeeStatus' }));
    const updated: EmployeeView = await this.queries.execute(new GetEmployeeQuery(caller.id, null, current.id));
    return withMessage(updated, `Employee ${updated.is_active ? 'activated' : 'deactivated'} successfully`);
  }
}
