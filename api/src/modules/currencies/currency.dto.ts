import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

const CODE_RULE = 'The code must be exactly three uppercase letters (A-Z).';
const RATE_NUMBER = 'The exchange rate must be a number with at most 8 decimals.';
const RATE_POSITIVE = 'The exchange rate must be greater than 0.';
const RATE_BELOW_MAX = 'The exchange rate must be less than 1,000,000.';
/** Rates lie strictly between 0 and 1,000,000 (docs/product.md#rules). */
const RATE_MIN = 0.00000001;
const RATE_MAX = 999_999.99999999;

export class CreateCurrencyDto {
  @ApiProperty({ example: 'USD' })
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
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: CODE_RULE })
  @Matches(/^[A-Z]{3}$/, { message: CODE_RULE })
  code?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(100, { message: 'The name may not be greater than 100 characters.' })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNotEmpty({ message: 'The symbol field is required.' })
  @IsString({ message: 'The symbol must be a string.' })
  @MaxLength(10, { message: 'The symbol may not be greater than 10 characters.' })
  symbol?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 8, allowNaN: false, allowInfinity: false }, { message: RATE_NUMBER })
  @Min(RATE_MIN, { message: RATE_POSITIVE })
  @Max(RATE_MAX, { message: RATE_BELOW_MAX })
  exchange_rate?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'The is active field must be true or false.' })
  is_active?: boolean;
}

export class ExchangeRateDto {
  @ApiProperty({ example: 0.0036 })
  @IsNotEmpty({ message: 'The exchange rate field is required.' })
  @IsNumber({ maxDecimalPlaces: 8, allowNaN: false, allowInfinity: false }, { message: RATE_NUMBER })
  @Min(RATE_MIN, { message: RATE_POSITIVE })
  @Max(RATE_MAX, { message: RATE_BELOW_MAX })
  exchange_rate: number;
}

export class RateUpdateDto extends ExchangeRateDto {
  @ApiProperty()
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
  @ApiProperty()
  @IsNotEmpty({ message: 'The amount field is required.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The amount must be a number.' })
  @Min(0, { message: 'The amount must be at least 0.' })
  @Max(1e12, { message: 'The amount is too large.' })
  amount: number;

  @ApiProperty()
  @IsNotEmpty({ message: 'The from currency id field is required.' })
  @IsInt({ message: 'The from currency id must be a whole number.' })
  from_currency_id: number;

  @ApiProperty()
  @IsNotEmpty({ message: 'The to currency id field is required.' })
  @IsInt({ message: 'The to currency id must be a whole number.' })
  to_currency_id: number;
}

export class CurrencyChoiceDto {
  @ApiProperty()
  @IsNotEmpty({ message: 'The currency id field is required.' })
  @IsInt({ message: 'The selected currency is invalid.' })
  @Min(1, { message: 'The selected currency is invalid.' })
  currency_id: number;
}

export class RateHistoryDto {
  @ApiPropertyOptional({ default: 30 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The days must be a whole number.' })
  @Min(1, { message: 'The days must be at least 1.' })
  @Max(3650, { message: 'The days may not be greater than 3650.' })
  days?: number;
}
