import type {
  CustomerLanguage,
  PublicStatement,
  Statement,
  StatementAnswerKind,
  StatementLine,
  StatementRun,
  StatementRunDetail,
  StatementRunFile,
  StatementRunStarted,
  StatementShare,
  StatementShareAnswer,
  StatementShareLink,
  StatementShareStatus,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { TextField } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';

export const MONTH_PATTERN = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;
export const MONTH_MESSAGE = 'The month must be written YYYY-MM.';
export const STATEMENT_FORMATS = ['json', 'pdf'] as const;
export const STATEMENT_LANGUAGE_CODES = ['en', 'ur'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
export const STATEMENT_ANSWERS: readonly StatementAnswerKind[] = ['correct', 'question'];

/** `format` and `lang` of a statement read (the owner's and the public one). */
export class StatementFormatDto {
  @ApiPropertyOptional({ enum: STATEMENT_FORMATS, default: 'json', description: 'json (the default) or pdf (application/pdf)' })
  @IsOptional()
  @IsIn(STATEMENT_FORMATS, { message: 'The format must be json or pdf.' })
  format?: StatementFormat;

  @ApiPropertyOptional({
    enum: STATEMENT_LANGUAGE_CODES,
    description: "The PDF's language: en or ur (Urdu, right to left); absent: the customer's language (customer.language)",
  })
  @IsOptional()
  @IsIn(STATEMENT_LANGUAGE_CODES, { message: 'The language must be en or ur.' })
  lang?: (typeof STATEMENT_LANGUAGE_CODES)[number];
}

/** GET …/statement: the month, the format (json or pdf) and the PDF's language. */
export class StatementQueryDto extends PlantQueryDto {
  @ApiProperty({ example: '2026-11', description: "A month of the plant's days (YYYY-MM), not after its current month" })
  @Matches(MONTH_PATTERN, { message: MONTH_MESSAGE })
  month: string;

  @ApiPropertyOptional({ enum: STATEMENT_FORMATS, default: 'json', description: 'json (the default) or pdf (application/pdf)' })
  @IsOptional()
  @IsIn(STATEMENT_FORMATS, { message: 'The format must be json or pdf.' })
  format?: StatementFormat;

  @ApiPropertyOptional({
    enum: STATEMENT_LANGUAGE_CODES,
    description: "The PDF's language: en or ur (Urdu, right to left); absent: the customer's language (customer.language)",
  })
  @IsOptional()
  @IsIn(STATEMENT_LANGUAGE_CODES, { message: 'The language must be en or ur.' })
  lang?: (typeof STATEMENT_LANGUAGE_CODES)[number];
}

/** POST …/statement/share. */
export class ShareStatementDto {
  @ApiProperty({ example: '2026-11', description: 'The month of the statement the link shows (YYYY-MM)' })
  @Matches(MONTH_PATTERN, { message: MONTH_MESSAGE })
  month: string;
}

/** POST /public/statements/{token}/response: the customer's answer. */
export class StatementAnswerDto {
  @ApiProperty({ enum: STATEMENT_ANSWERS, description: 'correct: the statement is right; question: the customer asks about it' })
  @IsIn(STATEMENT_ANSWERS, { message: 'The answer must be correct or question.' })
  answer: StatementAnswerKind;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'What the customer wants to ask or say' })
  @TextField({ max: 500, tooLong: 'The message may not be longer than 500 characters.', notText: 'The message must be text.' })
  message?: string | null;
}

/** POST /statements/runs: the month and, optionally, one area of the plant (`filter_plant_id` names the plant). */
export class StartStatementRunDto {
  @ApiProperty({ example: '2026-11', description: "The month (YYYY-MM), not after the plant's current month" })
  @Matches(MONTH_PATTERN, { message: MONTH_MESSAGE })
  month: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "One of the plant's areas; absent or null: every customer of the plant",
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The area id must be a positive integer.' })
  @Min(1, { message: 'The area id must be a positive integer.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'The area id must be a positive integer.' })
  area_id?: number | null;
}

export class StatementPlantResponse {
  @ApiProperty({ example: 'Main Plant' })
  name: string;

  @ApiProperty({ example: 'FP-00001' })
  code: string;

  @ApiProperty()
  address: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'How customers pay the plant; null when not set' })
  payment_details: string | null;
}

