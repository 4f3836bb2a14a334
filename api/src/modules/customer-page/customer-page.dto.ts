import type {
  CustomerPage,
  CustomerPageLink,
  CustomerProblemKind,
  CustomerRequest,
  CustomerRequestInput,
  CustomerRequestKind,
  CustomerRequestList,
  CustomerRequestStatus,
  OwnerCustomerRequest,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import {
  CUSTOMER_REQUEST_STATUSES as STATUSES,
  CUSTOMER_NOTE_MAX,
  CUSTOMER_PROBLEM_KINDS,
  CUSTOMER_REQUEST_KINDS,
  EXTRA_DELIVERY_MAX,
} from '../../../../packages/contracts/src/customer-page';
import { PageQueryDto } from '../../platform/http/page-query.dto';
import { day, Fields, list, model, moment, num, oneOf, text, one } from '../../platform/http/response-model';
import { CalendarDate, IdQuery, TextField } from '../plants/field-rules';
import { MONTH_MESSAGE, MONTH_PATTERN } from '../statements/statement.dto';

const tooLong = (what: string) => `The ${what} may not be greater than ${CUSTOMER_NOTE_MAX} characters.`;
const NOTE = { max: CUSTOMER_NOTE_MAX, tooLong: tooLong('note'), notText: 'The note must be text.' };

/** What the customer asks; each kind reads its own fields (the decider refuses a missing one by name). */
export class CustomerRequestDto implements CustomerRequestInput {
  @ApiProperty({ enum: CUSTOMER_REQUEST_KINDS })
  @IsIn(CUSTOMER_REQUEST_KINDS, { message: `The kind must be one of ${CUSTOMER_REQUEST_KINDS.join(', ')}.` })
  kind: CustomerRequestKind;

  @ApiPropertyOptional({ example: '2026-10', description: 'statement_confirm, statement_dispute: a finished month' })
  @IsOptional()
  @Matches(MONTH_PATTERN, { message: MONTH_MESSAGE })
  month?: string;

  @ApiPropertyOptional({ example: '2026-12-02', description: 'extra_delivery: from tomorrow, up to 60 days ahead' })
  @CalendarDate('The date must be a day written YYYY-MM-DD.')
  date?: string;

  @ApiPropertyOptional({ description: "extra_delivery: the product (the plant's first when absent)" })
  @IdQuery('product id')
  product_id?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: EXTRA_DELIVERY_MAX, default: 1, description: 'extra_delivery: how many' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The quantity must be a whole number.' })
  @Min(1, { message: `Ask for 1 to ${EXTRA_DELIVERY_MAX}.` })
  @Max(EXTRA_DELIVERY_MAX, { message: `Ask for 1 to ${EXTRA_DELIVERY_MAX}.` })
  quantity?: number;

  @ApiPropertyOptional({ example: '2026-12-03', description: 'pause: the first day without deliveries' })
  @CalendarDate('The first day must be written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-10', description: 'pause: the last day without deliveries' })
  @CalendarDate('The last day must be written YYYY-MM-DD.')
  until?: string;

  @ApiPropertyOptional({ enum: CUSTOMER_PROBLEM_KINDS, description: 'problem: what went wrong' })
  @IsOptional()
  @IsIn(CUSTOMER_PROBLEM_KINDS, { message: `The problem must be one of ${CUSTOMER_PROBLEM_KINDS.join(', ')}.` })
  problem?: CustomerProblemKind;

  @ApiPropertyOptional({ maxLength: CUSTOMER_NOTE_MAX, description: "The customer's words (a dispute and an 'other' problem need them)" })
  @TextField(NOTE)
  note?: string;

  @ApiPropertyOptional({
    example: 'k7Qm2xV9aZ',
    description: 'A random key for this request: sent again after a lost answer, it answers the request already made',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{8,64}$/, { message: 'The client key must be 8 to 64 letters, digits, - or _.' })
  client_key?: string;
}

export class CustomerRequestDecisionDto {
  @ApiPropertyOptional({ maxLength: CUSTOMER_NOTE_MAX, description: 'Shown to the customer on their page' })
  @TextField({ max: CUSTOMER_NOTE_MAX, tooLong: tooLong('reply'), notText: 'The reply must be text.' })
  reply?: string;
}

export class CustomerPageLinkDto {
  @ApiPropertyOptional({ description: 'true: a new random 4-digit PIN; false: none; absent: keep the current setting' })
  @IsOptional()
  @IsBoolean({ message: 'The PIN must be true or false.' })
  pin?: boolean;
}

export class CustomerPagePinDto {
  @ApiProperty({ description: 'true: a new random 4-digit PIN (the link stays); false: no PIN' })
  @IsBoolean({ message: 'The PIN must be true or false.' })
  pin: boolean;
}

export class CustomerRequestsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @IsIn(STATUSES, { message: `The status must be one of ${STATUSES.join(', ')}.` })
  status?: CustomerRequestStatus;

  @ApiPropertyOptional({ enum: CUSTOMER_REQUEST_KINDS })
  @IsOptional()
  @IsIn(CUSTOMER_REQUEST_KINDS, { message: `The kind must be one of ${CUSTOMER_REQUEST_KINDS.join(', ')}.` })
  kind?: CustomerRequestKind;

  @ApiPropertyOptional()
  @IdQuery('customer id')
  customer_id?: number;

  @ApiPropertyOptional({ description: "One of the owner's plants; all of them when absent" })
  @IdQuery('plant id')
  filter_plant_id?: number;
}

