import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Divider, IconButton, ListItemIcon, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import type { Digits, Language } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChoosePreferences } from '../i18n/useChoosePreferences';
import { usePreferences } from '../i18n/preferences';

const LANGUAGES: Language[] = ['en', 'ur'];
const DIGITS: Digits[] = ['latn', 'arabext'];

/**
 * The language and digits switcher: in the header (an icon) and on the sign-in page (a button
 * naming the language). A choice shows at once, is remembered on this device and, signed in, on
 * the user's account.
 */
export function LanguageMenu({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const { t } = useTranslation('language');
  const preferences = usePreferences();
  const choose = useChoosePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (choice: { language?: Language; digits?: Digits }) => {
    setAnchor(null);
    void choose(choice);
  };

  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={t('button')}>
          <IconButton aria-label={t('button')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
            <TranslateIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          aria-label={t('button')}
          aria-haspopup="menu"
          startIcon={<TranslateIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
          size="small"
        >
          {t(`names.${preferences.language}`)}
        </Button>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ListSubheader>{t('language')}</ListSubheader>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} lang={language} selected={preferences.language === language} onClick={() => pick({ language })}>
            <ListItemIcon>{preferences.language === language && <CheckIcon fontSize="small" />}</ListItemIcon>
            {t(`names.${language}`)}
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader>{t('digits')}</ListSubheader>
        {DIGITS.map((digits) => (
          <MenuItem key={digits} selected={preferences.digits === digits} onClick={() => pick({ digits })}>
            <ListItemIcon>{preferences.digits === digits && <CheckIcon fontSize="small" />}</ListItemIcon>
            {t(`digitNames.${digits}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
