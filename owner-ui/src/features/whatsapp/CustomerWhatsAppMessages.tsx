import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Card, CardContent, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhatsAppConnected, useWhatsAppMessages } from '../../api/whatsapp/whatsapp';
import { CardTitleBar } from '../../components/CardTitleBar';
import { LoadError } from '../../components/ScreenStates';
import { MESSAGES_PATH, messageTime, monthText } from './display';
import { MessageState } from './MessageState';

/** How many of the customer's latest messages the section shows. */
export const CUSTOMER_MESSAGES = 5;

function Messages({ customerId }: { customerId: number }) {
  const { t } = useTranslation('whatsapp');
  const titleId = useId();
  const log = useWhatsAppMessages({ customer_id: customerId, per_page: CUSTOMER_MESSAGES });

  const body = () => {
    if (!log.data) {
      if (log.isError) return <LoadError title={t('customer.loadFailed')} error={log.error} onRetry={() => void log.refetch()} />;
      return <Skeleton variant="rounded" height={48} />;
    }
    if (log.data.data.length === 0) return <Typography color="text.secondary">{t('customer.none')}</Typography>;
    return (
      <List disablePadding dense>
        {log.data.data.map((message) => (
          <ListItem key={message.id} divider disableGutters data-testid="customer-message" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" fontWeight={600}>
                {t(`kinds.${message.kind}`)}
                {message.month ? ` · ${monthText(message.month)}` : ''}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {messageTime(message.created_at)}
              </Typography>
            </Stack>
            <MessageState message={message} />
          </ListItem>
        ))}
      </List>
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="customer-whatsapp">
      <CardContent>
        <Stack spacing={1.5}>
          <CardTitleBar
            icon={<WhatsAppIcon color="success" fontSize="small" aria-hidden />}
            titleId={titleId}
            title={t('customer.title')}
            allTo={`${MESSAGES_PATH}?customer_id=${customerId}`}
            allLabel={t('customer.all')}
          />
          {body()}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A customer's last WhatsApp messages and their states; nothing at all for an owner with no account connected. */
export function CustomerWhatsAppMessages({ customerId }: { customerId: number }) {
  const connected = useWhatsAppConnected();
  return connected ? <Messages customerId={customerId} /> : null;
}
