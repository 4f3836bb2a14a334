import TranslateIcon from '@mui/icons-material/Translate';
import { Button, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChoosePreferences } from '../i18n/useChoosePreferences';
import { usePreferences, type Preferences } from '../i18n/preferences';

const LanguageMenuList = lazy(() => import('./LanguageMenuList'));

/**
 * The language and digits switcher: in the header (an icon) and on the sign-in and share pages
 * (a button naming the language); the rider's app has its own (features/rider/RiderLanguageMenu.tsx). A choice shows at once, is remembered
 * on this device and, signed in, on the user's account. The menu itself loads on the first tap.
 */
export function LanguageMenu({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const { t } = useTranslation('language');
  const preferences = usePreferences();
  const choose = useChoosePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (target: HTMLElement) => {
    setOpened(true);
    setAnchor(target);
  };
  const pick = (choice: Partial<Preferences>) => {
    setAnchor(null);
    void choose(choice);
  };

  return (
    <>
      {variant === 'icon' ? (
        <IconButton aria-label={t('button')} title={t('button')} aria-haspopup="menu" onClick={(event) => open(event.currentTarget)}>
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button
          aria-label={t('button')}
          aria-haspopup="menu"
          startIcon={<TranslateIcon />}
          onClick={(event) => open(event.currentTarget)}
          size="small"
        >
          {t(`names.${preferences.language}`)}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenuList anchor={anchor} preferences={preferences} onClose={() => setAnchor(null)} onPick={pick} />
        </Suspense>
      )}
    </>
  );
}
