import AddLinkIcon from '@mui/icons-material/AddLink';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/Public';
import RefreshIcon from '@mui/icons-material/Refresh';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { CustomerPageLink } from '@paani/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import {
  useCustomerPageLink,
  useIssueCustomerPageLink,
  useRevokeCustomerPageLink,
  useSetCustomerPagePin,
} from '../../api/customer-requests/page-link';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Ltr } from '../../components/Ltr';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { useLastPresent } from '../../lib/use-last-present';
import { timeText } from './display';

/** What the owner is about to do to an active link, each asked first: every one of them ends the old address. */
type Change = 'rotate' | 'pinOn' | 'pinOff' | 'revoke';

const CONFIRM = {
  rotate: { title: 'link.confirm.rotateTitle', text: 'link.confirm.rotateText', confirm: 'link.confirm.rotate' },
  pinOn: { title: 'link.confirm.pinOnTitle', text: 'link.confirm.pinOnText', confirm: 'link.pinOn' },
  pinOff: { title: 'link.confirm.pinOffTitle', text: 'link.confirm.pinOffText', confirm: 'link.pinOff' },
  revoke: { title: 'link.confirm.revokeTitle', text: 'link.confirm.revokeText', confirm: 'link.confirm.revoke' },
} as const satisfies Record<Change, { title: string; text: string; confirm: string }>;

const DONE = {
  rotate: 'link.rotated',
  pinOn: 'link.pinTurnedOn',
  pinOff: 'link.pinTurnedOff',
  revoke: 'link.revokedDone',
} as const satisfies Record<Change, string>;

/** No link yet (or the last one revoked): what the page is, the PIN choice and Create link. */
function NoLink({ link, busy, onCreate }: { link: CustomerPageLink; busy: boolean; onCreate(pin: boolean): void }) {
  const { t } = useTranslation('customerRequests');
  const [pin, setPin] = useState(false);
  const hintId = useId();
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <Typography color="text.secondary">{t('link.intro')}</Typography>
      {link.status === 'revoked' && <Alert severity="info">{t('link.revoked')}</Alert>}
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={pin}
              onChange={(event) => setPin(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': hintId } }}
            />
          }
          label={t('link.askPin')}
        />
        <FormHelperText id={hintId} sx={{ mt: -0.5, mx: 0 }}>
          {t('link.askPinHint')}
        </FormHelperText>
      </Box>
      <Button variant="contained" startIcon={<AddLinkIcon />} disabled={busy} onClick={() => onCreate(pin)}>
        {busy ? t('link.creating') : t('link.create')}
      </Button>
    </Stack>
  );
}

