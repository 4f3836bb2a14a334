import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, model, moment, num, one, text } from '../../platform/http/response-model';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { MAX_PAGE, PageQueryDto } from '../../platform/http/page-query.dto';
import { isUnsafeText } from '../../platform/http/unsafe-value';
import type { FilterOwnerDetail, FilterOwnerItem, PlantBreakdown } from './tenant.queries';

export const PASSWORD_MIN = 'The password must be at least 8 characters.';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** What an owner's account says about them; the create and edit forms differ only in the password. */
class FilterOwnerAccountDto {
  @ApiProperty({ maxLength: 255, example: 'Asif Khan' })
  @Transform(trimmed)
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name: string;

  @ApiProperty({ format: 'email', maxLength: 255, example: 'asif@example.com' })
  @Transform(trimmed)
  @IsNotEmpty({ message: 'The email field is required.' })
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email: string;

  @ApiPropertyOptional({ default: true, description: 'An inactive owner cannot sign in' })
  @IsOptional()
  @IsBoolean({ message: 'The is active field must be true or false.' })
  is_active?: boolean;
}

export class CreateFilterOwnerDto extends FilterOwnerAccountDto {
  @ApiProperty({ minLength: 8, maxLength: 255 })
  @IsNotEmpty({ message: 'The password field is required.' })
  @IsString({ message: 'The password must be a string.' })
  @MinLength(8, { message: PASSWORD_MIN })
  @MaxLength(255, { message: 'The password may not be greater than 255 characters.' })
  password: string;
}

export class UpdateFilterOwnerDto extends FilterOwnerAccountDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    minLength: 8,
    maxLength: 255,
    description: 'Changed only when given; blank or null keeps the current one',
  })
  @ValidateIf((_, value) => value !== undefined && value !== null && value !== '')
  @IsString({ message: 'The password must be a string.' })
  @MinLength(8, { message: PASSWORD_MIN })
  @MaxLength(255, { message: 'The password may not be greater than 255 characters.' })
  password?: string | null;
}

export class ListFilterOwnersDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Name or email, case-insensitive' })
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: 'The search may not be greater than 255 characters.' })
  search?: string;

  @ApiPropertyOptional({ enum: ['active', 'inactive', 'all', ''], description: 'all or empty: every owner' })
  @IsOptional()
  @IsIn(['active', 'inactive', 'all', ''], { message: 'The status must be active or inactive.' })
  status?: string;
}

const OWNER_LIST_FIELDS = new Set(['page', 'per_page', 'search', 'status']);
const OWNER_STATUSES = new Set(['active', 'inactive', 'all', '']);
const WHOLE = /^\d{1,7}$/;

function wholeIn(value: unknown, max: number): number | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !WHOLE.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/**
 * The owner list's query as the console sends it, read without class-transformer and
 * class-validator (about a tenth of the route's CPU): only a query that every rule of
 * ListFilterOwnersDto accepts as it stands (whole page numbers in range, a storable search of at
 * most 255 characters, a known status, no other field, each given once) is read here, to the
 * values the DTO would give. Anything else is null, and the DTO decides, so no answer or message
 * differs.
 */
export function plainOwnerListQuery(query: Record<string, unknown> | undefined): ListFilterOwnersDto | null {
  if (!query) return null;
  for (const key of Object.keys(query)) if (!OWNER_LIST_FIELDS.has(key)) return null;
  const { search, status } = query;
  if (search !== undefined && (typeof search !== 'string' || search.length > 255 || isUnsafeText(search))) return null;
  if (status !== undefined && (typeof status !== 'string' || !OWNER_STATUSES.has(status))) return null;
  const page = wholeIn(query.page, MAX_PAGE);
  const perPage = wholeIn(query.per_page, 100);
  if (page === null || perPage === null) return null;
  const list: ListFilterOwnersDto = {};
  if (page !== undefined) list.page = page;
  if (perPage !== undefined) list.per_page = perPage;
  if (search !== undefined) list.search = search;
  if (status !== undefined) list.status = status;
  return list;
}

export const OwnerBillingSummaryResponse = model('OwnerBillingSummaryResponse', {
  total_monthly_fees: num({ example: 598, description: "The plan's monthly price × the active plants" }),
  active_plants: num({ example: 2 }),
} satisfies Fields<FilterOwnerItem['billing_summary']>);

export const OwnerPlanSummaryResponse = model('OwnerPlanSummaryResponse', {
  id: num({ description: '0 when the owner never chose a plan and no free plan exists' }),
  name: text({ example: 'Standard' }),
  price_per_month: num({ example: 299 }),
  max_plants: num({ example: 3, description: '0 = unlimited' }),
} satisfies Fields<FilterOwnerItem['subscription_plan']>);

/** A filter owner as the tenant list shows them. */
const filterOwnerItemFields = {
  id: num({ example: 7 }),
  name: text({ example: 'Asif Khan' }),
  email: text({ example: 'asif@example.com' }),
  is_active: bool(),
  created_at: moment(),
  updated_at: moment(),
  first_login_completed: bool(),
  filter_plants_count: num({ description: 'Their plants, active or not' }),
  billing_summary: one(OwnerBillingSummaryResponse),
  subscription_plan: one(OwnerPlanSummaryResponse),
} satisfies Fields<FilterOwnerItem>;
export const FilterOwnerItemResponse = model('FilterOwnerItemResponse', filterOwnerItemFields);

export const PlantBreakdownResponse = model('PlantBreakdownResponse', {
  id: num(),
  name: text(),
  code: text({ example: 'FP-00001' }),
  is_active: bool(),
  areas_count: num(),
  employees_count: num(),
  monthly_fee: num({ description: "The plan's monthly price" }),
} satisfies Fields<PlantBreakdown>);

export const OwnerAnalyticsResponse = model('OwnerAnalyticsResponse', {
  account_created: moment(),
  plants_breakdown: list(PlantBreakdownResponse),
  total_monthly_billing: num(),
} satisfies Fields<FilterOwnerDetail['analytics']>);

/** One filter owner with their plants. */
export const FilterOwnerDetailResponse = model('FilterOwnerDetailResponse', {
  ...filterOwnerItemFields,
  analytics: one(OwnerAnalyticsResponse),
} satisfies Fields<FilterOwnerDetail>);

/** GET /super-admin/filter-owners. */
export const FilterOwnerPageResponse = model('FilterOwnerPageResponse', {
  data: list(FilterOwnerItemResponse, { description: 'Newest first' }),
  current_page: num({ example: 1 }),
  last_page: num({ example: 1 }),
  per_page: num({ example: 15 }),
  total: num(),
});
