import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, LinearProgress, Paper, Skeleton, Stack, Tab, Tabs } from '@mui/material';
import type { CustomerRequestKind, CustomerRequestStatus } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerRequests, type CustomerRequestsQuery } from '../../api/customer-requests/customer-requests';
import { ChoiceFilter, CustomerFilterChip } from '../../components/ListFilters';
import { ListPagination, PER_PAGE_OPTIONS } from '../../components/ListPagination';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, NothingYet } from '../../components/ScreenStates';
import { useSearchPatch, type SearchPatch } from '../../lib/search-patch';
import { positiveIdParam } from '../../lib/url-params';
import { REQUEST_KINDS, REQUEST_STATUSES } from './display';
import { RequestList } from './RequestList';
import { useRequestDecision } from './useRequestDecision';
import { WhatsAppReplies } from './WhatsAppReplies';

/** The status tab: one status, or every request. */
export type StatusTab = CustomerRequestStatus | 'all';
const STATUS_TABS: readonly StatusTab[] = [...REQUEST_STATUSES, 'all'];
const DEFAULT_TAB: StatusTab = 'pending';
/** The customers' WhatsApp replies, beside the requests (`?tab=replies`). */
const REPLIES_TAB = 'replies';

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

/**
 * The filters and the page live in the address (status, kind, customer_id, page, per_page), so a
 * reload, or the link from a customer's page, shows the same list. No status in the address: pending.
 */
function useInboxParams() {
  const [search, patch] = useSearchPatch();
  const tab = oneOf(search.get('status'), STATUS_TABS) ?? DEFAULT_TAB;
  const replies = search.get('tab') === 'replies';
  const query: CustomerRequestsQuery = useMemo(
    () => ({
      status: tab === 'all' ? undefined : tab,
      kind: oneOf<CustomerRequestKind>(search.get('kind'), REQUEST_KINDS),
      customer_id: positiveIdParam(search.get('customer_id')),
      page: positiveIdParam(search.get('page')) ?? 1,
      per_page: PER_PAGE_OPTIONS.find((size) => size === Number(search.get('per_page'))) ?? PER_PAGE_OPTIONS[0],
    }),
    [search, tab],
  );
  // Any change but the page's own starts again at page 1.
  const update = (changes: SearchPatch) => patch('page' in changes ? changes : { page: undefined, ...changes });
  return { tab, replies, query, update };
}

function LoadingRows() {
  const { t } = useTranslation('customerRequests');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="customer-requests-loading" role="status" aria-label={t('loading')}>
      <Stack spacing={2}>
        {[0, 1, 2, 3].map((row) => (
          <Stack key={row} spacing={0.5}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="75%" />
            <Skeleton variant="text" width="45%" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function Empty({ tab }: { tab: StatusTab }) {
  const { t } = useTranslation('customerRequests');
  return (
    <NothingYet
      icon={MarkEmailReadOutlinedIcon}
      title={t(`empty.${tab}.title`)}
      text={t(`empty.${tab}.text`)}
      testId="customer-requests-empty"
    />
  );
}

/**
 * /messages (the header's envelope): what customers asked from their own page, from every plant of
 * the owner's, newest first; pending ones first by default, each with Accept and Decline; and
 * their WhatsApp replies (`?tab=replies`).
 */
export default function CustomerRequestsPage() {
  const { t } = useTranslation('customerRequests');
  const { t: tc } = useTranslation();
  const { tab, replies, query, update } = useInboxParams();
  const list = useCustomerRequests(query);
  const decision = useRequestDecision();
  const requests = list.data?.data ?? [];
  const filtered = Boolean(query.kind || query.customer_id);
  const customerName = requests.find((request) => request.customer_id === query.customer_id)?.customer_name;
  // The last page emptied (its requests answered): the one before it, where some are left.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.per_page)) : 1;
  const pastTheEnd = Boolean(list.data) && requests.length === 0 && (query.page ?? 1) > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage === 1 ? undefined : lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is a new function each render; the page is what matters.
  }, [pastTheEnd, lastPage]);

  const body = () => {
    if (!list.data) {
      if (list.isError) return <LoadError title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
      return <LoadingRows />;
    }
    if (requests.length === 0 && (list.data.total ?? 0) === 0)
      return filtered ? <Alert severity="info">{t('noMatches')}</Alert> : <Empty tab={tab} />;
    return (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={tc('states.loading')} />}</Box>
        {list.isError && <LoadError title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
        <RequestList requests={requests} onAnswer={decision.start} />
        <ListPagination
          total={list.data.total}
          page={list.data.page}
          perPage={list.data.per_page}
          onPage={(page) => update({ page })}
          onPerPage={(per_page) => update({ per_page })}
        />
      </Paper>
    );
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Paper variant="outlined" component="section" aria-label={t('filters.label')}>
        <Tabs
          value={replies ? REPLIES_TAB : tab}
          onChange={(_event, value: StatusTab | typeof REPLIES_TAB) =>
            value === REPLIES_TAB
              ? update({ tab: REPLIES_TAB, status: undefined, kind: undefined, customer_id: undefined })
              : update({ tab: undefined, status: value === DEFAULT_TAB ? undefined : value })
          }
          aria-label={t('filters.status')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {STATUS_TABS.map((status) => (
            <Tab key={status} value={status} label={status === 'all' ? t('filters.all') : t(`statuses.${status}`)} />
          ))}
          <Tab value={REPLIES_TAB} label={t('replies.tab')} />
        </Tabs>
        {!replies && (
          <Stack
            direction="row"
            spacing={1}
            flexWrap="wrap"
            useFlexGap
            alignItems="center"
            sx={{ p: { xs: 1.5, sm: 2 }, borderTop: 1, borderColor: 'divider' }}
          >
            <ChoiceFilter
              id="customer-requests-kind"
              label={t('filters.kind')}
              allLabel={t('filters.all')}
              value={query.kind}
              values={REQUEST_KINDS}
              name={(kind) => t(`kinds.${kind}`)}
              onChange={(kind) => update({ kind })}
              sx={{ minWidth: { xs: '100%', sm: 220 } }}
            />
            {query.customer_id && (
              <CustomerFilterChip
                label={customerName ?? t('filters.customer')}
                removeLabel={t('filters.allCustomers')}
                onRemove={() => update({ customer_id: undefined })}
              />
            )}
          </Stack>
        )}
      </Paper>
      {replies ? (
        <WhatsAppReplies
          page={query.page ?? 1}
          perPage={query.per_page ?? PER_PAGE_OPTIONS[0]}
          onPage={(page, per_page) => update({ page: page === 1 ? undefined : page, per_page })}
        />
      ) : (
        body()
      )}
      {decision.dialog}
    </Stack>
  );
}
