import {
  CUSTOMER_REQUEST_KINDS,
  CUSTOMER_REQUEST_STATUSES,
  CUSTOMER_PROBLEM_KINDS,
  type CustomerProblemKind,
  type CustomerRequest,
  type CustomerRequestKind,
  type CustomerRequestStatus,
} from '@paani/contracts';
import i18next from 'i18next';
import { formatDateTime, formatMonth, formatNumber } from '../../lib/format';

/** The inbox's route (the header's envelope goes there). */
export const REQUESTS_PATH = '/messages';

export const REQUEST_STATUSES: readonly CustomerRequestStatus[] = CUSTOMER_REQUEST_STATUSES;
export const REQUEST_KINDS: readonly CustomerRequestKind[] = CUSTOMER_REQUEST_KINDS;
const PROBLEMS: readonly CustomerProblemKind[] = CUSTOMER_PROBLEM_KINDS;

export const STATUS_COLORS: Record<CustomerRequestStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'default',
};

const PLANT_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A plant day (YYYY-MM-DD) as that calendar day: '2 Dec' ('Tue, 2 Dec' with the weekday), with the year when it is not this one. */
export function dayText(value: string | null, { weekday = false }: { weekday?: boolean } = {}): string {
  const parts = value ? PLANT_DAY.exec(value) : null;
  if (!parts) return value ?? '';
  const date = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  return formatDateTime(date, {
    ...(weekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() !== new Date().getFullYear() ? { year: 'numeric' } : {}),
  });
}

/** 'YYYY-MM' as 'November 2026' in the reader's language. */
export function monthText(month: string | null): string {
  const parts = month ? /^(\d{4})-(\d{2})$/.exec(month) : null;
  return parts ? formatMonth(new Date(Number(parts[1]), Number(parts[2]) - 1, 1)) : (month ?? '');
}

/** An instant (when it was sent or answered) as its day and time here. */
export function timeText(at: string): string {
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? at : formatDateTime(instant, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The request's own sentence, without the customer's note. */
function kindSentence(request: CustomerRequest): string {
  switch (request.kind) {
    case 'extra_delivery': {
      const figures = { quantity: formatNumber(request.quantity ?? 1), date: dayText(request.date, { weekday: true }) };
      return request.product_name
        ? i18next.t('customerRequests:sentences.extraDelivery', { ...figures, product: request.product_name })
        : i18next.t('customerRequests:sentences.extraDeliveryNoProduct', figures);
    }
    case 'pause':
      return request.from && request.from === request.until
        ? i18next.t('customerRequests:sentences.pauseOneDay', { date: dayText(request.from) })
        : i18next.t('customerRequests:sentences.pause', { from: dayText(request.from), until: dayText(request.until) });
    case 'statement_confirm':
      return i18next.t('customerRequests:sentences.statementConfirm', { month: monthText(request.month) });
    case 'statement_dispute':
      return i18next.t('customerRequests:sentences.statementDispute', { month: monthText(request.month) });
    case 'problem': {
      const problem = PROBLEMS.find((known) => known === request.problem) ?? 'other';
      return i18next.t(`customerRequests:sentences.problems.${problem}`);
    }
    default:
      return i18next.t('customerRequests:sentences.unknown');
  }
}

/**
 * What the customer asks, in the language on screen, from its kind and fields, with their note after
 * it: 'Asks for an extra 2 × 19 L can on Tue, 2 Dec', 'Disputes the statement of November 2026: …'.
 */
export function requestSentence(request: CustomerRequest): string {
  const sentence = kindSentence(request);
  const note = request.note?.trim();
  return note ? i18next.t('customerRequests:sentences.withNote', { sentence, note }) : sentence;
}

/** What accepting it does, for the dialog: on the sheet, a pause, or only noted. */
export function acceptEffect(request: CustomerRequest): string {
  if (request.kind === 'extra_delivery')
    return i18next.t('customerRequests:decide.effects.extraDelivery', { date: dayText(request.date, { weekday: true }) });
  if (request.kind === 'pause')
    return i18next.t('customerRequests:decide.effects.pause', { from: dayText(request.from), until: dayText(request.until) });
  return i18next.t('customerRequests:decide.effects.noted');
}
