import { describe, expect, it } from 'vitest';
import {
  canWithdraw,
  endsAfterStarts,
  endsInFuture,
  MESSAGES,
  newAnnouncementDefaults,
  notBlank,
  toAnnouncementInput,
} from './announcement.model';

describe('announcement.model', () => {
  it('opens a new announcement as info to every owner, from now for exactly a week', () => {
    const now = Date.parse('2026-11-30T09:15:30.000Z');
    expect(newAnnouncementDefaults(now)).toEqual({
      level: 'info',
      audience: 'all',
      starts_at: '2026-11-30T09:15:30.000Z',
      ends_at: '2026-12-07T09:15:30.000Z',
    });
  });

  it('wants the end after the start, whatever form each input holds it in', () => {
    const start = '2026-12-01T10:00';
    expect(endsAfterStarts('2026-12-01T10:01', { starts_at: start })).toBeUndefined();
    expect(endsAfterStarts('2026-12-01T10:00', { starts_at: start })).toBe(MESSAGES.endsAfterStarts);
    expect(endsAfterStarts('2026-11-30T23:00', { starts_at: start })).toBe(MESSAGES.endsAfterStarts);
    expect(endsAfterStarts(new Date(start).toISOString(), { starts_at: new Date('2026-12-02T00:00') })).toBe(MESSAGES.endsAfterStarts);
    // A missing date is the required rule's to report, not this one's.
    expect(endsAfterStarts('', { starts_at: start })).toBeUndefined();
    expect(endsAfterStarts('2026-12-01T10:00', {})).toBeUndefined();
  });

  it('wants the end still to come', () => {
    const now = Date.parse('2026-11-30T09:00:00Z');
    expect(endsInFuture('2026-11-30T09:00:00.000Z', {}, now)).toBe(MESSAGES.endsInFuture);
    expect(endsInFuture('2026-11-30T08:00:00.000Z', {}, now)).toBe(MESSAGES.endsInFuture);
    expect(endsInFuture('2026-11-30T09:01:00.000Z', {}, now)).toBeUndefined();
    expect(endsInFuture('', {}, now)).toBeUndefined();
  });

  it('refuses blank text', () => {
    expect(notBlank('needed')('  \n')).toBe('needed');
    expect(notBlank('needed')(undefined)).toBe('needed');
    expect(notBlank('needed')(' x ')).toBeUndefined();
  });

  it('sends only the target its audience names, and instants in ISO', () => {
    const base = { title: ' T ', text: ' X ', level: 'error' as const, starts_at: '2026-12-01T10:00', ends_at: '2026-12-02T10:00' };
    expect(toAnnouncementInput({ ...base, audience: 'owner', owner_id: 7, plan_id: 2 })).toEqual({
      title: 'T',
      text: 'X',
      level: 'error',
      starts_at: new Date('2026-12-01T10:00').toISOString(),
      ends_at: new Date('2026-12-02T10:00').toISOString(),
      audience: 'owner',
      owner_id: 7,
    });
    expect(toAnnouncementInput({ ...base, audience: 'plan', owner_id: 7, plan_id: 2 })).not.toHaveProperty('owner_id');
    expect(toAnnouncementInput({ ...base, audience: 'all', owner_id: 7, plan_id: 2 })).not.toHaveProperty('plan_id');
  });

  it('offers a withdrawal only while owners see it or are about to', () => {
    expect(canWithdraw({ status: 'active' })).toBe(true);
    expect(canWithdraw({ status: 'scheduled' })).toBe(true);
    expect(canWithdraw({ status: 'ended' })).toBe(false);
    expect(canWithdraw({ status: 'withdrawn' })).toBe(false);
  });
});
