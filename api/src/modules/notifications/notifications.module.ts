import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { AdminAnnouncementsController } from './admin-announcements.controller';
import { ANNOUNCEMENT_COMMAND_HANDLERS } from './announcement.commands';
import { announcementProjection } from './announcement.projection';
import { ANNOUNCEMENT_QUERY_HANDLERS } from './announcement.queries';
import { NOTIFICATION_FEED_QUERY_HANDLERS } from './notification-feed.queries';
import { NOTIFICATION_READ_COMMAND_HANDLERS } from './notification-read.commands';
import { notificationReadProjection } from './notification-read.projection';
import { NotificationsController } from './notifications.controller';

/** The owners' feed of what needs their eye, what they have read of it, and the super admin's announcements. */
@Module({
  controllers: [NotificationsController, AdminAnnouncementsController],
  providers: [
    ...ANNOUNCEMENT_COMMAND_HANDLERS,
    ...ANNOUNCEMENT_QUERY_HANDLERS,
    ...NOTIFICATION_READ_COMMAND_HANDLERS,
    ...NOTIFICATION_FEED_QUERY_HANDLERS,
  ],
})
export class NotificationsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(announcementProjection);
    this.projections.register(notificationReadProjection);
  }
}
