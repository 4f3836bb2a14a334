import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owners' notifications: the super admin's announcements (stream `platform-announcements`)
 * and which facts of their feed each owner has read (stream `owner-notifications-{ownerId}`, one
 * row per key, with the stream version of the event that read it). Both are read models.
 */
export class Notifications1763700000940 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE announcements (
        id           bigint PRIMARY KEY,
        title        text NOT NULL,
        text         text NOT NULL,
        level        text NOT NULL,
        starts_at    timestamptz NOT NULL,
        ends_at      timestamptz NOT NULL,
        audience     text NOT NULL,
        plan_id      bigint,
        owner_id     bigint,
        created_at   timestamptz NOT NULL,
        withdrawn_at timestamptz
      )`);
    await db.query(`CREATE INDEX announcements_showing ON announcements (ends_at) WHERE withdrawn_at IS NULL`);
    await db.query(`
      CREATE TABLE notification_reads (
        owner_id       bigint NOT NULL,
        key            text NOT NULL,
        read_at        timestamptz NOT NULL,
        stream_version integer NOT NULL,
        PRIMARY KEY (owner_id, key)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE notification_reads`);
    await db.query(`DROP TABLE announcements`);
  }
}
