import { SyntheticEvent, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Grid, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import { MapTilesCard } from './MapTilesCard';
import { OnboardingSwitch } from './OnboardingSwitch';
import { SummaryTile } from '../layout/SummaryTile';

const TABS = ['Currency', 'Exchange Rates', 'System', 'Security', 'Notifications', 'Audit'] as const;
type TabName = (typeof TABS)[number];

function ComingNextUpdate({ feature }: { feature: string }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {feature} settings are coming in the next update.
      </Typography>
      <Button variant="contained" disabled>
        Save {feature} Settings
      </Button>
    </Box>
  );
}

function CurrencyDefaults() {
  const rows: [string, string][] = [
    ['Default currency', 'PKR Pakistani Rupee'],
    ['Symbol position', 'Before amount'],
    ['Decimal places', '2'],
    ['Example', 'PKR 1,234.56'],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Currency Defaults
        </Typography>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
            <Typography color="text.secondary">{label}</Typography>
            <Typography>{value}</Typography>
          </Box>
        ))}
        <ComingNextUpdate feature="Currency" />
      </CardContent>
    </Card>
  );
}

/** System Settings (/super-admin/system-settings): summary tiles and six tabs; the System tab holds the onboarding switch and the map tiles. */
export default function SystemSettingsPage() {
  const [tab, setTab] = useState<TabName>('System');
  const { data: currencies } = useGetList<{ id: number; is_active: boolean }>('currencies', { pagination: { page: 1, perPage: 100 } });
  const activeCurrencies = currencies?.filter((currency) => currency.is_active).length;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="System Settings" />
      <Typography variant="h4" component="h1">
        System Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Global configuration of the platform
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <SummaryTile label="System Status" value="Operational" size="h6" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <SummaryTile label="Active Currencies" value={activeCurrencies === undefined ? '…' : String(activeCurrencies)} size="h6" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <SummaryTile label="Exchange Rate Updates" value="Auto" size="h6" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <SummaryTile label="Last Rate Update" value="1 hour ago" size="h6" />
        </Grid>
      </Grid>
      <Tabs value={tab} onChange={(_event: SyntheticEvent, value: TabName) => setTab(value)} variant="scrollable" sx={{ mb: 2 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={name} />
        ))}
      </Tabs>
      {tab === 'Currency' && <CurrencyDefaults />}
      {tab === 'System' && (
        <Stack spacing={2}>
          <OnboardingSwitch />
          <MapTilesCard />
        </Stack>
      )}
      {tab !== 'Currency' && tab !== 'System' && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3">
              {tab} <Chip size="small" label="Next update" sx={{ ml: 1 }} />
            </Typography>
            <ComingNextUpdate feature={tab} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