/** An active link: its address with Copy and Send by WhatsApp, the PIN, and the changes that end the old address. */
function ActiveLink({ link, busy, onChange }: { link: CustomerPageLink; busy: boolean; onChange(change: Change): void }) {
  const { t } = useTranslation('customerRequests');
  const toast = useToast();
  const fieldId = useId();
  const whatsappHintId = useId();
  const url = link.url ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('link.copied'), variant: 'success' });
    } catch {
      toast({ title: t('link.copyFailed'), variant: 'warning' });
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
        <TextField
          id={fieldId}
          fullWidth
          size="small"
          label={t('link.address')}
          value={url}
          helperText={link.issued_at ? t('link.issued', { date: timeText(link.issued_at) }) : undefined}
          slotProps={{
            htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'customer-page-url' },
          }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0, minHeight: 40 }}>
          {t('link.copy')}
        </Button>
      </Stack>
      <Box>
        {link.whatsapp_url ? (
          <Button
            variant="contained"
            color="success"
            startIcon={<WhatsAppIcon />}
            href={link.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('link.whatsapp')}
          </Button>
        ) : (
          // No number to send to: the button waits for one, and says so.
          <>
            <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} disabled aria-describedby={whatsappHintId}>
              {t('link.whatsapp')}
            </Button>
            <FormHelperText id={whatsappHintId} sx={{ mx: 0 }}>
              {t('link.noWhatsapp')}
            </FormHelperText>
          </>
        )}
      </Box>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        {link.pin ? (
          <>
            <LockOutlinedIcon fontSize="small" color="action" aria-hidden />
            <Typography>
              {t('link.pin')}{' '}
              <Typography
                component="strong"
                fontWeight={700}
                sx={{ fontFamily: 'monospace', fontSize: '1.1rem' }}
                data-testid="customer-page-pin"
              >
                <Ltr>{link.pin}</Ltr>
              </Typography>
            </Typography>
            <Button size="small" startIcon={<LockOpenOutlinedIcon />} disabled={busy} onClick={() => onChange('pinOff')}>
              {t('link.pinOff')}
            </Button>
          </>
        ) : (
          <>
            <PublicIcon fontSize="small" color="action" aria-hidden />
            <Typography color="text.secondary">{t('link.noPin')}</Typography>
            <Button size="small" startIcon={<LockOutlinedIcon />} disabled={busy} onClick={() => onChange('pinOn')}>
              {t('link.pinOn')}
            </Button>
          </>
        )}
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" startIcon={<RefreshIcon />} disabled={busy} onClick={() => onChange('rotate')}>
          {t('link.rotate')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<LinkOffIcon />} disabled={busy} onClick={() => onChange('revoke')}>
          {t('link.revoke')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * "Customer's page" on a customer's detail: the link to the page of their own (/c/{token}) that
 * shows their balance and statements and takes their requests. None or revoked: Create link (with
 * a PIN if asked). Active: the address to copy or send by WhatsApp, the PIN, New link and Revoke.
 */
export function CustomerPageLinkCard({ plantId, customerId }: { plantId: number; customerId: number }) {
  const { t } = useTranslation('customerRequests');
  const toast = useToast();
  const titleId = useId();
  const [asking, setAsking] = useState<Change | null>(null);
  const link = useCustomerPageLink(plantId, customerId);
  const failed = (error: unknown) => {
    setAsking(null);
    toast({ title: t('link.failed'), description: errorMessage(error, '') || undefined, variant: 'error' });
  };
  const issue = useIssueCustomerPageLink({ onError: failed });
  const revoke = useRevokeCustomerPageLink({ onError: failed });
  const setPin = useSetCustomerPagePin({ onError: failed });
  const busy = issue.isPending || revoke.isPending || setPin.isPending;
  const of = { plantId, customerId };

  const create = (pin: boolean) =>
    issue.mutate({ ...of, link: pin ? { pin: true } : {} }, { onSuccess: () => toast({ title: t('link.created'), variant: 'success' }) });

  const confirm = () => {
    if (!asking) return;
    const change = asking;
    const onSuccess = () => {
      setAsking(null);
      toast({ title: t(DONE[change]), variant: 'success' });
    };
    if (change === 'revoke') revoke.mutate(of, { onSuccess });
    else if (change === 'rotate') issue.mutate({ ...of, link: {} }, { onSuccess });
    // The PIN changes on the same address: the customer keeps their link.
    else setPin.mutate({ ...of, pin: change === 'pinOn' }, { onSuccess });
  };

  const body = () => {
    if (!link.data) {
      if (link.isError) return <LoadError title={t('link.loadFailed')} error={link.error} onRetry={() => void link.refetch()} />;
      return <Skeleton variant="rounded" height={96} role="status" aria-label={t('link.loading')} />;
    }
    if (link.data.status === 'active' && link.data.url) return <ActiveLink link={link.data} busy={busy} onChange={setAsking} />;
    return <NoLink link={link.data} busy={busy} onCreate={create} />;
  };

  // The question stays while the dialog fades out.
  const shown = useLastPresent(asking);
  const question = shown ? CONFIRM[shown] : null;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%' }}
      component="section"
      aria-labelledby={titleId}
      data-testid="customer-page-link"
      data-status={link.data?.status}
    >
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('link.title')}
          </Typography>
          {body()}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        title={question ? t(question.title) : ''}
        text={question ? t(question.text) : ''}
        confirmLabel={question ? t(question.confirm) : undefined}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Card>
  );
}
