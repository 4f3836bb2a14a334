import type { AreaInput } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const AREA_FIELDS = ['name', 'description'] as const;

export interface AreaFormValues {
  name: string;
  description: string;
}

export const EMPTY_AREA_FORM: AreaFormValues = { name: '', description: '' };

/** Spec section 5: name 1 to 100 characters, description 1 to 500, with the spec's messages. */
export function areaFormSchema(t: TFunction<'areas'>) {
  const text = (required: string, max: number, tooLong: string) =>
    z
      .string()
      .refine((value) => value.trim() !== '', required)
      .refine((value) => value.trim().length <= max, tooLong);
  return z
    .object({
      name: text(t('validation.nameRequired'), 100, t('validation.nameTooLong')),
      description: text(t('validation.descriptionRequired'), 500, t('validation.descriptionTooLong')),
    })
    .transform((values): AreaInput => ({ name: values.name.trim(), description: values.description.trim() }));
}
