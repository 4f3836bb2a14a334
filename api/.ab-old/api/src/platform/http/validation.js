"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_FIELD_ERRORS = void 0;
exports.fieldErrors = fieldErrors;
exports.createValidationPipe = createValidationPipe;
const common_1 = require("@nestjs/common");
const domain_error_1 = require("../domain/domain-error");
const unsafe_value_1 = require("./unsafe-value");
const validation_metadata_1 = require("./validation-metadata");
/** A 422 lists this many fields at most, whatever the body held (a 700 KB body of unknown keys). */
exports.MAX_FIELD_ERRORS = 20;
function flatten(errors, prefix, result) {
    for (const error of errors) {
        if (Object.keys(result).length >= exports.MAX_FIELD_ERRORS)
            return;
        const name = (0, unsafe_value_1.printableName)(error.property);
        const field = prefix ? `${prefix}.${name}` : name;
        if (error.constraints) {
            // An unknown field gets one clear message rather than whatever else was checked.
            const messages = Object.entries(error.constraints);
            const unknown = messages.find(([constraint]) => constraint === 'whitelistValidation');
            result[field] = unknown ? [`The field ${field} is not allowed.`] : messages.map(([, m]) => m).reverse();
        }
        if (error.children?.length)
            flatten(error.children, field, result);
    }
}
/** Flattens class-validator's tree into `{ "field.sub": [messages] }`, the first 20 fields. */
function fieldErrors(errors, prefix = '') {
    // A null prototype: a client's `__proto__` or `constructor` field is just another key here.
    const result = Object.create(null);
    flatten(errors, prefix, result);
    return { ...result };
}
/**
 * class-validator DTOs, unknown fields refused, failures as a 422 with messages per field. Every
 * body, query and path value first passes the one storable-value rule (no NUL, no unpaired surrogate, no number beyond 2^53),
 * whichever DTO or none the handler declares.
 */
class ApiValidationPipe extends common_1.ValidationPipe {
    async transform(value, metadata) {
        if (metadata.type !== 'custom')
            (0, unsafe_value_1.rejectUnsafeValue)(value, metadata.data ?? '');
        return super.transform(value, metadata);
    }
}
function createValidationPipe() {
    (0, validation_metadata_1.keepValidationMetadata)();
    return new ApiValidationPipe({
        whitelist: true,
        forbidNonWhitelisted: true,
        transform: true,
        transformOptions: { enableImplicitConversion: false },
        stopAtFirstError: false,
        exceptionFactory: (errors) => {
            const fields = fieldErrors(errors);
            const first = Object.values(fields)[0]?.[0];
            return domain_error_1.DomainError.validation(first ?? 'Validation failed', fields);
        },
    });
}
//# sourceMappingURL=validation.js.map