export class PageStatementQueryDto {
  @ApiPropertyOptional({ enum: ['en', 'ur'], description: "The PDF's language (the customer's when absent)" })
  @IsOptional()
  @IsIn(['en', 'ur'], { message: 'The language must be en or ur.' })
  language?: 'en' | 'ur';

  @ApiPropertyOptional({ description: "The link's PIN, for a download a browser opens without headers" })
  @IsOptional()
  @Matches(/^\d{4}$/, { message: 'The PIN is 4 digits.' })
  pin?: string;
}

const requestFields = {
  id: num(),
  kind: oneOf(CUSTOMER_REQUEST_KINDS),
  status: oneOf(STATUSES),
  month: text({ example: '2026-10' }).nullable(),
  date: day().nullable(),
  product_id: num().nullable(),
  product_name: text().nullable(),
  quantity: num().nullable(),
  from: day().nullable(),
  until: day().nullable(),
  problem: oneOf(CUSTOMER_PROBLEM_KINDS).nullable(),
  note: text().nullable(),
  created_at: moment(),
  decided_at: moment().nullable(),
  reply: text({ description: "The owner's words to the customer" }).nullable(),
} satisfies Fields<CustomerRequest>;

export const CustomerRequestResponse = model('CustomerRequestResponse', requestFields);

export const OwnerCustomerRequestResponse = model('OwnerCustomerRequestResponse', {
  ...requestFields,
  customer_id: num(),
  customer_code: text(),
  customer_name: text(),
  plant_id: num(),
  plant_name: text(),
  area_name: text().nullable(),
} satisfies Fields<OwnerCustomerRequest>);

export const CustomerRequestListResponse = model('CustomerRequestListResponse', {
  data: list(OwnerCustomerRequestResponse),
  total: num(),
  page: num(),
  per_page: num(),
  pending: num({ description: "The owner's requests waiting, in all" }),
} satisfies Fields<CustomerRequestList>);

export const CustomerPageLinkResponse = model('CustomerPageLinkResponse', {
  customer_id: num(),
  status: oneOf(['none', 'active', 'revoked']),
  url: text({ description: "The page's address while active" }).nullable(),
  pin: text({ description: 'The 4 digits asked before the page opens' }).nullable(),
  issued_at: moment().nullable(),
  whatsapp_url: text({ description: 'wa.me with the link, when the customer has a number' }).nullable(),
} satisfies Fields<CustomerPageLink>);

const PageCustomer = model('CustomerPageCustomer', {
  code: text(),
  name: text(),
  address: text().nullable(),
  language: oneOf(['en', 'ur']),
} satisfies Fields<CustomerPage['customer']>);
const PagePlant = model('CustomerPagePlant', {
  name: text(),
  phone: text().nullable(),
  payment_details: text().nullable(),
  today: day({ description: "The plant's day" }),
} satisfies Fields<CustomerPage['plant']>);
const PageContainer = model('CustomerPageContainer', {
  product_id: num(),
  name: text(),
  name_ur: text().nullable(),
  held: num(),
} satisfies Fields<CustomerPage['containers'][number]>);
const PageProduct = model('CustomerPageProduct', { id: num(), name: text(), name_ur: text().nullable() } satisfies Fields<
  CustomerPage['products'][number]
>);
const PageLine = model('CustomerPageLine', {
  date: day(),
  kind: text(),
  description: text(),
  debit: num(),
  credit: num(),
  cans_delivered: num(),
  cans_returned: num(),
} satisfies Fields<CustomerPage['lines'][number]>);
const PageStatement = model('CustomerPageStatement', {
  month: text({ example: '2026-10' }),
  answer: oneOf(['statement_confirm', 'statement_dispute']).nullable(),
} satisfies Fields<CustomerPage['statements'][number]>);

export const CustomerPageResponse = model('CustomerPageResponse', {
  customer: one(PageCustomer),
  plant: one(PagePlant),
  balance: num({ description: 'Owed now, PKR (negative: paid ahead)' }),
  containers: list(PageContainer),
  products: list(PageProduct),
  lines: list(PageLine, { description: 'The last three months, newest first' }),
  statements: list(PageStatement, { description: 'Finished months to download, newest first' }),
  requests: list(CustomerRequestResponse, { description: 'The last 90 days, newest first' }),
} satisfies Fields<CustomerPage>);
