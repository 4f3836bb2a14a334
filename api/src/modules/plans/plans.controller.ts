import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { ChangePlanCommand, ChoosePackageCommand, CreatePlanCommand } from './plan.commands';
import { CurrentPackageResponse, PlanDto, PlanResponse, SelectPackageDto, toPlanTerms } from './plan.dto';
import { GetOwnerPlanQuery, GetPlanQuery, ListPlansQuery, OwnerPlanView, PlanView } from './plan.queries';

@ApiTags('Super admin: subscription plans')
@ApiBearerAuth()
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin/subscription-plans')
export class SuperAdminPlansController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('Subscription plans retrieved successfully')
  @ApiOperation({ summary: 'Every plan; retired ones with include_retired=true' })
  @ApiQuery({ name: 'include_retired', required: false, enum: ['true', '1', 'false', '0'] })
  @ApiData([PlanResponse])
  list(@Query('include_retired') includeRetired?: string): Promise<PlanView[]> {
    return this.queries.execute(new ListPlansQuery({ includeRetired: includeRetired === 'true' || includeRetired === '1' }));
  }

  @Get(':id')
  @ResponseMessage('Subscription plan retrieved successfully')
  @ApiOperation({ summary: 'One plan, retired or not' })
  @ApiData(PlanResponse)
  get(@Param('id', PositiveIdPipe) id: number): Promise<PlanView> {
    return this.queries.execute(new GetPlanQuery(id));
  }

  @Post()
  @ResponseMessage('Subscription plan created successfully')
  @ApiOperation({ summary: 'Create a plan; limits left out get the defaults of a paid or free plan' })
  @ApiCreatedData(PlanResponse)
  async create(@Body() body: PlanDto): Promise<PlanView> {
    const id: number = await this.commands.execute(new CreatePlanCommand(toPlanTerms(body)));
    return this.queries.execute(new GetPlanQuery(id));
  }

  @Put(':id')
  @ResponseMessage('Subscription plan updated successfully')
  @ApiOperation({ summary: "Change a plan's name, price, limits and features (the whole plan is sent)" })
  @ApiData(PlanResponse)
  async update(@Param('id', PositiveIdPipe) id: number, @Body() body: PlanDto): Promise<PlanView> {
    await this.commands.execute(new ChangePlanCommand(id, { type: 'ChangePlan', terms: toPlanTerms(body) }));
    return this.queries.execute(new GetPlanQuery(id));
  }

  @Delete(':id')
  @ResponseMessage('Subscription plan retired successfully')
  @ApiOperation({ summary: 'Retire: no longer offered, kept by the owners who have it' })
  @ApiData(PlanResponse)
  async retire(@Param('id', PositiveIdPipe) id: number): Promise<PlanView> {
    await this.commands.execute(new ChangePlanCommand(id, { type: 'RetirePlan' }));
    return this.queries.execute(new GetPlanQuery(id));
  }

  @Put(':id/reinstate')
  @ResponseMessage('Subscription plan offered again')
  @ApiOperation({ summary: 'Offer a retired plan again' })
  @ApiData(PlanResponse)
  async reinstate(@Param('id', PositiveIdPipe) id: number): Promise<PlanView> {
    await this.commands.execute(new ChangePlanCommand(id, { type: 'ReinstatePlan' }));
    return this.queries.execute(new GetPlanQuery(id));
  }
}

@ApiTags('Filter owner: packages')
@ApiBearerAuth()
@Roles('filter_owner')
@Controller('filter-owner/packages')
export class OwnerPackagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('available')
  @ResponseMessage('Packages retrieved successfully')
  @ApiOperation({ summary: 'Plans on offer, cheapest first (data is an array)' })
  @ApiData([PlanResponse])
  available(): Promise<PlanView[]> {
    return this.queries.execute(new ListPlansQuery());
  }

  @Get('current')
  @ResponseMessage('Current package retrieved successfully')
  @ApiOperation({ summary: "The signed-in owner's plan and when it was chosen (the Free plan when none was)" })
  @ApiData(CurrentPackageResponse)
  async current(@CurrentCaller() caller: Caller): Promise<{ subscription_plan: OwnerPlanView; selected_at: string | null }> {
    const plan: OwnerPlanView = await this.queries.execute(new GetOwnerPlanQuery(caller.id));
    return { subscription_plan: plan, selected_at: plan.selected_at };
  }

  @Post('select')
  @HttpCode(200)
  @ResponseMessage('Package selected successfully')
  @ApiOperation({ summary: 'Choose a plan (first choice or a change); refused when the plan holds fewer plants than the owner has' })
  @ApiData(CurrentPackageResponse)
  select(@CurrentCaller() caller: Caller, @Body() body: SelectPackageDto) {
    return this.choose(caller, body);
  }

  @Put('update')
  @ResponseMessage('Package updated successfully')
  @ApiOperation({ summary: 'Switch plan; refused when the plan holds fewer plants than the owner has' })
  @ApiData(CurrentPackageResponse)
  update(@CurrentCaller() caller: Caller, @Body() body: SelectPackageDto) {
    return this.choose(caller, body);
  }

  private async choose(caller: Caller, body: SelectPackageDto): Promise<{ subscription_plan: OwnerPlanView; selected_at: string | null }> {
    await this.commands.execute(new ChoosePackageCommand(caller.id, body.subscription_plan_id, caller.id, body.metadata ?? {}));
    return this.current(caller);
  }
}
