import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Plant } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { usePlantsQuery } from '../api/plants/get-plants';
import { plantKeys } from '../api/plants/keys';
import { useAuth } from '../auth/AuthContext';
import { storePlantId, storedPlantId } from '../lib/storage';

export interface PlantState {
  plants: Plant[];
  isLoading: boolean;
  error: string | null;
  selectedPlant: Plant | null;
  selectPlant(id: number): void;
  refresh(): Promise<unknown>;
}

const PlantContext = createContext<PlantState | null>(null);

/** Saved choice if still among the plants, else the default plant, else the first (docs/product.md, "The owner app"). */
export function resolveSelectedPlant(plants: Plant[], storedId: number | null): Plant | null {
  return plants.find((plant) => plant.id === storedId) ?? plants.find((plant) => plant.is_default) ?? plants[0] ?? null;
}

export function PlantProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { t } = useTranslation('plants');
  const isOwner = user?.role === 'filter_owner';
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<number | null>(storedPlantId);
  const query = usePlantsQuery({ enabled: isOwner });
  const plants = useMemo(() => (isOwner ? (query.data ?? []) : []), [isOwner, query.data]);
  const selectedPlant = useMemo(() => resolveSelectedPlant(plants, selectedId), [plants, selectedId]);

  useEffect(() => {
    if (!query.data) return;
    if (selectedId !== null && !query.data.some((plant) => plant.id === selectedId)) {
      storePlantId(null);
      setSelectedId(null);
    }
  }, [query.data, selectedId]);

  const selectPlant = useCallback((id: number) => {
    storePlantId(id);
    setSelectedId(id);
  }, []);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: plantKeys.all }), [queryClient]);

  const value = useMemo<PlantState>(
    () => ({
      plants,
      isLoading: isOwner && query.isPending,
      error: query.error ? (query.error instanceof Error ? query.error.message : t('selector.loadFailed')) : null,
      selectedPlant,
      selectPlant,
      refresh,
    }),
    [plants, isOwner, query.isPending, query.error, selectedPlant, selectPlant, refresh, t],
  );
  return <PlantContext.Provider value={value}>{children}</PlantContext.Provider>;
}

export function usePlants(): PlantState {
  const context = useContext(PlantContext);
  if (!context) throw new Error('usePlants must be used within a PlantProvider');
  return context;
}
