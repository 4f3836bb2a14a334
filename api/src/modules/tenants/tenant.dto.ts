import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { MAX_PAGE, PageQueryDto } from '../../platform/http/page-query.dto';
import { isUnsafeText } from '../../platform/http/unsafe-value';

export const PASSWORD_MIN = 'The password must be at least 8 characters.';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** What an owner's account says about them; the create and edit forms differ only in the password. */
class FilterOwnerAccountDto {
  @ApiProperty()
  @Transform(trimmed)
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name: string;

  @ApiProperty()
  @Transform(trimmed)
  @IsNotEmpty({ message: 'The email field is required.' })
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'The is active field must be true or false.' })
  is_active?: boolean;
}

export class CreateFilterOwnerDto extends FilterOwnerAccountDto {
  @ApiProperty({ minLength: 8 })
  @IsNotEmpty({ message: 'The password field is required.' })
  @IsString({ message: 'The password must be a string.' })
  @MinLength(8, { message: PASSWORD_MIN })
  @MaxLength(255, { message: 'The password may not be greater than 255 characters.' })
  password: string;
}

export class UpdateFilterOwnerDto extends FilterOwnerAccountDto {
  @ApiPropertyOptional({ description: 'Changed only when given; blank keeps the current one' })
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

  @ApiPropertyOptional({ enum: ['active', 'inactive'] })
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
