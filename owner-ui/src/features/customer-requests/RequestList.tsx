import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import type { OwnerCustomerRequest } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerRequestAnswer } from '../../api/customer-requests/customer-requests';
import { Ltr } from '../../components/Ltr';
import { usePlants } from '../../plants/PlantContext';
import { requestSentence, STATUS_COLORS, timeText } from './display';
import { MetaLine } from '../../components/MetaLine';

/** The customer, a link to their page in their plant (selected on the way, as the customer page shows the selected plant's). */
function CustomerLink({ request }: { request: OwnerCustomerRequest }) {
  const { selectPlant, selectedPlant } = usePlants();
  return (
    <Link
      component={RouterLink}
      to={`/filter-owner/customers/${request.customer_id}`}
      onClick={() => {
        if (request.plant_id !== selectedPlant?.id) selectPlant(request.plant_id);
      }}
      fontWeight={600}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {request.customer_name}
    </Link>
  );
}

/** When it was answered and the reply, under an answered request. */
function Answered({ request }: { request: OwnerCustomerRequest }) {
  const { t } = useTranslation('customerRequests');
  if (request.status === 'pending') return null;
  return (
    <>
      {request.decided_at && (
        <Typography variant="body2" color="text.secondary">
          {t(request.status === 'accepted' ? 'row.accepted' : 'row.declined', { when: timeText(request.decided_at) })}
        </Typography>
      )}
      {request.reply && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="request-reply">
          {t('row.reply', { reply: request.reply })}
        </Typography>
      )}
    </>
  );
}

/** One request: who, what they ask in the reader's language, where and when; Accept and Decline while it waits. */
function RequestRow({
  request,
  onAnswer,
}: {
  request: OwnerCustomerRequest;
  onAnswer(request: OwnerCustomerRequest, answer: CustomerRequestAnswer): void;
}) {
  const { t } = useTranslation('customerRequests');
  // The plant, its area and when: each isolated, so a Latin name in Urdu keeps its place.
  const meta = [request.plant_name, request.area_name, t('row.sent', { when: timeText(request.created_at) })].filter(
    (part): part is string => Boolean(part),
  );
  return (
    <ListItem divider data-testid={`customer-request-${request.id}`} data-status={request.status} sx={{ py: 1.5, display: 'block' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        justifyContent="space-between"
        alignItems={{ xs: 'stretch', sm: 'flex-start' }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <CustomerLink request={request} />
            <Chip size="small" variant="outlined" label={<Ltr>{request.customer_code}</Ltr>} />
            {request.status !== 'pending' && (
              <Chip
                size="small"
                color={STATUS_COLORS[request.status]}
                label={t(`statuses.${request.status}`)}
                data-testid="request-status"
              />
            )}
          </Stack>
          <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="request-text">
            {requestSentence(request)}
          </Typography>
          <MetaLine parts={meta} />
          <Answered request={request} />
        </Stack>
        {request.status === 'pending' && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button variant="contained" startIcon={<CheckIcon />} onClick={() => onAnswer(request, 'accept')}>
              {t('actions.accept')}
            </Button>
            <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => onAnswer(request, 'decline')}>
              {t('actions.decline')}
            </Button>
          </Stack>
        )}
      </Stack>
    </ListItem>
  );
}

/** The requests, one responsive list (a row on a wide screen, the buttons under the text on a phone). */
export function RequestList({
  requests,
  onAnswer,
}: {
  requests: OwnerCustomerRequest[];
  onAnswer(request: OwnerCustomerRequest, answer: CustomerRequestAnswer): void;
}) {
  return (
    <List disablePadding data-testid="customer-requests-list">
      {requests.map((request) => (
        <RequestRow key={request.id} request={request} onAnswer={onAnswer} />
      ))}
    </List>
  );
}
