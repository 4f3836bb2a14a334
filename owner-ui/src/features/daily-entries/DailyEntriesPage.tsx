import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';
import SearchIcon from '@mui/icons-material/Search';
import TodayIcon from '@mui/icons-material/Today';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, formatNumber, type Customer, type DailyEntry, type Plant, type SheetRow } from '@paani/contracts';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { positiveIdParam } from '../../lib/url-params';
import { useSearchParams } from 'react-router-dom';
import { areasQueryOptions } from '../../api/areas/get-areas';
import { ApiError, errorMessage } from '../../api/client';
import { useDailySheet } from '../../api/daily-entries/get-sheet';
import { downloadPrintedSheet } from '../../api/daily-entries/print-sheet';
import { useReverseDailyEntry } from '../../api/daily-entries/reverse-entry';
import { useSaveDailyEntryBatch } from '../../api/daily-entries/save-batch';
import { employeesQueryOptions } from '../../api/employees/get-employees';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, NoPlantSelected } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { getPreferences } from '../../i18n/preferences';
import { usePlants } from '../../plants/PlantContext';
import { PageLoading } from '../../shell/AppShell';
import { formatDay, ridersForArea } from '../customers/display';
import { ReverseDialog } from '../customers/ReverseDialog';
import { AddCustomerSearch } from './AddCustomerSearch';
import { EntriesList } from './EntriesList';
import { EntryGrid, GridHelp, type SheetLine } from './EntryGrid';
import {
  batchErrors,
  customerAsSheetRow,
  draftHasEntry,
  draftProblems,
  prefillDraft,
  productTotals,
  sheetLayout,
  sheetTotals,
  toEntryInput,
  withCell,
  type CellProblem,
  type Column,
  type DraftRow,
  type RowErrors,
} from './grid-model';
import { isDay, plantToday } from './plant-day';
import { useUnsavedGuard } from './useUnsavedGuard';

export default function DailyEntriesPage() {
  const { t } = useTranslation('dailyEntries');
  const { plants, selectedPlant, isLoading, selectPlant } = usePlants();
  const [params, setParams] = useSearchParams();
  const wantedPlant = Number(params.get('filter_plant_id') ?? 0);

  // Quick Entry names the plant: select it, then drop it from the address (the header's choice rules after that).
  useEffect(() => {
    if (!wantedPlant || plants.length === 0) return;
    if (plants.some((plant) => plant.id === wantedPlant) && selectedPlant?.id !== wantedPlant) selectPlant(wantedPlant);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('filter_plant_id');
        return next;
      },
      { replace: true },
    );
  }, [wantedPlant, plants, selectedPlant, selectPlant, setParams]);

  if (isLoading) return <PageLoading text={t('page.loading')} />;
  if (!selectedPlant) {
    return (
      <Stack spacing={2}>
        <PageHeader title={t('page.title')} />
        <NoPlantSelected text={t('page.noPlant')} />
      </Stack>
    );
  }
  return <DailyEntries key={selectedPlant.id} plant={selectedPlant} />;
}

interface DraftState {
  sheetKey: string;
  drafts: DraftRow[];
  /** Customers added by search who are not on the sheet. */
  added: SheetRow[];
}

const NO_DRAFTS: DraftRow[] = [];
const NO_ROWS: SheetRow[] = [];

