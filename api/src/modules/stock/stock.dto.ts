import type { ProductStock, StockDay, StockFigures, StockMovements, StockRecord } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { bool, Fields, list, model, num, oneOf, text } from '../../platform/http/response-model';
import { amountRule, CalendarDate, cansRule, idRule, NumberField, TextField } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';

const MAX_CONTAINERS = 1_000_000;
const DAY = 'The date must be a day written YYYY-MM-DD.';
const quantity = (field: string) => ({ ...cansRule(field, MAX_CONTAINERS, 1), required: `The ${field} is required.` });
const NOTE = { max: 200, notText: 'The note must be text.', tooLong: 'The note may not be longer than 200 characters.' };
const REASON = { ...NOTE, notText: 'The reason must be text.', tooLong: 'The reason may not be longer than 200 characters.' };

class StockMovementDto {
  @ApiProperty({ example: 1, description: 'A returnable product of the plant' })
  @NumberField(idRule('product id', 'The product is required.'))
  product_id: number;

  @ApiPropertyOptional({ example: '2026-11-24', description: "The plant's day; today when absent (an open day)" })
  @CalendarDate(DAY)
  date?: string;
}

export class StockPurchaseDto extends StockMovementDto {
  @ApiProperty({ minimum: 1, example: 50 })
  @NumberField(quantity('quantity'))
  quantity: number;

  @ApiProperty({ minimum: 0, example: 25000, description: 'PKR paid for them all' })
  @NumberField({ ...amountRule('cost', 0, 1_000_000_000), required: 'The cost is required (0 when they were free).' })
  cost: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @TextField(NOTE)
  note?: string | null;
}

export class StockWriteOffDto extends StockMovementDto {
  @ApiProperty({ minimum: 1, example: 2 })
  @NumberField(quantity('quantity'))
  quantity: number;

  @ApiProperty({ enum: ['lost', 'damaged'] })
  @IsIn(['lost', 'damaged'], { message: 'The kind must be lost or damaged.' })
  kind: 'lost' | 'damaged';

  @ApiProperty({ maxLength: 200, example: 'Cracked in the washer' })
  @TextField({ ...REASON, required: 'A reason is required.' })
  reason: string;
}

export class StockCountDto extends StockMovementDto {
  @ApiProperty({ minimum: 0, example: 120, description: 'Containers counted at the plant, full and empty' })
  @NumberField({ ...cansRule('count', MAX_CONTAINERS), required: 'The count is required.' })
  counted: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'Required when the count differs from the stock' })
  @TextField(REASON)
  reason?: string | null;
}

export class StockMovementsQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'From this day; 30 days before `to` when absent' })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: "To this day; the plant's today when absent" })
  @CalendarDate('The to date must be a day written YYYY-MM-DD.')
  to?: string;
}

export const ProductStockResponse = model('ProductStockResponse', {
  product_id: num({ example: 1 }),
  name: text({ example: '19 L can' }),
  name_ur: text().nullable(),
  unit: text({ example: 'can' }),
  is_active: bool(),
  owned: num({ example: 500, description: 'Bought, and found over the stock at counts' }),
  at_plant: num({ example: 120, description: 'owned − with_customers − with_riders − lost − damaged; full and empty together' }),
  with_customers: num({ example: 360 }),
  with_riders: num({
    example: 4,
    description: "Not brought back at riders' day closes (expected back − returned to the plant, of each product counted)",
  }),
  lost: num({ example: 10 }),
  lost_at_customers: num({ example: 3, description: 'Of lost, charged to customers' }),
  damaged: num({ example: 6 }),
  out_exceeds_owned: bool({ description: 'More are out than the plant owns' }),
} satisfies Fields<ProductStock>);

export const StockFiguresResponse = model('StockFiguresResponse', {
  products: list(ProductStockResponse, { description: "The plant's returnable products, in order" }),
} satisfies Fields<StockFigures>);

const StockDayResponse = model('StockDayResponse', {
  date: text({ example: '2026-11-24' }),
  product_id: num(),
  delivered: num(),
  returned: num(),
  purchased: num(),
  written_off: num(),
  count_difference: num({ description: 'Counted over (+) or under (−) the stock' }),
  lost_at_customers: num(),
} satisfies Fields<StockDay>);

const StockRecordResponse = model('StockRecordResponse', {
  id: num(),
  date: text({ example: '2026-11-24' }),
  product_id: num(),
  kind: oneOf(['purchase', 'lost', 'damaged', 'count']),
  quantity: num({ description: "How many; a count's difference from the stock" }),
  counted: num().nullable(),
  cost: num({ description: 'PKR' }).nullable(),
  note: text().nullable(),
} satisfies Fields<StockRecord>);

export const StockMovementsResponse = model('StockMovementsResponse', {
  from: text(),
  to: text(),
  days: list(StockDayResponse, { description: 'Newest day first' }),
  records: list(StockRecordResponse, { description: "The plant's own movements, newest first" }),
} satisfies Fields<StockMovements>);
