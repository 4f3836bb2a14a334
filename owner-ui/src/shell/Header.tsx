import CheckIcon from '@mui/icons-material/Check';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import {
  AppBar,
  Avatar,
  Badge,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useNotifications } from '../api/notifications/feed';
import { useAuth } from '../auth/AuthContext';
import { LanguageMenu } from '../components/LanguageMenu';
import { mirrorInRtl } from '../components/mirror';
import { formatNumber } from '../lib/format';
import { useThemeMode, type ThemeMode } from '../components/ThemeMode';
import { usePlants } from '../plants/PlantContext';
import { PlantSelector } from '../plants/PlantSelector';
import { isActiveRoute } from './menu';
import { usePageName } from './pageName';
import { useSidebar } from './SidebarContext';

const ROLES = ['super_admin', 'filter_owner', 'auditor', 'employee'] as const;
const THEMES: ThemeMode[] = ['light', 'dark', 'system'];
const DAY_SHEET = '/filter-owner/daily-entries';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The day sheet is the owner's daily work: one click from every page, on a phone too. */
function DaySheetButton() {
  const { t } = useTranslation('header');
  const here = isActiveRoute(DAY_SHEET, useLocation().pathname);
  return (
    <Tooltip title={t('daySheet')}>
      <IconButton
        component={RouterLink}
        to={DAY_SHEET}
        aria-label={t('openDaySheet')}
        aria-current={here ? 'page' : undefined}
        color={here ? 'primary' : 'default'}
      >
        <EditNoteIcon />
      </IconButton>
    </Tooltip>
  );
}

/** What the bell's badge says: nothing at 0, the count up to 99, then 99+. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread);
}

/**
 * The bell. A filter owner's counts the unread of their feed (loaded every minute and on focus);
 * no other role has a feed, so theirs fetches nothing and shows no count. A failed load shows none
 * either: a number not from the server would be read as news.
 */
