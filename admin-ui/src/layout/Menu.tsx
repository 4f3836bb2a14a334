import { useState } from 'react';
import { Box, Chip, Collapse, List, ListSubheader } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import FactoryIcon from '@mui/icons-material/Factory';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import SettingsIcon from '@mui/icons-material/Settings';
import CurrencyIcon from '@mui/icons-material/CurrencyExchange';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HistoryIcon from '@mui/icons-material/History';
import BackupIcon from '@mui/icons-material/Backup';
import CampaignIcon from '@mui/icons-material/Campaign';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import { ReactElement } from 'react';

interface MenuEntry {
  to: string;
  label: string;
  description: string;
  icon: ReactElement;
  badge?: string;
}

interface MenuSection {
  title: string;
  collapsedByDefault?: boolean;
  items: MenuEntry[];
}

/** The super-admin menu (docs/product.md, "The console"), with the console's plants, currencies and event log. */
const SECTIONS: MenuSection[] = [
  {
    title: 'Dashboard',
    items: [{ to: '/super-admin/dashboard', label: 'Dashboard', description: 'System overview and key metrics', icon: <DashboardIcon /> }],
  },
  {
    title: 'Tenant Management',
    items: [
      { to: '/super-admin/tenants', label: 'Filter Owners', description: 'Manage owner accounts', icon: <PeopleIcon /> },
      { to: '/super-admin/filter-plants', label: 'Filter Plants', description: 'Activate new plants', icon: <FactoryIcon /> },
      { to: '/super-admin/announcements', label: 'Announcements', description: 'Messages shown to owners', icon: <CampaignIcon /> },
    ],
  },
  {
    title: 'System Management',
    items: [
      { to: '/super-admin/billing', label: 'Billing Management', description: 'Owner-based billing analytics', icon: <ReceiptIcon /> },
      {
        to: '/super-admin/subscription-plans',
        label: 'Subscription Plans',
        description: 'Plans and their limits',
        icon: <WorkspacesIcon />,
      },
      { to: '/super-admin/system-settings', label: 'System Settings', description: 'Global configuration', icon: <SettingsIcon /> },
      { to: '/super-admin/currencies', label: 'Currencies', description: 'Currencies and exchange rates', icon: <CurrencyIcon /> },
      { to: '/super-admin/events', label: 'Audit Log', description: 'Every recorded change', icon: <HistoryIcon /> },
      { to: '/super-admin/backups', label: 'Backups', description: 'Nightly backups and their runs', icon: <BackupIcon /> },
    ],
  },
  {
    title: 'Analytics & Reports',
    collapsedByDefault: true,
    items: [
      { to: '/super-admin/analytics', label: 'Analytics', description: 'Usage analytics', icon: <AnalyticsIcon /> },
      { to: '/super-admin/reports', label: 'Reports', description: 'System reports', icon: <AssessmentIcon /> },
    ],
  },
];

function Section({ section }: { section: MenuSection }) {
  const [open, setOpen] = useState(!section.collapsedByDefault);
  const [sidebarOpen] = useSidebarState();
  const collapsible = section.collapsedByDefault !== undefined;
  return (
    <List
      dense
      disablePadding
      subheader={
        sidebarOpen ? (
          <ListSubheader
            component="div"
            onClick={collapsible ? () => setOpen(!open) : undefined}
            sx={{
              bgcolor: 'transparent',
              lineHeight: '32px',
              cursor: collapsible ? 'pointer' : 'default',
              display: 'flex',
              alignItems: 'center',
            }}
            aria-expanded={collapsible ? open : undefined}
            role={collapsible ? 'button' : undefined}
          >
            <Box sx={{ flexGrow: 1 }}>{section.title}</Box>
            {collapsible && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
          </ListSubheader>
        ) : undefined
      }
    >
      <Collapse in={open || !sidebarOpen} timeout="auto" unmountOnExit>
        {section.items.map((item) => (
          <RaMenu.Item
            key={item.to}
            to={item.to}
            leftIcon={item.icon}
            title={item.description}
            primaryText={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {item.label}
                {item.badge && <Chip size="small" label={item.badge} color="default" sx={{ height: 18, fontSize: 11 }} />}
              </Box>
            }
          />
        ))}
      </Collapse>
    </List>
  );
}

export function Menu() {
  return (
    <RaMenu>
      {SECTIONS.map((section) => (
        <Section key={section.title} section={section} />
      ))}
    </RaMenu>
  );
}
