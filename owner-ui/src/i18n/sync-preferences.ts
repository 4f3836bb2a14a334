import type { User } from '@paani/contracts';
import { savePreferences } from '../api/auth/save-preferences';
import { applyPreferences, clearUnsaved, isDigits, isLanguage, markUnsaved, unsavedChoice, type Preferences } from './preferences';

/**
 * The signed-in user has arrived (sign-in, the profile refresh, a save): their server value is
 * shown, unless this device holds a choice not yet saved (made on the sign-in page, or while
 * offline), which is sent to their account first; `onSaved` gets the user the server answers.
 * Without React or a router, so the owner app (LanguageSync) and the rider's entry share it.
 */
export function followUserPreferences(user: User, onSaved: (user: User) => void): void {
  const unsaved = unsavedChoice();
  if (unsaved && (unsaved.language !== user.language || unsaved.digits !== user.digits)) {
    savePreferences(unsaved)
      .then((response) => {
        clearUnsaved();
        onSaved(response.data);
      })
      // Offline or refused: the choice stays on this device and unsaved, tried again with the next user update.
      .catch(() => undefined);
    return;
  }
  clearUnsaved();
  if (isLanguage(user.language) && isDigits(user.digits)) applyPreferences({ language: user.language, digits: user.digits });
}

/**
 * A language or digits choice: shown at once and remembered on this device as unsaved; signed in,
 * saved on the user's account too (`onSaved` gets the user the server answers). Resolves false
 * when the save failed: the choice then waits on this device for `followUserPreferences`.
 */
export async function choosePreferences(choice: Partial<Preferences>, signedIn: boolean, onSaved: (user: User) => void): Promise<boolean> {
  const chosen = applyPreferences(choice);
  markUnsaved(chosen);
  if (!signedIn) return true;
  try {
    const response = await savePreferences(chosen);
    clearUnsaved();
    onSaved(response.data);
    return true;
  } catch {
    return false;
  }
}
