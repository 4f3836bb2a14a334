import { ApiProperty } from '@nestjs/swagger';
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
export class AuditEventResponse implements AuditEventView {
  @ApiProperty({ example: 1042, description: 'The global position' })
  id: number;

  @ApiProperty({ example: 'customer-12' })
  stream_id: string;

  @ApiProperty({ example: 'customer' })
  stream_type: string;

  @ApiProperty({ example: 3 })
  stream_version: number;

  @ApiProperty({ example: 'CustomerRegistered' })
  event_type: string;

  @ApiProperty({ example: 1 })
  schema_version: number;

  @ApiProperty({ type: 'object', additionalProperties: true, description: "The event's payload (as upcast to the current schema)" })
  data: unknown;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Who and what caused it (user, request id, …)' })
  metadata: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  recorded_at: string;

  @ApiProperty({ type: String, nullable: true, description: "The previous event's hash in the chain; null for the first" })
  previous_hash: string | null;

  @ApiProperty()
  hash: string;
}

export class StreamAsOfResponse {
  @ApiProperty({ type: Number, nullable: true })
  position: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  time: string | null;
}

/** GET /super-admin/audit/streams/{streamId}. */
export class StreamResponse implements StreamView {
  @ApiProperty({ example: 'customer-12' })
  stream_id: string;

  @ApiProperty({ type: String, nullable: true, example: 'customer' })
  stream_type: string | null;

  @ApiProperty({ description: 'The version of its last event read' })
  version: number;

  @ApiProperty({ type: () => StreamAsOfResponse, description: 'The bound asked for; both null for now' })
  as_of: StreamAsOfResponse;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Every payload field of the events read, the latest value winning',
  })
  state: Record<string, unknown>;

  @ApiProperty({ type: [AuditEventResponse], description: 'Oldest first' })
  events: AuditEventResponse[];
}
