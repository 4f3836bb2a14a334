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
import type { JobState, JobView } from '../../platform/queue/job-queue';
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
export class CurrencyResponse implements CurrencyView {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'USD' })
  code: string;

  @ApiProperty({ example: 'US Dollar' })
  name: string;

  @ApiProperty({ example: '$' })
  symbol: string;

  @ApiProperty({ example: 0.0036, description: 'Units of this currency per 1 PKR' })
  exchange_rate: number;

  @ApiProperty({ description: 'The default currency (PKR unless changed)' })
  is_default: boolean;

  @ApiProperty()
  is_active: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  rate_updated_at: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** PUT /super-admin/currencies/bulk-update-rates. */
export class BulkRatesResponse {
  @ApiProperty({ description: 'How many rates were applied' })
  updated: number;

  @ApiProperty({ type: [CurrencyResponse], description: 'The currencies updated, as they are now' })
  currencies: CurrencyResponse[];
}

/** POST /super-admin/currencies/convert. */
export class ConversionResponse {
  @ApiProperty({ example: 1000 })
  amount: number;

  @ApiProperty({ example: 3.6, description: 'amount / from rate × to rate, to 2 decimals' })
  converted_amount: number;

  @ApiProperty({ type: () => CurrencyResponse })
  from_currency: CurrencyResponse;

  @ApiProperty({ type: () => CurrencyResponse })
  to_currency: CurrencyResponse;

  @ApiProperty({ description: 'to rate / from rate, unrounded' })
  rate: number;
}

export class RateHistoryEntryResponse implements RateHistoryEntry {
  @ApiProperty()
  id: number;

  @ApiProperty()
  currency_id: number;

  @ApiProperty({ example: 'USD' })
  code: string;

  @ApiProperty({ example: 0.0036 })
  exchange_rate: number;

  @ApiProperty({ type: Number, nullable: true })
  previous_rate: number | null;

  @ApiProperty({ enum: ['manual', 'bulk', 'job'], description: 'One currency by hand, a bulk update, or the exchange-rate job' })
  source: string;

  @ApiProperty({ format: 'date-time' })
  recorded_at: string;
}

/** GET /super-admin/currencies/{id}/rate-history. */
export class RateHistoryResponse {
  @ApiProperty({ type: () => CurrencyResponse })
  currency: CurrencyResponse;

  @ApiProperty({ example: 30 })
  days: number;

  @ApiProperty({ type: [RateHistoryEntryResponse], description: 'Newest first' })
  history: RateHistoryEntryResponse[];
}

/** A user's (or an owner's business) currency: the one chosen, else the default currency. */
export class CurrencyChoiceResponse {
  @ApiProperty({ example: 1 })
  currency_id: number;

  @ApiProperty({ type: () => CurrencyResponse })
  currency: CurrencyResponse;

  @ApiProperty({ description: 'true: none was chosen, so the default currency applies' })
  is_default: boolean;
}

/** A queued background job: poll it at GET /super-admin/jobs/{job_id}. */
export class QueuedJobResponse {
  @ApiProperty({ example: '42' })
  job_id: string;

  @ApiProperty({ enum: ['redis', 'in-process'], description: 'in-process: Redis is not reachable, the job runs inside the API' })
  queue: string;
}

export class RateScheduleResponse {
  @ApiProperty({ type: Number, nullable: true, description: 'Milliseconds between updates' })
  every: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The next update' })
  next: string | null;
}

/** GET /super-admin/system-settings/exchange-rates/schedule. */
export class RateScheduleStateResponse {
  @ApiProperty({ type: () => RateScheduleResponse, nullable: true, description: 'null: no scheduled update (switched off, or no queue)' })
  schedule: RateScheduleResponse | null;

  @ApiProperty({ enum: ['redis', 'in-process'] })
  queue: string;
}

const JOB_STATES: JobState[] = ['waiting', 'active', 'completed', 'failed', 'delayed', 'unknown'];

/** GET /super-admin/jobs/{id}. */
export class JobResponse implements JobView {
  @ApiProperty({ example: '42' })
  id: string;

  @ApiProperty({ example: 'exchange-rates', description: 'The kind of job (its queue)' })
  name: string;

  @ApiProperty({ enum: JOB_STATES })
  state: JobState;

  @ApiProperty({ example: 100, description: '0 to 100' })
  progress: number;

  @ApiProperty()
  attempts_made: number;

  @ApiProperty()
  max_attempts: number;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: "The job's result once completed" })
  result: unknown;

  @ApiProperty({ type: String, nullable: true })
  failed_reason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  created_at: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finished_at: string | null;
}
