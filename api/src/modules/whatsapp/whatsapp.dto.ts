import type {
  WhatsAppAutomation,
  WhatsAppConnection,
  WhatsAppMessage,
  WhatsAppMessageList,
  WhatsAppReply,
  WhatsAppReplyList,
  WhatsAppSettings,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { isPakistaniMobile, PHONE_INVALID } from '../../platform/domain/phone';
import { PageQueryDto } from '../../platform/http/page-query.dto';
import { IdQuery } from '../plants/field-rules';
import { bool, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
import { MONTH_MESSAGE, MONTH_PATTERN } from '../statements/statement.dto';

// The lists the owner app shows too (imported by path: the API runs compiled JavaScript, see platform/domain/error-codes.ts).
import {
  RECEIPT_TIMINGS,
  WHATSAPP_MESSAGE_KINDS as MESSAGE_KINDS,
  WHATSAPP_MESSAGE_STATES as MESSAGE_STATES,
} from '../../../../packages/contracts/src/whatsapp';

const DIGITS = /^\d{1,30}$/;

const PakistaniMobile = () =>
  ValidateBy({
    name: 'pakistaniMobile',
    validator: { validate: (value) => typeof value === 'string' && isPakistaniMobile(value), defaultMessage: () => PHONE_INVALID },
  });

export class ConnectWhatsAppDto implements WhatsAppConnection {
  @ApiProperty({ example: '106540352242922', description: "The phone number's id (WhatsApp Manager → API setup)" })
  @IsString({ message: 'The phone number id must be digits.' })
  @Matches(DIGITS, { message: 'The phone number id must be digits.' })
  phone_number_id: string;

  @ApiProperty({ example: '102290129340398', description: 'The WhatsApp Business account id' })
  @IsString({ message: 'The business account id must be digits.' })
  @Matches(DIGITS, { message: 'The business account id must be digits.' })
  business_account_id: string;

  @ApiProperty({ description: "A permanent access token (a system user's). Sealed at rest; never returned or logged" })
  @IsString({ message: 'The access token must be text.' })
  @IsNotEmpty({ message: 'The access token field is required.' })
  @MaxLength(1000, { message: 'The access token may not be greater than 1000 characters.' })
  access_token: string;

  @ApiProperty({ description: "The Meta app's secret: webhook calls are signed with it. Sealed at rest; never returned or logged" })
  @IsString({ message: 'The app secret must be text.' })
  @IsNotEmpty({ message: 'The app secret field is required.' })
  @MaxLength(200, { message: 'The app secret may not be greater than 200 characters.' })
  app_secret: string;
}

export class WhatsAppTestDto {
  @ApiProperty({ example: '0300-1234567', description: 'The number to send the test message to' })
  @PakistaniMobile()
  phone: string;
}

export class SendStatementDto {
  @ApiProperty({ description: "The customer (the owner's)" })
  @Type(() => Number)
  @IsInt({ message: 'The customer id must be a positive integer.' })
  @Min(1, { message: 'The customer id must be a positive integer.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'The customer id must be a positive integer.' })
  customer_id: number;

  @ApiProperty({ example: '2026-11' })
  @Matches(MONTH_PATTERN, { message: MONTH_MESSAGE })
  month: string;
}

export class WhatsAppAutomationDto implements Partial<WhatsAppAutomation> {
  @ApiProperty({ description: 'A receipt (paani_delivery_receipt) after each delivery' })
  @IsBoolean({ message: 'Receipts must be true or false.' })
  receipts: boolean;

  @ApiProperty({ description: 'A thank-you (paani_payment_received) after each payment' })
  @IsBoolean({ message: 'Payments must be true or false.' })
  payments: boolean;

  @ApiProperty({ description: "Each plant's statements (paani_statement) on the first day of the next month" })
  @IsBoolean({ message: 'Statements must be true or false.' })
  statements: boolean;

  @ApiPropertyOptional({
    enum: RECEIPT_TIMINGS,
    description: "'each': after every delivery; 'daily': one the next morning for the whole day",
  })
  @IsOptional()
  @IsIn(RECEIPT_TIMINGS, { message: 'The receipt timing must be each or daily.' })
  receipt_timing?: WhatsAppAutomation['receipt_timing'];

  @ApiPropertyOptional({ description: 'Payment reminders (paani_payment_reminder) by the rule below, each morning' })
  @IsOptional()
  @IsBoolean({ message: 'Reminders must be true or false.' })
  reminders?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 1_000_000, description: 'PKR: customers owing at least this much are reminded' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'The least balance must be an amount in rupees.' })
  @Min(1, { message: 'The least balance must be at least 1 rupee.' })
  @Max(1_000_000, { message: 'The least balance may not be greater than 1,000,000.' })
  reminder_min_balance?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 90, description: 'A customer is reminded at most once in this many days' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The days between reminders must be a whole number.' })
  @Min(1, { message: 'The days between reminders must be at least 1.' })
  @Max(90, { message: 'The days between reminders may not be greater than 90.' })
  reminder_every_days?: number;
}

export class WhatsAppOptOutDto {
  @ApiProperty({ example: '0300-1234567' })
  @PakistaniMobile()
  phone: string;

  @ApiProperty({ description: 'true: no more automatic messages to this number; false: they start again' })
  @IsBoolean({ message: 'Opted out must be true or false.' })
  opted_out: boolean;
}

export class WhatsAppMessagesQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IdQuery('customer id')
  customer_id?: number;

  @ApiPropertyOptional({ enum: MESSAGE_STATES })
  @IsOptional()
  @IsIn(MESSAGE_STATES, { message: `The state must be one of ${MESSAGE_STATES.join(', ')}.` })
  state?: WhatsAppMessage['state'];

  @ApiPropertyOptional({ enum: MESSAGE_KINDS })
  @IsOptional()
  @IsIn(MESSAGE_KINDS, { message: `The kind must be one of ${MESSAGE_KINDS.join(', ')}.` })
  kind?: WhatsAppMessage['kind'];
}

export class WhatsAppRepliesQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IdQuery('customer id')
  customer_id?: number;
}

