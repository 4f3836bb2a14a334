import type { PlantSettings } from '../api/endpoints';
import type { Plant } from '../api/types';
import { toNumber } from '../lib/money';

export interface SettingsFields {
  name: string;
  phone: string;
  phone_secondary: string;
  address: string;
  default_can_rate: string;
}

export function fieldsFromPlant(plant: Plant): SettingsFields {
  return {
    name: plant.name,
    phone: plant.phone ?? '',
    phone_secondary: plant.phone_secondary ?? '',
    address: plant.address,
    default_can_rate: String(toNumber(plant.default_can_rate)),
  };
}

export function isDirty(current: SettingsFields, saved: SettingsFields): boolean {
  return (Object.keys(saved) as Array<keyof SettingsFields>).some((key) => current[key] !== saved[key]);
}

/** Spec section 5: empty phones are sent as absent. */
export function settingsPayload(fields: SettingsFields): PlantSettings {
  return {
    name: fields.name.trim(),
    address: fields.address.trim(),
    ...(fields.phone.trim() ? { phone: fields.phone.trim() } : {}),
    ...(fields.phone_secondary.trim() ? { phone_secondary: fields.phone_secondary.trim() } : {}),
    default_can_rate: Number(fields.default_can_rate),
  };
}

/** Save Location needs two real numbers; an empty manual field counts as 0 (spec section 5). */
export function parseCoordinates(latitude: string, longitude: string): { latitude: number; longitude: number } | null {
  const lat = latitude.trim() === '' ? 0 : Number(latitude);
  const lng = longitude.trim() === '' ? 0 : Number(longitude);
  return Number.isNaN(lat) || Number.isNaN(lng) ? null : { latitude: lat, longitude: lng };
}
