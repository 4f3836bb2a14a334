import type {
  PublicStatement,
  Statement,
  StatementAnswerKind,
  StatementLine,
  StatementProduct,
  StatementRun,
  StatementRunDetail,
  StatementRunFile,
  StatementRunStarted,
  StatementShare,
  StatementShareAnswer,
  StatementShareLink,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';

import { IsIn, IsOptional, Matches } from 'class-validator';
import { IdQuery, TextField } from '../plants/field-rules';
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
  @IdQuery('area id')
  area_id?: number | null;
}

export const StatementPlantResponse = model('StatementPlantResponse', {
  name: text({ example: 'Main Plant' }),
  code: text({ example: 'FP-00001' }),
  address: text(),
  phone: text().nullable(),
  payment_details: text({ description: 'How customers pay the plant; null when not set' }).nullable(),
});

export const StatementCustomerResponse = model('StatementCustomerResponse', {
  id: num(),
  code: text({ example: 'C-0012' }),
  name: text(),
  area: text({ description: 'The area name' }).nullable(),
  rate: num({ example: 80 }),
  language: oneOf(STATEMENT_LANGUAGE_CODES, { description: 'What the PDF and the share page default to' }),
});

/** One plant day of the month that has ledger lines. */
export const StatementLineResponse = model('StatementLineResponse', {
  date: text({ example: '2026-11-03' }),
  cans_delivered: num(),
  cans_returned: num(),
  debit: num({ description: "The day's debits (what the customer came to owe)" }),
  credit: num({ description: "The day's credits (payments, credits, reversed charges)" }),
  amount: num({ description: 'The same as debit (the name the screens and the PDF use)' }),
  paid: num({ description: 'The same as credit (the name the screens and the PDF use)' }),
  balance: num({ description: 'Running balance after the day' }),
  cans: num({ description: 'Running cans at the customer after the day' }),
} satisfies Fields<StatementLine>);

export const StatementPeriodResponse = model('StatementPeriodResponse', {
  from: text({ example: '2026-11-01' }),
  to: text({ example: '2026-11-30' }),
});

const statementFiguresFields = {
  balance: num(),
  cans: num(),
};

export const StatementFiguresResponse = model('StatementFiguresResponse', statementFiguresFields);

export const StatementTotalsResponse = model('StatementTotalsResponse', {
  cans_delivered: num(),
  cans_returned: num(),
  debit: num({ description: "The month's debits" }),
  credit: num({ description: "The month's credits" }),
  amount: num({ description: 'The same as debit' }),
  paid: num({ description: 'The same as credit' }),
});

export const SecurityDepositResponse = model('SecurityDepositResponse', {
  amount: num(),
  cans: num(),
});

export const StatementClosingResponse = model('StatementClosingResponse', {
  ...statementFiguresFields,
  security_deposit: one(SecurityDepositResponse),
});

export const StatementProductResponse = model('StatementProductResponse', {
  product_id: num({ example: 1 }),
  name: text({ example: '19 L can' }),
  name_ur: text().nullable(),
  unit: text({ example: 'can' }),
  returnable: bool(),
  opening_held: num({ description: 'Containers held before the month (returnable products)' }),
  delivered: num(),
  returned: num(),
  lost: num({ description: 'Containers lost and charged this month' }),
  closing_held: num(),
  amount: num({ description: 'What its deliveries came to this month, reversals taken off (PKR)' }),
} satisfies Fields<StatementProduct>);

const statementFields = {
  plant: one(StatementPlantResponse),
  customer: one(StatementCustomerResponse),
  month: text({ example: '2026-11' }),
  period: one(StatementPeriodResponse),
  opening: one(StatementFiguresResponse),
  lines: list(StatementLineResponse),
  products: list(StatementProductResponse, {
    description: "The month per product, in the plant's order; the lines' cans are the first product's",
  }),
  totals: one(StatementTotalsResponse),
  closing: one(StatementClosingResponse),
} satisfies Fields<Statement>;

