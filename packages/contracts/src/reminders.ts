import type { CustomerLanguage } from './customers';

/** A customer owed a reminder (GET /api/filter-owner/reminders). */
export interface ReminderCustomer {
  customer_id: number;
  code: string;
  name: string;
  area_id: number;
  area_name: string | null;
  phone: string | null;
  whatsapp: string | null;
  balance: number;
  /** The plant day of the oldest charge not yet paid (payments settle the oldest charges first); null when none is open. */
  oldest_unpaid_date: string | null;
  /** Days from that day to the plant's today. */
  age_days: number | null;
  /** The customer's language: the message is the plant's template for it. */
  language: CustomerLanguage;
  /** The plant's template in the customer's language, filled in for this customer. */
  message: string;
  /** https://wa.me/<number>?text=<message>; null when the customer has no number. */
  whatsapp_url: string | null;
  last_sent_at: string | null;
  sends: number;
}

export interface ReminderList {
  plant_id: number;
  as_of: string;
  min_balance: number;
  min_days: number | null;
  /** The English template (kept for older clients); `templates` has each language's. */
  template: string;
  templates: Record<CustomerLanguage, string>;
  customers: ReminderCustomer[];
}

/** GET/PUT /api/filter-owner/reminders/template: the plant's text for the customers of one language. */
export interface ReminderTemplate {
  plant_id: number;
  language: CustomerLanguage;
  template: string;
  /** True while the plant uses the default text. */
  is_default: boolean;
  placeholders: string[];
}

export interface ReminderSent {
  customer_id: number;
  sent_at: string;
  sends: number;
}
