import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Card, CardContent, Chip, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerRequests } from '../../api/customer-requests/customer-requests';
import { CardTitleBar } from '../../components/CardTitleBar';
import { LoadError } from '../../components/ScreenStates';
import { REQUESTS_PATH, requestSentence, STATUS_COLORS, timeText } from './display';

/** How many of the customer's latest requests the card shows. */
export const CUSTOMER_REQUESTS = 5;

/** A customer's latest requests from their page, each with its status; all of them (and the answering) in the inbox. */
export function CustomerRequestsCard({ plantId, customerId }: { plantId: number; customerId: number }) {
  const { t } = useTranslation('customerRequests');
  const titleId = useId();
  const list = useCustomerRequests({ plantId, customer_id: customerId, per_page: CUSTOMER_REQUESTS });
  const requests = list.data?.data ?? [];

  const body = () => {
    if (!list.data) {
      if (list.isError) return <LoadError title={t('customer.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
      return <Skeleton variant="rounded" height={48} />;
    }
    if (requests.length === 0) return <Typography color="text.secondary">{t('customer.none')}</Typography>;
    return (
      <List disablePadding dense>
        {requests.map((request) => (
          <ListItem
            key={request.id}
            divider
            disableGutters
            data-testid="customer-recent-request"
            sx={{ gap: 1.5, alignItems: 'flex-start' }}
          >
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                {requestSentence(request)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {timeText(request.created_at)}
              </Typography>
            </Stack>
            <Chip size="small" color={STATUS_COLORS[request.status] ?? 'default'} label={t(`statuses.${request.status}`)} />
          </ListItem>
        ))}
      </List>
    );
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-labelledby={titleId} data-testid="customer-requests">
      <CardContent>
        <Stack spacing={1.5}>
          <CardTitleBar
            icon={<MarkEmailUnreadOutlinedIcon color="primary" fontSize="small" aria-hidden />}
            titleId={titleId}
            title={t('customer.title')}
            allTo={`${REQUESTS_PATH}?status=all&customer_id=${customerId}`}
            allLabel={t('customer.all')}
          />
          {body()}
        </Stack>
      </CardContent>
    </Card>
  );
}
