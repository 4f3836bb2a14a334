"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.userDecider = exports.NO_EMPLOYEE_LOGIN = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
exports.NO_EMPLOYEE_LOGIN = 'This employee has no sign-in.';
const initialState = {
    exists: false,
    userId: 0,
    role: null,
    name: '',
    email: '',
    isActive: false,
    firstLoginCompleted: false,
    language: 'en',
    digits: 'latn',
    revokedTokens: new Set(),
    employeeId: null,
    ownerId: null,
    plantId: null,
};
function evolve(state, event) {
    switch (event.type) {
        case 'UserRegistered':
            return {
                ...state,
                exists: true,
                userId: event.data.user_id,
                role: event.data.role,
                name: event.data.name,
                email: event.data.email,
                isActive: event.data.is_active,
            };
        case 'UserProfileChanged':
            return { ...state, name: event.data.name, email: event.data.email };
        case 'UserPasswordChanged':
            return state;
        case 'UserActivated':
            return { ...state, isActive: true };
        case 'UserDeactivated':
            return { ...state, isActive: false };
        case 'UserSignedOut':
            return { ...state, revokedTokens: new Set([...state.revokedTokens, event.data.token_id]) };
        case 'FirstLoginCompleted':
            return { ...state, firstLoginCompleted: true };
        case 'UserPreferencesChanged':
            return { ...state, language: event.data.language, digits: event.data.digits };
        case 'EmployeeLoginGiven':
            return {
                ...state,
                exists: true,
                userId: event.data.user_id,
                role: 'employee',
                name: event.data.name,
                email: event.data.email ?? '',
                isActive: true,
                employeeId: event.data.employee_id,
                ownerId: event.data.owner_id,
                plantId: event.data.plant_id,
            };
        case 'EmployeeLoginRevoked':
            return { ...state, isActive: false };
    }
}
function decide(command, state) {
    if (command.type === 'RegisterUser') {
        if (state.exists)
            throw domain_error_1.DomainError.conflict('This user already exists.');
        return [
            {
                type: 'UserRegistered',
                data: {
                    user_id: command.userId,
                    name: command.name,
                    email: command.email,
                    role: command.role,
                    password_hash: command.passwordHash,
                    is_active: command.isActive,
                },
            },
        ];
    }
    if (command.type === 'GiveEmployeeLogin') {
        // One account per employee, and never an account of another kind taken over.
        if (state.exists && (state.role !== 'employee' || state.employeeId !== command.employeeId))
            throw domain_error_1.DomainError.conflict('This user is not the sign-in of this employee.');
        return [
            {
                type: 'EmployeeLoginGiven',
                data: {
                    user_id: command.userId,
                    employee_id: command.employeeId,
                    owner_id: command.ownerId,
                    plant_id: command.plantId,
                    name: command.name,
                    email: command.email,
                    phone: command.phone,
                    password_hash: command.passwordHash,
                },
            },
        ];
    }
    if (command.type === 'RevokeEmployeeLogin') {
        if (!state.exists || state.role !== 'employee')
            throw domain_error_1.DomainError.notFound(exports.NO_EMPLOYEE_LOGIN);
        return state.isActive ? [{ type: 'EmployeeLoginRevoked', data: { user_id: state.userId, ...refOf(state) } }] : [];
    }
    if (!state.exists)
        throw domain_error_1.DomainError.notFound('User not found.');
    const user_id = state.userId;
    switch (command.type) {
        case 'ChangeUserProfile':
            if (command.name === state.name && command.email === state.email)
                return [];
            return [{ type: 'UserProfileChanged', data: { user_id, name: command.name, email: command.email } }];
        case 'ChangeUserPassword':
            return [{ type: 'UserPasswordChanged', data: { user_id, password_hash: command.passwordHash } }];
        case 'ActivateUser':
            return state.isActive ? [] : [{ type: 'UserActivated', data: { user_id } }];
        case 'DeactivateUser':
            return state.isActive ? [{ type: 'UserDeactivated', data: { user_id } }] : [];
        case 'SignOutUser':
            if (state.revokedTokens.has(command.tokenId))
                return [];
            return [{ type: 'UserSignedOut', data: { user_id, token_id: command.tokenId, expires_at: command.expiresAt.toISOString() } }];
        case 'CompleteFirstLogin':
            return state.firstLoginCompleted ? [] : [{ type: 'FirstLoginCompleted', data: { user_id } }];
        case 'ChangeUserPreferences': {
            // A field left out keeps its value; choosing what is already chosen records nothing.
            const language = command.language ?? state.language;
            const digits = command.digits ?? state.digits;
            if (language === state.language && digits === state.digits)
                return [];
            return [{ type: 'UserPreferencesChanged', data: { user_id, language, digits } }];
        }
    }
}
/** The employee, owner and plant of an employee's sign-in, as its last grant recorded them. */
function refOf(state) {
    return { employee_id: state.employeeId ?? 0, owner_id: state.ownerId ?? 0, plant_id: state.plantId ?? 0 };
}
/** A user account: identity, credentials, activation, sign-outs. */
exports.userDecider = { initialState, evolve, decide };
//# sourceMappingURL=user.decider.js.map