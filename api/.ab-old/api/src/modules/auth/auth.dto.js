"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.UserPreferencesDto = exports.LoginDto = exports.isMobile = void 0;
exports.signInName = signInName;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const pakistani_phone_1 = require("../customers/pakistani-phone");
const user_events_1 = require("./user.events");
const EMAIL_INVALID = 'Please enter a valid email address';
/** True for a Pakistani mobile number in any usual spelling (a rider signs in with one). */
const isMobile = (value) => typeof value === 'string' && value.length <= 30 && (0, pakistani_phone_1.normalisePakistaniMobile)(value) !== null;
exports.isMobile = isMobile;
/** An email address, or (for a rider's sign-in) a Pakistani mobile number written in its place. */
function EmailOrMobile() {
    const ok = (value) => (typeof value === 'string' && (0, class_validator_1.isEmail)(value)) || (0, exports.isMobile)(value);
    return (0, class_validator_1.ValidateBy)({ name: 'emailOrMobile', validator: { validate: ok, defaultMessage: () => EMAIL_INVALID } });
}
/**
 * Sign-in with `email` and `password`. A rider (an employee given a sign-in) may sign in with
 * their phone instead: in `phone`, or written in `email` (the one field of the sign-in form).
 */
class LoginDto {
    email;
    phone;
    password;
}
exports.LoginDto = LoginDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'owner@example.com', description: 'The email; a Pakistani mobile number here signs a rider in by phone' }),
    (0, class_validator_1.ValidateIf)((body) => body.phone === undefined || body.email !== undefined),
    (0, class_validator_1.IsNotEmpty)({ message: 'Email is required' }),
    EmailOrMobile(),
    (0, class_validator_1.MaxLength)(255, { message: 'The email may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], LoginDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '0300-1234567', description: "A rider's mobile number, in place of email (any usual spelling)" }),
    (0, class_validator_1.ValidateIf)((body) => body.phone !== undefined),
    (0, class_validator_1.IsString)({ message: pakistani_phone_1.PHONE_INVALID }),
    (0, class_validator_1.ValidateBy)({ name: 'pakistaniMobile', validator: { validate: exports.isMobile, defaultMessage: () => pakistani_phone_1.PHONE_INVALID } }),
    __metadata("design:type", String)
], LoginDto.prototype, "phone", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minLength: 6 }),
    (0, class_validator_1.IsNotEmpty)({ message: 'Password is required' }),
    (0, class_validator_1.IsString)({ message: 'Password is required' }),
    (0, class_validator_1.MinLength)(6, { message: 'Password must be at least 6 characters' }),
    (0, class_validator_1.MaxLength)(255, { message: 'The password may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], LoginDto.prototype, "password", void 0);
/** The account a sign-in names: by email, or by the E.164 phone of a rider's sign-in. */
function signInName(body) {
    if (body.email !== undefined && !(0, exports.isMobile)(body.email))
        return { email: body.email };
    return { phone: (0, pakistani_phone_1.normalisePakistaniMobile)((body.email ?? body.phone)) };
}
/** The owner app's language and digits for the signed-in user; a field left out keeps its value. */
class UserPreferencesDto {
    language;
    digits;
}
exports.UserPreferencesDto = UserPreferencesDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: user_events_1.USER_LANGUAGES, description: "The app's language: English or Urdu (right to left)" }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(user_events_1.USER_LANGUAGES, { message: `The language must be one of ${user_events_1.USER_LANGUAGES.join(', ')}.` }),
    __metadata("design:type", String)
], UserPreferencesDto.prototype, "language", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: user_events_1.USER_DIGITS, description: 'Numbers in Western (latn) or Eastern Arabic (arabext) digits' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(user_events_1.USER_DIGITS, { message: `The digits must be one of ${user_events_1.USER_DIGITS.join(', ')}.` }),
    __metadata("design:type", String)
], UserPreferencesDto.prototype, "digits", void 0);
//# sourceMappingURL=auth.dto.js.map