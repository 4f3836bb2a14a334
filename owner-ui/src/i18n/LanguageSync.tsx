import { useEffect } from 'react';
import { savePreferences } from '../api/auth/save-preferences';
import { useAuth } from '../auth/AuthContext';
import { applyPreferences, clearUnsaved, isDigits, isLanguage, unsavedChoice } from './preferences';

/**
 * Keeps the page in the signed-in user's language and digits: whenever the user arrives (sign-in,
 * the profile refresh, a save) their server value is shown, unless this device holds a choice
 * not yet saved (made on the sign-in page, or while offline), which is sent to their account first.
 */
export function LanguageSync() {
  const { user, updateUser } = useAuth();

  useEffect(() => {
    if (!user) return;
    const unsaved = unsavedChoice();
    if (unsaved && (unsaved.language !== user.language || unsaved.digits !== user.digits)) {
      savePreferences(unsaved)
        .then((response) => {
          clearUnsaved();
          updateUser(response.data);
        })
        // Offline or refused: the choice stays on this device and unsaved, tried again with the next user update.
        .catch(() => undefined);
      return;
    }
    clearUnsaved();
    if (isLanguage(user.language) && isDigits(user.digits)) applyPreferences({ language: user.language, digits: user.digits });
  }, [user, updateUser]);

  return null;
}
