import { givenDecider } from '../../platform/event-store/decider.testing';
import { userDecider } from './user.decider';
import { UserEvent } from './user.events';

const given = givenDecider(userDecider);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { user_id: 5, name: 'Asif', email: 'asif@example.com', role: 'filter_owner', password_hash: 'h', is_active: true },
};

describe('user decider', () => {
  it('registers a new user', () => {
    given()
      .when({
        type: 'RegisterUser',
        userId: 5,
        name: 'Asif',
        email: 'asif@example.com',
        role: 'filter_owner',
        passwordHash: 'h',
        isActive: true,
      })
      .then([registered]);
  });

  it('refuses to register the same user twice', () => {
    given(registered)
      .when({
        type: 'RegisterUser',
        userId: 5,
        name: 'Asif',
        email: 'asif@example.com',
        role: 'filter_owner',
        passwordHash: 'h',
        isActive: true,
      })
      .thenThrows({ category: 'conflict' });
  });

  it('records a language or digits choice with both values as they stand after it, and nothing for no change', () => {
    given(registered)
      .when({ type: 'ChangeUserPreferences', language: 'ur' })
      .then([{ type: 'UserPreferencesChanged', data: { user_id: 5, language: 'ur', digits: 'latn' } }]);
    const urdu: UserEvent = { type: 'UserPreferencesChanged', data: { user_id: 5, language: 'ur', digits: 'latn' } };
    given(registered, urdu)
      .when({ type: 'ChangeUserPreferences', digits: 'arabext' })
      .then([{ type: 'UserPreferencesChanged', data: { user_id: 5, language: 'ur', digits: 'arabext' } }]);
    given(registered, urdu).when({ type: 'ChangeUserPreferences', language: 'ur', digits: 'latn' }).then([]);
  });

  it('refuses any change to a user that does not exist', () => {
    given().when({ type: 'DeactivateUser' }).thenThrows({ category: 'not_found', message: 'User not found.' });
  });

  it('deactivates an active user, and does nothing the second time', () => {
    given(registered)
      .when({ type: 'DeactivateUser' })
      .then([{ type: 'UserDeactivated', data: { user_id: 5 } }]);
    given(registered, { type: 'UserDeactivated', data: { user_id: 5 } })
      .when({ type: 'DeactivateUser' })
      .thenNothing();
  });

  it('activates an inactive user only', () => {
    given(registered).when({ type: 'ActivateUser' }).thenNothing();
    given(registered, { type: 'UserDeactivated', data: { user_id: 5 } })
      .when({ type: 'ActivateUser' })
      .then([{ type: 'UserActivated', data: { user_id: 5 } }]);
  });

  it('changes the profile only when something changed', () => {
    given(registered).when({ type: 'ChangeUserProfile', name: 'Asif', email: 'asif@example.com' }).thenNothing();
    given(registered)
      .when({ type: 'ChangeUserProfile', name: 'Asif Khan', email: 'asif@example.com' })
      .then([{ type: 'UserProfileChanged', data: { user_id: 5, name: 'Asif Khan', email: 'asif@example.com' } }]);
  });

  it('records a password change with the new hash', () => {
    given(registered)
      .when({ type: 'ChangeUserPassword', passwordHash: 'h2' })
      .then([{ type: 'UserPasswordChanged', data: { user_id: 5, password_hash: 'h2' } }]);
  });

  it('revokes a token once', () => {
    const expiresAt = new Date('2026-12-01T00:00:00.000Z');
    const signedOut: UserEvent = { type: 'UserSignedOut', data: { user_id: 5, token_id: 't1', expires_at: expiresAt.toISOString() } };
    given(registered).when({ type: 'SignOutUser', tokenId: 't1', expiresAt }).then([signedOut]);
    given(registered, signedOut).when({ type: 'SignOutUser', tokenId: 't1', expiresAt }).thenNothing();
  });

  it('completes the first login once', () => {
    given(registered)
      .when({ type: 'CompleteFirstLogin' })
      .then([{ type: 'FirstLoginCompleted', data: { user_id: 5 } }]);
    given(registered, { type: 'FirstLoginCompleted', data: { user_id: 5 } })
      .when({ type: 'CompleteFirstLogin' })
      .thenNothing();
  });
});
