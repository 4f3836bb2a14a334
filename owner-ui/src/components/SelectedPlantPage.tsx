import { Stack } from '@mui/material';
import type { Plant } from '@paani/contracts';
import { Fragment, type ReactNode } from 'react';
import { usePlants } from '../plants/PlantContext';
import { PageLoading } from '../shell/PageLoading';
import { PageHeader } from './PageHeader';
import { NoPlantSelected } from './ScreenStates';

/**
 * A page of the selected plant: a spinner while the plants load, "no plant" (under the page's
 * title, when it has one) until one is chosen, else the page for that plant, mounted afresh when
 * the owner switches plants so nothing of the last plant's screen stays.
 */
export function SelectedPlantPage({
  title,
  loadingText,
  noPlantText,
  children,
}: {
  title?: string;
  loadingText: string;
  noPlantText: string;
  children(plant: Plant): ReactNode;
}) {
  const { selectedPlant, isLoading } = usePlants();
  if (isLoading) return <PageLoading text={loadingText} />;
  if (!selectedPlant)
    return title === undefined ? (
      <NoPlantSelected text={noPlantText} />
    ) : (
      <Stack spacing={2}>
        <PageHeader title={title} />
        <NoPlantSelected text={noPlantText} />
      </Stack>
    );
  return <Fragment key={selectedPlant.id}>{children(selectedPlant)}</Fragment>;
}
