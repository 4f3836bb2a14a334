import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { EmployeeView, GetEmployeeQuery } from '../employees/employee.queries';
import { NamedOwnerPlant, OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { CloseRiderDayCommand, RiderDayCloseResult } from './rider-day.commands';
import { OwnerRiderDayCloseDto, RiderDayCloseResultResponse, RiderDayListResponse, RiderDaysQueryDto } from './rider-day.dto';
import { ListRiderDaysQuery, RiderDayView } from './rider-day.queries';

/** The owner's side of the riders' days: close (or correct) a rider's day, list days with their differences. */
@ApiTags('Filter owner: rider days')
@ApiBearerAuth()
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/rider-days')
export class RiderDaysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ResponseMessage('Rider day closed successfully')
  @ApiOperation({
    summary: "Close a rider's day: cash handed over, empty cans returned to the plant, full cans taken out",
    description:
      'expected_cash = money the rider collected that day (entries and payments with the rider, not reversed); difference = cash_handed_over − expected_cash. ' +
      'expected_cans_back = full_cans_taken − cans delivered + empties collected by the rider that day; cans_difference = cans_returned_to_plant − expected_cans_back. ' +
      "A second close of the same day is a correction (an event; the history is kept, the latest counts stand). 404 for an employee not the caller's; 422 for a day after today.",
  })
  @ApiCreatedData(RiderDayCloseResultResponse)
  async close(
    @CurrentCaller() caller: Caller,
    @Body() body: OwnerRiderDayCloseDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<RiderDayCloseResult> {
    const employee: EmployeeView = await this.queries.execute(
      new GetEmployeeQuery(caller.id, plant ? Number(plant.id) : null, body.employee_id),
    );
    const { employee_id: _, ...input } = body;
    return this.commands.execute(new CloseRiderDayCommand(caller.id, employee.filter_plant_id, employee.id, input, 'owner'));
  }

  @Get()
  @ResponseMessage('Rider days retrieved successfully')
  @ApiOperation({
    summary: "The plant's rider days, newest first: per rider per day the figures, closed or not, and the differences",
    description:
      'A day is listed when the rider has entries or payments on it, or it is closed. status=unclosed: entries and no close; status=closed. ' +
      'Differences are worked out against the current figures (an entry saved after the close moves them); `history` lists every close of the day.',
  })
  @ApiData(RiderDayListResponse)
  list(@Query() query: RiderDaysQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<{ from: string; to: string; days: RiderDayView[] }> {
    return this.queries.execute(
      new ListRiderDaysQuery({
        plantId: Number(plant.id),
        from: query.from || undefined,
        to: query.to || undefined,
        employeeId: query.employee_id,
        status: query.status,
      }),
    );
  }
}
