import type { CustomerSchedule, DeliveryRoutes, DeliverySchedule, DeliveryWeek, RouteOrderResult, RouteSuggestion } from '@paani/contracts';
import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { NamedOwnerPlant, OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { ReorderRouteCommand, SetCustomerScheduleCommand } from './schedule.commands';
import {
  CustomerScheduleDto,
  CustomerScheduleResponse,
  DeliveryRoutesQueryDto,
  DeliveryRoutesResponse,
  DeliveryScheduleQueryDto,
  DeliveryScheduleResponse,
  DeliveryWeekQueryDto,
  DeliveryWeekResponse,
  RouteOrderDto,
  RouteOrderResultResponse,
  RouteSuggestionQueryDto,
  RouteSuggestionResponse,
} from './schedule.dto';
import {
  DeliveryRoutesQuery,
  DeliveryScheduleQuery,
  DeliveryWeekQuery,
  GetCustomerScheduleQuery,
  RouteSuggestionQuery,
} from './schedule.queries';

const CUSTOMER_ID = new PositiveIdPipe('The customer id must be a positive integer.');

/** A customer's delivery schedule; within the plant `filter_plant_id` names, when it names one. */
@ApiTags('Filter owner: delivery schedule')
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/customers')
export class CustomerSchedulesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':id/schedule')
  @ResponseMessage('Schedule retrieved successfully')
  @ApiOperation({
    summary: "A customer's schedule: kind, days, every_n, start_date, quantity, route_position (daily, quantity 1 when they have none)",
  })
  @ApiData(CustomerScheduleResponse)
  show(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<CustomerSchedule> {
    return this.queries.execute(new GetCustomerScheduleQuery(caller.id, plant ? Number(plant.id) : null, id));
  }

  @Put(':id/schedule')
  @ResponseMessage('Schedule saved successfully')
  @ApiOperation({
    summary:
      "Set a customer's schedule: daily; alternate (start_date); weekdays (days mon…sun); every_n_days (every_n ≥ 2, start_date); on_call (never due). Fields the kind does not use are refused (422)",
  })
  @ApiData(CustomerScheduleResponse)
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Body() body: CustomerScheduleDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<CustomerSchedule> {
    const plantId = plant ? Number(plant.id) : null;
    await this.commands.execute(new SetCustomerScheduleCommand(caller.id, plantId, id, body));
    return this.queries.execute(new GetCustomerScheduleQuery(caller.id, plantId, id));
  }
}

/** Who is due on a day of the plant (`filter_plant_id`, else the default plant), the week ahead, and route order. */
@ApiTags('Filter owner: delivery schedule')
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/delivery-schedule')
export class DeliveryScheduleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('Delivery schedule retrieved successfully')
  @ApiOperation({
    summary:
      "The customers due on a day (default: the plant's today), by area in route order, with default quantity; nobody on a holiday or inside a pause",
  })
  @ApiData(DeliveryScheduleResponse)
  show(
    @CurrentCaller() caller: Caller,
    @Query() query: DeliveryScheduleQueryDto,
    @OwnerPlant() plant: OwnedPlant,
  ): Promise<DeliverySchedule> {
    return this.queries.execute(
      new DeliveryScheduleQuery(caller.id, Number(plant.id), query.date || null, query.area_id, query.employee_id),
    );
  }

  @Get('week')
  @ResponseMessage('Delivery week retrieved successfully')
  @ApiOperation({ summary: 'Customers and cans due on each of 7 days from `start` (default: the plant’s today), optionally for one area' })
  @ApiData(DeliveryWeekResponse)
  week(@CurrentCaller() caller: Caller, @Query() query: DeliveryWeekQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<DeliveryWeek> {
    return this.queries.execute(new DeliveryWeekQuery(caller.id, Number(plant.id), query.start || null, query.area_id));
  }

  @Get('routes')
  @ResponseMessage('Delivery routes retrieved successfully')
  @ApiOperation({
    summary: "Every area of the plant (or one) with its active customers in route order and each one's schedule and quantity",
  })
  @ApiData(DeliveryRoutesResponse)
  routes(
    @CurrentCaller() caller: Caller,
    @Query() query: DeliveryRoutesQueryDto,
    @OwnerPlant() plant: OwnedPlant,
  ): Promise<DeliveryRoutes> {
    return this.queries.execute(new DeliveryRoutesQuery(caller.id, Number(plant.id), query.area_id));
  }

  @Get('route-order/suggestion')
  @ResponseMessage('Route order suggested')
  @ApiOperation({
    summary:
      "A street order for an area, to apply with PUT route-order: from the plant's place always to the nearest customer (nearest-neighbour, straight lines), the current order breaking ties; customers without a place last, in the current order. Saves nothing",
  })
  @ApiData(RouteSuggestionResponse)
  suggestRoute(
    @CurrentCaller() caller: Caller,
    @Query() query: RouteSuggestionQueryDto,
    @OwnerPlant() plant: OwnedPlant,
  ): Promise<RouteSuggestion> {
    return this.queries.execute(new RouteSuggestionQuery(caller.id, Number(plant.id), query.area_id));
  }

  @Put('route-order')
  @ResponseMessage('Route order saved successfully')
  @ApiOperation({ summary: "Set an area's route order: the listed customers (all of the area) get positions 0…n-1, in one transaction" })
  @ApiData(RouteOrderResultResponse)
  async routeOrder(
    @CurrentCaller() caller: Caller,
    @Body() body: RouteOrderDto,
    @OwnerPlant() plant: OwnedPlant,
  ): Promise<RouteOrderResult> {
    const changed: number = await this.commands.execute(
      new ReorderRouteCommand(caller.id, Number(plant.id), body.area_id, body.customer_ids),
    );
    return { area_id: body.area_id, customer_ids: body.customer_ids, changed };
  }
}
