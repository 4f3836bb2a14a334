import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../platform/domain/domain-error';
import { ApiData } from '../../platform/http/api-responses';
import { ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { withMessage, WithMessage } from '../../platform/http/envelope';
import { formatAmount } from './currency-format';
import { ChangeSettingsCommand } from './settings.commands';
import { CurrencyPreviewDto, CurrencyPreviewResponse, SystemSettingsResponse, UpdateSystemSettingsDto } from './settings.dto';
import { CURRENCY_SETTING_DEFAULTS, CurrencySettings, MAP_TILE_URL_KEY, ONBOARDING_ENABLED_KEY, SettingValue } from './settings.events';
import { GetSystemSettingsQuery, isOn, SystemSettingsView } from './settings.queries';

const PREVIEW_AMOUNT = 1234.56;

/** The writable currency keys of a DTO (or the defaults), switches normalised to booleans. */
function currencyValues(dto: Partial<Record<keyof CurrencySettings, unknown>>): Record<string, SettingValue> {
  const values: Record<string, SettingValue> = {};
  for (const key of Object.keys(CURRENCY_SETTING_DEFAULTS) as (keyof CurrencySettings)[]) {
    const value = dto[key];
    if (value === undefined) continue;
    values[`currency.${key}`] = key === 'auto_update_rates' ? isOn(value) : (value as SettingValue);
  }
  return values;
}

@ApiTags('Super admin: system settings')
@ApiBearerAuth()
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin/system-settings')
export class SystemSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('System settings retrieved successfully')
  @ApiOperation({ summary: "Read the system settings: whether onboarding is on, the maps' tile address, and the currency settings" })
  @ApiData(SystemSettingsResponse)
  get(): Promise<SystemSettingsView> {
    return this.queries.execute(new GetSystemSettingsQuery());
  }

  @Put()
  @ApiOperation({
    summary: 'Change the system settings; returns them all',
    description:
      'Body `{ app: { onboarding_enabled, map_tile_url }, currency: { ... } }`; each part and each field is optional, but something must change (else 422). `map_tile_url` is empty (no tiles) or an http(s) address with {z}, {x} and {y} (else 422).',
  })
  @ApiData(SystemSettingsResponse)
  async update(@Body() body: UpdateSystemSettingsDto): Promise<WithMessage<SystemSettingsView>> {
    const values: Record<string, SettingValue> = {};
    const onboarding = body.app?.onboarding_enabled;
    if (onboarding !== undefined) values[ONBOARDING_ENABLED_KEY] = isOn(onboarding);
    if (body.app?.map_tile_url !== undefined) values[MAP_TILE_URL_KEY] = body.app.map_tile_url;
    if (body.currency) Object.assign(values, currencyValues(body.currency));
    if (Object.keys(values).length === 0)
      throw DomainError.validation('Failed to update settings: nothing to change was given.', {
        app: ['Give app or currency settings to change.'],
      });
    await this.commands.execute(new ChangeSettingsCommand(values));
    const settings: SystemSettingsView = await this.queries.execute(new GetSystemSettingsQuery());
    const message =
      onboarding !== undefined
        ? `Onboarding system ${isOn(onboarding) ? 'enabled' : 'disabled'} successfully`
        : 'Settings updated successfully';
    return withMessage(settings, message);
  }

  @Post('currency/preview')
  @HttpCode(200)
  @ResponseMessage('Currency format preview')
  @ApiOperation({ summary: 'How an amount looks with these currency settings (unsaved ones over the saved)' })
  @ApiData(CurrencyPreviewResponse)
  async preview(@Body() body: CurrencyPreviewDto): Promise<{ amount: number; formatted: string; settings: CurrencySettings }> {
    const saved: SystemSettingsView = await this.queries.execute(new GetSystemSettingsQuery());
    const { amount = PREVIEW_AMOUNT, ...changes } = body;
    const settings = { ...saved.currency } as CurrencySettings;
    for (const [key, value] of Object.entries(currencyValues(changes)))
      (settings as Record<string, SettingValue>)[key.slice('currency.'.length)] = value;
    return { amount, formatted: formatAmount(amount, settings), settings };
  }

  @Post('currency/reset')
  @HttpCode(200)
  @ResponseMessage('Currency settings reset to defaults')
  @ApiOperation({ summary: 'Put every currency setting back to its default; returns the settings' })
  @ApiData(SystemSettingsResponse)
  async reset(): Promise<SystemSettingsView> {
    await this.commands.execute(new ChangeSettingsCommand(currencyValues(CURRENCY_SETTING_DEFAULTS)));
    return this.queries.execute(new GetSystemSettingsQuery());
  }
}
