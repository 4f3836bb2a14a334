import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { Box, Chip, LinearProgress, Link, List, ListItem, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMarkNotificationsRead } from '../../api/notifications/notifications';
import { useWhatsAppReplies } from '../../api/whatsapp/whatsapp';
import { ListPagination, PER_PAGE_OPTIONS } from '../../components/ListPagination';
import { LoadError, NothingYet } from '../../components/ScreenStates';
import { timeText } from './display';

/**
 * The customers' WhatsApp replies to the owner's number, newest first: who (the customer, else the
 * number), what, when. The unread ones on the page shown are marked read in the owner's feed (the
 * envelope's count goes down) and keep their "New" mark until the page is left.
 */
export function WhatsAppReplies({
  page,
  perPage,
  onPage,
}: {
  page: number;
  perPage: number;
  onPage: (page: number, perPage: number) => void;
}) {
  const { t } = useTranslation('customerRequests');
  const { t: tc } = useTranslation();
  const replies = useWhatsAppReplies({ page, per_page: perPage });
  const markRead = useMarkNotificationsRead();
  const unread = (replies.data?.data ?? []).filter((reply) => !reply.read).map((reply) => `whatsapp_reply:${reply.id}`);
  const unreadKey = unread.join(',');
  useEffect(() => {
    if (unread.length > 0) markRead.mutate({ keys: unread });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of unread replies shown
  }, [unreadKey]);

  if (!replies.data) {
    if (replies.isError) return <LoadError title={t('replies.loadFailed')} error={replies.error} onRetry={() => void replies.refetch()} />;
    return <Skeleton variant="rounded" height={160} role="status" aria-label={t('loading')} />;
  }
  if (replies.data.total === 0)
    return (
      <NothingYet
        icon={ChatBubbleOutlineIcon}
        title={t('replies.emptyTitle')}
        text={t('replies.emptyText')}
        testId="whatsapp-replies-empty"
      />
    );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{replies.isFetching && <LinearProgress aria-label={tc('states.loading')} />}</Box>
      <List disablePadding>
        {replies.data.data.map((reply) => (
          <ListItem key={reply.id} divider data-testid={`whatsapp-reply-${reply.id}`} sx={{ display: 'block', py: 1.5 }}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              {reply.customer_id ? (
                <Link component={RouterLink} to={`/filter-owner/customers/${reply.customer_id}`} fontWeight={600}>
                  {reply.customer_name}
                </Link>
              ) : (
                <Typography fontWeight={600} dir="ltr">{`+${reply.from}`}</Typography>
              )}
              {!reply.read && <Chip size="small" color="primary" label={t('replies.new')} />}
              <Typography variant="body2" color="text.secondary">
                {timeText(reply.received_at)}
              </Typography>
            </Stack>
            <Typography dir="auto" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.text}
            </Typography>
          </ListItem>
        ))}
      </List>
      <ListPagination
        total={replies.data.total}
        page={replies.data.page}
        perPage={replies.data.per_page}
        options={PER_PAGE_OPTIONS}
        onPage={(next) => onPage(next, perPage)}
        onPerPage={(size) => onPage(1, size)}
      />
    </Paper>
  );
}
