import { type Plant, type PlantSettings, toNumber } from '@paani/contracts';
import i18next from 'i18next';
import { z } from 'zod';
import { message } from '../i18n/translate';

export interface SettingsFields {
  name: string;
  phone: string;
  phone_secondary: string;
  address: string;
  default_can_rate: string;
  time_zone: string;
  lock_period_days: string;
  payment_details: string;
}

/** Zones an owner in the region picks from; the server accepts any IANA name. */
export const TIME_ZONES = ['Asia/Karachi', 'Asia/Dubai', 'Asia/Riyadh', 'Asia/Kabul', 'Asia/Kolkata', 'Europe/London', 'UTC'];

const lockPeriodInvalid = message(() => i18next.t('plants:settings.lockPeriodInvalid'));

/** The settings form's values become the PUT body; the server judges them (docs/product.md, "The owner app", shows no message here). */
export const plantSettingsSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    phone_secondary: z.string(),
    address: z.string(),
    default_can_rate: z.string(),
    time_zone: z.string(),
    lock_period_days: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, lockPeriodInvalid)
      .refine((days) => Number(days) <= 3650, lockPeriodInvalid),
    payment_details: z.string().max(
      300,
      message(() => i18next.t('plants:settings.paymentTooLong')),
    ),
  })
  .transform((fields) => settingsPayload(fields));

export function fieldsFromPlant(plant: Plant): SettingsFields {
  return {
    name: plant.name,
    phone: plant.phone ?? '',
    phone_secondary: plant.phone_secondary ?? '',
    address: plant.address,
    default_can_rate: String(toNumber(plant.default_can_rate)),
    time_zone: plant.time_zone ?? 'Asia/Karachi',
    lock_period_days: String(plant.lock_period_days ?? 35),
    payment_details: plant.payment_details ?? '',
  };
}

/** Spec section 5: empty phones are sent as absent. */
export function settingsPayload(fields: SettingsFields): PlantSettings {
  return {
    name: fields.name.trim(),
    address: fields.address.trim(),
    ...(fields.phone.trim() ? { phone: fields.phone.trim() } : {}),
    ...(fields.phone_secondary.trim() ? { phone_secondary: fields.phone_secondary.trim() } : {}),
    default_can_rate: Number(fields.default_can_rate),
    time_zone: fields.time_zone,
    lock_period_days: Number(fields.lock_period_days),
    payment_details: fields.payment_details.trim() || null,
  };
}

/** Save Location needs two real numbers; an empty manual field counts as 0 (docs/product.md, "The owner app"). */
export function parseCoordinates(latitude: string, longitude: string): { latitude: number; longitude: number } | null {
  const lat = latitude.trim() === '' ? 0 : Number(latitude);
  const lng = longitude.trim() === '' ? 0 : Number(longitude);
  return Number.isNaN(lat) || Number.isNaN(lng) ? null : { latitude: lat, longitude: lng };
}
