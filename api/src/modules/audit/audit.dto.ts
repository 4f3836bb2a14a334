import { ApiProperty } from '@nestjs/swagger';
import { Fields, json, list, model, moment, num, one, text } from '../../platform/http/response-model';
import type { AuditEventView, StreamView } from './audit.queries';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class CreateAuditorDto {
  @ApiProperty({ example: 'Sana Auditor', maxLength: 255 })
  @IsString({ message: 'The name field is required.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name: string;

  @ApiProperty({ example: 'auditor@example.com', format: 'email', maxLength: 255 })
  @IsNotEmpty({ message: 'The email field is required.' })
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email: string;

  @ApiProperty({ minLength: 8, maxLength: 255 })
  @IsString({ message: 'The password field is required.' })
  @MinLength(8, { message: 'The password must be at least 8 characters.' })
  @MaxLength(255, { message: 'The password may not be greater than 255 characters.' })
  password: string;
}

/** One event of the log; its global position is its id. Personal data in `data` is redacted. */
export const AuditEventResponse = model('AuditEventResponse', {
  id: num({ example: 1042, description: 'The global position' }),
  stream_id: text({ example: 'customer-12' }),
  stream_type: text({ example: 'customer' }),
  stream_version: num({ example: 3 }),
  event_type: text({ example: 'CustomerRegistered' }),
  schema_version: num({ example: 1 }),
  data: json<unknown>({ description: "The event's payload (as upcast to the current schema)" }),
  metadata: json({ description: 'Who and what caused it (user, request id, …)' }),
  recorded_at: moment(),
  previous_hash: text({ description: "The previous event's hash in the chain; null for the first" }).nullable(),
  hash: text(),
} satisfies Fields<AuditEventView>);

export const StreamAsOfResponse = model('StreamAsOfResponse', {
  position: num().nullable(),
  time: moment().nullable(),
});

/** GET /super-admin/audit/streams/{streamId}. */
export const StreamResponse = model('StreamResponse', {
  stream_id: text({ example: 'customer-12' }),
  stream_type: text({ example: 'customer' }).nullable(),
  version: num({ description: 'The version of its last event read' }),
  as_of: one(StreamAsOfResponse, { description: 'The bound asked for; both null for now' }),
  state: json({ description: 'Every payload field of the events read, the latest value winning' }),
  events: list(AuditEventResponse, { description: 'Oldest first' }),
} satisfies Fields<StreamView>);
