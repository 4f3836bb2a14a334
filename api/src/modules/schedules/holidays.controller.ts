import type { PlantHoliday } from '@paani/contracts';
import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { AddHolidayCommand, RemoveHolidayCommand } from './holiday.commands';
import { HolidayDto, HolidayListQueryDto, HolidayRemovedResponse, PlantHolidayResponse } from './schedule.dto';
import { GetHolidayQuery, ListHolidaysQuery } from './holiday.queries';

const HOLIDAY_ID = new PositiveIdPipe('The holiday id must be a positive integer.');

/** A plant's holidays: days on which no customer is due. The plant from `filter_plant_id` (else the default plant). */
@ApiTags('Filter owner: delivery schedule')
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/holidays')
export class HolidaysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ResponseMessage('Holiday added successfully')
  @ApiOperation({ summary: 'Make a day a plant holiday (nobody is due); 422 when it already is one' })
  @ApiCreatedData(PlantHolidayResponse)
  async add(@CurrentCaller() caller: Caller, @Body() body: HolidayDto, @OwnerPlant() plant: OwnedPlant): Promise<PlantHoliday> {
    const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : null;
    const id: number = await this.commands.execute(new AddHolidayCommand(caller.id, Number(plant.id), body.date, reason));
    return this.queries.execute(new GetHolidayQuery(caller.id, id));
  }

  @Get()
  @ResponseMessage('Holidays retrieved successfully')
  @ApiOperation({ summary: "The plant's holidays between `from` and `to` (either open), by day" })
  @ApiData([PlantHolidayResponse])
  list(@CurrentCaller() caller: Caller, @Query() query: HolidayListQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<PlantHoliday[]> {
    return this.queries.execute(new ListHolidaysQuery(caller.id, Number(plant.id), query.from || null, query.to || null));
  }

  @Delete(':id')
  @ResponseMessage('Holiday removed successfully')
  @ApiOperation({ summary: 'Remove a holiday of one of your plants' })
  @ApiData(HolidayRemovedResponse)
  async remove(@CurrentCaller() caller: Caller, @Param('id', HOLIDAY_ID) id: number) {
    const removed: { plantId: number; date: string } = await this.commands.execute(new RemoveHolidayCommand(caller.id, id));
    return { id, filter_plant_id: removed.plantId, date: removed.date, deleted: true };
  }
}
