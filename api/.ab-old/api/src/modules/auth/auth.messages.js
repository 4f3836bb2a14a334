"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ACCOUNT_DEACTIVATED = exports.INVALID_CREDENTIALS = void 0;
/** The sign-in refusals, in the words users see. */
exports.INVALID_CREDENTIALS = 'Invalid email or password.';
exports.ACCOUNT_DEACTIVATED = 'Your account has been deactivated. Please contact support.';
//# sourceMappingURL=auth.messages.js.map