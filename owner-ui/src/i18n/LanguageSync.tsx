import { useEffect } from 'react';
import { useAuth } from '../auth/AuthContext';
import { followUserPreferences } from './sync-preferences';

/**
 * Keeps the page in the signed-in user's language and digits: whenever the user arrives (sign-in,
 * the profile refresh, a save) their server value is shown, unless this device holds a choice
 * not yet saved (made on the sign-in page, or while offline), which is sent to their account first.
 */
export function LanguageSync() {
  const { user, updateUser } = useAuth();

  useEffect(() => {
    if (user) followUserPreferences(user, updateUser);
  }, [user, updateUser]);

  return null;
}
