"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WithMessage = void 0;
exports.withMessage = withMessage;
/** What a handler returns when the envelope's message depends on the outcome. */
class WithMessage {
    data;
    message;
    constructor(data, message) {
        this.data = data;
        this.message = message;
    }
}
exports.WithMessage = WithMessage;
function withMessage(data, message) {
    return new WithMessage(data, message);
}
//# sourceMappingURL=envelope.js.map