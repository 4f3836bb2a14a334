import { Decider } from '../../platform/event-store/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { AnnouncementEvent, AnnouncementFields } from './announcement.events';

export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found.';
export const ANNOUNCEMENT_ALREADY_WITHDRAWN = 'This announcement has already been withdrawn.';

export interface AnnouncementsState {
  /** Each announcement's id and whether it was withdrawn. */
  withdrawn: Map<number, boolean>;
}

export type AnnouncementCommand =
  /** `now` is the business clock's, so an announcement that has already ended is refused. */
  { type: 'PublishAnnouncement'; fields: AnnouncementFields; now: string } | { type: 'WithdrawAnnouncement'; announcementId: number };

const initialState: AnnouncementsState = { withdrawn: new Map() };

function evolve(state: AnnouncementsState, event: AnnouncementEvent): AnnouncementsState {
  const withdrawn = new Map(state.withdrawn);
  withdrawn.set(event.data.announcement_id, event.type === 'AnnouncementWithdrawn');
  return { withdrawn };
}

function publish(fields: AnnouncementFields, now: string, state: AnnouncementsState): AnnouncementEvent[] {
  if (Date.parse(fields.ends_at) <= Date.parse(fields.starts_at)) throw DomainError.field('ends_at', 'The end must be after the start.');
  if (Date.parse(fields.ends_at) <= Date.parse(now)) throw DomainError.field('ends_at', 'The end must be in the future.');
  if (fields.audience === 'plan' && fields.plan_id === null) throw DomainError.field('plan_id', 'Choose the plan whose owners see it.');
  if (fields.audience === 'owner' && fields.owner_id === null) throw DomainError.field('owner_id', 'Choose the owner who sees it.');
  const announcement: AnnouncementFields = {
    ...fields,
    plan_id: fields.audience === 'plan' ? fields.plan_id : null,
    owner_id: fields.audience === 'owner' ? fields.owner_id : null,
  };
  return [{ type: 'AnnouncementPublished', data: { announcement_id: state.withdrawn.size + 1, ...announcement } }];
}

function decide(command: AnnouncementCommand, state: AnnouncementsState): AnnouncementEvent[] {
  if (command.type === 'PublishAnnouncement') return publish(command.fields, command.now, state);
  const withdrawn = state.withdrawn.get(command.announcementId);
  if (withdrawn === undefined) throw DomainError.notFound(ANNOUNCEMENT_NOT_FOUND);
  if (withdrawn) throw DomainError.validation(ANNOUNCEMENT_ALREADY_WITHDRAWN);
  return [{ type: 'AnnouncementWithdrawn', data: { announcement_id: command.announcementId } }];
}

/** The super admin's announcements to owners: published for a time and an audience, withdrawn at will, never edited. */
export const announcementDecider: Decider<AnnouncementsState, AnnouncementCommand, AnnouncementEvent> = { initialState, evolve, decide };
