import type { Announcement, AnnouncementAudience, AnnouncementInput, AnnouncementLevel, AnnouncementStatus } from '@paani/contracts';

type ChipColor = 'default' | 'info' | 'success' | 'warning' | 'error';

export const LEVEL_LABELS: Record<AnnouncementLevel, string> = { info: 'Info', warning: 'Warning', error: 'Error' };
export const LEVEL_COLORS: Record<AnnouncementLevel, ChipColor> = { info: 'info', warning: 'warning', error: 'error' };

export const STATUS_LABELS: Record<AnnouncementStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  ended: 'Ended',
  withdrawn: 'Withdrawn',
};
export const STATUS_COLORS: Record<AnnouncementStatus, ChipColor> = {
  scheduled: 'info',
  active: 'success',
  ended: 'default',
  withdrawn: 'warning',
};

export const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: 'All owners',
  plan: 'Owners on a plan',
  owner: 'One owner',
};

const choicesOf = <T extends string>(labels: Record<T, string>) => (Object.keys(labels) as T[]).map((id) => ({ id, name: labels[id] }));

export const LEVEL_CHOICES = choicesOf(LEVEL_LABELS);
export const STATUS_CHOICES = choicesOf(STATUS_LABELS);
export const AUDIENCE_CHOICES = choicesOf(AUDIENCE_LABELS);

/** Owners still see (or are about to see) it: the only ones a withdrawal changes anything for. */
export const canWithdraw = (announcement: Pick<Announcement, 'status'>): boolean =>
  announcement.status === 'active' || announcement.status === 'scheduled';

/** The server's limits (POST /api/admin/announcements), checked first in the browser. */
export const TITLE_MAX = 120;
export const TEXT_MAX = 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const MESSAGES = {
  title: 'The title field is required.',
  text: 'The text field is required.',
  titleLength: `The title may not be greater than ${TITLE_MAX} characters.`,
  textLength: `The text may not be greater than ${TEXT_MAX} characters.`,
  endsAfterStarts: 'The end must be after the start.',
  endsInFuture: 'The end must be in the future.',
  plan: 'Choose the plan whose owners see it.',
  owner: 'Choose the owner who sees it.',
  date: 'Enter a date and time.',
} as const;

/** The form's values: the date-time inputs hold an ISO instant (the defaults) or a local `YYYY-MM-DDTHH:mm` once edited. */
export interface AnnouncementFormValues {
  title?: string;
  text?: string;
  level?: AnnouncementLevel;
  starts_at?: string | Date | null;
  ends_at?: string | Date | null;
  audience?: AnnouncementAudience;
  plan_id?: number | null;
  owner_id?: number | null;
}

/** A new announcement: shown from now for a week, to every owner, as information. */
export function newAnnouncementDefaults(now = Date.now()): AnnouncementFormValues {
  return {
    level: 'info',
    audience: 'all',
    starts_at: new Date(now).toISOString(),
    ends_at: new Date(now + WEEK_MS).toISOString(),
  };
}

/** The instant a date-time input's value stands for, or null when it is empty or not a date. */
export function instantOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/** An input's date-time as an ISO instant (what the API takes); '' when it is not one, which the server refuses by name. */
function isoOf(value: unknown): string {
  const time = instantOf(value);
  return time === null ? '' : new Date(time).toISOString();
}

/** Required text that is not only spaces (the server trims before it counts). */
export const notBlank = (message: string) => (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? undefined : message);

/** A date-time that parses. */
export const validInstant = (value: unknown) => (instantOf(value) === null ? MESSAGES.date : undefined);

/** The end after the start, as the server refuses otherwise. */
export function endsAfterStarts(value: unknown, values: AnnouncementFormValues): string | undefined {
  const end = instantOf(value);
  const start = instantOf(values?.starts_at);
  if (end === null || start === null) return undefined;
  return end > start ? undefined : MESSAGES.endsAfterStarts;
}

/** An announcement that ended before it was made would never show: the server refuses it. */
export function endsInFuture(value: unknown, _values?: unknown, now = Date.now()): string | undefined {
  const end = instantOf(value);
  return end === null || end > now ? undefined : MESSAGES.endsInFuture;
}

/** The POST body: trimmed words, instants in ISO, and only the plan or the owner its audience names. */
export function toAnnouncementInput(values: AnnouncementFormValues): AnnouncementInput {
  const audience = values.audience ?? 'all';
  return {
    title: (values.title ?? '').trim(),
    text: (values.text ?? '').trim(),
    level: values.level ?? 'info',
    starts_at: isoOf(values.starts_at),
    ends_at: isoOf(values.ends_at),
    audience,
    ...(audience === 'plan' ? { plan_id: Number(values.plan_id) } : {}),
    ...(audience === 'owner' ? { owner_id: Number(values.owner_id) } : {}),
  };
}
