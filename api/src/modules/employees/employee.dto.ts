import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { isMobile } from '../auth/auth.dto';
import { PHONE_INVALID } from '../../platform/domain/phone';
import { NumberField, TextField } from '../plants/field-rules';
import type { EmployeeView } from './employee.queries';

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

/** The wizard's employee rules, applied by the server too (docs/product.md, "Rules the screens and the API share"; docs/decisions.md, "Areas and staff"). */
export class CreateEmployeeDto {
  @ApiProperty({ maxLength: 100, example: 'Bilal Ahmed' })
  @TextField(NAME)
  name: string;

  @ApiProperty({ example: '0300-1234567', description: '10 to 20 digits, plus, hyphen, space, parentheses' })
  @TextField(PHONE)
  phone: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @TextField(ADDRESS)
  address?: string | null;

  @ApiProperty({ enum: ['commission', 'salary'], description: 'Paid a commission on sales, or a monthly salary' })
  @IsIn(['commission', 'salary'], { message: TYPE_REQUIRED })
  type: 'commission' | 'salary';

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 100,
    example: 15,
    description: 'Percent, 1 to 100; default 15 for commission employees when absent',
  })
  @NumberField(COMMISSION)
  commission_rate?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1000,
    maximum: 1_000_000,
    example: 30000,
    description: 'PKR, 1,000 to 1,000,000; default 30,000 for salaried employees when absent',
  })
  @NumberField(SALARY)
  monthly_salary?: number | null;
}

/** Same rules; absent fields keep their value. */
export class UpdateEmployeeDto {
  @ApiPropertyOptional({ maxLength: 100, example: 'Bilal Ahmed' })
  @IsOptional()
  @TextField(NAME)
  name?: string;

  @ApiPropertyOptional({ example: '0300-1234567', description: '10 to 20 digits, plus, hyphen, space, parentheses' })
  @IsOptional()
  @TextField(PHONE)
  phone?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @TextField(ADDRESS)
  address?: string | null;

  @ApiPropertyOptional({ enum: ['commission', 'salary'] })
  @IsOptional()
  @IsIn(['commission', 'salary'], { message: TYPE_REQUIRED })
  type?: 'commission' | 'salary';

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 100, description: 'Percent, 1 to 100' })
  @NumberField(COMMISSION)
  commission_rate?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1000, maximum: 1_000_000, description: 'PKR, 1,000 to 1,000,000' })
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

  @ApiPropertyOptional({ example: 'rider@example.com', format: 'email', maxLength: 255 })
  @ValidateIf((body: EmployeeLoginDto) => body.email !== undefined)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email?: string;

  @ApiProperty({ minLength: 8, maxLength: 255 })
  @IsString({ message: LOGIN_PASSWORD })
  @MinLength(8, { message: LOGIN_PASSWORD })
  @MaxLength(255, { message: 'The password may not be greater than 255 characters.' })
  password: string;
}

export const EmployeeAreaResponse = model('EmployeeAreaResponse', {
  id: num(),
  name: text(),
});

/** An employee of a plant; money as numbers with 2 decimals. */
export const EmployeeResponse = model('EmployeeResponse', {
  id: num({ example: 3 }),
  name: text({ example: 'Bilal Ahmed' }),
  phone: text({ example: '0300-1234567' }),
  address: text().nullable(),
  type: oneOf(['commission', 'salary']),
  commission_rate: num({ example: 15, description: 'Percent; null for a salaried employee' }).nullable(),
  monthly_salary: num({ description: 'PKR; null for a commission employee' }).nullable(),
  is_active: bool(),
  filter_plant_id: num({ example: 1 }),
  areas: list(EmployeeAreaResponse, { description: 'The areas the employee serves' }),
  has_login: bool({ description: 'A rider sign-in is given (and not revoked)' }),
  login_phone: text({ example: '+923001234567', description: "The sign-in's phone (E.164), while it is given" }).nullable(),
  login_email: text({ description: "The sign-in's email, while it is given" }).nullable(),
  created_at: moment(),
  updated_at: moment(),
} satisfies Fields<EmployeeView>);

export const EmployeeStatisticsResponse = model('EmployeeStatisticsResponse', {
  total: num(),
  active: num(),
  inactive: num(),
  commission: num({ description: 'Paid by commission' }),
  salary: num({ description: 'Paid a salary' }),
});

/** GET /filter-owner/employees. */
export const EmployeeListResponse = model('EmployeeListResponse', {
  employees: list(EmployeeResponse, { description: 'By id' }),
  statistics: one(EmployeeStatisticsResponse),
});
