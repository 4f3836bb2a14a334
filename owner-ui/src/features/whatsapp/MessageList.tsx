import {
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { WhatsAppMessage } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Ltr } from '../../components/Ltr';
import { formatNumber } from '../../lib/format';
import { usePlants } from '../../plants/PlantContext';
import { messageTime, monthText, phoneText } from './display';
import { MessageState } from './MessageState';

export interface MessageListProps {
  messages: WhatsAppMessage[];
}

/** Who it went to: the customer (a link to their page, in their plant) or the number. */
function Recipient({ message }: { message: WhatsAppMessage }) {
  const { selectPlant, selectedPlant } = usePlants();
  const number = <Ltr>{phoneText(message.to)}</Ltr>;
  if (message.customer_id === null || !message.customer_name) return number;
  return (
    <Stack spacing={0} sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={`/filter-owner/customers/${message.customer_id}`}
        onClick={() => {
          // The customer's page shows the selected plant's customers: this one's plant first.
          if (message.plant_id !== null && message.plant_id !== selectedPlant?.id) selectPlant(message.plant_id);
        }}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {message.customer_name}
      </Link>
      <Typography variant="caption" color="text.secondary">
        {number}
      </Typography>
    </Stack>
  );
}

function Kind({ message }: { message: WhatsAppMessage }) {
  const { t } = useTranslation('whatsapp');
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" useFlexGap>
      <span>{t(`kinds.${message.kind}`)}</span>
      {message.automatic && <Chip size="small" variant="outlined" label={t('log.automatic')} />}
    </Stack>
  );
}

const month = (message: WhatsAppMessage) => (message.month ? monthText(message.month) : '—');

/** The log as a table (wide screens). */
export function MessageTable({ messages }: MessageListProps) {
  const { t } = useTranslation('whatsapp');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('log.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('log.columns.time')}</TableCell>
            <TableCell>{t('log.columns.to')}</TableCell>
            <TableCell>{t('log.columns.kind')}</TableCell>
            <TableCell>{t('log.columns.month')}</TableCell>
            <TableCell>{t('log.columns.state')}</TableCell>
            <TableCell align="right">{t('log.columns.attempts')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((message) => (
            <TableRow key={message.id} data-testid="message-row" data-id={message.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{messageTime(message.created_at)}</TableCell>
              <TableCell>
                <Recipient message={message} />
              </TableCell>
              <TableCell>
                <Kind message={message} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{month(message)}</TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <MessageState message={message} />
              </TableCell>
              <TableCell align="right">{formatNumber(message.attempts)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The log as cards (phones): who and the state first. */
export function MessageCards({ messages }: MessageListProps) {
  const { t } = useTranslation('whatsapp');
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {messages.map((message) => (
        <Card key={message.id} variant="outlined" data-testid="message-row" data-id={message.id}>
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" justifyContent="space-between" spacing={1} alignItems="flex-start">
              <Box sx={{ minWidth: 0 }}>
                <Recipient message={message} />
              </Box>
              <MessageState message={message} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} component="div">
              <Kind message={message} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {messageTime(message.created_at)}
              {message.month ? ` · ${month(message)}` : ''} · {t('log.attempts', { attempts: formatNumber(message.attempts) })}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
