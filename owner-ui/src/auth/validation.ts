import i18next from 'i18next';
import { z } from 'zod';
import { isPakistaniMobile } from '@paani/contracts';
import { message } from '../i18n/translate';

// The sign-in rules, shared by the form and its tests; a rider signs in with a Pakistani mobile number (the API's rule).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginSchema = z.object({
  email: z
    .string()
    .min(
      1,
      message(() => i18next.t('app:validation.emailRequired')),
    )
    .refine(
      (value) => EMAIL_PATTERN.test(value.trim()) || isPakistaniMobile(value.trim()),
      message(() => i18next.t('app:validation.emailInvalid')),
    ),
  password: z
    .string()
    .min(
      1,
      message(() => i18next.t('app:validation.passwordRequired')),
    )
    .min(
      6,
      message(() => i18next.t('app:validation.passwordTooShort')),
    ),
});

export type LoginForm = z.infer<typeof loginSchema>;
