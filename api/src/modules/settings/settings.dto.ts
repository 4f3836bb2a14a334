import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';

/** What clients send for a switch: a boolean, 1/0 or '1'/'0'. */
const SWITCH_VALUES = [true, false, 1, 0, '1', '0', 'true', 'false'];

export class AppSettingsDto {
  @ApiPropertyOptional({ description: 'true, 1 or "1" turn it on' })
  @IsOptional()
  @IsIn(SWITCH_VALUES, { message: 'The onboarding enabled field must be true or false.' })
  onboarding_enabled?: boolean | number | string;
}

export class CurrencySettingsDto {
  @IsOptional()
  @IsString({ message: 'The currency symbol must be a text.' })
  @MinLength(1, { message: 'The currency symbol is required.' })
  @MaxLength(10, { message: 'The currency symbol may not be greater than 10 characters.' })
  currency_symbol?: string;

  @IsOptional()
  @IsString({ message: 'The currency name must be a text.' })
  @MinLength(1, { message: 'The currency name is required.' })
  @MaxLength(100, { message: 'The currency name may not be greater than 100 characters.' })
  currency_name?: string;

  @IsOptional()
  @IsIn(['before', 'after'], { message: 'The currency position must be before or after.' })
  currency_position?: string;

  @IsOptional()
  @IsInt({ message: 'The decimal places must be a whole number.' })
  @Min(0, { message: 'The decimal places must be between 0 and 4.' })
  @Max(4, { message: 'The decimal places must be between 0 and 4.' })
  currency_decimal_places?: number;

  @IsOptional()
  @IsIn([',', '.', ' ', "'", ''], { message: 'The thousands separator must be one of , . space apostrophe or nothing.' })
  currency_thousands_separator?: string;

  @IsOptional()
  @IsIn(['.', ','], { message: 'The decimal separator must be . or ,.' })
  currency_decimal_separator?: string;

  @IsOptional()
  @IsString({ message: 'The format template must be a text.' })
  @MaxLength(50, { message: 'The format template may not be greater than 50 characters.' })
  @Matches(/\{amount\}/, { message: 'The format template must contain {amount}.' })
  currency_format_template?: string;

  @IsOptional()
  @IsIn(['symbol_only', 'symbol_amount', 'amount_symbol', 'code_amount'], {
    message: 'The display format must be one of symbol_only, symbol_amount, amount_symbol, code_amount.',
  })
  currency_display_format?: string;

  @IsOptional()
  @IsIn(SWITCH_VALUES, { message: 'The auto update rates field must be true or false.' })
  auto_update_rates?: boolean | number | string;

  @IsOptional()
  @IsIn(['hourly', 'daily', 'weekly'], { message: 'The rate update frequency must be hourly, daily or weekly.' })
  rate_update_frequency?: string;

  @IsOptional()
  @IsIn(['PKR'], { message: 'The base currency is PKR.' })
  base_currency?: string;
}

export class UpdateSystemSettingsDto {
  @ApiPropertyOptional({ type: AppSettingsDto })
  @IsOptional()
  @IsObject({ message: 'The app settings must be an object.' })
  @ValidateNested()
  @Type(() => AppSettingsDto)
  app?: AppSettingsDto;

  @ApiPropertyOptional({ type: CurrencySettingsDto })
  @IsOptional()
  @IsObject({ message: 'The currency settings must be an object.' })
  @ValidateNested()
  @Type(() => CurrencySettingsDto)
  currency?: CurrencySettingsDto;
}

export class CurrencyPreviewDto extends CurrencySettingsDto {
  @ApiPropertyOptional({ example: 1234.56 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The amount must be a number.' })
  @Min(-1e12, { message: 'The amount is too small.' })
  @Max(1e12, { message: 'The amount is too large.' })
  amount?: number;
}