function NotificationsButton({ owner }: { owner: boolean }) {
  const { t } = useTranslation(['header', 'notifications']);
  const navigate = useNavigate();
  const feed = useNotifications({ enabled: owner, secondary: true });
  const unread = owner && !feed.isError ? (feed.data?.unread ?? 0) : 0;
  const badge = unreadBadge(unread);
  return (
    <Tooltip title={t('notifications')}>
      <IconButton
        aria-label={badge ? t('notifications:bell', { unread: formatNumber(unread) }) : t('notifications')}
        onClick={() => navigate('/notifications')}
      >
        <Badge badgeContent={badge} color="error" invisible={!badge} data-testid="notifications-badge">
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/**
 * The envelope: the customers' requests waiting for an answer and their WhatsApp replies not read
 * (the feed's `requests_pending` and `replies_unread`, the same query as the bell's), counted like
 * the bell; it opens the replies when only replies wait. On a phone it shows only while some wait,
 * to leave the narrow bar room.
 */
function RequestsButton({ owner }: { owner: boolean }) {
  const { t } = useTranslation('header');
  const navigate = useNavigate();
  const feed = useNotifications({ enabled: owner, secondary: true });
  const requests = owner && !feed.isError ? (feed.data?.requests_pending ?? 0) : 0;
  const replies = owner && !feed.isError ? (feed.data?.replies_unread ?? 0) : 0;
  const waiting = requests + replies;
  const badge = unreadBadge(waiting);
  return (
    <Tooltip title={t('requests')}>
      <IconButton
        aria-label={badge ? t('requestsWaiting', { waiting: formatNumber(waiting) }) : t('requests')}
        onClick={() => navigate(requests === 0 && replies > 0 ? '/messages?tab=replies' : '/messages')}
        sx={{ display: { xs: badge ? 'inline-flex' : 'none', sm: 'inline-flex' } }}
      >
        <Badge badgeContent={badge} color="error" invisible={!badge} data-testid="requests-badge">
          <MailOutlineIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

export function Header() {
  const { t } = useTranslation(['header', 'nav']);
  const pageName = usePageName();
  const { user, logout } = useAuth();
  const role = ROLES.find((known) => known === (user?.role ?? 'filter_owner'));
  const { toggle } = useSidebar();
  const { mode, setMode } = useThemeMode();
  const plants = usePlants();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  // Menus open toward the page's inside: their anchor sides are physical, so right to left swaps them.
  const [end, start] = useTheme().direction === 'rtl' ? (['left', 'right'] as const) : (['right', 'left'] as const);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [themeAnchor, setThemeAnchor] = useState<HTMLElement | null>(null);
  const closeMenus = () => {
    setThemeAnchor(null);
    setMenuAnchor(null);
  };
  const go = (path: string) => {
    closeMenus();
    navigate(path);
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56 }, px: { xs: 1, sm: 2 } }}>
        <IconButton aria-label={t('toggleSidebar')} onClick={toggle} edge="start">
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" sx={{ display: { xs: 'none', sm: 'block' }, mr: 1 }}>
          {pageName ?? t('nav:appName')}
        </Typography>
        {user?.role === 'filter_owner' && (
          <Box sx={{ minWidth: 0, overflow: 'hidden' }}>
            <PlantSelector
              plants={plants.plants}
              selectedPlant={plants.selectedPlant}
              isLoading={plants.isLoading}
              error={plants.error}
              onSelect={plants.selectPlant}
              variant={narrow ? 'compact' : 'header'}
              showAddButton={false}
            />
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {user?.role === 'filter_owner' && <DaySheetButton />}
        <LanguageMenu />
        <NotificationsButton owner={user?.role === 'filter_owner'} />
        <RequestsButton owner={user?.role === 'filter_owner'} />
        <IconButton aria-label={t('accountMenu')} aria-haspopup="menu" onClick={(event) => setMenuAnchor(event.currentTarget)}>
          <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>{initials(user?.name ?? '?')}</Avatar>
        </IconButton>
        <Menu
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={closeMenus}
          anchorOrigin={{ vertical: 'bottom', horizontal: end }}
          transformOrigin={{ vertical: 'top', horizontal: end }}
        >
          <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
            <Typography fontWeight={600} noWrap>
              {user?.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user?.email}
            </Typography>
            <Typography variant="caption" color="primary">
              {role ? t(`roles.${role}`) : user?.role}
            </Typography>
          </Box>
          <Divider />
          <MenuItem onClick={() => go('/profile')}>
            <ListItemIcon>
              <PersonOutlineIcon fontSize="small" />
            </ListItemIcon>
            {t('profile')}
          </MenuItem>
          <MenuItem onClick={(event) => setThemeAnchor(event.currentTarget)} aria-haspopup="menu">
            <ListItemIcon>
              <PaletteOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('theme')}</ListItemText>
            <ChevronRightIcon fontSize="small" sx={mirrorInRtl} />
          </MenuItem>
          {user?.role === 'filter_owner' && (
            <MenuItem onClick={() => go('/package-selection')}>
              <ListItemIcon>
                <WorkspacePremiumOutlinedIcon fontSize="small" />
              </ListItemIcon>
              {t('changePlan')}
            </MenuItem>
          )}
          <MenuItem onClick={() => go(user?.role === 'filter_owner' ? '/filter-owner/settings' : '/settings')}>
            <ListItemIcon>
              <SettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('settings')}
          </MenuItem>
          <Divider />
          <MenuItem
            onClick={() => {
              closeMenus();
              void logout();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" sx={mirrorInRtl} />
            </ListItemIcon>
            {t('logout')}
          </MenuItem>
        </Menu>
        <Menu
          anchorEl={themeAnchor}
          open={Boolean(themeAnchor)}
          onClose={() => setThemeAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: start }}
          transformOrigin={{ vertical: 'top', horizontal: end }}
        >
          {THEMES.map((theme) => (
            <MenuItem
              key={theme}
              selected={mode === theme}
              onClick={() => {
                setMode(theme);
                closeMenus();
              }}
            >
              <ListItemIcon>{mode === theme && <CheckIcon fontSize="small" />}</ListItemIcon>
              {t(`themes.${theme}`)}
            </MenuItem>
          ))}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
