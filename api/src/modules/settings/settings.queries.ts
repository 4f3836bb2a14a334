import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DEFAULT_MAP_TILE_URL } from '../../platform/domain/location';
import { CURRENCY_SETTING_DEFAULTS, CurrencySettings, MAP_TILE_URL_KEY, ONBOARDING_ENABLED_KEY, SettingValue } from './settings.events';

export interface SystemSettingsView {
  app: { onboarding_enabled: boolean; map_tile_url: string };
  currency: CurrencySettings;
}

/** The maps' tile address as stored (a jsonb string), DEFAULT_MAP_TILE_URL when never set; '' stays '' (no tiles). */
export function mapTileUrlOf(stored: SettingValue | null | undefined): string {
  return typeof stored === 'string' ? stored : DEFAULT_MAP_TILE_URL;
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
  return {
    app: { onboarding_enabled: onboarding === undefined ? true : isOn(onboarding), map_tile_url: mapTileUrlOf(values[MAP_TILE_URL_KEY]) },
    currency,
  };
}

/** Every system setting (exported: onboarding reads the switch, currencies the rate schedule, maps the tile address). */
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
