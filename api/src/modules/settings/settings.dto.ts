import { ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, model, num, one, oneOf, text } from '../../platform/http/response-model';
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
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { DEFAULT_MAP_TILE_URL, isTileUrl } from '../../platform/domain/location';
import type { CurrencySettings } from './settings.events';
import type { SystemSettingsView } from './settings.queries';

/** What clients send for a switch: a boolean, 1/0 or '1'/'0'. */
const SWITCH_VALUES = [true, false, 1, 0, '1', '0', 'true', 'false'];

/** The OpenAPI schema of a switch: any of SWITCH_VALUES. */
const SWITCH_SCHEMA = {
  oneOf: [{ type: 'boolean' }, { type: 'integer', enum: [1, 0] }, { type: 'string', enum: ['1', '0', 'true', 'false'] }],
};

const MAP_TILE_URL_MAX_LENGTH = 500;
const MAP_TILE_URL_INVALID = 'The map tile address must be empty, or an http(s) address with {z}, {x} and {y}.';

export class AppSettingsDto {
  @ApiPropertyOptional({
    ...SWITCH_SCHEMA,
    description: 'Whether new owners go through onboarding: true, 1 or "1" turn it on',
    example: true,
  })
  @IsOptional()
  @IsIn(SWITCH_VALUES, { message: 'The onboarding enabled field must be true or false.' })
  onboarding_enabled?: boolean | number | string;

  @ApiPropertyOptional({
    type: String,
    maxLength: MAP_TILE_URL_MAX_LENGTH,
    description:
      "The maps' background: an http(s) tile address with {z}, {x} and {y} (optionally {s}); an empty text draws no tiles (markers on a blank map)",
    example: DEFAULT_MAP_TILE_URL,
  })
  @IsOptional()
  @IsString({ message: MAP_TILE_URL_INVALID })
  @MaxLength(MAP_TILE_URL_MAX_LENGTH, { message: `The map tile address may not be greater than ${MAP_TILE_URL_MAX_LENGTH} characters.` })
  @ValidateBy({
    name: 'tileUrl',
    validator: { validate: (value) => typeof value === 'string' && isTileUrl(value), defaultMessage: () => MAP_TILE_URL_INVALID },
  })
  map_tile_url?: string;
}

export class CurrencySettingsDto {
  @ApiPropertyOptional({ type: String, minLength: 1, maxLength: 10, example: 'Rs' })
  @IsOptional()
  @IsString({ message: 'The currency symbol must be a text.' })
  @MinLength(1, { message: 'The currency symbol is required.' })
  @MaxLength(10, { message: 'The currency symbol may not be greater than 10 characters.' })
  currency_symbol?: string;

  @ApiPropertyOptional({ type: String, minLength: 1, maxLength: 100, example: 'Pakistani Rupee' })
  @IsOptional()
  @IsString({ message: 'The currency name must be a text.' })
  @MinLength(1, { message: 'The currency name is required.' })
  @MaxLength(100, { message: 'The currency name may not be greater than 100 characters.' })
  currency_name?: string;

  @ApiPropertyOptional({ enum: ['before', 'after'], description: 'The symbol before or after the amount' })
  @IsOptional()
  @IsIn(['before', 'after'], { message: 'The currency position must be before or after.' })
  currency_position?: string;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 4, example: 2 })
  @IsOptional()
  @IsInt({ message: 'The decimal places must be a whole number.' })
  @Min(0, { message: 'The decimal places must be between 0 and 4.' })
  @Max(4, { message: 'The decimal places must be between 0 and 4.' })
  currency_decimal_places?: number;

  @ApiPropertyOptional({ enum: [',', '.', ' ', "'", ''], description: 'Between groups of thousands; empty for none', example: ',' })
  @IsOptional()
  @IsIn([',', '.', ' ', "'", ''], { message: 'The thousands separator must be one of , . space apostrophe or nothing.' })
  currency_thousands_separator?: string;

  @ApiPropertyOptional({ enum: ['.', ','], example: '.' })
  @IsOptional()
  @IsIn(['.', ','], { message: 'The decimal separator must be . or ,.' })
  currency_decimal_separator?: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: 50,
    description: 'Must contain {amount}; {symbol} stands for the symbol (display format symbol_only)',
    example: '{symbol}{amount}',
  })
  @IsOptional()
  @IsString({ message: 'The format template must be a text.' })
  @MaxLength(50, { message: 'The format template may not be greater than 50 characters.' })
  @Matches(/\{amount\}/, { message: 'The format template must contain {amount}.' })
  currency_format_template?: string;

  @ApiPropertyOptional({ enum: ['symbol_only', 'symbol_amount', 'amount_symbol', 'code_amount'], example: 'symbol_only' })
  @IsOptional()
  @IsIn(['symbol_only', 'symbol_amount', 'amount_symbol', 'code_amount'], {
    message: 'The display format must be one of symbol_only, symbol_amount, amount_symbol, code_amount.',
  })
  currency_display_format?: string;

  @ApiPropertyOptional({ ...SWITCH_SCHEMA, description: 'Update exchange rates on a schedule: true, 1 or "1" turn it on', example: false })
  @IsOptional()
  @IsIn(SWITCH_VALUES, { message: 'The auto update rates field must be true or false.' })
  auto_update_rates?: boolean | number | string;

  @ApiPropertyOptional({ enum: ['hourly', 'daily', 'weekly'], example: 'daily' })
  @IsOptional()
  @IsIn(['hourly', 'daily', 'weekly'], { message: 'The rate update frequency must be hourly, daily or weekly.' })
  rate_update_frequency?: string;

  @ApiPropertyOptional({ enum: ['PKR'], description: 'Always PKR' })
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

/** The currency settings as saved (each at its default until changed). */
export const CurrencySettingsResponse = model('CurrencySettingsResponse', {
  currency_symbol: text({ example: 'PKR' }),
  currency_name: text({ example: 'Pakistani Rupee' }),
  currency_position: oneOf(['before', 'after']),
  currency_decimal_places: num({ example: 2 }),
  currency_thousands_separator: text({ example: ',' }),
  currency_decimal_separator: text({ example: '.' }),
  currency_format_template: text({ example: '{symbol}{amount}' }),
  currency_display_format: oneOf(['symbol_only', 'symbol_amount', 'amount_symbol', 'code_amount']),
  auto_update_rates: bool(),
  rate_update_frequency: oneOf(['hourly', 'daily', 'weekly']),
  base_currency: text({ example: 'PKR' }),
} satisfies Fields<CurrencySettings>);

export const AppSettingsResponse = model('AppSettingsResponse', {
  onboarding_enabled: bool({ description: 'New owners go through onboarding' }),
  map_tile_url: text({
    example: DEFAULT_MAP_TILE_URL,
    description: "The maps' tile address ({z}/{x}/{y}); empty: no tiles. OpenStreetMap's until changed",
  }),
} satisfies Fields<SystemSettingsView['app']>);

/** GET /super-admin/system-settings. */
export const SystemSettingsResponse = model('SystemSettingsResponse', {
  app: one(AppSettingsResponse),
  currency: one(CurrencySettingsResponse),
} satisfies Fields<SystemSettingsView>);

/** POST /super-admin/system-settings/currency/preview. */
export const CurrencyPreviewResponse = model('CurrencyPreviewResponse', {
  amount: num({ example: 1234.56 }),
  formatted: text({ example: 'PKR 1,234.56', description: 'The amount as these settings show it' }),
  settings: one(CurrencySettingsResponse, { description: 'The saved settings with the unsaved ones sent over them' }),
});
