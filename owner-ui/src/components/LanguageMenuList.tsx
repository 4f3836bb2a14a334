import CheckIcon from '@mui/icons-material/Check';
import { Divider, ListItemIcon, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DIGITS, LANGUAGES, type Preferences } from '../i18n/preferences';

/** The open menu of LanguageMenu: loaded on the first tap (MUI's Menu and Popper are some 20 KB a first load does without). */
export default function LanguageMenuList({
  anchor,
  preferences,
  onClose,
  onPick,
}: {
  anchor: HTMLElement | null;
  preferences: Preferences;
  onClose: () => void;
  onPick: (choice: Partial<Preferences>) => void;
}) {
  const { t } = useTranslation('language');
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <ListSubheader>{t('language')}</ListSubheader>
      {LANGUAGES.map((language) => (
        <MenuItem key={language} lang={language} selected={preferences.language === language} onClick={() => onPick({ language })}>
          <ListItemIcon>{preferences.language === language && <CheckIcon fontSize="small" />}</ListItemIcon>
          {t(`names.${language}`)}
        </MenuItem>
      ))}
      <Divider />
      <ListSubheader>{t('digits')}</ListSubheader>
      {DIGITS.map((digits) => (
        <MenuItem key={digits} selected={preferences.digits === digits} onClick={() => onPick({ digits })}>
          <ListItemIcon>{preferences.digits === digits && <CheckIcon fontSize="small" />}</ListItemIcon>
          {t(`digitNames.${digits}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
