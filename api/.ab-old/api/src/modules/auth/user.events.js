"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.USER_EVENT_TYPES = exports.userStreamId = exports.USER_DIGITS = exports.USER_LANGUAGES = void 0;
/** The languages the owner app speaks, and the digits it writes numbers with (Western or Eastern Arabic). */
exports.USER_LANGUAGES = ['en', 'ur'];
exports.USER_DIGITS = ['latn', 'arabext'];
const userStreamId = (userId) => `user-${userId}`;
exports.userStreamId = userStreamId;
exports.USER_EVENT_TYPES = [
    'UserRegistered',
    'UserProfileChanged',
    'UserPasswordChanged',
    'UserActivated',
    'UserDeactivated',
    'UserSignedOut',
    'FirstLoginCompleted',
    'UserPreferencesChanged',
    'EmployeeLoginGiven',
    'EmployeeLoginRevoked',
];
//# sourceMappingURL=user.events.js.map