import type { OwnerNotificationFeed } from '@paani/contracts';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { MarkNotificationsReadCommand } from './notification-read.commands';
import { MarkNotificationsReadDto, NotificationsReadResponse, OwnerNotificationFeedResponse } from './notification.dto';
import { OwnerNotificationsQuery } from './notification-feed.queries';

@ApiTags('Filter owner: notifications')
@ApiBearerAuth()
@Roles('filter_owner')
@Controller('filter-owner/notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('Notifications retrieved successfully')
  @ApiOperation({
    summary:
      "What needs the owner's eye now, across their plants: riders' unclosed days and differences of the last week, customers over their limits, containers out beyond the stock, failed register imports, platform invoices to pay, and the super admin's announcements; each read or unread, with the owner-app page that handles it",
  })
  @ApiData(OwnerNotificationFeedResponse)
  feed(@CurrentCaller() caller: Caller): Promise<OwnerNotificationFeed> {
    return this.queries.execute(new OwnerNotificationsQuery(caller.id));
  }

  @Post('read')
  @HttpCode(200)
  @ResponseMessage('Notifications marked as read')
  @ApiOperation({ summary: 'Marks feed items read by their keys (a key read before, or no longer in the feed, changes nothing)' })
  @ApiData(NotificationsReadResponse)
  async read(@CurrentCaller() caller: Caller, @Body() body: MarkNotificationsReadDto): Promise<{ read: number; unread: number }> {
    const read: number = await this.commands.execute(new MarkNotificationsReadCommand(caller.id, body.keys));
    const feed: OwnerNotificationFeed = await this.queries.execute(new OwnerNotificationsQuery(caller.id));
    return { read, unread: feed.unread };
  }
}
