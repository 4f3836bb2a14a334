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
exports.CreateAuditorDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
class CreateAuditorDto {
    name;
    email;
    password;
}
exports.CreateAuditorDto = CreateAuditorDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsString)({ message: 'The name field is required.' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'The name field is required.' }),
    (0, class_validator_1.MaxLength)(255, { message: 'The name may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], CreateAuditorDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsNotEmpty)({ message: 'The email field is required.' }),
    (0, class_validator_1.IsEmail)({}, { message: 'The email must be a valid email address.' }),
    (0, class_validator_1.MaxLength)(255, { message: 'The email may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], CreateAuditorDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minLength: 8 }),
    (0, class_validator_1.IsString)({ message: 'The password field is required.' }),
    (0, class_validator_1.MinLength)(8, { message: 'The password must be at least 8 characters.' }),
    (0, class_validator_1.MaxLength)(255, { message: 'The password may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], CreateAuditorDto.prototype, "password", void 0);
//# sourceMappingURL=audit.dto.js.map