"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.START_OF_LOG = void 0;
exports.START_OF_LOG = { transactionId: '0', globalPosition: '0' };
//# sourceMappingURL=event.types.js.map