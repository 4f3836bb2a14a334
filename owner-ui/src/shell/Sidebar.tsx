import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import {
  Box,
  Chip,
  Collapse,
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isActiveRoute, type MenuItem, type MenuSection } from './menu';
import { MENU_ICONS } from './menuIcons';
import { useSidebar } from './SidebarContext';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_MOBILE } from './sidebarState';

const BADGE_COLORS = { Priority: 'error', Active: 'success', New: 'info', Soon: 'default' } as const;

function SidebarItem({ item, compact, onNavigate }: { item: MenuItem; compact: boolean; onNavigate(): void }) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const label = t(`items.${item.key}.label`);
  const Icon = MENU_ICONS[item.icon] ?? MENU_ICONS.dashboard;
  const inert = item.route === '#';
  const active = isActiveRoute(item.route, pathname);
  const button = (
    <ListItemButton
      {...(inert ? { component: 'div', 'aria-disabled': true } : { component: RouterLink, to: item.route, onClick: onNavigate })}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={compact ? label : undefined}
      sx={{ borderRadius: 2, mx: 0.5, opacity: inert ? 0.5 : 1, cursor: inert ? 'default' : 'pointer', px: compact ? 1.25 : 1.5 }}
    >
      <ListItemIcon sx={{ minWidth: compact ? 0 : 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!compact && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />}
      {!compact && item.badge && (
        <Chip size="small" label={t(`badges.${item.badge}`)} color={BADGE_COLORS[item.badge]} sx={{ height: 20, fontSize: 11 }} />
      )}
    </ListItemButton>
  );
  return compact ? (
    <Tooltip title={label} placement="right" enterDelay={700} enterNextDelay={300}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

function SidebarSection({ section, compact, onNavigate }: { section: MenuSection; compact: boolean; onNavigate(): void }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(true);
  const showItems = compact || !section.collapsible || open;
  const title = t(`sections.${section.key}`);
  const id = `sidebar-section-${section.key}`;
  return (
    <List
      dense
      aria-labelledby={compact ? undefined : id}
      subheader={
        compact ? undefined : section.collapsible ? (
          <ListItemButton
            id={id}
            onClick={() => setOpen((current) => !current)}
            aria-expanded={open}
            sx={{ py: 0.25, mx: 0.5, borderRadius: 2 }}
          >
            <ListItemText primary={title} slotProps={{ primary: { variant: 'overline', color: 'text.secondary' } }} />
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </ListItemButton>
        ) : (
          <ListSubheader
            id={id}
            disableSticky
            sx={{ lineHeight: '32px', bgcolor: 'transparent', typography: 'overline', color: 'text.secondary' }}
          >
            {title}
          </ListSubheader>
        )
      }
    >
      <Collapse in={showItems} timeout="auto" unmountOnExit>
        {section.items.map((item) => (
          <SidebarItem key={item.route + item.key} item={item} compact={compact} onNavigate={onNavigate} />
        ))}
      </Collapse>
    </List>
  );
}

function SidebarContent({ sections, compact, onNavigate }: { sections: MenuSection[]; compact: boolean; onNavigate(): void }) {
  const { t } = useTranslation('nav');
  return (
    <Box component="nav" aria-label={t('mainNavigation')} sx={{ height: '100%', overflowY: 'auto', overflowX: 'hidden' }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ px: compact ? 1.25 : 2, py: 2 }}>
        <WaterDropIcon color="primary" aria-hidden />
        {!compact && (
          <Typography variant="h6" fontWeight={700} noWrap>
            {t('appName')}
          </Typography>
        )}
      </Stack>
      <Divider />
      {sections.map((section) => (
        <SidebarSection key={section.key} section={section} compact={compact} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}

/** Desktop: a permanent column, 16rem or 3rem wide. Mobile: an overlay drawer 18rem wide. */
export function Sidebar({ sections }: { sections: MenuSection[] }) {
  const { expanded, isMobile, mobileOpen, setMobileOpen } = useSidebar();
  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE }, 'data-testid': 'sidebar' } as object }}
      >
        <SidebarContent sections={sections} compact={false} onNavigate={() => setMobileOpen(false)} />
      </Drawer>
    );
  }
  const width = expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED;
  return (
    <Box
      data-testid="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      sx={{
        width,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'width 150ms',
        height: '100vh',
        position: 'sticky',
        top: 0,
      }}
    >
      <SidebarContent sections={sections} compact={!expanded} onNavigate={() => undefined} />
    </Box>
  );
}
