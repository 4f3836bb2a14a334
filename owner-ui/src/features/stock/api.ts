import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductStock, StockCountInput, StockFigures, StockMovements, StockPurchaseInput, StockWriteOffInput } from '@paani/contracts';
import { api } from '../../api/client';
import type { MutationConfig } from '../../api/mutation-config';

/** The days of the movements; an absent end is the server's (to: the plant's today, from: 30 days before `to`). */
export interface StockRange {
  from?: string;
  to?: string;
}

export const stockKeys = {
  all: ['stock'] as const,
  plant: (plantId: number) => [...stockKeys.all, plantId] as const,
  figures: (plantId: number) => [...stockKeys.plant(plantId), 'figures'] as const,
  movementsOf: (plantId: number) => [...stockKeys.plant(plantId), 'movements'] as const,
  movements: (plantId: number, range: StockRange) => [...stockKeys.movementsOf(plantId), range.from ?? '', range.to ?? ''] as const,
};

/** GET /filter-owner/stock: each returnable product's containers, where they are. */
export const getStock = async (plantId: number): Promise<ProductStock[]> =>
  (await api.get<StockFigures>('/filter-owner/stock', { plantScoped: true, plantId })).data.products ?? [];

/** GET /filter-owner/stock/movements: each day's movements per product, and the plant's own records, newest first. */
export const getStockMovements = async (plantId: number, range: StockRange): Promise<StockMovements> =>
  (await api.get<StockMovements>('/filter-owner/stock/movements', { plantScoped: true, plantId, query: { ...range } })).data;

export const useStock = (plantId: number) => useQuery({ queryKey: stockKeys.figures(plantId), queryFn: () => getStock(plantId) });

/** The movements of the days asked; the last answer stays shown while other days load. */
export const useStockMovements = (plantId: number, range: StockRange, enabled = true) =>
  useQuery({
    queryKey: stockKeys.movements(plantId, range),
    queryFn: () => getStockMovements(plantId, range),
    enabled,
    placeholderData: keepPreviousData,
  });

/** One of the plant's own stock movements, as the dialogs send it. */
export type StockMovement =
  | { kind: 'purchase'; input: StockPurchaseInput }
  | { kind: 'writeOff'; input: StockWriteOffInput }
  | { kind: 'count'; input: StockCountInput };

const PATHS: Record<StockMovement['kind'], string> = {
  purchase: '/filter-owner/stock/purchases',
  writeOff: '/filter-owner/stock/write-offs',
  count: '/filter-owner/stock/counts',
};

export type StockMovementRecord = StockMovement & { plantId: number };

/** POST …/stock/purchases, …/write-offs or …/counts: 201 with the stock after it. */
export const recordStockMovement = ({ plantId, kind, input }: StockMovementRecord) =>
  api.post<StockFigures>(PATHS[kind], input, { plantScoped: true, plantId });

type RecordResult = Awaited<ReturnType<typeof recordStockMovement>>;

/**
 * Records a movement; once it succeeded the figures shown are the answer's (the stock after it)
 * and the movements are read again.
 */
export function useRecordStockMovement(config: MutationConfig<StockMovementRecord, RecordResult> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: recordStockMovement,
    onSuccess: async (...args) => {
      const [response, { plantId }] = args;
      queryClient.setQueryData(stockKeys.figures(plantId), response.data.products ?? []);
      await config.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: stockKeys.movementsOf(plantId) });
    },
  });
}
