import type { CustomerLanguage } from '@paani/contracts';
import { DecidedEvent } from '../../platform/event-store/decider';

/** A plant's reminder settings: `plant-reminders-{plantId}`. */
export const plantRemindersStreamId = (plantId: number): string => `plant-reminders-${plantId}`;
/** The reminders sent to one customer: `customer-reminders-{customerId}`. */
export const customerRemindersStreamId = (customerId: number): string => `customer-reminders-${customerId}`;

/**
 * The plant's reminder text for the customers of one language. `language` is absent from the
 * events recorded before templates had one: those set the English text.
 */
export type PlantReminderEvent = DecidedEvent<
  'ReminderTemplateSet',
  { plant_id: number; owner_id: number; template: string; language?: CustomerLanguage }
>;

/** The owner opened WhatsApp with a reminder for the customer: what was owed then (decimal string) and its age. */
export type CustomerReminderEvent = DecidedEvent<
  'PaymentReminderSent',
  { customer_id: number; plant_id: number; owner_id: number; amount: string; age_days: number | null }
>;

export type ReminderEvent = PlantReminderEvent | CustomerReminderEvent;

export const REMINDER_EVENT_TYPES: ReminderEvent['type'][] = ['ReminderTemplateSet', 'PaymentReminderSent'];
