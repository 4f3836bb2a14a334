import type { WhatsAppAutomation, WhatsAppMessage, WhatsAppMessageList, WhatsAppSettings } from '@paani/contracts';

/** Every automatic message off, with the rule's defaults. */
export const NO_AUTOMATION: WhatsAppAutomation = {
  receipts: false,
  payments: false,
  statements: false,
  receipt_timing: 'each',
  reminders: false,
  reminder_min_balance: 500,
  reminder_every_days: 7,
};

export const NOT_CONNECTED: WhatsAppSettings = {
  connected: false,
  phone_number_id: null,
  business_account_id: null,
  token_hint: null,
  webhook_url: null,
  verify_token: null,
  connected_at: null,
  automation: NO_AUTOMATION,
};

export const CONNECTED: WhatsAppSettings = {
  connected: true,
  phone_number_id: '106540352242922',
  business_account_id: '102290129340398',
  token_hint: 'WXYZ',
  webhook_url: 'https://paani.example/api/whatsapp/webhook/8f2c1d',
  verify_token: 'vt-51c0ffee',
  connected_at: '2026-11-20T09:30:00.000Z',
  automation: NO_AUTOMATION,
};

/** A message as the log lists it; a statement to Customer 11 unless told otherwise. */
export function message(extra: Partial<WhatsAppMessage> = {}): WhatsAppMessage {
  return {
    id: 1,
    plant_id: 7,
    customer_id: 11,
    customer_name: 'Customer 11',
    kind: 'statement',
    language: 'en',
    to: '923001234567',
    month: '2026-11',
    automatic: false,
    state: 'sent',
    error: null,
    attempts: 1,
    created_at: '2026-11-30T10:00:00.000Z',
    sent_at: '2026-11-30T10:00:05.000Z',
    delivered_at: null,
    read_at: null,
    failed_at: null,
    ...extra,
  };
}

export const listOf = (data: WhatsAppMessage[], page = 1, per_page = 15, total = data.length): WhatsAppMessageList => ({
  data,
  total,
  page,
  per_page,
});