export class StatementCustomerResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'C-0012' })
  code: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true, description: 'The area name' })
  area: string | null;

  @ApiProperty({ example: 80 })
  rate: number;

  @ApiProperty({ enum: STATEMENT_LANGUAGE_CODES, description: 'What the PDF and the share page default to' })
  language: CustomerLanguage;
}

/** One plant day of the month that has ledger lines. */
export class StatementLineResponse implements StatementLine {
  @ApiProperty({ example: '2026-11-03' })
  date: string;

  @ApiProperty()
  cans_delivered: number;

  @ApiProperty()
  cans_returned: number;

  @ApiProperty({ description: "The day's debits (what the customer came to owe)" })
  debit: number;

  @ApiProperty({ description: "The day's credits (payments, credits, reversed charges)" })
  credit: number;

  @ApiProperty({ description: 'The same as debit (the name the screens and the PDF use)' })
  amount: number;

  @ApiProperty({ description: 'The same as credit (the name the screens and the PDF use)' })
  paid: number;

  @ApiProperty({ description: 'Running balance after the day' })
  balance: number;

  @ApiProperty({ description: 'Running cans at the customer after the day' })
  cans: number;
}

export class StatementPeriodResponse {
  @ApiProperty({ example: '2026-11-01' })
  from: string;

  @ApiProperty({ example: '2026-11-30' })
  to: string;
}

export class StatementFiguresResponse {
  @ApiProperty()
  balance: number;

  @ApiProperty()
  cans: number;
}

export class StatementTotalsResponse {
  @ApiProperty()
  cans_delivered: number;

  @ApiProperty()
  cans_returned: number;

  @ApiProperty({ description: "The month's debits" })
  debit: number;

  @ApiProperty({ description: "The month's credits" })
  credit: number;

  @ApiProperty({ description: 'The same as debit' })
  amount: number;

  @ApiProperty({ description: 'The same as credit' })
  paid: number;
}

export class SecurityDepositResponse {
  @ApiProperty()
  amount: number;

  @ApiProperty()
  cans: number;
}

export class StatementClosingResponse extends StatementFiguresResponse {
  @ApiProperty({ type: () => SecurityDepositResponse })
  security_deposit: SecurityDepositResponse;
}

/** A customer's monthly statement: the ledger of the month summed per plant day; opening + every line = closing. */
export class StatementResponse implements Statement {
  @ApiProperty({ type: () => StatementPlantResponse })
  plant: StatementPlantResponse;

  @ApiProperty({ type: () => StatementCustomerResponse })
  customer: StatementCustomerResponse;

  @ApiProperty({ example: '2026-11' })
  month: string;

  @ApiProperty({ type: () => StatementPeriodResponse })
  period: StatementPeriodResponse;

  @ApiProperty({ type: () => StatementFiguresResponse })
  opening: StatementFiguresResponse;

  @ApiProperty({ type: [StatementLineResponse] })
  lines: StatementLineResponse[];

  @ApiProperty({ type: () => StatementTotalsResponse })
  totals: StatementTotalsResponse;

  @ApiProperty({ type: () => StatementClosingResponse })
  closing: StatementClosingResponse;
}

export class StatementShareAnswerResponse implements StatementShareAnswer {
  @ApiProperty({ enum: STATEMENT_ANSWERS })
  answer: StatementAnswerKind;

  @ApiProperty({ type: String, nullable: true })
  message: string | null;

  @ApiProperty({ format: 'date-time' })
  answered_at: string;
}

export class PublicShareResponse {
  @ApiProperty({ format: 'date-time' })
  expires_at: string;