function DailyEntries({ plant }: { plant: Plant }) {
  const { t } = useTranslation('dailyEntries');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const today = plantToday(plant);
  const date = isDay(params.get('date')) ? (params.get('date') as string) : today;
  const areaId = positiveIdParam(params.get('area_id'));
  const employeeId = positiveIdParam(params.get('employee_id'));
  const [tab, setTab] = useState<'sheet' | 'list'>('sheet');
  const areas = useQuery(areasQueryOptions(plant.id));
  const employees = useQuery(employeesQueryOptions(plant.id));
  const riders = useMemo(() => ridersForArea(employees.data ?? [], areaId ?? null), [employees.data, areaId]);

  const query = useMemo(() => ({ date, area_id: areaId, employee_id: employeeId }), [date, areaId, employeeId]);
  const sheet = useDailySheet(plant.id, query);
  const sheetKey = `${plant.id}|${date}|${areaId ?? ''}|${employeeId ?? ''}`;

  const [state, setState] = useState<DraftState>({ sheetKey: '', drafts: [], added: [] });
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [reversing, setReversing] = useState<{ entry: DailyEntry; name: string } | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // One key per batch: a retry of the same, unchanged batch (after a time-out or a lost answer) sends the same key.
  const batchKey = useRef<{ signature: string; key: string } | null>(null);

  // A new sheet (date, area, rider) starts from its schedule; a reload of the same sheet keeps what is typed.
  useEffect(() => {
    const data = sheet.data;
    if (!data) return;
    setState((current) => {
      const rows = new Map(data.rows.map((row) => [row.customer_id, row]));
      const fresh = current.sheetKey !== sheetKey;
      const kept = fresh
        ? []
        : current.drafts.filter(
            (draft) => !(draft.origin === 'prefill' && !draft.touched && (rows.get(draft.customerId)?.entries.length ?? 0) > 0),
          );
      const drafted = new Set(kept.map((draft) => draft.customerId));
      const prefills = data.rows.filter((row) => row.entries.length === 0 && !drafted.has(row.customer_id)).map((row) => prefillDraft(row));
      return {
        sheetKey,
        drafts: [...kept, ...prefills],
        added: fresh ? [] : current.added.filter((row) => !rows.has(row.customer_id)),
      };
    });
    if (state.sheetKey !== sheetKey) {
      setErrors({});
      setGeneral(null);
    }
    // Only new sheet data merges; the drafts' own changes must not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sheet.data, sheetKey]);

  const current = state.sheetKey === sheetKey;
  const drafts = current ? state.drafts : NO_DRAFTS;
  // One product: the sheet as it always was; more: a column pair each, and `items` on save.
  const layout = useMemo(() => sheetLayout(sheet.data?.products), [sheet.data?.products]);
  const added = current ? state.added : NO_ROWS;

  // The same line object while its row and draft are unchanged: a keystroke re-renders one row of the grid, not all.
  const lineCache = useRef(new Map<string, SheetLine>());
  const lines = useMemo<SheetLine[]>(() => {
    const cache = lineCache.current;
    const next = new Map<string, SheetLine>();
    const reuse = (line: SheetLine): SheetLine => {
      const known = cache.get(line.key);
      const same =
        known &&
        known.kind === line.kind &&
        known.row === line.row &&
        (line.kind === 'draft'
          ? known.kind === 'draft' && known.draft === line.draft
          : known.kind === 'saved' && known.entry === line.entry && known.last === line.last && known.hasDraft === line.hasDraft);
      const kept = same ? known : line;
      next.set(line.key, kept);
      return kept;
    };
    const byCustomer = new Map<number, DraftRow[]>();
    for (const draft of drafts) {
      const list = byCustomer.get(draft.customerId);
      if (list) list.push(draft);
      else byCustomer.set(draft.customerId, [draft]);
    }
    const result: SheetLine[] = [];
    const rows = [...(sheet.data && current ? sheet.data.rows : []), ...added];
    for (const row of rows) {
      const own = byCustomer.get(row.customer_id) ?? [];
      row.entries.forEach((entry, index) =>
        result.push(
          reuse({ kind: 'saved', key: `e${entry.id}`, row, entry, last: index === row.entries.length - 1, hasDraft: own.length > 0 }),
        ),
      );
      for (const draft of own) result.push(reuse({ kind: 'draft', key: draft.key, row, draft }));
    }
    lineCache.current = next;
    return result;
  }, [drafts, added, sheet.data, current]);

  const draftLines = useMemo(() => lines.filter((line) => line.kind === 'draft'), [lines]);
  const pending = useMemo(() => draftLines.filter((line) => draftHasEntry(line.draft, layout)), [draftLines, layout]);
  const totals = useMemo(() => {
    const saved = lines.flatMap((line) => (line.kind === 'saved' ? [line.entry] : []));
    const priced = draftLines.map((line) => ({ draft: line.draft, rate: line.row.rate, productRates: line.row.product_rates }));
    const day = sheetTotals(saved, priced, layout);
    return layout.multi ? { ...day, products: productTotals(saved, priced, layout) } : day;
  }, [lines, draftLines, layout]);
  const touched = drafts.filter((draft) => draft.touched).length;
  useUnsavedGuard(touched > 0, t('save.leave'));

  const change = useCallback((key: string, column: Column, value: string) => {
    setState((previous) => ({
      ...previous,
      drafts: previous.drafts.map((draft) => (draft.key === key ? { ...withCell(draft, column, value), touched: true } : draft)),
    }));
    setErrors((previous) => {
      const row = previous[key];
      if (!row || (!row.cells[column] && !row.row)) return previous;
      const cells = { ...row.cells };
      delete cells[column];
      return { ...previous, [key]: { cells } };
    });
  }, []);

  const addDraft = useCallback((row: SheetRow, origin: DraftRow['origin']) => {
    const draft = prefillDraft(row, origin);
    setState((previous) => ({
      ...previous,
      drafts: [...previous.drafts, draft],
      added:
        origin === 'added' && !previous.added.some((known) => known.customer_id === row.customer_id)
          ? [...previous.added, row]
          : previous.added,
    }));
    setFocusKey(draft.key);
  }, []);

  const pick = (customer: Customer) => {
    setTab('sheet');
    const onSheet = sheet.data?.rows.find((row) => row.customer_id === customer.id) ?? added.find((row) => row.customer_id === customer.id);
    const existing = drafts.find((draft) => draft.customerId === customer.id);
    if (existing) {
      setFocusKey(null);
      setTimeout(() => setFocusKey(existing.key));
      return;
    }
    if (onSheet) addDraft(onSheet, 'extra');
    else addDraft(customerAsSheetRow(customer), 'added');
  };

  const remove = useCallback((key: string) => {
    setState((previous) => {
      const drafts = previous.drafts.filter((draft) => draft.key !== key);
      const customers = new Set(drafts.map((draft) => draft.customerId));
      return { ...previous, drafts, added: previous.added.filter((row) => customers.has(row.customer_id)) };
    });
  }, []);

  const setFilter = (changes: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // The toolbar is not re-rendered by a keystroke in the grid: its callbacks stay the same functions.
  const latestHandlers = useRef({ pick, setFilter });
  latestHandlers.current = { pick, setFilter };
  const onPick = useCallback((customer: Customer) => latestHandlers.current.pick(customer), []);
  const onFilter = useCallback((changes: Record<string, string | undefined>) => latestHandlers.current.setFilter(changes), []);

  const save = useSaveDailyEntryBatch();
  const saveAll = async () => {
    if (save.isPending || pending.length === 0) return;
    const problems: Record<string, RowErrors> = {};
    for (const line of pending) {
      const found = Object.entries(draftProblems(line.draft, layout)) as Array<[Column, CellProblem]>;
      if (found.length > 0) {
        problems[line.key] = {
          cells: Object.fromEntries(found.map(([column, problem]) => [column, t(`validation.${problem}`)])),
        };
      }
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setGeneral(t('save.fixFirst'));
      return;
    }
    const entries = pending.map((line) => toEntryInput(line.draft, line.row.rate, layout));
    const sentKeys = pending.map((line) => line.key);
    const signature = JSON.stringify([plant.id, date, entries]);
    if (batchKey.current?.signature !== signature) batchKey.current = { signature, key: newIdempotencyKey() };
    try {
      const response = await save.mutateAsync({ plantId: plant.id, date, entries, idempotencyKey: batchKey.current.key });
      batchKey.current = null;
      const saved = new Set(sentKeys);
      setState((previous) => {
        const kept = previous.drafts.filter((draft) => !saved.has(draft.key));
        const customers = new Set(kept.map((draft) => draft.customerId));
        return {
          ...previous,
          drafts: kept,
          added: previous.added.filter(
            (row) => customers.has(row.customer_id) && !sheet.data?.rows.some((known) => known.customer_id === row.customer_id),
          ),
        };
      });
      setErrors({});
      setGeneral(null);
      toast({ title: t('save.saved', { count: response.data?.entries.length ?? entries.length }), variant: 'success' });
    } catch (failure) {
      // A refused row comes back named: field errors keyed entries.<row>.<field>, and data.row (its index in the batch).
      const refusedRow = failure instanceof ApiError ? (failure.data as { row?: unknown } | null | undefined)?.row : undefined;
      if (failure instanceof ApiError && (failure.status === 422 || typeof refusedRow === 'number')) {
        const found = batchErrors(
          failure.errors,
          sentKeys,
          entries.map((entry) => entry.items),
        );
        const key = typeof refusedRow === 'number' ? sentKeys[refusedRow] : undefined;
        if (key && !found.rows[key]) found.rows[key] = { row: failure.message, cells: {} };
        setErrors(found.rows);
        const rowCount = Object.keys(found.rows).length;
        setGeneral([rowCount > 0 ? t('save.rowErrors', { count: rowCount }) : failure.message, ...found.general].join(' '));
      } else {
        setGeneral(`${t('save.failed')}: ${errorMessage(failure, t('save.failed'))}`);
      }
      toast({ title: t('save.failed'), description: errorMessage(failure, t('save.failed')), variant: 'error' });
    }
  };

  // Ctrl+S (Cmd+S) saves the sheet from anywhere on the page.
  const saveRef = useRef(saveAll);
  saveRef.current = saveAll;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const reverse = useReverseDailyEntry({
    onSuccess: () => {
      toast({ title: t('reverse.done'), variant: 'success' });
      setReversing(null);
    },
    onError: (failure) => toast({ title: t('reverse.failed'), description: errorMessage(failure, t('reverse.failed')), variant: 'error' }),
  });
  const askReverse = useCallback((entry: DailyEntry) => setReversing({ entry, name: entry.customer_name }), []);
  const addEntry = useCallback((row: SheetRow) => addDraft(row, 'extra'), [addDraft]);

  const sheetEmpty = sheet.data && current && sheet.data.rows.length === 0 && added.length === 0;

  // The sheet on paper, headings in the app's language: for riders who carry one.
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      await downloadPrintedSheet(plant.id, { date, area_id: areaId, employee_id: employeeId, lang: getPreferences().language });
    } catch (error) {
      toast({ title: t('page.printFailed'), description: errorMessage(error, t('page.printFailed')), variant: 'error' });
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="daily-entries">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle', { plant: plant.name, date: formatDay(date) })}
        actions={
          <Stack direction="row" spacing={1} alignItems="center">
            {touched > 0 && <Chip color="warning" size="small" label={t('save.unsaved', { count: touched })} data-testid="unsaved-count" />}
            <Button variant="outlined" startIcon={<PrintIcon />} disabled={printing} onClick={() => void print()}>
              {printing ? t('page.printing') : t('page.print')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={save.isPending || pending.length === 0}
              onClick={() => void saveAll()}
              data-testid="save-all"
            >
              {save.isPending ? t('save.saving') : pending.length === 0 ? t('save.nothing') : t('save.all', { count: pending.length })}
            </Button>
          </Stack>
        }
      />

      <SheetToolbar
        plantId={plant.id}
        date={date}
        today={today}
        areaId={areaId}
        employeeId={employeeId}
        areas={areas.data}
        riders={riders}
        busy={save.isPending}
        searchRef={searchRef}
        onFilter={onFilter}
        onPick={onPick}
      />

      <Paper variant="outlined">
        <SheetTabs tab={tab} onChange={setTab} />
        <Box role="tabpanel" id={`entries-panel-${tab}`} aria-labelledby={`entries-tab-${tab}`} sx={{ p: { xs: 1, sm: 1.5 } }}>
          {tab === 'list' ? (
            <EntriesList plantId={plant.id} filters={query} onReverse={askReverse} />
          ) : sheet.isPending || (sheet.data && !current) ? (
            <PageLoading text={t('page.loading')} />
          ) : sheet.isError && !sheet.data ? (
            <LoadError title={t('page.loadFailed')} error={sheet.error} onRetry={() => void sheet.refetch()} />
          ) : sheetEmpty ? (
            <Card variant="outlined">
              <CardContent>
                <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 3 }}>
                  <Typography variant="h6" component="h2">
                    {t('empty.title')}
                  </Typography>
                  <Typography color="text.secondary">{t('empty.text')}</Typography>
                  <Button variant="contained" startIcon={<SearchIcon />} onClick={() => searchRef.current?.focus()}>
                    {t('empty.action')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          ) : (
            <Stack spacing={1}>
              <Box sx={{ height: 4 }}>{(sheet.isFetching || save.isPending) && <LinearProgress aria-label={t('page.loading')} />}</Box>
              {general && (
                <Alert severity="error" data-testid="save-errors" onClose={() => setGeneral(null)}>
                  {general}
                </Alert>
              )}
              <GridHelp />
              <Typography variant="caption" color="text.secondary" component="p">
                {t('grid.prefillNote')}
              </Typography>
              <EntryGrid
                lines={lines}
                totals={totals}
                layout={layout}
                errors={errors}
                readOnly={save.isPending}
                onChange={change}
                onReverse={askReverse}
                onAddEntry={addEntry}
                onRemove={remove}
                focusKey={focusKey}
              />
              <Typography variant="body2" color="text.secondary" data-testid="sheet-summary">
                {t('grid.summary', {
                  saved: formatNumber(totals.entries),
                  unsaved: formatNumber(totals.unsaved),
                  amount: formatMoney(totals.amount),
                  collected: formatMoney(totals.collected),
                })}
              </Typography>
            </Stack>
          )}
        </Box>
      </Paper>

      <ReverseDialog
        open={reversing !== null}
        description={
          reversing
            ? t('reverse.text', {
                name: reversing.name,
                date: formatDay(reversing.entry.date),
                cans: formatNumber(reversing.entry.cans_delivered),
                amount: formatMoney(reversing.entry.amount),
              })
            : ''
        }
        busy={reverse.isPending}
        onClose={() => setReversing(null)}
        onSubmit={(reason) => reversing && reverse.mutate({ plantId: plant.id, id: reversing.entry.id, reason })}
      />
    </Stack>
  );
}

/** Date, area, rider and the customer search; memoised, so typing in the grid leaves it alone. */
const SheetToolbar = memo(function SheetToolbar({
  plantId,
  date,
  today,
  areaId,
  employeeId,
  areas,
  riders,
  busy,
  searchRef,
  onFilter,
  onPick,
}: {
  plantId: number;
  date: string;
  today: string;
  areaId: number | undefined;
  employeeId: number | undefined;
  areas: Array<{ id: number; name: string }> | undefined;
  riders: Array<{ id: number; name: string }>;
  busy: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
  onFilter(changes: Record<string, string | undefined>): void;
  onPick(customer: Customer): void;
}) {
  const { t } = useTranslation('dailyEntries');
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', md: 'center' }} useFlexGap flexWrap="wrap">
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            id="sheet-date"
            type="date"
            size="small"
            label={t('toolbar.date')}
            value={date}
            onChange={(event) => isDay(event.target.value) && onFilter({ date: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
          <Button size="small" startIcon={<TodayIcon />} onClick={() => onFilter({ date: today })} disabled={date === today}>
            {t('toolbar.today')}
          </Button>
        </Stack>
        <TextField
          id="sheet-area"
          select
          size="small"
          label={t('toolbar.area')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          value={areaId ?? ''}
          onChange={(event) => onFilter({ area_id: String(event.target.value), employee_id: undefined })}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{t('toolbar.allAreas')}</MenuItem>
          {(areas ?? []).map((area) => (
            <MenuItem key={area.id} value={area.id}>
              {area.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="sheet-rider"
          select
          size="small"
          label={t('toolbar.rider')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          value={employeeId ?? ''}
          onChange={(event) => onFilter({ employee_id: String(event.target.value) })}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{t('toolbar.allRiders')}</MenuItem>
          {riders.map((rider) => (
            <MenuItem key={rider.id} value={rider.id}>
              {rider.name}
            </MenuItem>
          ))}
        </TextField>
        <AddCustomerSearch ref={searchRef} plantId={plantId} disabled={busy} onPick={onPick} />
      </Stack>
    </Paper>
  );
});

/** Sheet | Saved entries; memoised like the toolbar (MUI tabs measure themselves on every render). */
const SheetTabs = memo(function SheetTabs({ tab, onChange }: { tab: 'sheet' | 'list'; onChange(tab: 'sheet' | 'list'): void }) {
  const { t } = useTranslation('dailyEntries');
  return (
    <Tabs value={tab} onChange={(_event, value: 'sheet' | 'list') => onChange(value)} aria-label={t('page.tabs')}>
      <Tab value="sheet" label={t('page.sheetTab')} id="entries-tab-sheet" aria-controls="entries-panel-sheet" />
      <Tab value="list" label={t('page.listTab')} id="entries-tab-list" aria-controls="entries-panel-list" />
    </Tabs>
  );
});
