import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { CURRENCY_SETTING_DEFAULTS, CurrencySettings, ONBOARDING_ENABLED_KEY, SettingValue } from './settings.events';

export interface SystemSettingsView {
  app: { onboarding_enabled: boolean };
  currency: CurrencySettings;
}

/** `true`, `1` and `'1'` (and `'true'`) all mean on, as older clients send them. */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The settings as the console reads them, each missing key at its fallback. */
export function toSettingsView(values: Record<string, SettingValue>): SystemSettingsView {
  const currency = { ...CURRENCY_SETTING_DEFAULTS } as CurrencySettings;
  for (const key of Object.keys(CURRENCY_SETTING_DEFAULTS) as (keyof CurrencySettings)[]) {
    const stored = values[`currency.${key}`];
    if (stored !== undefined) (currency as Record<string, SettingValue>)[key] = stored;
  }
  const onboarding = values[ONBOARDING_ENABLED_KEY];
  return { app: { onboarding_enabled: onboarding === undefined ? true : isOn(onboarding) }, currency };
}

/** Every system setting (exported: onboarding reads the switch, currencies the rate schedule). */
export class GetSystemSettingsQuery {}

@QueryHandler(GetSystemSettingsQuery)
export class GetSystemSettingsHandler implements IQueryHandler<GetSystemSettingsQuery, SystemSettingsView> {
  constructor(private readonly sql: Sql) {}

  async execute(): Promise<SystemSettingsView> {
    const rows = await this.sql.rows<{ key: string; value: SettingValue }>(`SELECT key, value FROM system_settings`);
    return toSettingsView(Object.fromEntries(rows.map((row) => [row.key, row.value])));
  }
}

export const SETTINGS_QUERY_HANDLERS = [GetSystemSettingsHandler];