  @ApiProperty({ type: [StatementShareAnswerResponse] })
  answers: StatementShareAnswerResponse[];
}

/** GET /public/statements/{token}: the statement, with the link's expiry and the answers given so far. */
export class PublicStatementResponse extends StatementResponse implements PublicStatement {
  @ApiProperty({ type: () => PublicShareResponse })
  share: PublicShareResponse;
}

/** POST /filter-owner/customers/{id}/statement/share. */
export class StatementShareLinkResponse implements StatementShareLink {
  @ApiProperty({ example: 'https://paani.example.com/s/3f9c…', description: 'Opens the statement without sign-in' })
  url: string;

  @ApiProperty()
  token: string;

  @ApiProperty({ format: 'date-time' })
  expires_at: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A wa.me link with a short summary and the link; null when the customer has no WhatsApp number or phone',
  })
  whatsapp_url: string | null;
}

/** A statement link of a customer. */
export class StatementShareResponse implements StatementShare {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: '2026-11' })
  month: string;

  @ApiProperty({ enum: ['active', 'expired', 'revoked'] })
  status: StatementShareStatus;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  expires_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revoked_at: string | null;

  @ApiProperty({ type: [StatementShareAnswerResponse] })
  answers: StatementShareAnswerResponse[];
}

/** DELETE /filter-owner/statement-shares/{token}. */
export class ShareRevokedResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'false when it was already revoked' })
  revoked: boolean;
}

/** POST /filter-owner/statement-shares/{token}/sent. */
export class ShareSentResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: true, description: 'Always true (marking it again changes nothing)' })
  sent: boolean;
}

/** POST /public/statements/{token}/response. */
export class StatementAnswerResponse {
  @ApiProperty({ enum: STATEMENT_ANSWERS })
  answer: string;

  @ApiProperty({ type: String, nullable: true })
  message: string | null;
}

/** A month-end statement run. */
export class StatementRunResponse implements StatementRun {
  @ApiProperty()
  id: number;

  @ApiProperty()
  plant_id: number;

  @ApiProperty({ type: Number, nullable: true, description: 'null: every customer of the plant' })
  area_id: number | null;

  @ApiProperty({ example: '2026-11' })
  month: string;

  @ApiProperty({ enum: ['queued', 'running', 'completed', 'failed'] })
  status: 'queued' | 'running' | 'completed' | 'failed';

  @ApiProperty({ description: 'Customers covered (known once the job starts)' })
  total: number;

  @ApiProperty({ description: 'Statements rendered and stored' })
  done: number;

  @ApiProperty()
  failed: number;

  @ApiProperty({ example: 100, description: '0 to 100' })
  progress: number;

  @ApiProperty({ type: String, nullable: true })
  error: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finished_at: string | null;
}

/** One customer's statement in a run (its PDF at …/runs/{id}/statements/{customer_id}). */
export class StatementRunFileResponse implements StatementRunFile {
  @ApiProperty()
  customer_id: number;

  @ApiProperty()
  customer_code: string;

  @ApiProperty()
  customer_name: string;

  @ApiProperty({ type: String, nullable: true })
  area: string | null;

  @ApiProperty()
  closing_balance: number;

  @ApiProperty()
  cans: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When the month's link to this customer was last marked sent; null if never",
  })
  sent_at: string | null;
}

/** GET /filter-owner/statements/runs/{id}. */
export class StatementRunDetailResponse extends StatementRunResponse implements StatementRunDetail {
  @ApiProperty({ type: [StatementRunFileResponse] })
  files: StatementRunFileResponse[];
}

/** POST /filter-owner/statements/runs. */
export class StatementRunStartedResponse implements StatementRunStarted {
  @ApiProperty({ type: () => StatementRunResponse })
  run: StatementRunResponse;

  @ApiProperty({ description: 'true: an existing run for the same month and area answered (the ledger is unchanged)' })
  reused: boolean;
}
