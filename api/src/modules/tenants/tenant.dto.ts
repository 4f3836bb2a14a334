import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../platform/http/page-query.dto';

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
