"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DomainError = void 0;
class DomainError extends Error {
    category;
    options;
    constructor(category, message, options = {}) {
        super(message);
        this.category = category;
        this.options = options;
        this.name = 'DomainError';
    }
    get code() {
        return this.options.code;
    }
    static validation(message, errors, code) {
        return new DomainError('validation', message, { errors, code });
    }
    /** A single-field validation failure, the most common refusal. */
    static field(field, message) {
        return new DomainError('validation', message, { errors: { [field]: [message] } });
    }
    static notFound(message, code) {
        return new DomainError('not_found', message, { code });
    }
    static forbidden(message, code) {
        return new DomainError('forbidden', message, { code });
    }
    static conflict(message, code) {
        return new DomainError('conflict', message, { code });
    }
}
exports.DomainError = DomainError;
//# sourceMappingURL=domain-error.js.map