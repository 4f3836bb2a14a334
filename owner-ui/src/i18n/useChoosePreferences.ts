import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthContext';
import { useToast } from '../components/Toaster';
import { getPreferences, type Preferences } from './preferences';
import { choosePreferences } from './sync-preferences';

/**
 * Choosing a language or digits: shown at once and remembered on this device; signed in, saved on
 * the user's account too. Before sign-in (or when the save fails) the choice waits as unsaved and
 * `LanguageSync` sends it once a user is signed in.
 */
export function useChoosePreferences(): (choice: Partial<Preferences>) => Promise<void> {
  const { user, updateUser } = useAuth();
  const toast = useToast();
  const { t } = useTranslation('language');
  return useCallback(
    async (choice: Partial<Preferences>) => {
      const saved = await choosePreferences(choice, Boolean(user), updateUser);
      // In the language just chosen: this render's `t` is fixed to the one before it.
      if (!saved) toast({ title: t('saveFailed', { lng: getPreferences().language }), variant: 'warning' });
    },
    [user, updateUser, toast, t],
  );
}
