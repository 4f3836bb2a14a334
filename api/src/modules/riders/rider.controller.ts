import { KeyCheckedOnWrite } from '../../platform/idempotency/idempotency.guard';
import type { DailyEntryBatchResult, DailySheet } from '@paani/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, RawResponse, ResponseMessage, Roles } from '../../platform/http/decorators';
import { SendsJsonText } from '../../platform/http/plain-query';
import { JsonText } from '../../platform/cache/json-text';
import { SaveDailyEntriesCommand } from '../daily-entries/daily-entry.commands';
import { DailyEntryBatchResponse, DailySheetResponse, RiderEntryBatchDto } from '../daily-entries/daily-entry.dto';
import { DailySheetQuery } from '../daily-entries/daily-entry.queries';
import { CloseRiderDayCommand, RiderDayCloseResult } from './rider-day.commands';
import { RiderDayCloseDto, RiderDayCloseResultResponse, RiderDayQueryDto, RiderDayResponse, RiderProfileResponse } from './rider-day.dto';
import { GetRiderDayQuery, RiderDayView } from './rider-day.queries';
import { RiderContext, RiderContextQuery } from './rider.queries';

const IDEMPOTENCY = {
  name: 'Idempotency-Key',
  required: false,
  description: 'A fresh key per save; a retry with the same key and body gets the first answer and saves nothing twice',
};

/**
 * The rider's app (role `employee`): their areas' sheet, their entries, their day close. Who the
 * rider is, and which areas are theirs, comes from their sign-in and the area assignments, never
 * from the request: a customer outside their areas is refused, prices are the customers' own.
 */
@ApiTags('Rider')
@ApiBearerAuth()
@Roles('employee')
@Controller('rider')
export class RiderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private rider(caller: Caller): Promise<RiderContext> {
    return this.queries.execute(new RiderContextQuery(caller.id));
  }

  @Get('me')
  @ResponseMessage('Rider retrieved successfully')
  @ApiOperation({ summary: "The signed-in rider: their employee, plant, assigned areas and the plant's today" })
  @ApiData(RiderProfileResponse)
  async me(@CurrentCaller() caller: Caller) {
    const rider = await this.rider(caller);
    return {
      employee_id: rider.employeeId,
      name: rider.employeeName,
      filter_plant_id: rider.plantId,
      plant_name: rider.plantName,
      areas: rider.areas,
      today: rider.today,
    };
  }

  @Get('sheet')
  @RawResponse()
  @SendsJsonText()
  @ApiOperation({
    summary:
      "The day's sheet of the rider's areas only (the plant's today when no date): customers due in route order, then the others entered that day",
  })
  @ApiData(DailySheetResponse)
  async sheet(@CurrentCaller() caller: Caller, @Query() query: RiderDayQueryDto): Promise<Buffer> {
    const rider = await this.rider(caller);
    const sheet: JsonText<DailySheet> = await this.queries.execute(
      new DailySheetQuery({ ownerId: rider.ownerId, plantId: rider.plantId, date: query.date || rider.today, areaIds: rider.areaIds }),
    );
    return sheet.enveloped('Sheet retrieved successfully');
  }

  @Post('entries')
  @ResponseMessage('Entries saved successfully')
  @KeyCheckedOnWrite()
  @ApiHeader(IDEMPOTENCY)
  @ApiOperation({
    summary: "Save the rider's entries (one customer or many) in one transaction: all or none",
    description:
      "No rate and no employee_id (refused 422 as unknown fields): the rate is the customer's, the rider is the caller. A customer outside the rider's areas refuses the whole batch, naming the row; nothing is saved.",
  })
  @ApiCreatedData(DailyEntryBatchResponse)
  async entries(@CurrentCaller() caller: Caller, @Body() body: RiderEntryBatchDto): Promise<DailyEntryBatchResult> {
    const rider = await this.rider(caller);
    return this.commands.execute(
      new SaveDailyEntriesCommand(rider.ownerId, rider.plantId, body.date || rider.today, body.entries, {
        employeeId: rider.employeeId,
        areaIds: rider.areaIds,
      }),
    );
  }

  @Get('day-close')
  @ResponseMessage('Rider day retrieved successfully')
  @ApiOperation({ summary: "The rider's own day (today when no date): expected cash and cans, and the close when there is one" })
  @ApiData(RiderDayResponse)
  async day(@CurrentCaller() caller: Caller, @Query() query: RiderDayQueryDto): Promise<RiderDayView> {
    const rider = await this.rider(caller);
    return this.queries.execute(new GetRiderDayQuery(rider.plantId, rider.employeeId, query.date || rider.today));
  }

  @Post('day-close')
  @ResponseMessage('Rider day closed successfully')
  @ApiHeader(IDEMPOTENCY)
  @ApiOperation({
    summary:
      "Close the rider's own day (today when no date): cash handed over, empty cans returned, full cans taken; the same arithmetic as POST /filter-owner/rider-days",
  })
  @ApiCreatedData(RiderDayCloseResultResponse)
  async closeDay(@CurrentCaller() caller: Caller, @Body() body: RiderDayCloseDto): Promise<RiderDayCloseResult> {
    const rider = await this.rider(caller);
    return this.commands.execute(
      new CloseRiderDayCommand(rider.ownerId, rider.plantId, rider.employeeId, { ...body, date: body.date || rider.today }, 'rider'),
    );
  }
}
