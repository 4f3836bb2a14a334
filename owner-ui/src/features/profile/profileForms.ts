import type { PasswordChangeRequest, ProfileRequest } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const DETAILS_FIELDS = ['name', 'email'] as const;
export const PASSWORD_FIELDS = ['current_password', 'new_password'] as const;

export interface DetailsFormValues {
  name: string;
  email: string;
}

export interface PasswordFormValues {
  current_password: string;
  new_password: string;
  confirm: string;
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { current_password: '', new_password: '', confirm: '' };

/** The server's rules for PATCH /api/profile, with the page's words. */
export function detailsSchema(t: TFunction<'profile'>) {
  return z
    .object({
      name: z
        .string()
        .refine((value) => value.trim() !== '', t('validation.nameRequired'))
        .refine((value) => value.trim().length <= 255, t('validation.nameTooLong')),
      email: z.string().trim().email(t('validation.emailInvalid')).max(255, t('validation.emailInvalid')),
    })
    .transform((values): Required<ProfileRequest> => ({ name: values.name.trim(), email: values.email.trim() }));
}

/** The server's rules for PUT /api/profile/password, and the new password typed twice alike. */
export function passwordSchema(t: TFunction<'profile'>) {
  return z
    .object({
      current_password: z.string().min(1, t('validation.currentRequired')),
      new_password: z.string().min(8, t('validation.newTooShort')).max(255, t('validation.newTooLong')),
      confirm: z.string(),
    })
    .refine((values) => values.confirm === values.new_password, { message: t('validation.mismatch'), path: ['confirm'] })
    .transform(({ current_password, new_password }): PasswordChangeRequest => ({ current_password, new_password }));
}
