import type { Announcement, AnnouncementInput, OwnerNotification, OwnerNotificationFeed } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CUSTOMER_REQUEST_KINDS } from '../../../../packages/contracts/src/customer-page';
import { OWNER_NOTIFICATION_KINDS } from '../../../../packages/contracts/src/notifications';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { bool, Fields, list, model, moment, num, oneOf, text } from '../../platform/http/response-model';

export const ANNOUNCEMENT_LEVELS = ['info', 'warning', 'error'] as const;
export const ANNOUNCEMENT_AUDIENCES = ['all', 'plan', 'owner'] as const;
export const ANNOUNCEMENT_STATUSES = ['scheduled', 'active', 'ended', 'withdrawn'] as const;
/** Keys one request may mark read: a feed's page and then some. */
export const MAX_KEYS_READ = 200;

export class CreateAnnouncementDto implements AnnouncementInput {
  @ApiProperty({ example: 'Maintenance on Sunday', maxLength: 120 })
  @IsNotEmpty({ message: 'The title field is required.' })
  @IsString({ message: 'The title must be a string.' })
  @MaxLength(120, { message: 'The title may not be greater than 120 characters.' })
  title: string;

  @ApiProperty({ example: 'The service pauses on Sunday from 02:00 to 03:00 (Pakistan time).', maxLength: 1000 })
  @IsNotEmpty({ message: 'The text field is required.' })
  @IsString({ message: 'The text must be a string.' })
  @MaxLength(1000, { message: 'The text may not be greater than 1000 characters.' })
  text: string;

  @ApiProperty({ enum: ANNOUNCEMENT_LEVELS })
  @IsIn(ANNOUNCEMENT_LEVELS, { message: `The level must be one of ${ANNOUNCEMENT_LEVELS.join(', ')}.` })
  level: AnnouncementInput['level'];

  @ApiProperty({ format: 'date-time', description: 'Shown to owners from this instant' })
  @IsISO8601({ strict: true }, { message: 'The start must be a date and time (ISO 8601).' })
  starts_at: string;

  @ApiProperty({ format: 'date-time', description: 'Shown until before this instant; after the start and in the future' })
  @IsISO8601({ strict: true }, { message: 'The end must be a date and time (ISO 8601).' })
  ends_at: string;

  @ApiProperty({ enum: ANNOUNCEMENT_AUDIENCES, description: 'Every owner, the owners on one plan, or one owner' })
  @IsIn(ANNOUNCEMENT_AUDIENCES, { message: `The audience must be one of ${ANNOUNCEMENT_AUDIENCES.join(', ')}.` })
  audience: AnnouncementInput['audience'];

  @ApiPropertyOptional({ description: "The plan's id (audience 'plan')" })
  @ValidateIf((dto: CreateAnnouncementDto) => dto.audience === 'plan')
  @Type(() => Number)
  @IsInt({ message: 'Choose the plan whose owners see it.' })
  @Min(1, { message: 'Choose the plan whose owners see it.' })
  plan_id?: number | null;

  @ApiPropertyOptional({ description: "The owner's id (audience 'owner')" })
  @ValidateIf((dto: CreateAnnouncementDto) => dto.audience === 'owner')
  @Type(() => Number)
  @IsInt({ message: 'Choose the owner who sees it.' })
  @Min(1, { message: 'Choose the owner who sees it.' })
  owner_id?: number | null;
}

export class MarkNotificationsReadDto {
  @ApiProperty({ type: [String], description: `The feed items' keys (1 to ${MAX_KEYS_READ})` })
  @IsArray({ message: 'The keys must be a list.' })
  @ArrayMinSize(1, { message: 'Give at least one key.' })
  @ArrayMaxSize(MAX_KEYS_READ, { message: `Give at most ${MAX_KEYS_READ} keys at a time.` })
  @IsString({ each: true, message: 'Each key must be a string.' })
  @IsNotEmpty({ each: true, message: 'A key may not be empty.' })
  @MaxLength(200, { each: true, message: 'A key may not be greater than 200 characters.' })
  keys: string[];
}

export const AnnouncementResponse = model('AnnouncementResponse', {
  id: num(),
  title: text(),
  text: text(),
  level: oneOf(ANNOUNCEMENT_LEVELS),
  starts_at: moment(),
  ends_at: moment(),
  audience: oneOf(ANNOUNCEMENT_AUDIENCES),
  plan_id: num().nullable(),
  owner_id: num().nullable(),
  status: oneOf(ANNOUNCEMENT_STATUSES, { description: 'Against the business clock now' }),
  created_at: moment(),
  withdrawn_at: moment().nullable(),
} satisfies Fields<Announcement>);

export const OwnerNotificationResponse = model('OwnerNotificationResponse', {
  key: text({ description: 'Names the fact; a changed fact has a new key (unread again)' }),
  kind: oneOf(OWNER_NOTIFICATION_KINDS),
  severity: oneOf(['info', 'warning', 'error']),
  text: text({ description: 'In English, for API callers; the owner app writes it in the language on screen from the fields' }),
  read: bool(),
  at: text({ description: 'An ISO instant or a plant day (YYYY-MM-DD); null for a standing count' }).nullable(),
  plant_id: num().nullable(),
  plant_name: text().nullable(),
  link: text({ description: 'Where the owner app handles it (a path)' }),
  employee_id: num().optional(),
  employee_name: text().nullable().optional(),
  date: text().optional(),
  cash_difference: num().optional(),
  cans_difference: num().optional(),
  containers_difference: num().optional(),
  count: num().optional(),
  product_id: num().optional(),
  product_name: text().optional(),
  product_name_ur: text().nullable().optional(),
  quantity: num().optional(),
  invoice_id: num().optional(),
  invoice_number: text().optional(),
  invoice_status: oneOf(['pending', 'overdue']).optional(),
  amount: num().optional(),
  due_at: text().optional(),
  import_id: num().optional(),
  file_name: text().optional(),
  message_id: num().optional(),
  customer_name: text().nullable().optional(),
  phone: text().optional(),
  reason: text().nullable().optional(),
  reply_id: num().optional(),
  reply_text: text().optional(),
  request_id: num().optional(),
  request_kind: oneOf(CUSTOMER_REQUEST_KINDS).optional(),
  announcement_id: num().optional(),
  title: text().optional(),
  body: text().optional(),
  ends_at: moment().optional(),
} satisfies Fields<OwnerNotification>);

export const OwnerNotificationFeedResponse = model('OwnerNotificationFeedResponse', {
  items: list(OwnerNotificationResponse),
  unread: num({
    description: 'Items not read (the bell), counting waiting requests and replies beyond the 50 newest of each that items lists',
  }),
  requests_pending: num({ description: "The customers' requests waiting for an answer (the header's envelope)" }),
  replies_unread: num({ description: "Customers' WhatsApp replies of the last 7 days not read, all of them (the envelope too)" }),
} satisfies Fields<OwnerNotificationFeed>);

export const NotificationsReadResponse = model('NotificationsReadResponse', {
  read: num({ description: 'Keys newly read' }),
  unread: num({ description: 'Unread in the feed now' }),
});
