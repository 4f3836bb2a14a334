"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.userProjection = exports.PHONE_TAKEN = exports.EMAIL_TAKEN = void 0;
exports.toUserView = toUserView;
const domain_error_1 = require("../../platform/domain/domain-error");
const projection_rows_1 = require("../../platform/event-store/projection-rows");
const user_events_1 = require("./user.events");
exports.EMAIL_TAKEN = 'The email has already been taken.';
exports.PHONE_TAKEN = 'The phone has already been taken.';
/** The public shape of a user, as login and profile return it. */
function toUserView(row) {
    return {
        id: Number(row.id),
        name: row.name,
        email: row.email,
        // Only employees' sign-ins have these: the other accounts' views stay as they were.
        ...(row.employee_id != null ? { phone: row.phone ?? null, employee_id: Number(row.employee_id) } : {}),
        role: row.role,
        is_active: row.is_active,
        created_at: new Date(row.created_at).toISOString(),
        first_login_completed: row.first_login_completed,
        // The app's language and digits follow the user from device to device (issue 17).
        language: row.language,
        digits: row.digits,
    };
}
async function apply(event, tx) {
    const at = event.recordedAt;
    switch (event.type) {
        case 'UserRegistered': {
            const d = event.data;
            await tx.query(`INSERT INTO users (id, name, email, role, password_hash, is_active, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (id) DO NOTHING`, [d.user_id, d.name, d.email, d.role, d.password_hash, d.is_active, at]);
            return;
        }
        case 'UserProfileChanged':
            await tx.query(`UPDATE users SET name = $2, email = $3, updated_at = $4 WHERE id = $1`, [
                event.data.user_id,
                event.data.name,
                event.data.email,
                at,
            ]);
            return;
        case 'UserPasswordChanged':
            // Tokens issued before a password change stop working: they carry an older generation.
            await tx.query(`UPDATE users SET password_hash = $2, token_generation = token_generation + 1, updated_at = $3 WHERE id = $1`, [
                event.data.user_id,
                event.data.password_hash,
                at,
            ]);
            return;
        case 'UserActivated':
            await (0, projection_rows_1.setActiveFlag)(tx, 'users', event.data.user_id, true, at);
            return;
        case 'UserDeactivated':
            // A later reactivation must not revive the tokens issued before this.
            await (0, projection_rows_1.setActiveFlag)(tx, 'users', event.data.user_id, false, at);
            await tx.query(`UPDATE users SET token_generation = token_generation + 1 WHERE id = $1`, [event.data.user_id]);
            return;
        case 'UserSignedOut':
            await tx.query(`INSERT INTO revoked_tokens (token_id, user_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
                event.data.token_id,
                event.data.user_id,
                event.data.expires_at,
            ]);
            return;
        case 'FirstLoginCompleted':
            await tx.query(`UPDATE users SET first_login_completed = true, updated_at = $2 WHERE id = $1`, [event.data.user_id, at]);
            return;
        case 'UserPreferencesChanged':
            await tx.query(`UPDATE users SET language = $2, digits = $3, updated_at = $4 WHERE id = $1`, [
                event.data.user_id,
                event.data.language,
                event.data.digits,
                at,
            ]);
            return;
        case 'EmployeeLoginGiven': {
            // A new grant, or new credentials for a revoked or living one: tokens issued before it stop working.
            const d = event.data;
            await tx.query(`INSERT INTO users (id, name, email, phone, role, password_hash, is_active, first_login_completed, employee_id, owner_id, plant_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'employee', $5, true, true, $6, $7, $8, $9, $9)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, phone = EXCLUDED.phone,
           password_hash = EXCLUDED.password_hash, is_active = true, token_generation = users.token_generation + 1,
           updated_at = EXCLUDED.updated_at`, [d.user_id, d.name, d.email, d.phone, d.password_hash, d.employee_id, d.owner_id, d.plant_id, at]);
            return;
        }
        case 'EmployeeLoginRevoked':
            await tx.query(`UPDATE users SET is_active = false, token_generation = token_generation + 1, updated_at = $2 WHERE id = $1`, [
                event.data.user_id,
                at,
            ]);
            return;
    }
}
exports.userProjection = {
    name: 'users',
    tables: ['users', 'revoked_tokens'],
    handles: user_events_1.USER_EVENT_TYPES,
    apply,
    constraintErrors: {
        users_email_unique: () => domain_error_1.DomainError.field('email', exports.EMAIL_TAKEN),
        users_phone_unique: () => domain_error_1.DomainError.field('phone', exports.PHONE_TAKEN),
        users_employee_unique: () => domain_error_1.DomainError.conflict('This employee already has a sign-in.'),
    },
};
//# sourceMappingURL=user.projection.js.map