export const WhatsAppReplyResponse = model('WhatsAppReplyResponse', {
  id: num(),
  customer_id: num().nullable(),
  customer_name: text().nullable(),
  plant_id: num().nullable(),
  from: text({ description: 'As WhatsApp writes it: 923001234567' }),
  text: text({ description: 'The text, or "[image]", "[audio]"… for other kinds' }),
  received_at: moment(),
  read: bool({ description: "Read in the owner's feed" }),
} satisfies Fields<WhatsAppReply>);

export const WhatsAppReplyListResponse = model('WhatsAppReplyListResponse', {
  data: list(WhatsAppReplyResponse),
  total: num(),
  page: num(),
  per_page: num(),
} satisfies Fields<WhatsAppReplyList>);

export const WhatsAppAutomationResponse = model('WhatsAppAutomationResponse', {
  receipts: bool(),
  payments: bool(),
  statements: bool(),
  receipt_timing: oneOf(RECEIPT_TIMINGS),
  reminders: bool(),
  reminder_min_balance: num({ description: 'PKR' }),
  reminder_every_days: num(),
} satisfies Fields<WhatsAppAutomation>);

export const WhatsAppSettingsResponse = model('WhatsAppSettingsResponse', {
  connected: bool(),
  phone_number_id: text().nullable(),
  business_account_id: text().nullable(),
  token_hint: text({ description: "The saved token's last 4 characters" }).nullable(),
  webhook_url: text({ description: "The callback URL for the Meta app's webhook" }).nullable(),
  verify_token: text({ description: 'The verify token for that webhook' }).nullable(),
  connected_at: moment().nullable(),
  automation: one(WhatsAppAutomationResponse, { description: 'Which messages leave by themselves' }),
} satisfies Fields<WhatsAppSettings>);

export const WhatsAppMessageResponse = model('WhatsAppMessageResponse', {
  id: num(),
  plant_id: num().nullable(),
  customer_id: num().nullable(),
  customer_name: text().nullable(),
  kind: oneOf(MESSAGE_KINDS),
  language: oneOf(['en', 'ur']),
  to: text({ description: 'As WhatsApp writes it: 923001234567' }),
  month: text().nullable(),
  automatic: bool(),
  state: oneOf(MESSAGE_STATES),
  error: text({ description: 'Why it failed, or why the last try did' }).nullable(),
  attempts: num(),
  created_at: moment(),
  sent_at: moment().nullable(),
  delivered_at: moment().nullable(),
  read_at: moment().nullable(),
  failed_at: moment().nullable(),
} satisfies Fields<WhatsAppMessage>);

export const WhatsAppMessageListResponse = model('WhatsAppMessageListResponse', {
  data: list(WhatsAppMessageResponse),
  total: num(),
  page: num(),
  per_page: num(),
} satisfies Fields<WhatsAppMessageList>);

export const OptOutResponse = model('WhatsAppOptOutResponse', {
  phone: text({ description: 'As WhatsApp writes it: 923001234567' }),
  opted_out: bool(),
});

export const WebhookReceivedResponse = model('WhatsAppWebhookReceivedResponse', {
  recorded: num({ description: 'Statuses and replies recorded' }),
});

export const QueuedMessageResponse = model('QueuedMessageResponse', { id: num(), state: oneOf(MESSAGE_STATES) });
