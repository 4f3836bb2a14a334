import type { StockFigures, StockMovements } from '@paani/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { money } from '../../platform/domain/money';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { RecordStockMovementCommand } from './stock.commands';
import {
  StockCountDto,
  StockFiguresResponse,
  StockMovementsQueryDto,
  StockMovementsResponse,
  StockPurchaseDto,
  StockWriteOffDto,
} from './stock.dto';
import { StockFiguresQuery, StockMovementsQuery } from './stock.queries';

/** The plant's container stock (plant from `filter_plant_id`, the default plant when absent). Each write answers the stock after it. */
@ApiTags('Filter owner: container stock')
@ApiBearerAuth()
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/stock')
export class StockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('Stock retrieved successfully')
  @ApiOperation({ summary: 'Per returnable product: owned, at the plant, with customers, with riders, lost, damaged' })
  @ApiData(StockFiguresResponse)
  figures(@OwnerPlant() plant: OwnedPlant): Promise<StockFigures> {
    return this.queries.execute(new StockFiguresQuery(Number(plant.id)));
  }

  @Get('movements')
  @ResponseMessage('Stock movements retrieved successfully')
  @ApiOperation({
    summary: "Each day's movements per product (out, back, bought, written off, counted, lost at customers) and the plant's own movements",
  })
  @ApiData(StockMovementsResponse)
  movements(@Query() query: StockMovementsQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<StockMovements> {
    return this.queries.execute(new StockMovementsQuery(Number(plant.id), query.from || null, query.to || null));
  }

  @Post('purchases')
  @ResponseMessage('Purchase recorded successfully')
  @ApiOperation({ summary: 'Containers bought: owned and at the plant rise' })
  @ApiCreatedData(StockFiguresResponse)
  async purchase(@CurrentCaller() caller: Caller, @Body() body: StockPurchaseDto, @OwnerPlant() plant: OwnedPlant): Promise<StockFigures> {
    const movement = { type: 'RecordPurchase' as const, quantity: body.quantity, cost: money(body.cost), note: body.note?.trim() || null };
    return this.record(caller, plant, body.product_id, body.date, movement);
  }

  @Post('write-offs')
  @ResponseMessage('Write-off recorded successfully')
  @ApiOperation({ summary: 'Containers lost or damaged at the plant, with a reason (422 for more than the stock has at the plant)' })
  @ApiCreatedData(StockFiguresResponse)
  async writeOff(@CurrentCaller() caller: Caller, @Body() body: StockWriteOffDto, @OwnerPlant() plant: OwnedPlant): Promise<StockFigures> {
    const movement = { type: 'WriteOff' as const, quantity: body.quantity, kind: body.kind, reason: body.reason.trim() };
    return this.record(caller, plant, body.product_id, body.date, movement);
  }

  @Post('counts')
  @ResponseMessage('Count recorded successfully')
  @ApiOperation({
    summary: 'The containers counted at the plant: more than the stock are owned, fewer are lost (a reason when they differ)',
  })
  @ApiCreatedData(StockFiguresResponse)
  async count(@CurrentCaller() caller: Caller, @Body() body: StockCountDto, @OwnerPlant() plant: OwnedPlant): Promise<StockFigures> {
    const movement = { type: 'RecordCount' as const, counted: body.counted, reason: body.reason?.trim() || null };
    return this.record(caller, plant, body.product_id, body.date, movement);
  }

  private async record(
    caller: Caller,
    plant: OwnedPlant,
    productId: number,
    date: string | undefined,
    movement: RecordStockMovementCommand['movement'],
  ): Promise<StockFigures> {
    const plantId = Number(plant.id);
    await this.commands.execute(new RecordStockMovementCommand(caller.id, plantId, productId, date || null, movement));
    return this.queries.execute(new StockFiguresQuery(plantId));
  }
}
