import { blankToNull } from './plant.dto';
import { PlantDetails } from './plant.events';

/** A plant's details as the plant form, the settings form and the onboarding wizard send them. */
export interface PlantDetailsInput {
  name?: string;
  address?: string;
  phone?: string | null;
  phone_secondary?: string | null;
  /** The onboarding payload's spelling of phone_secondary (docs/glossary.md, "Field names"). */
  secondary_phone?: string | null;
  default_can_rate?: number | string | null;
}

/**
 * The details to record: what the input gives, trimmed and with blank phones as none, and for
 * anything it leaves out, the plant's current value (or, for a new plant, the default rate).
 * The one place both the plants and the onboarding routes turn a request into PlantDetails.
 */
export function plantDetailsFrom(input: PlantDetailsInput, current: PlantDetails | null, defaultCanRate?: number): PlantDetails {
  const secondary = input.phone_secondary !== undefined ? input.phone_secondary : input.secondary_phone;
  const rate = input.default_can_rate ?? current?.default_can_rate ?? defaultCanRate;
  return {
    name: input.name?.trim() ?? current?.name ?? '',
    address: input.address?.trim() ?? current?.address ?? '',
    phone: input.phone !== undefined ? blankToNull(input.phone) : (current?.phone ?? null),
    phone_secondary: secondary !== undefined ? blankToNull(secondary) : (current?.phone_secondary ?? null),
    default_can_rate: Number(rate).toFixed(2),
  };
}
