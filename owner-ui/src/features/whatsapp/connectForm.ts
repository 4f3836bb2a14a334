import type { WhatsAppConnection } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The connect form's fields, as PUT /filter-owner/whatsapp names them (its 422s land under them). */
export const CONNECT_FIELDS = ['phone_number_id', 'business_account_id', 'access_token', 'app_secret'] as const;

export type ConnectFormValues = WhatsAppConnection;

export const EMPTY_CONNECT_FORM: ConnectFormValues = { phone_number_id: '', business_account_id: '', access_token: '', app_secret: '' };

/** At most 30 digits, as the server takes an id. */
const DIGITS = /^\d{1,30}$/;

/** The server's rules (api/src/modules/whatsapp/whatsapp.dto.ts), with the page's words; spaces around a pasted value are dropped. */
export function connectSchema(t: TFunction<'whatsapp'>) {
  return z.object({
    phone_number_id: z.string().trim().regex(DIGITS, t('form.errors.phoneNumberId')),
    business_account_id: z.string().trim().regex(DIGITS, t('form.errors.businessAccountId')),
    access_token: z.string().trim().min(1, t('form.errors.accessTokenRequired')).max(1000, t('form.errors.accessTokenTooLong')),
    app_secret: z.string().trim().min(1, t('form.errors.appSecretRequired')).max(200, t('form.errors.appSecretTooLong')),
  }) satisfies z.ZodType<WhatsAppConnection>;
}
