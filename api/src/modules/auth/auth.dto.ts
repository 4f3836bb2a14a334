import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { normalisePakistaniMobile, PHONE_INVALID } from '../../platform/domain/phone';
import { ALL_ROLES } from '../../platform/http/decorators';
import { USER_DIGITS, USER_LANGUAGES, UserDigits, UserLanguage } from './user.events';
import type { UserView } from './user.projection';

const EMAIL_INVALID = 'Please enter a valid email address';

/** True for a Pakistani mobile number in any usual spelling (a rider signs in with one). */
export const isMobile = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 30 && normalisePakistaniMobile(value) !== null;

/** An email address, or (for a rider's sign-in) a Pakistani mobile number written in its place. */
function EmailOrMobile(): PropertyDecorator {
  const ok = (value: unknown) => (typeof value === 'string' && isEmail(value)) || isMobile(value);
  return ValidateBy({ name: 'emailOrMobile', validator: { validate: ok, defaultMessage: () => EMAIL_INVALID } });
}

/**
 * Sign-in with `email` and `password`. A rider (an employee given a sign-in) may sign in with
 * their phone instead: in `phone`, or written in `email` (the one field of the sign-in form).
 */
export class LoginDto {
  @ApiPropertyOptional({ example: 'owner@example.com', description: 'The email; a Pakistani mobile number here signs a rider in by phone' })
  @ValidateIf((body: LoginDto) => body.phone === undefined || body.email !== undefined)
  @IsNotEmpty({ message: 'Email is required' })
  @EmailOrMobile()
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email?: string;

  @ApiPropertyOptional({ example: '0300-1234567', description: "A rider's mobile number, in place of email (any usual spelling)" })
  @ValidateIf((body: LoginDto) => body.phone !== undefined)
  @IsString({ message: PHONE_INVALID })
  @ValidateBy({ name: 'pakistaniMobile', validator: { validate: isMobile, defaultMessage: () => PHONE_INVALID } })
  phone?: string;

  @ApiProperty({ minLength: 6, maxLength: 255, example: 'secret-password' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(255, { message: 'The password may not be greater than 255 characters.' })
  password: string;
}

/** The account a sign-in names: by email, or by the E.164 phone of a rider's sign-in. */
export function signInName(body: LoginDto): { email: string } | { phone: string } {
  if (body.email !== undefined && !isMobile(body.email)) return { email: body.email };
  return { phone: normalisePakistaniMobile((body.email ?? body.phone)!)! };
}

/** The owner app's language and digits for the signed-in user; a field left out keeps its value. */
export class UserPreferencesDto {
  @ApiPropertyOptional({ enum: USER_LANGUAGES, description: "The app's language: English or Urdu (right to left)" })
  @IsOptional()
  @IsIn(USER_LANGUAGES, { message: `The language must be one of ${USER_LANGUAGES.join(', ')}.` })
  language?: UserLanguage;

  @ApiPropertyOptional({ enum: USER_DIGITS, description: 'Numbers in Western (latn) or Eastern Arabic (arabext) digits' })
  @IsOptional()
  @IsIn(USER_DIGITS, { message: `The digits must be one of ${USER_DIGITS.join(', ')}.` })
  digits?: UserDigits;
}

/** A user account as sign-in and profile show it. */
export class UserResponse implements UserView {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Asif Khan' })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'owner@example.com',
    description: "null only for a rider's sign-in given with a phone alone",
  })
  email: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '+923001234567',
    description: "A rider's sign-in only: the phone it signs in with (E.164)",
  })
  phone?: string | null;

  @ApiPropertyOptional({ description: "A rider's sign-in only: the employee it belongs to" })
  employee_id?: number;

  @ApiProperty({ enum: ALL_ROLES, description: 'employee = a rider' })
  role: string;

  @ApiProperty()
  is_active: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ description: "Whether a filter owner's first sign-in flow is done" })
  first_login_completed: boolean;

  @ApiProperty({ enum: USER_LANGUAGES })
  language: UserLanguage;

  @ApiProperty({ enum: USER_DIGITS })
  digits: UserDigits;
}

/** POST /login. */
export class LoginResponse {
  @ApiProperty({ description: 'Send it as `Authorization: Bearer {token}`' })
  token: string;

  @ApiProperty({ type: () => UserResponse })
  user: UserResponse;
}
