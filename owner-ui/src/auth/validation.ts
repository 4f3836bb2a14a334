import i18next from 'i18next';
import { z } from 'zod';
import { message } from '../i18n/translate';

// The sign-in rules of spec section 5, shared by the form and its tests.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A Pakistani mobile number as people write it (0300-1234567, +92 300 1234567): a rider signs in with one. */
export const MOBILE_PATTERN = /^(?:\+92|0092|92|0)?3\d{9}$/;
const isMobile = (value: string) => MOBILE_PATTERN.test(value.replace(/[\s\-().]/g, ''));

export const loginSchema = z.object({
  email: z
    .string()
    .min(
      1,
      message(() => i18next.t('app:validation.emailRequired')),
    )
    .refine(
      (value) => EMAIL_PATTERN.test(value.trim()) || isMobile(value.trim()),
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
