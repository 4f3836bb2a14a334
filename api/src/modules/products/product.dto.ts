import type { EntryItem, Product, ProductBilling } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsOptional } from 'class-validator';
import { bool, Fields, list, model, moment, num, oneOf, text } from '../../platform/http/response-model';
import { amountRule, NumberField, TextField } from '../plants/field-rules';

export const PRODUCT_BILLINGS: ProductBilling[] = ['per_unit', 'monthly'];
const MAX_RATE = 1_000_000;

const NAME = {
  required: 'The product name is required.',
  notText: 'The product name must be text.',
  max: 60,
  tooLong: 'The product name may not be longer than 60 characters.',
};
const NAME_UR = { notText: 'The Urdu name must be text.', max: 60, tooLong: 'The Urdu name may not be longer than 60 characters.' };
const UNIT = {
  required: 'The unit is required (can, bottle, carton…).',
  notText: 'The unit must be text.',
  max: 20,
  tooLong: 'The unit may not be longer than 20 characters.',
};
const rate = (field: string) => ({ ...amountRule(field, 0, MAX_RATE) });
const POSITION = {
  notNumber: 'The position must be a whole number.',
  integer: true,
  min: [1, 'The position must be 1 or more.'] as [number, string],
  max: [1000, 'The position must be at most 1000.'] as [number, string],
};

/** POST /filter-owner/products. */
export class CreateProductDto {
  @ApiProperty({ maxLength: 60, example: '6 L bottle', description: 'Unique in the plant, in any letter case' })
  @TextField(NAME)
  name: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 60,
    example: '6 لیٹر بوتل',
    description: 'The name on Urdu statements and screens',
  })
  @TextField(NAME_UR)
  name_ur?: string | null;

  @ApiProperty({ maxLength: 20, example: 'bottle' })
  @TextField(UNIT)
  unit: string;

  @ApiProperty({ example: false, description: 'Comes back empty (a 19 L can); fixed once created' })
  @IsDefined({ message: 'Say whether the product comes back (returnable).' })
  @IsBoolean({ message: 'Returnable must be true or false.' })
  returnable: boolean;

  @ApiProperty({ minimum: 0, example: 120, description: 'Price of one (PKR)' })
  @NumberField({ ...rate('default rate'), required: 'The default rate is required.' })
  default_rate: number;

  @ApiPropertyOptional({ minimum: 0, example: 0, description: 'Deposit per container held (PKR); returnable products only' })
  @NumberField(rate('deposit per unit'))
  deposit_per_unit?: number;

  @ApiPropertyOptional({
    enum: PRODUCT_BILLINGS,
    default: 'per_unit',
    description: 'per_unit: sold on entries; monthly: rented; fixed once created',
  })
  @IsOptional()
  @IsIn(PRODUCT_BILLINGS, { message: 'The billing must be per_unit or monthly.' })
  billing?: ProductBilling;

  @ApiPropertyOptional({ minimum: 1, example: 2, description: 'Order on the sheet and statements; after the last when absent' })
  @NumberField(POSITION)
  position?: number;
}

/** PUT /filter-owner/products/{id}: absent fields keep their value. */
export class UpdateProductDto {
  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @TextField(NAME)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60 })
  @TextField(NAME_UR)
  name_ur?: string | null;

  @ApiPropertyOptional({ maxLength: 20 })
  @IsOptional()
  @TextField(UNIT)
  unit?: string;

  @ApiPropertyOptional({ description: 'Fixed once created: a different value is refused' })
  @IsOptional()
  @IsBoolean({ message: 'Returnable must be true or false.' })
  returnable?: boolean;

  @ApiPropertyOptional({ minimum: 0, description: "PKR; the first product's is the plant's can rate, changed with it" })
  @NumberField(rate('default rate'))
  default_rate?: number;

  @ApiPropertyOptional({ minimum: 0 })
  @NumberField(rate('deposit per unit'))
  deposit_per_unit?: number;

  @ApiPropertyOptional({ enum: PRODUCT_BILLINGS, description: 'Fixed once created: a different value is refused' })
  @IsOptional()
  @IsIn(PRODUCT_BILLINGS, { message: 'The billing must be per_unit or monthly.' })
  billing?: ProductBilling;

  @ApiPropertyOptional({ minimum: 1 })
  @NumberField(POSITION)
  position?: number;

  @ApiPropertyOptional({ description: 'false: offered for no new entry; its history stays' })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false.' })
  is_active?: boolean;
}

export const ProductResponse = model('ProductResponse', {
  id: num({ example: 2, description: "The product's number in its plant; the first product is 1" }),
  filter_plant_id: num({ example: 1 }),
  name: text({ example: '6 L bottle' }),
  name_ur: text({ example: '6 لیٹر بوتل' }).nullable(),
  unit: text({ example: 'bottle' }),
  returnable: bool(),
  default_rate: num({ example: 120, description: 'PKR' }),
  deposit_per_unit: num({ example: 0, description: 'PKR' }),
  billing: oneOf(PRODUCT_BILLINGS),
  is_active: bool(),
  position: num({ example: 2 }),
  created_at: moment(),
  updated_at: moment(),
} satisfies Fields<Product>);

export const ProductListResponse = model('ProductListResponse', { products: list(ProductResponse, { description: 'By position' }) });

export const EntryItemResponse = model('EntryItemResponse', {
  product_id: num({ example: 1 }),
  delivered: num({ example: 2 }),
  returned: num({ example: 1 }),
  rate: num({ example: 80, description: 'PKR' }),
  amount: num({ example: 160, description: 'delivered × rate, PKR' }),
} satisfies Fields<EntryItem>);
