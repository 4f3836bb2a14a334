"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.statementShareDecider = exports.expiryOf = exports.SHARE_LIFETIME_DAYS = exports.MAX_ANSWERS = exports.SHARE_REVOKED_CODE = exports.SHARE_EXPIRED_CODE = exports.SHARE_REVOKED = exports.SHARE_EXPIRED = exports.SHARE_NOT_FOUND = void 0;
exports.assertOpen = assertOpen;
const domain_error_1 = require("../../platform/domain/domain-error");
exports.SHARE_NOT_FOUND = 'This statement link does not exist.';
exports.SHARE_EXPIRED = 'This statement link has expired. Ask the plant for a new one.';
exports.SHARE_REVOKED = 'This statement link was withdrawn by the plant. Ask the plant for a new one.';
exports.SHARE_EXPIRED_CODE = 'STATEMENT_SHARE_EXPIRED';
exports.SHARE_REVOKED_CODE = 'STATEMENT_SHARE_REVOKED';
/** A link takes at most this many answers (it is public: a bound on what a stranger with the link can add). */
exports.MAX_ANSWERS = 20;
/** A link lives this many days. */
exports.SHARE_LIFETIME_DAYS = 60;
const initialState = { status: 'none', ref: null, expiresAt: null, answers: 0, sent: false };
function evolve(state, event) {
    switch (event.type) {
        case 'StatementShared': {
            const { share_id, owner_id, plant_id, customer_id, expires_at } = event.data;
            return { status: 'active', ref: { share_id, owner_id, plant_id, customer_id }, expiresAt: expires_at, answers: 0, sent: false };
        }
        case 'StatementShareRevoked':
            return { ...state, status: 'revoked' };
        case 'StatementShareAnswered':
            return { ...state, answers: state.answers + 1 };
        case 'StatementShareSent':
            return { ...state, sent: true };
    }
}
/** The instant a link made at `now` stops working. */
const expiryOf = (now) => new Date(now.getTime() + exports.SHARE_LIFETIME_DAYS * 86_400_000).toISOString();
exports.expiryOf = expiryOf;
/** 404 with a code that says why, for a link that no longer opens. */
function assertOpen(status, expiresAt, now) {
    if (status === 'revoked')
        throw domain_error_1.DomainError.notFound(exports.SHARE_REVOKED, exports.SHARE_REVOKED_CODE);
    if (now.getTime() >= new Date(expiresAt).getTime())
        throw domain_error_1.DomainError.notFound(exports.SHARE_EXPIRED, exports.SHARE_EXPIRED_CODE);
}
function decide(command, state) {
    if (command.type === 'ShareStatement') {
        if (state.status !== 'none')
            throw domain_error_1.DomainError.conflict('This statement link already exists.');
        const expires_at = (0, exports.expiryOf)(command.now);
        return [{ type: 'StatementShared', data: { ...command.ref, month: command.month, token_hash: command.tokenHash, expires_at } }];
    }
    if (state.status === 'none' || !state.ref || !state.expiresAt)
        throw domain_error_1.DomainError.notFound(exports.SHARE_NOT_FOUND);
    switch (command.type) {
        case 'RevokeShare':
            // Revoking twice changes nothing.
            return state.status === 'revoked' ? [] : [{ type: 'StatementShareRevoked', data: state.ref }];
        case 'AnswerShare':
            assertOpen(state.status, state.expiresAt, command.now);
            if (state.answers >= exports.MAX_ANSWERS)
                throw domain_error_1.DomainError.field('answer', `This statement has already been answered ${exports.MAX_ANSWERS} times. Please call the plant.`);
            return [{ type: 'StatementShareAnswered', data: { ...state.ref, answer: command.answer, message: command.message } }];
        case 'MarkShareSent':
            // Sending is marked once; marking again changes nothing. A revoked link is not sent.
            if (state.status === 'revoked')
                throw domain_error_1.DomainError.notFound(exports.SHARE_REVOKED, exports.SHARE_REVOKED_CODE);
            return state.sent ? [] : [{ type: 'StatementShareSent', data: { ...state.ref, channel: 'whatsapp' } }];
    }
}
/** One share link of one customer's month: made, revoked, answered (while open). */
exports.statementShareDecider = {
    initialState,
    evolve,
    decide,
};
//# sourceMappingURL=statement-share.decider.js.map