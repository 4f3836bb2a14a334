import type { ReminderList, ReminderSent, ReminderTemplate } from '@paani/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { PlantQueryDto } from '../plants/plant-query.dto';
import { MarkReminderSentCommand, SetReminderTemplateCommand } from './reminder.commands';
import {
  ReminderListQueryDto,
  ReminderListResponse,
  ReminderSentResponse,
  ReminderTemplateDto,
  ReminderTemplateQueryDto,
  ReminderTemplateResponse,
} from './reminder.dto';
import { ListRemindersQuery, ReminderTemplateQuery } from './reminder.queries';

const CUSTOMER_ID = new PositiveIdPipe('The customer id must be a positive integer.');

/** Payment reminders over WhatsApp for a plant's customers who owe (the plant from `filter_plant_id`). */
@ApiTags('Filter owner: reminders')
@ApiBearerAuth()
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/reminders')
export class RemindersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('Reminders retrieved successfully')
  @ApiOperation({
    summary:
      "Customers of the plant who owe (balance > 0) at least min_balance, or whose oldest unpaid charge (payments settle the oldest first) is at least min_days old (either, when both are given; everyone who owes when neither), largest balance first: amount, age in plant days, the plant's template in the customer's language (customer.language) filled in for each, its https://wa.me link, and when a reminder was last sent",
  })
  @ApiData(ReminderListResponse)
  list(@Query() query: ReminderListQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<ReminderList> {
    return this.queries.execute(
      new ListRemindersQuery({ plantId: Number(plant.id), minBalance: query.min_balance, minDays: query.min_days, areaId: query.area_id }),
    );
  }

  @Get('template')
  @ResponseMessage('Reminder template retrieved successfully')
  @ApiOperation({
    summary:
      "The plant's reminder template for the customers of one language (language=en, the default, or ur; that language's default text until the owner sets one) and its placeholders",
  })
  @ApiData(ReminderTemplateResponse)
  template(@Query() query: ReminderTemplateQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<ReminderTemplate> {
    return this.queries.execute(new ReminderTemplateQuery(Number(plant.id), query.language ?? 'en'));
  }

  @Put('template')
  @ResponseMessage('Reminder template saved successfully')
  @ApiOperation({
    summary:
      "Sets the plant's reminder template for one language (language en, the default, or ur; an event on plant-reminders-{plantId}); placeholders {name}, {code}, {amount}, {days}, {plant}, {since}",
  })
  @ApiData(ReminderTemplateResponse)
  async setTemplate(
    @CurrentCaller() caller: Caller,
    @Query() _query: PlantQueryDto,
    @Body() body: ReminderTemplateDto,
    @OwnerPlant() plant: OwnedPlant,
  ): Promise<ReminderTemplate> {
    const language = body.language ?? 'en';
    await this.commands.execute(new SetReminderTemplateCommand(caller.id, Number(plant.id), body.template, language));
    return this.queries.execute(new ReminderTemplateQuery(Number(plant.id), language));
  }

  @Post(':customerId/sent')
  @HttpCode(200)
  @ResponseMessage('Reminder marked as sent')
  @ApiOperation({
    summary:
      "Records that a reminder went to the customer (of the plant; 404 otherwise), with the amount owed and its age: the list then shows 'sent on <date>'",
  })
  @ApiData(ReminderSentResponse)
  markSent(
    @CurrentCaller() caller: Caller,
    @Param('customerId', CUSTOMER_ID) customerId: number,
    @Query() _query: PlantQueryDto,
    @OwnerPlant() plant: OwnedPlant,
  ): Promise<ReminderSent> {
    return this.commands.execute(new MarkReminderSentCommand(caller.id, Number(plant.id), customerId));
  }
}
