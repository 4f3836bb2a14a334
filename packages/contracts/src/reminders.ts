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
  /** The plant's template filled in for this customer. */
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
  template: string;
  customers: ReminderCustomer[];
}

export interface ReminderTemplate {
  plant_id: number;
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
