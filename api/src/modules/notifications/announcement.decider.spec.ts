import { givenDecider } from '../../platform/event-store/decider.testing';
import { announcementDecider } from './announcement.decider';
import { AnnouncementEvent, AnnouncementFields } from './announcement.events';

const given = givenDecider(announcementDecider);
const NOW = '2026-11-30T08:00:00.000Z';
const fields: AnnouncementFields = {
  title: 'Maintenance',
  text: 'The service pauses on Sunday 02:00–03:00.',
  level: 'warning',
  starts_at: '2026-11-30T00:00:00.000Z',
  ends_at: '2026-12-07T00:00:00.000Z',
  audience: 'all',
  plan_id: null,
  owner_id: null,
};
const published = (id: number, more: Partial<AnnouncementFields> = {}): AnnouncementEvent => ({
  type: 'AnnouncementPublished',
  data: { announcement_id: id, ...fields, ...more },
});

describe('announcement decider', () => {
  it('numbers announcements in the order they are published', () => {
    given()
      .when({ type: 'PublishAnnouncement', fields, now: NOW })
      .then([published(1)]);
    given(published(1))
      .when({ type: 'PublishAnnouncement', fields, now: NOW })
      .then([published(2)]);
  });

  it('keeps only the audience id that the audience names', () => {
    given()
      .when({ type: 'PublishAnnouncement', fields: { ...fields, audience: 'plan', plan_id: 3, owner_id: 9 }, now: NOW })
      .then([published(1, { audience: 'plan', plan_id: 3, owner_id: null })]);
    given()
      .when({ type: 'PublishAnnouncement', fields: { ...fields, audience: 'all', plan_id: 3 }, now: NOW })
      .then([published(1)]);
  });

  it('refuses an end before the start, an end already past, and an audience without its plan or owner', () => {
    const refused = (more: Partial<AnnouncementFields>, field: string) =>
      given()
        .when({ type: 'PublishAnnouncement', fields: { ...fields, ...more }, now: NOW })
        .thenThrows({ options: expect.objectContaining({ errors: { [field]: [expect.any(String)] } }) });
    refused({ ends_at: fields.starts_at }, 'ends_at');
    refused({ starts_at: '2026-11-01T00:00:00.000Z', ends_at: '2026-11-30T07:59:59.000Z' }, 'ends_at');
    refused({ audience: 'plan' }, 'plan_id');
    refused({ audience: 'owner' }, 'owner_id');
  });

  it('withdraws a published announcement once, and refuses one that does not exist', () => {
    given(published(1))
      .when({ type: 'WithdrawAnnouncement', announcementId: 1 })
      .then([{ type: 'AnnouncementWithdrawn', data: { announcement_id: 1 } }]);
    given(published(1), { type: 'AnnouncementWithdrawn', data: { announcement_id: 1 } })
      .when({ type: 'WithdrawAnnouncement', announcementId: 1 })
      .thenThrows('validation');
    given(published(1)).when({ type: 'WithdrawAnnouncement', announcementId: 2 }).thenThrows('not_found');
  });
});
