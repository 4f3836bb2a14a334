import type { CustomerLanguage, ReminderCustomer, ReminderList, ReminderSent, ReminderTemplate } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CUSTOMER_LANGUAGES } from '../customers/customer.events';
import { IdQuery, NumberField, TextField } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';
import { MAX_TEMPLATE_LENGTH } from './reminder.decider';

const MIN_DAYS = 'The number of days must be a whole number from 0 to 3650.';

/** GET /reminders: who owes at least `min_balance`, or whose oldest unpaid charge is `min_days` old or more. */
export class ReminderListQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: 1000, description: 'Customers owing at least this much (PKR)' })
  @IsOptional()
  @Type(() => Number)
  @NumberField({
    notNumber: 'The minimum balance must be a number.',
    min: [0, 'The minimum balance may not be negative.'],
    max: [1_000_000_000, 'The minimum balance is too large.'],
    maxDecimals: 2,
  })
  min_balance?: number;

  @ApiPropertyOptional({ example: 30, description: 'Customers whose oldest unpaid charge is at least this many days old' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MIN_DAYS })
  @Min(0, { message: MIN_DAYS })
  @Max(3650, { message: MIN_DAYS })
  min_days?: number;

  @ApiPropertyOptional({ description: 'Only this area' })
  @IdQuery('area id')
  area_id?: number;
}

const LANGUAGE = {
  enum: CUSTOMER_LANGUAGES,
  default: 'en',
  description: "The customers' language the template is for: en (the default) or ur; each customer is sent their language's",
};
const LANGUAGE_MESSAGE = 'The language must be en or ur.';

/** GET /reminders/template: the plant (filter_plant_id) and the language. */
export class ReminderTemplateQueryDto extends PlantQueryDto {
  @ApiPropertyOptional(LANGUAGE)
  @IsOptional()
  @IsIn(CUSTOMER_LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: CustomerLanguage;
}

/** PUT /reminders/template. */
export class ReminderTemplateDto {
  @ApiPropertyOptional(LANGUAGE)
  @IsOptional()
  @IsIn(CUSTOMER_LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: CustomerLanguage;

  @ApiProperty({
    maxLength: MAX_TEMPLATE_LENGTH,
    example: 'Dear {name}, {amount} is due since {since} ({days} days). {plant}',
    description: 'The reminder text; placeholders {name}, {code}, {amount}, {days}, {plant}, {since}',
  })
  @TextField({
    required: 'The template is required.',
    max: MAX_TEMPLATE_LENGTH,
    tooLong: `The template may not be longer than ${MAX_TEMPLATE_LENGTH} characters.`,
    notText: 'The template must be text.',
  })
  template: string;
}

/** A customer who owes, with the reminder to send them. */
export const ReminderCustomerResponse = model('ReminderCustomerResponse', {
  customer_id: num(),
  code: text({ example: 'C-0012' }),
  name: text(),
  area_id: num(),
  area_name: text().nullable(),
  phone: text().nullable(),
  whatsapp: text().nullable(),
  balance: num({ example: 2400, description: 'What they owe (PKR)' }),
  oldest_unpaid_date: text({
    description: 'The plant day of the oldest charge not yet paid (payments settle the oldest first)',
  }).nullable(),
  age_days: num({ description: "Days from that day to the plant's today" }).nullable(),
  language: oneOf(CUSTOMER_LANGUAGES),
  message: text({ description: "The plant's template in the customer's language, filled in for them" }),
  whatsapp_url: text({ description: 'https://wa.me/<number>?text=<message>; null when the customer has no number' }).nullable(),
  last_sent_at: moment().nullable(),
  sends: num({ description: 'How many reminders were sent to them' }),
} satisfies Fields<ReminderCustomer>);

export const ReminderTemplatesResponse = model('ReminderTemplatesResponse', {
  en: text(),
  ur: text(),
});

/** GET /filter-owner/reminders. */
export const ReminderListResponse = model('ReminderListResponse', {
  plant_id: num(),
  as_of: text({ example: '2026-11-24', description: "The plant's today" }),
  min_balance: num(),
  min_days: num().nullable(),
  template: text({ description: "The English template (kept for older clients); templates has each language's" }),
  templates: one(ReminderTemplatesResponse),
  customers: list(ReminderCustomerResponse, { description: 'Largest balance first' }),
} satisfies Fields<ReminderList>);

/** GET and PUT /filter-owner/reminders/template. */
export const ReminderTemplateResponse = model('ReminderTemplateResponse', {
  plant_id: num(),
  language: oneOf(CUSTOMER_LANGUAGES),
  template: text(),
  is_default: bool({ description: 'The plant uses the default text' }),
  placeholders: list(String, { example: ['{name}', '{code}', '{amount}', '{days}', '{plant}', '{since}'] }),
} satisfies Fields<ReminderTemplate>);

/** POST /filter-owner/reminders/{customerId}/sent. */
export const ReminderSentResponse = model('ReminderSentResponse', {
  customer_id: num(),
  sent_at: moment(),
  sends: num(),
} satisfies Fields<ReminderSent>);
