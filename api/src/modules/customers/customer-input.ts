import type { CustomerInput } from '@paani/contracts';
import { money } from '../../platform/domain/money';
import { CustomerPlacement, CustomerProfile } from './customer.events';
import { normalisePakistaniMobile } from '../../platform/domain/phone';
import { recordedProductRates } from './customer-product-rates';

/** A customer's fields as a create, an update or an import row gives them (validated already). */
export type CustomerFields = Partial<CustomerInput>;

const text = (value: string | null | undefined): string | null => {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
const phone = (value: string | null | undefined) => {
  const given = text(value);
  return given === null ? null : normalisePakistaniMobile(given);
};
const decimal = (value: number | null | undefined) => (value === undefined || value === null ? null : money(value));

/**
 * The profile to record: the given fields over the current ones (none on a create). WhatsApp
 * defaults to the phone, and keeps following it when it was the phone before.
 */
export function customerProfile(input: CustomerFields, current: CustomerProfile | null, code: string): CustomerProfile {
  const pick = <K extends keyof CustomerFields, V>(key: K, convert: (value: CustomerFields[K]) => V, fallback: V): V =>
    input[key] !== undefined ? convert(input[key]) : fallback;
  const newPhone = pick('phone', phone, current?.phone ?? null);
  const whatsappFollowsPhone = !current || current.whatsapp === null || current.whatsapp === current.phone;
  const whatsapp =
    input.whatsapp !== undefined && text(input.whatsapp) !== null
      ? phone(input.whatsapp)
      : whatsappFollowsPhone
        ? newPhone
        : current!.whatsapp;
  return {
    code,
    name: pick('name', (v) => (v ?? '').trim(), current?.name ?? ''),
    phone: newPhone,
    whatsapp,
    address: pick('address', text, current?.address ?? null),
    latitude: pick('latitude', (v) => v ?? null, current?.latitude ?? null),
    longitude: pick('longitude', (v) => v ?? null, current?.longitude ?? null),
    rate: pick('rate', decimal, current?.rate ?? null),
    product_rates: pick('product_rates', (v) => recordedProductRates(v ?? []), current?.product_rates ?? []),
    credit_limit: pick('credit_limit', decimal, current?.credit_limit ?? null),
    can_limit: pick('can_limit', (v) => v ?? null, current?.can_limit ?? null),
    notes: pick('notes', text, current?.notes ?? null),
    language: pick('language', (v) => v ?? 'en', current?.language ?? 'en'),
  };
}

/** The area and rider given, over the current ones; a new area without a rider clears the rider. */
export function customerPlacement(input: CustomerFields, current: CustomerPlacement | null): CustomerPlacement {
  const areaId = input.area_id ?? current!.area_id;
  const areaChanged = current !== null && areaId !== current.area_id;
  const employeeId = input.employee_id !== undefined ? input.employee_id : areaChanged ? null : (current?.employee_id ?? null);
  return { area_id: areaId, employee_id: employeeId };
}
