import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import ListAltIcon from '@mui/icons-material/ListAlt';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button, Card, CardContent, Chip, Divider, Grid, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import type { WhatsAppSettings } from '@paani/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useDisconnectWhatsApp, useWhatsAppSettings } from '../../api/whatsapp/whatsapp';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Ltr } from '../../components/Ltr';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { AutomaticMessages } from './AutomaticMessages';
import { ConnectForm } from './ConnectForm';
import { MESSAGES_PATH, messageTime } from './display';
import { TestMessage } from './TestMessage';

/** A label and its value, read left to right in either language. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Grid>
  );
}

/** A value the owner enters in Meta's settings, with a button that copies it. */
function CopyValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('whatsapp');
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('card.copied', { what: label }), variant: 'success' });
    } catch {
      toast({ title: t('card.copyFailed'), variant: 'warning' });
    }
  };
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography
          component="code"
          data-testid={testId}
          sx={{
            fontFamily: 'monospace',
            fontSize: '0.875rem',
            overflowWrap: 'anywhere',
            bgcolor: 'action.hover',
            px: 1,
            py: 0.5,
            borderRadius: 1,
          }}
        >
          <Ltr>{value}</Ltr>
        </Typography>
        <Tooltip title={t('card.copy', { what: label })}>
          <IconButton aria-label={t('card.copy', { what: label })} onClick={() => void copy()} size="small">
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}

function Connected({ settings }: { settings: WhatsAppSettings }) {
  const { t } = useTranslation('whatsapp');
  const toast = useToast();
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectWhatsApp({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t('disconnect.done'), variant: 'success' });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: t('disconnect.failed'), description: errorMessage(error, t('disconnect.failed')), variant: 'error' });
    },
  });

  return (
    <Stack spacing={2.5}>
      {settings.connected_at && (
        <Typography variant="body2" color="text.secondary">
          {t('card.connectedSince', { date: messageTime(settings.connected_at) })}
        </Typography>
      )}
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        <Field label={t('card.phoneNumberId')}>
          <Ltr>{settings.phone_number_id}</Ltr>
        </Field>
        <Field label={t('card.businessAccountId')}>
          <Ltr>{settings.business_account_id}</Ltr>
        </Field>
        <Field label={t('card.token')}>
          <span data-testid="token-hint">
            {t('card.tokenEnding')} <Ltr>…{settings.token_hint}</Ltr>
          </span>
        </Field>
      </Grid>
      {settings.webhook_url && settings.verify_token && (
        <Stack spacing={1.5}>
          <div>
            <Typography variant="subtitle1" component="h3" fontWeight={600}>
              {t('card.webhookTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('card.webhookHelp')}
            </Typography>
          </div>
          <CopyValue label={t('card.webhookUrl')} value={settings.webhook_url} testId="webhook-url" />
          <CopyValue label={t('card.verifyToken')} value={settings.verify_token} testId="verify-token" />
        </Stack>
      )}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setChanging(true)} disabled={changing}>
          {t('card.change')}
        </Button>
        <Button startIcon={<ListAltIcon />} component={RouterLink} to={MESSAGES_PATH}>
          {t('card.messages')}
        </Button>
        <Button color="error" startIcon={<LinkOffIcon />} onClick={() => setConfirming(true)}>
          {t('card.disconnect')}
        </Button>
      </Stack>
      {changing && <ConnectForm changing onDone={() => setChanging(false)} onCancel={() => setChanging(false)} />}
      <Divider />
      <AutomaticMessages automation={settings.automation} />
      <Divider />
      <TestMessage />
      <ConfirmDialog
        open={confirming}
        title={t('disconnect.title')}
        text={t('disconnect.text')}
        confirmLabel={t('disconnect.confirm')}
        busy={disconnect.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate()}
      />
    </Stack>
  );
}

function Loading() {
  const { t } = useTranslation('whatsapp');
  return (
    <Stack spacing={1} data-testid="whatsapp-loading" aria-busy="true" aria-label={t('card.loading')}>
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} />
    </Stack>
  );
}

/**
 * The owner's WhatsApp Business account on the settings page. Not connected: what it is for and the
 * form that connects it. Connected: its ids, the token's last characters (never the token or the app
 * secret), the webhook's address and verify token to copy into the Meta app, new credentials, the
 * automatic messages' switches, a test message and disconnecting.
 */
export function WhatsAppCard() {
  const { t } = useTranslation('whatsapp');
  const titleId = useId();
  const settings = useWhatsAppSettings();
  const data = settings.data;

  const body = () => {
    if (!data) {
      if (settings.isError)
        return <LoadError title={t('card.loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} />;
      return <Loading />;
    }
    if (data.connected) return <Connected settings={data} />;
    return (
      <Stack spacing={2}>
        <div>
          <Typography>{t('card.intro')}</Typography>
          <Typography color="text.secondary">{t('card.withoutIt')}</Typography>
        </div>
        <ConnectForm changing={false} onDone={() => undefined} />
      </Stack>
    );
  };

  return (
    <Card component="section" aria-labelledby={titleId} data-testid="whatsapp-card">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <WhatsAppIcon color="success" aria-hidden />
            <Typography id={titleId} variant="h6" component="h2">
              {t('card.title')}
            </Typography>
            {data && (
              <Chip
                size="small"
                label={data.connected ? t('card.connected') : t('card.notConnected')}
                color={data.connected ? 'success' : 'default'}
              />
            )}
          </Stack>
          {body()}
        </Stack>
      </CardContent>
    </Card>
  );
}
