import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import SettingsIcon from '@mui/icons-material/Settings';
import { Alert, Box, Button, LinearProgress, Paper, Skeleton, Stack, useMediaQuery, useTheme } from '@mui/material';
import type { WhatsAppMessageKind, WhatsAppMessageState } from '@paani/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, CustomerFilterChip } from '../../components/ListFilters';
import { ListPagination } from '../../components/ListPagination';
import { Link as RouterLink } from 'react-router-dom';
import { useWhatsAppMessages, useWhatsAppSettings, type WhatsAppMessagesQuery } from '../../api/whatsapp/whatsapp';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, NothingYet } from '../../components/ScreenStates';
import { useSearchPatch, type SearchPatch } from '../../lib/search-patch';
import { positiveIdParam } from '../../lib/url-params';
import { MESSAGE_KINDS, MESSAGE_STATES } from './display';
import { MessageCards, MessageTable } from './MessageList';

export const PER_PAGE_OPTIONS = [15, 50, 100] as const;
const SETTINGS_PATH = '/filter-owner/settings';
/** The two filters side by side on a phone, their own width from a tablet up. */
const HALF_ON_PHONE = { minWidth: { xs: 'calc(50% - 4px)', sm: 180 }, flexGrow: { xs: 1, sm: 0 } } as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

/** The filters and the page live in the address (state, kind, customer_id, page, per_page), so a reload shows the same list. */
function useLogParams() {
  const [search, patch] = useSearchPatch();
  const query: WhatsAppMessagesQuery = useMemo(
    () => ({
      customer_id: positiveIdParam(search.get('customer_id')),
      state: oneOf<WhatsAppMessageState>(search.get('state'), MESSAGE_STATES),
      kind: oneOf<WhatsAppMessageKind>(search.get('kind'), MESSAGE_KINDS),
      page: positiveIdParam(search.get('page')) ?? 1,
      per_page: PER_PAGE_OPTIONS.find((size) => size === Number(search.get('per_page'))) ?? PER_PAGE_OPTIONS[0],
    }),
    [search],
  );
  // Any change but the page's own starts again at page 1.
  const update = (changes: SearchPatch) => patch('page' in changes ? changes : { page: undefined, ...changes });
  return { query, update };
}

function LoadingRows() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="messages-loading">
      <Stack spacing={1.5}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={28} />
        ))}
      </Stack>
    </Paper>
  );
}

function Empty() {
  const { t } = useTranslation('whatsapp');
  return <NothingYet icon={ForumOutlinedIcon} title={t('log.empty.title')} text={t('log.empty.text')} testId="messages-empty" />;
}

/**
 * /filter-owner/whatsapp/messages: what the product sent from the owner's WhatsApp Business number,
 * newest first, with how far each got; by state and kind (and one customer, from their page). A page
 * with a message still queued is asked again every 10 s.
 */
export default function WhatsAppMessagesPage() {
  const { t } = useTranslation('whatsapp');
  const { t: tc } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { query, update } = useLogParams();
  const settings = useWhatsAppSettings();
  const list = useWhatsAppMessages(query);
  const filtered = Boolean(query.state || query.kind || query.customer_id);
  const Listing = phone ? MessageCards : MessageTable;
  const customerName = list.data?.data.find((message) => message.customer_id === query.customer_id)?.customer_name;

  const body = () => {
    if (!list.data) {
      if (list.isError) return <LoadError title={t('log.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
      return <LoadingRows />;
    }
    if (list.data.total === 0) return filtered ? <Alert severity="info">{t('log.noMatches')}</Alert> : <Empty />;
    return (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={tc('states.loading')} />}</Box>
        {list.isError && <LoadError title={t('log.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
        <Listing messages={list.data.data} />
        <ListPagination
          total={list.data.total}
          page={list.data.page}
          perPage={list.data.per_page}
          options={PER_PAGE_OPTIONS}
          onPage={(page) => update({ page })}
          onPerPage={(per_page) => update({ per_page })}
        />
      </Paper>
    );
  };

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('log.title')}
        subtitle={t('log.subtitle')}
        phoneAlign="flex-start"
        actions={
          <Button variant="outlined" startIcon={<SettingsIcon />} component={RouterLink} to={SETTINGS_PATH}>
            {t('log.settings')}
          </Button>
        }
      />
      {settings.data && !settings.data.connected && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={SETTINGS_PATH}>
              {t('log.connect')}
            </Button>
          }
        >
          {t('log.notConnected')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label={t('log.filters.label')}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
          <ChoiceFilter
            id="whatsapp-state-filter"
            label={t('log.filters.state')}
            allLabel={t('log.filters.all')}
            value={query.state}
            values={MESSAGE_STATES}
            name={(state) => t(`states.${state}`)}
            onChange={(state) => update({ state })}
            sx={HALF_ON_PHONE}
          />
          <ChoiceFilter
            id="whatsapp-kind-filter"
            label={t('log.filters.kind')}
            allLabel={t('log.filters.all')}
            value={query.kind}
            values={MESSAGE_KINDS}
            name={(kind) => t(`kinds.${kind}`)}
            onChange={(kind) => update({ kind })}
            sx={HALF_ON_PHONE}
          />
          {query.customer_id && (
            <CustomerFilterChip
              label={customerName ?? t('log.filters.customer')}
              removeLabel={t('log.filters.allCustomers')}
              onRemove={() => update({ customer_id: undefined })}
            />
          )}
        </Stack>
      </Paper>
      {body()}
    </Stack>
  );
}