/** A customer's monthly statement: the ledger of the month summed per plant day; opening + every line = closing. */
export const StatementResponse = model('StatementResponse', statementFields);

export const StatementShareAnswerResponse = model('StatementShareAnswerResponse', {
  answer: oneOf(STATEMENT_ANSWERS),
  message: text().nullable(),
  answered_at: moment(),
} satisfies Fields<StatementShareAnswer>);

export const PublicShareResponse = model('PublicShareResponse', {
  expires_at: moment(),
  answers: list(StatementShareAnswerResponse),
});

/** GET /public/statements/{token}: the statement, with the link's expiry and the answers given so far. */
export const PublicStatementResponse = model('PublicStatementResponse', {
  ...statementFields,
  share: one(PublicShareResponse),
} satisfies Fields<PublicStatement>);

/** POST /filter-owner/customers/{id}/statement/share. */
export const StatementShareLinkResponse = model('StatementShareLinkResponse', {
  url: text({ example: 'https://paani.example.com/s/3f9c…', description: 'Opens the statement without sign-in' }),
  token: text(),
  expires_at: moment(),
  whatsapp_url: text({
    description: 'A wa.me link with a short summary and the link; null when the customer has no WhatsApp number or phone',
  }).nullable(),
} satisfies Fields<StatementShareLink>);

/** A statement link of a customer. */
export const StatementShareResponse = model('StatementShareResponse', {
  id: num(),
  month: text({ example: '2026-11' }),
  status: oneOf(['active', 'expired', 'revoked']),
  created_at: moment(),
  expires_at: moment(),
  revoked_at: moment().nullable(),
  answers: list(StatementShareAnswerResponse),
} satisfies Fields<StatementShare>);

/** DELETE /filter-owner/statement-shares/{token}. */
export const ShareRevokedResponse = model('ShareRevokedResponse', {
  id: num(),
  revoked: bool({ description: 'false when it was already revoked' }),
});

/** POST /filter-owner/statement-shares/{token}/sent. */
export const ShareSentResponse = model('ShareSentResponse', {
  id: num(),
  sent: bool({ example: true, description: 'Always true (marking it again changes nothing)' }),
});

/** POST /public/statements/{token}/response. */
export const StatementAnswerResponse = model('StatementAnswerResponse', {
  answer: oneOf(STATEMENT_ANSWERS),
  message: text().nullable(),
});

const statementRunFields = {
  id: num(),
  plant_id: num(),
  area_id: num({ description: 'null: every customer of the plant' }).nullable(),
  month: text({ example: '2026-11' }),
  status: oneOf(['queued', 'running', 'completed', 'failed'] as const),
  total: num({ description: 'Customers covered (known once the job starts)' }),
  done: num({ description: 'Statements rendered and stored' }),
  failed: num(),
  progress: num({ example: 100, description: '0 to 100' }),
  error: text().nullable(),
  created_at: moment(),
  finished_at: moment().nullable(),
} satisfies Fields<StatementRun>;

/** A month-end statement run. */
export const StatementRunResponse = model('StatementRunResponse', statementRunFields);

/** One customer's statement in a run (its PDF at …/runs/{id}/statements/{customer_id}). */
export const StatementRunFileResponse = model('StatementRunFileResponse', {
  customer_id: num(),
  customer_code: text(),
  customer_name: text(),
  area: text().nullable(),
  closing_balance: num(),
  cans: num(),
  sent_at: moment({ description: "When the month's link to this customer was last marked sent; null if never" }).nullable(),
} satisfies Fields<StatementRunFile>);

/** GET /filter-owner/statements/runs/{id}. */
export const StatementRunDetailResponse = model('StatementRunDetailResponse', {
  ...statementRunFields,
  files: list(StatementRunFileResponse),
} satisfies Fields<StatementRunDetail>);

/** POST /filter-owner/statements/runs. */
export const StatementRunStartedResponse = model('StatementRunStartedResponse', {
  run: one(StatementRunResponse),
  reused: bool({ description: 'true: an existing run for the same month and area answered (the ledger is unchanged)' }),
} satisfies Fields<StatementRunStarted>);
