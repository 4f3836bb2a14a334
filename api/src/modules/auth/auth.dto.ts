import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
import { IsEmail, isEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { normalisePakistaniMobile, PHONE_INVALID } from '../../platform/domain/phone';
import { ALL_ROLES } from '../../platform/http/decorators';
import { TextField } from '../plants/field-rules';
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

/** The signed-in user's own name and email; a field left out keeps its value. */
export class ProfileDto {
  @ApiPropertyOptional({ example: 'Asif Khan', maxLength: 255 })
  @IsOptional()
  @TextField({
    required: 'The name field is required.',
    notText: 'The name must be a string.',
    max: 255,
    tooLong: 'The name may not be greater than 255 characters.',
  })
  name?: string;

  @ApiPropertyOptional({ example: 'owner@example.com', maxLength: 255 })
  @IsOptional()
  @IsEmail({}, { message: EMAIL_INVALID })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email?: string;
}

/** A new password for the signed-in user, who proves they know the current one. */
export class ChangePasswordDto {
  @ApiProperty({ maxLength: 255, example: 'my-old-password' })
  @IsNotEmpty({ message: 'The current password is required.' })
  @IsString({ message: 'The current password is required.' })
  @MaxLength(255, { message: 'The password may not be greater than 255 characters.' })
  current_password: string;

  @ApiProperty({ minLength: 8, maxLength: 255, example: 'a-new-password' })
  @IsNotEmpty({ message: 'The new password is required.' })
  @IsString({ message: 'The new password is required.' })
  @MinLength(8, { message: 'The new password must be at least 8 characters.' })
  @MaxLength(255, { message: 'The password may not be greater than 255 characters.' })
  new_password: string;
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
export const UserResponse = model('UserResponse', {
  id: num({ example: 7 }),
  name: text({ example: 'Asif Khan' }),
  email: text({ example: 'owner@example.com', description: "null only for a rider's sign-in given with a phone alone" }).nullable(),
  phone: text({ example: '+923001234567', description: "A rider's sign-in only: the phone it signs in with (E.164)" })
    .nullable()
    .optional(),
  employee_id: num({ description: "A rider's sign-in only: the employee it belongs to" }).optional(),
  role: oneOf(ALL_ROLES, { description: 'employee = a rider' }),
  is_active: bool(),
  created_at: moment(),
  first_login_completed: bool({ description: "Whether a filter owner's first sign-in flow is done" }),
  language: oneOf(USER_LANGUAGES),
  digits: oneOf(USER_DIGITS),
} satisfies Fields<UserView>);

/** POST /login. */
export const LoginResponse = model('LoginResponse', {
  token: text({ description: 'Send it as `Authorization: Bearer {token}`' }),
  user: one(UserResponse),
});
