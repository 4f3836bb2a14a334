import { Stack, Tab, Tabs } from '@mui/material';
import type { Plant } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { positiveIdParam } from '../../lib/url-params';
import { SelectedPlantPage } from '../../components/SelectedPlantPage';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { isDay, plantToday } from '../daily-entries/plant-day';
import { HolidaysTab } from './HolidaysTab';
import { RoutesTab } from './RoutesTab';
import { WeekTab } from './WeekTab';

const TABS = ['routes', 'week', 'holidays'] as const;
type TabName = (typeof TABS)[number];

export default function DeliverySchedulePage() {
  const { t } = useTranslation('deliverySchedule');
  return (
    <SelectedPlantPage title={t('page.title')} loadingText={t('page.loading')} noPlantText={t('page.noPlant')}>
      {(plant) => <DeliverySchedule plant={plant} />}
    </SelectedPlantPage>
  );
}

/** Tab, area, week start and chosen day live in the URL, so a reload or a shared link shows the same view. */
function DeliverySchedule({ plant }: { plant: Plant }) {
  const { t } = useTranslation('deliverySchedule');
  const [params, setParams] = useSearchParams();
  const today = plantToday(plant);
  const tab: TabName = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabName) : 'routes';
  const areaId = positiveIdParam(params.get('area_id'));
  const start = isDay(params.get('start')) ? (params.get('start') as string) : today;
  const day = isDay(params.get('day')) ? params.get('day') : null;

  const update = (changes: Record<string, string | number | null | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) continue;
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Tabs value={tab} onChange={(_, value: TabName) => update({ tab: value === 'routes' ? null : value })} aria-label={t('page.title')}>
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`page.tabs.${name}`)}
            id={`schedule-tab-${name}`}
            aria-controls={`schedule-panel-${name}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`schedule-panel-${tab}`} aria-labelledby={`schedule-tab-${tab}`}>
        {tab === 'routes' && (
          <RoutesTab plantId={plant.id} today={today} areaId={areaId} onAreaChange={(id) => update({ area_id: id ?? null })} />
        )}
        {tab === 'week' && (
          <WeekTab
            plantId={plant.id}
            today={today}
            start={start}
            day={day}
            areaId={areaId}
            onChange={(changes) =>
              update({
                start: changes.start === undefined ? undefined : changes.start === today ? null : changes.start,
                day: changes.day,
                area_id: changes.areaId,
              })
            }
          />
        )}
        {tab === 'holidays' && <HolidaysTab plantId={plant.id} today={today} />}
      </div>
    </Stack>
  );
}
