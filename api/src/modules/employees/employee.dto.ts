import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { isMobile } from '../auth/auth.dto';
import { PHONE_INVALID } from '../../platform/domain/phone';
import { NumberField, TextField } from '../plants/field-rules';

const PHONE_SHORT = 'Phone number is required and must be at least 10 digits';
const TYPE_REQUIRED = 'Employee type is required - choose Commission or Salary';
const NAME = { required: 'Employee name is required', notText: 'Employee name is required', max: 100, tooLong: 'Name too long' };
const PHONE = {
  required: PHONE_SHORT,
  notText: PHONE_SHORT,
  min: [10, PHONE_SHORT] as [number, string],
  max: 20,
  tooLong: 'Phone number cannot exceed 20 characters',
  pattern: [/^[0-9+\-\s()]+$/, 'Phone number contains invalid characters'] as [RegExp, string],
};
const ADDRESS = { max: 500, notText: 'The address must be a string.', tooLong: 'The address may not be greater than 500 characters.' };
const COMMISSION = {
  notNumber: 'The commission rate must be a number.',
  maxDecimals: 2,
  min: [1, 'Commission rate must be at least 1%'] as [number, string],
  max: [100, 'Commission rate cannot exceed 100%'] as [number, string],
};
const SALARY = {
  notNumber: 'The monthly salary must be a number.',
  maxDecimals: 2,
  min: [1000, 'Monthly salary must be at least PKR 1,000'] as [number, string],
  max: [1_000_000, 'Monthly salary seems too high'] as [number, string],
};

/** The wizard's employee rules, applied by the server too (docs/product.md#rules, docs/decisions.md#areas-and-staff). */
export class CreateEmployeeDto {
  @ApiProperty({ maxLength: 100 })
  @TextField(NAME)
  name: string;

  @ApiProperty({ example: '0300-1234567', description: '10 to 20 digits, plus, hyphen, space, parentheses' })
  @TextField(PHONE)
  phone: string;

  @ApiPropertyOptional()
  @TextField(ADDRESS)
  address?: string | null;

  @ApiProperty({ enum: ['commission', 'salary'] })
  @IsIn(['commission', 'salary'], { message: TYPE_REQUIRED })
  type: 'commission' | 'salary';

  @ApiPropertyOptional({ description: 'Percent, 1 to 100; default 15 for commission employees when absent' })
  @NumberField(COMMISSION)
  commission_rate?: number | null;

  @ApiPropertyOptional({ description: 'PKR, 1,000 to 1,000,000; default 30,000 for salaried employees when absent' })
  @NumberField(SALARY)
  monthly_salary?: number | null;
}

/** Same rules; absent fields keep their value. */
export class UpdateEmployeeDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @TextField(NAME)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TextField(PHONE)
  phone?: string;

  @ApiPropertyOptional()
  @TextField(ADDRESS)
  address?: string | null;

  @ApiPropertyOptional({ enum: ['commission', 'salary'] })
  @IsOptional()
  @IsIn(['commission', 'salary'], { message: TYPE_REQUIRED })
  type?: 'commission' | 'salary';

  @ApiPropertyOptional()
  @NumberField(COMMISSION)
  commission_rate?: number | null;

  @ApiPropertyOptional()
  @NumberField(SALARY)
  monthly_salary?: number | null;
}

const LOGIN_NAME_REQUIRED = 'Enter a phone or an email for the sign-in.';
const LOGIN_PASSWORD = 'The password must be at least 8 characters.';

/**
 * A rider's sign-in (POST /filter-owner/employees/{id}/login): a Pakistani mobile number and/or
 * an email to sign in with, and a password of at least 8 characters.
 */
export class EmployeeLoginDto {
  @ApiPropertyOptional({ example: '0300-1234567', description: 'Any usual spelling of a Pakistani mobile; kept in E.164' })
  @ValidateIf((body: EmployeeLoginDto) => body.phone !== undefined || body.email === undefined)
  @IsNotEmpty({ message: LOGIN_NAME_REQUIRED })
  @IsString({ message: PHONE_INVALID })
  @ValidateBy({ name: 'pakistaniMobile', validator: { validate: isMobile, defaultMessage: () => PHONE_INVALID } })
  phone?: string;

  @ApiPropertyOptional({ example: 'rider@example.com' })
  @ValidateIf((body: EmployeeLoginDto) => body.email !== undefined)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email?: string;

  @ApiProperty({ minLength: 8 })
  @IsString({ message: LOGIN_PASSWORD })
  @MinLength(8, { message: LOGIN_PASSWORD })
  @MaxLength(255, { message: 'The password may not be greater than 255 characters.' })
  password: string;
}
