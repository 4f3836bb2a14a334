import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { CurrencyView, RateHistoryEntry } from './currency.queries';

const CODE_RULE = 'The code must be exactly three uppercase letters (A-Z).';
const RATE_NUMBER = 'The exchange rate must be a number with at most 8 decimals.';
const RATE_POSITIVE = 'The exchange rate must be greater than 0.';
const RATE_BELOW_MAX = 'The exchange rate must be less than 1,000,000.';
/** Rates lie strictly between 0 and 1,000,000 (docs/product.md, "Rules the screens and the API share"). */
const RATE_MIN = 0.00000001;
const RATE_MAX = 999_999.99999999;

export class CreateCurrencyDto {
  @ApiProperty({ example: 'USD', pattern: '^[A-Z]{3}$' })
  @IsNotEmpty({ message: 'The code field is required.' })
  @IsString({ message: CODE_RULE })
  @Matches(/^[A-Z]{3}$/, { message: CODE_RULE })
  code: string;

  @ApiProperty({ example: 'US Dollar' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(100, { message: 'The name may not be greater than 100 characters.' })
  name: string;

  @ApiProperty({ example: '$' })
  @IsNotEmpty({ message: 'The symbol field is required.' })
  @IsString({ message: 'The symbol must be a string.' })
  @MaxLength(10, { message: 'The symbol may not be greater than 10 characters.' })
  symbol: string;

  @ApiProperty({ example: 0.0036, description: 'Units of this currency per 1 PKR' })
  @IsNotEmpty({ message: 'The exchange rate field is required.' })
  @IsNumber({ maxDecimalPlaces: 8, allowNaN: false, allowInfinity: false }, { message: RATE_NUMBER })
  @Min(RATE_MIN, { message: RATE_POSITIVE })
  @Max(RATE_MAX, { message: RATE_BELOW_MAX })
  exchange_rate: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'The is active field must be true or false.' })
  is_active?: boolean;
}

export class UpdateCurrencyDto {
  @ApiPropertyOptional({ example: 'USD', pattern: '^[A-Z]{3}$' })
  @IsOptional()
  @IsString({ message: CODE_RULE })
  @Matches(/^[A-Z]{3}$/, { message: CODE_RULE })
  code?: string;

  @ApiPropertyOptional({ example: 'US Dollar', maxLength: 100 })
  @IsOptional()
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(100, { message: 'The name may not be greater than 100 characters.' })
  name?: string;

  @ApiPropertyOptional({ example: '$', maxLength: 10 })
  @IsOptional()
  @IsNotEmpty({ message: 'The symbol field is required.' })
  @IsString({ message: 'The symbol must be a string.' })
  @MaxLength(10, { message: 'The symbol may not be greater than 10 characters.' })
  symbol?: string;

  @ApiPropertyOptional({ example: 0.0036, description: 'Units of this currency per 1 PKR' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 8, allowNaN: false, allowInfinity: false }, { message: RATE_NUMBER })
  @Min(RATE_MIN, { message: RATE_POSITIVE })
  @Max(RATE_MAX, { message: RATE_BELOW_MAX })
  exchange_rate?: number;

  @ApiPropertyOptional({ description: 'Offered in the currency switchers' })
  @IsOptional()
  @IsBoolean({ message: 'The is active field must be true or false.' })
  is_active?: boolean;
}

export class ExchangeRateDto {
  @ApiProperty({ example: 0.0036, description: 'Units of this currency per 1 PKR' })
  @IsNotEmpty({ message: 'The exchange rate field is required.' })
  @IsNumber({ maxDecimalPlaces: 8, allowNaN: false, allowInfinity: false }, { message: RATE_NUMBER })
  @Min(RATE_MIN, { message: RATE_POSITIVE })
  @Max(RATE_MAX, { message: RATE_BELOW_MAX })
  exchange_rate: number;
}

export class RateUpdateDto extends ExchangeRateDto {
  @ApiProperty({ example: 2 })
  @IsInt({ message: 'The currency id must be a whole number.' })
  @Min(1, { message: 'The selected currency is invalid.' })
  currency_id: number;
}

export class BulkUpdateRatesDto {
  @ApiProperty({ type: [RateUpdateDto] })
  @IsArray({ message: 'The updates must be a list.' })
  @ArrayMinSize(1, { message: 'Give at least one rate to update.' })
  @ArrayMaxSize(200, { message: 'At most 200 rates at once.' })
  @ValidateNested({ each: true })
  @Type(() => RateUpdateDto)
  updates: RateUpdateDto[];
}

