"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.tokenHash = exports.newShareToken = exports.TOKEN_PATTERN = void 0;
exports.findShare = findShare;
const node_crypto_1 = require("node:crypto");
const domain_error_1 = require("../../platform/domain/domain-error");
const statement_share_decider_1 = require("./statement-share.decider");
/** A share token: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
exports.TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newShareToken = () => (0, node_crypto_1.randomBytes)(32).toString('base64url');
exports.newShareToken = newShareToken;
const tokenHash = (token) => (0, node_crypto_1.createHash)('sha256').update(token).digest('hex');
exports.tokenHash = tokenHash;
/** The share row a token names; 404 for a token that is malformed or unknown (or, with ownerId, not that owner's). */
async function findShare(sql, token, ownerId) {
    if (!exports.TOKEN_PATTERN.test(token))
        throw domain_error_1.DomainError.notFound(statement_share_decider_1.SHARE_NOT_FOUND);
    const row = await sql.one(`SELECT id, owner_id, customer_id, month, expires_at, revoked_at FROM statement_shares WHERE token_hash = $1`, [(0, exports.tokenHash)(token)]);
    if (!row || (ownerId !== null && Number(row.owner_id) !== ownerId))
        throw domain_error_1.DomainError.notFound(statement_share_decider_1.SHARE_NOT_FOUND);
    return row;
}
//# sourceMappingURL=share-token.js.map