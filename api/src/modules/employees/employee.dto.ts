import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';

const PHONE_SHORT = 'Phone number is required and must be at least 10 digits';
const TYPE_REQUIRED = 'Employee type is required - choose Commission or Salary';
const MONEY = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };
const given = (_: object, value: unknown) => value !== undefined && value !== null;

/** The wizard's employee rules (spec section 5; CONTRACT.md: the server applies them). */
export class CreateEmployeeDto {
  @ApiProperty({ maxLength: 100 })
  @IsNotEmpty({ message: 'Employee name is required' })
  @IsString({ message: 'Employee name is required' })
  @MaxLength(100, { message: 'Name too long' })
  name: string;

  @ApiProperty({ example: '0300-1234567', description: '10 to 20 digits, plus, hyphen, space, parentheses' })
  @IsNotEmpty({ message: PHONE_SHORT })
  @IsString({ message: PHONE_SHORT })
  @MinLength(10, { message: PHONE_SHORT })
  @MaxLength(20, { message: 'Phone number cannot exceed 20 characters' })
  @Matches(/^[0-9+\-\s()]+$/, { message: 'Phone number contains invalid characters' })
  phone: string;

  @ApiPropertyOptional()
  @ValidateIf(given)
  @IsString({ message: 'The address must be a string.' })
  @MaxLength(500, { message: 'The address may not be greater than 500 characters.' })
  address?: string | null;

  @ApiProperty({ enum: ['commission', 'salary'] })
  @IsIn(['commission', 'salary'], { message: TYPE_REQUIRED })
  type: 'commission' | 'salary';

  @ApiPropertyOptional({ description: 'Percent, 1 to 100; default 15 for commission employees when absent' })
  @ValidateIf(given)
  @IsNumber(MONEY, { message: 'The commission rate must be a number.' })
  @Min(1, { message: 'Commission rate must be at least 1%' })
  @Max(100, { message: 'Commission rate cannot exceed 100%' })
  commission_rate?: number | null;

  @ApiPropertyOptional({ description: 'PKR, 1,000 to 1,000,000; default 30,000 for salaried employees when absent' })
  @ValidateIf(given)
  @IsNumber(MONEY, { message: 'The monthly salary must be a number.' })
  @Min(1000, { message: 'Monthly salary must be at least PKR 1,000' })
  @Max(1_000_000, { message: 'Monthly salary seems too high' })
  monthly_salary?: number | null;
}

/** Same rules; absent fields keep their value. */
export class UpdateEmployeeDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsNotEmpty({ message: 'Employee name is required' })
  @IsString({ message: 'Employee name is required' })
  @MaxLength(100, { message: 'Name too long' })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNotEmpty({ message: PHONE_SHORT })
  @IsString({ message: PHONE_SHORT })
  @MinLength(10, { message: PHONE_SHORT })
  @MaxLength(20, { message: 'Phone number cannot exceed 20 characters' })
  @Matches(/^[0-9+\-\s()]+$/, { message: 'Phone number contains invalid characters' })
  phone?: string;

  @ApiPropertyOptional()
  @ValidateIf(given)
  @IsString({ message: 'The address must be a string.' })
  @MaxLength(500, { message: 'The address may not be greater than 500 characters.' })
  address?: string | null;

  @ApiPropertyOptional({ enum: ['commission', 'salary'] })
  @IsOptional()
  @IsIn(['commission', 'salary'], { message: TYPE_REQUIRED })
  type?: 'commission' | 'salary';

  @ApiPropertyOptional()
  @ValidateIf(given)
  @IsNumber(MONEY, { message: 'The commission rate must be a number.' })
  @Min(1, { message: 'Commission rate must be at least 1%' })
  @Max(100, { message: 'Commission rate cannot exceed 100%' })
  commission_rate?: number | null;

  @ApiPropertyOptional()
  @ValidateIf(given)
  @IsNumber(MONEY, { message: 'The monthly salary must be a number.' })
  @Min(1000, { message: 'Monthly salary must be at least PKR 1,000' })
  @Max(1_000_000, { message: 'Monthly salary seems too high' })
  monthly_salary?: number | null;
}
