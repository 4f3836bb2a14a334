import CheckIcon from '@mui/icons-material/Check';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
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
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { useThemeMode, type ThemeMode } from '../components/ThemeMode';
import { usePlants } from '../plants/PlantContext';
import { PlantSelector } from '../plants/PlantSelector';
import { useSidebar } from './SidebarContext';

const ROLE_LABELS: Record<string, string> = { super_admin: 'Super Admin', filter_owner: 'Filter Owner', auditor: 'Auditor' };
const THEMES: Array<{ mode: ThemeMode; label: string }> = [
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
  { mode: 'system', label: 'System' },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function Header() {
  const { user, logout } = useAuth();
  const { toggle } = useSidebar();
  const { mode, setMode } = useThemeMode();
  const plants = usePlants();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width:599.95px)', { noSsr: true });
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
        <IconButton aria-label="Toggle sidebar" onClick={toggle} edge="start">
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" sx={{ display: { xs: 'none', sm: 'block' }, mr: 1 }}>
          Dashboard
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
        <Tooltip title="Notifications">
          <IconButton aria-label="Notifications, 3 new" onClick={() => navigate('/notifications')}>
            <Badge badgeContent={3} color="error">
              <NotificationsNoneIcon />
            </Badge>
          </IconButton>
        </Tooltip>
        <Tooltip title="Messages">
          <IconButton
            aria-label="Messages, 2 new"
            onClick={() => navigate('/messages')}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            <Badge badgeContent={2} color="primary">
              <MailOutlineIcon />
            </Badge>
          </IconButton>
        </Tooltip>
        <IconButton aria-label="Account menu" aria-haspopup="menu" onClick={(event) => setMenuAnchor(event.currentTarget)}>
          <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>{initials(user?.name ?? '?')}</Avatar>
        </IconButton>
        <Menu
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={closeMenus}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
            <Typography fontWeight={600} noWrap>
              {user?.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user?.email}
            </Typography>
            <Typography variant="caption" color="primary">
              {ROLE_LABELS[user?.role ?? 'filter_owner'] ?? user?.role}
            </Typography>
          </Box>
          <Divider />
          <MenuItem onClick={() => go('/profile')}>
            <ListItemIcon>
              <PersonOutlineIcon fontSize="small" />
            </ListItemIcon>
            Profile
          </MenuItem>
          <MenuItem onClick={(event) => setThemeAnchor(event.currentTarget)} aria-haspopup="menu">
            <ListItemIcon>
              <PaletteOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Theme</ListItemText>
            <ChevronRightIcon fontSize="small" />
          </MenuItem>
          {user?.role === 'filter_owner' && (
            <MenuItem onClick={() => go('/package-selection')}>
              <ListItemIcon>
                <WorkspacePremiumOutlinedIcon fontSize="small" />
              </ListItemIcon>
              Change Plan
            </MenuItem>
          )}
          <MenuItem onClick={() => go(user?.role === 'filter_owner' ? '/filter-owner/settings' : '/settings')}>
            <ListItemIcon>
              <SettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Settings
          </MenuItem>
          <Divider />
          <MenuItem
            onClick={() => {
              closeMenus();
              void logout();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Logout
          </MenuItem>
        </Menu>
        <Menu
          anchorEl={themeAnchor}
          open={Boolean(themeAnchor)}
          onClose={() => setThemeAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {THEMES.map((theme) => (
            <MenuItem
              key={theme.mode}
              selected={mode === theme.mode}
              onClick={() => {
                setMode(theme.mode);
                closeMenus();
              }}
            >
              <ListItemIcon>{mode === theme.mode && <CheckIcon fontSize="small" />}</ListItemIcon>
              {theme.label}
            </MenuItem>
          ))}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