export class ConvertDto {
  @ApiProperty({ example: 1000, minimum: 0 })
  @IsNotEmpty({ message: 'The amount field is required.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The amount must be a number.' })
  @Min(0, { message: 'The amount must be at least 0.' })
  @Max(1e12, { message: 'The amount is too large.' })
  amount: number;

  @ApiProperty({ example: 1 })
  @IsNotEmpty({ message: 'The from currency id field is required.' })
  @IsInt({ message: 'The from currency id must be a whole number.' })
  from_currency_id: number;

  @ApiProperty({ example: 2 })
  @IsNotEmpty({ message: 'The to currency id field is required.' })
  @IsInt({ message: 'The to currency id must be a whole number.' })
  to_currency_id: number;
}

export class CurrencyChoiceDto {
  @ApiProperty({ example: 2, description: 'An active currency' })
  @IsNotEmpty({ message: 'The currency id field is required.' })
  @IsInt({ message: 'The selected currency is invalid.' })
  @Min(1, { message: 'The selected currency is invalid.' })
  currency_id: number;
}

export class RateHistoryDto {
  @ApiPropertyOptional({ default: 30, minimum: 1, maximum: 3650, description: 'How many days back' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The days must be a whole number.' })
  @Min(1, { message: 'The days must be at least 1.' })
  @Max(3650, { message: 'The days may not be greater than 3650.' })
  days?: number;
}

/** A currency; rates are units of it per 1 PKR. */
export const CurrencyResponse = model('CurrencyResponse', {
  id: num({ example: 2 }),
  code: text({ example: 'USD' }),
  name: text({ example: 'US Dollar' }),
  symbol: text({ example: '$' }),
  exchange_rate: num({ example: 0.0036, description: 'Units of this currency per 1 PKR' }),
  is_default: bool({ description: 'The default currency (PKR unless changed)' }),
  is_active: bool(),
  rate_updated_at: moment().nullable(),
  created_at: moment(),
  updated_at: moment(),
} satisfies Fields<CurrencyView>);

/** PUT /super-admin/currencies/bulk-update-rates. */
export const BulkRatesResponse = model('BulkRatesResponse', {
  updated: num({ description: 'How many rates were applied' }),
  currencies: list(CurrencyResponse, { description: 'The currencies updated, as they are now' }),
});

/** POST /super-admin/currencies/convert. */
export const ConversionResponse = model('ConversionResponse', {
  amount: num({ example: 1000 }),
  converted_amount: num({ example: 3.6, description: 'amount / from rate × to rate, to 2 decimals' }),
  from_currency: one(CurrencyResponse),
  to_currency: one(CurrencyResponse),
  rate: num({ description: 'to rate / from rate, unrounded' }),
});

export const RateHistoryEntryResponse = model('RateHistoryEntryResponse', {
  id: num(),
  currency_id: num(),
  code: text({ example: 'USD' }),
  exchange_rate: num({ example: 0.0036 }),
  previous_rate: num().nullable(),
  source: oneOf(['manual', 'bulk', 'job'], { description: 'One currency by hand, a bulk update, or the exchange-rate job' }),
  recorded_at: moment(),
} satisfies Fields<RateHistoryEntry>);

/** GET /super-admin/currencies/{id}/rate-history. */
export const RateHistoryResponse = model('RateHistoryResponse', {
  currency: one(CurrencyResponse),
  days: num({ example: 30 }),
  history: list(RateHistoryEntryResponse, { description: 'Newest first' }),
});

/** A user's (or an owner's business) currency: the one chosen, else the default currency. */
export const CurrencyChoiceResponse = model('CurrencyChoiceResponse', {
  currency_id: num({ example: 1 }),
  currency: one(CurrencyResponse),
  is_default: bool({ description: 'true: none was chosen, so the default currency applies' }),
});

export const RateScheduleResponse = model('RateScheduleResponse', {
  every: num({ description: 'Milliseconds between updates' }).nullable(),
  next: moment({ description: 'The next update' }).nullable(),
});

/** GET /super-admin/system-settings/exchange-rates/schedule. */
export const RateScheduleStateResponse = model('RateScheduleStateResponse', {
  schedule: one(RateScheduleResponse, { description: 'null: no scheduled update (switched off, or no queue)' }).nullable(),
  queue: oneOf(['redis', 'in-process']),
});
