"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.STATEMENT_SHARE_EVENT_TYPES = exports.statementShareStreamId = void 0;
const statementShareStreamId = (shareId) => `statement_share-${shareId}`;
exports.statementShareStreamId = statementShareStreamId;
exports.STATEMENT_SHARE_EVENT_TYPES = [
    'StatementShared',
    'StatementShareRevoked',
    'StatementShareAnswered',
    'StatementShareSent',
];
//# sourceMappingURL=statement-share.events.js.map