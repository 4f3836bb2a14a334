import { Box, Divider, IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import MailIcon from '@mui/icons-material/Mail';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import ContrastIcon from '@mui/icons-material/Contrast';
import CheckIcon from '@mui/icons-material/Check';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useUserMenu } from 'react-admin';
import { forwardRef, ReactElement, useEffect } from 'react';
import { useGoTo } from './useGoTo';
import { getUser } from '../auth/session';
import { roleLabel } from '../auth/authProvider';
import { useThemeChoice } from '../themeChoice';
import { ThemeChoice } from '../theme';

const THEMES: { value: ThemeChoice; label: string; icon: ReactElement }[] = [
  { value: 'light', label: 'Light', icon: <LightModeIcon fontSize="small" /> },
  { value: 'dark', label: 'Dark', icon: <DarkModeIcon fontSize="small" /> },
  { value: 'system', label: 'System', icon: <ContrastIcon fontSize="small" /> },
];

const NavigateItem = forwardRef<HTMLLIElement, { to: string; label: string; icon: ReactElement }>(({ to, label, icon }, ref) => {
  const goTo = useGoTo();
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        menu?.onClose();
        goTo(to);
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

function ThemeItems() {
  const { choice, setChoice } = useThemeChoice();
  return (
    <>
      <Typography variant="overline" sx={{ px: 2, color: 'text.secondary' }}>
        Theme
      </Typography>
      {THEMES.map((theme) => (
        <MenuItem
          key={theme.value}
          selected={choice === theme.value}
          onClick={() => setChoice(theme.value)}
          aria-label={`${theme.label} theme`}
        >
          <ListItemIcon>{theme.icon}</ListItemIcon>
          <ListItemText>{theme.label}</ListItemText>
          {choice === theme.value && <CheckIcon fontSize="small" />}
        </MenuItem>
      ))}
    </>
  );
}

function AvatarMenu() {
  const user = getUser();
  return (
    <UserMenu>
      <Box sx={{ px: 2, py: 1 }}>
        <Typography fontWeight={600}>{user?.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user?.email}
        </Typography>
        <Typography variant="caption" color="primary">
          {user ? roleLabel(user.role) : ''}
        </Typography>
      </Box>
      <Divider />
      <NavigateItem to="/profile" label="Profile" icon={<PersonIcon fontSize="small" />} />
      <Divider />
      <ThemeItems />
      <Divider />
      <NavigateItem to="/super-admin/system-settings" label="Settings" icon={<SettingsIcon fontSize="small" />} />
      <Logout />
    </UserMenu>
  );
}

export const CONSOLE_NAME = 'Paani Super Admin';

/**
 * The browser tab names the page as the header does ("Backups · Paani Super Admin"): each page
 * writes its title into react-admin's title portal, whose text is followed here.
 */
function DocumentTitle() {
  useEffect(() => {
    const portal = document.getElementById('react-admin-title');
    const follow = () => {
      const title = portal?.textContent?.trim();
      document.title = title ? `${title} · ${CONSOLE_NAME}` : CONSOLE_NAME;
    };
    follow();
    if (!portal) return;
    const observer = new MutationObserver(follow);
    observer.observe(portal, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return null;
}

/** The console's header: the page's title (each page sets it), notifications, messages, the avatar menu with the theme choice. */
export function AppBar() {
  return (
    <RaAppBar color="primary" userMenu={<AvatarMenu />} toolbar={<HeaderButtons />}>
      <TitlePortal />
      <DocumentTitle />
    </RaAppBar>
  );
}

/** No counts on notifications and messages: there is no feed behind them yet, and a made-up number would be read as news. */
function HeaderButtons() {
  const navigate = useGoTo();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Tooltip title="Notifications">
        <IconButton color="inherit" onClick={() => navigate('/notifications')} aria-label="Notifications">
          <NotificationsIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Messages">
        <IconButton color="inherit" onClick={() => navigate('/messages')} aria-label="Messages">
          <MailIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
