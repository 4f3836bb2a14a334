"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ConcurrencyError = void 0;
const domain_error_1 = require("../domain/domain-error");
/** A command was decided on a stale view of its stream: someone else wrote first. */
class ConcurrencyError extends domain_error_1.DomainError {
    streamId;
    expectedVersion;
    actualVersion;
    constructor(streamId, expectedVersion, actualVersion) {
        super('conflict', 'This record was changed by someone else. Reload it and try again.', { code: 'CONCURRENCY_CONFLICT' });
        this.streamId = streamId;
        this.expectedVersion = expectedVersion;
        this.actualVersion = actualVersion;
        this.name = 'ConcurrencyError';
    }
}
exports.ConcurrencyError = ConcurrencyError;
//# sourceMappingURL=concurrency.error.js.map