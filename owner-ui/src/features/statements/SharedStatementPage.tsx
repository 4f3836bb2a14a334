import { formatMoney, formatNumber, type PublicStatement, type StatementAnswerKind } from '@paani/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/client';
import { useAnswerSharedStatement, useSharedStatement } from '../../api/statements/shared-statement';
import { LanguageMenu } from '../../components/LanguageMenu';
import { Ltr } from '../../components/Ltr';
import { applyPreferences, PREFERENCE_STORAGE } from '../../i18n/preferences';
import { formatDateTime } from '../../lib/format';

const MAX_MESSAGE = 500;
const monthLabel = (month: string) =>
  formatDateTime(new Date(`${month}-01T00:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) => formatDateTime(new Date(`${date}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
const instantLabel = (instant: string) => formatDateTime(new Date(instant), { dateStyle: 'medium' });

/**
 * The page opens in the customer's language (a field of the customer) unless this device has
 * chosen one; the switcher on the page changes it for this device.
 */
function useCustomerLanguage(statement: PublicStatement | undefined): void {
  const language = statement?.customer.language;
  useEffect(() => {
    if (language && localStorage.getItem(PREFERENCE_STORAGE.language) === null) applyPreferences({ language });
  }, [language]);
}

/** /s/{token}: a customer's statement on a phone, opened from a share link without signing in, and their answer to it. */
export default function SharedStatementPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('statements');
  const statement = useSharedStatement(token);
  useCustomerLanguage(statement.data);

  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" justifyContent="flex-end">
        <LanguageMenu variant="button" />
      </Stack>
      {statement.isPending ? (
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ p: 3 }} role="status">
          <CircularProgress size={22} />
          <Typography>{t('page.loading')}</Typography>
        </Stack>
      ) : statement.isError ? (
        <Alert severity={statement.error instanceof ApiError && statement.error.status === 404 ? 'warning' : 'error'} sx={{ mt: 2 }}>
          <Typography fontWeight={600}>
            {statement.error instanceof ApiError && statement.error.status === 404 ? t('page.notFound') : t('page.loadFailed')}
          </Typography>
          <Typography variant="body2">{errorMessage(statement.error, t('page.askPlant'))}</Typography>
        </Alert>
      ) : (
        <StatementView statement={statement.data} token={token} />
      )}
    </Box>
  );
}

function StatementView({ statement: s, token }: { statement: PublicStatement; token: string }) {
  const { t } = useTranslation('statements');
  const due = s.closing.balance;
  return (
    <Stack spacing={1.5}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h1">
            {s.plant.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('header.plantCode', { code: s.plant.code })} · {s.plant.address}
          </Typography>
          {s.plant.phone && (
            <Typography variant="body2" color="text.secondary">
              {t('header.phone')} <Ltr>{s.plant.phone}</Ltr>
            </Typography>
          )}
          <Divider sx={{ my: 1 }} />
          <Typography variant="subtitle1" fontWeight={600}>
            {t('page.title', { month: monthLabel(s.month) })}
          </Typography>
          <Typography>{t('header.customer', { name: s.customer.name, code: s.customer.code })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {s.customer.area ? `${t('header.area', { area: s.customer.area })} · ` : ''}
            {t('header.rate', { rate: formatMoney(s.customer.rate) })}
          </Typography>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2">{t('opening.title')}</Typography>
          <Figure label={t('opening.balance')} value={formatMoney(s.opening.balance)} testId="opening-balance" />
          <Figure label={t('opening.cans')} value={formatNumber(s.opening.cans)} />
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent sx={{ px: 0.5 }}>
          <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ px: 1.5 }}>
            <Typography variant="subtitle2">{t('lines.title')}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('lines.inPkr')}
            </Typography>
          </Stack>
          {s.lines.length === 0 ? (
            <Typography sx={{ px: 1.5, py: 1 }} color="text.secondary">
              {t('lines.none')}
            </Typography>
          ) : (
            <Table size="small" aria-label={t('lines.tableLabel')} sx={{ '& td, & th': { px: 0.75 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('lines.date')}</TableCell>
                  <TableCell align="right">{t('lines.cans')}</TableCell>
                  <TableCell align="right">{t('lines.amount')}</TableCell>
                  <TableCell align="right">{t('lines.paid')}</TableCell>
                  <TableCell align="right">{t('lines.balance')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {s.lines.map((line) => (
                  <TableRow key={line.date} data-testid="statement-line">
                    <TableCell>{dayLabel(line.date)}</TableCell>
                    <TableCell align="right">
                      {t('lines.cansValue', { delivered: line.cans_delivered, returned: line.cans_returned })}
                    </TableCell>
                    <TableCell align="right">{formatNumber(line.amount)}</TableCell>
                    <TableCell align="right">{formatNumber(line.paid)}</TableCell>
                    <TableCell align="right">{formatNumber(line.balance)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('lines.total')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {t('lines.cansValue', { delivered: s.totals.cans_delivered, returned: s.totals.cans_returned })}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatNumber(s.totals.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatNumber(s.totals.paid)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2">{t('closing.title')}</Typography>
          <Figure
            label={due >= 0 ? t('closing.due') : t('closing.advance')}
            value={formatMoney(Math.abs(due))}
            strong
            testId="closing-balance"
          />
          <Figure label={t('closing.cans')} value={formatNumber(s.closing.cans)} testId="closing-cans" />
          {(s.closing.security_deposit.amount !== 0 || s.closing.security_deposit.cans !== 0) && (
            <Figure
              label={t('closing.deposit')}
              value={t('closing.depositValue', {
                amount: formatMoney(s.closing.security_deposit.amount),
                cans: s.closing.security_deposit.cans,
              })}
            />
          )}
        </CardContent>
      </Card>

      <AnswerCard statement={s} token={token} />
      <Stack direction="row" spacing={1} justifyContent="center">
        <Button href={`/api/public/statements/${encodeURIComponent(token)}?format=pdf&lang=en`} target="_blank" rel="noopener" lang="en">
          {t('pdf.english')}
        </Button>
        <Button href={`/api/public/statements/${encodeURIComponent(token)}?format=pdf&lang=ur`} target="_blank" rel="noopener" lang="ur">
          {t('pdf.urdu')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('expires', { date: instantLabel(s.share.expires_at) })}
      </Typography>
    </Stack>
  );
}

function Figure({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Stack direction="row" justifyContent="space-between" sx={{ py: 0.25 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" fontWeight={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

function AnswerCard({ statement, token }: { statement: PublicStatement; token: string }) {
  const { t } = useTranslation('statements');
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<StatementAnswerKind | null>(null);
  const answer = useAnswerSharedStatement({ onSuccess: (_result, variables) => setSent(variables.answer) });
  const last = statement.share.answers.at(-1);
  const tooLong = message.length > MAX_MESSAGE;

  const send = (kind: StatementAnswerKind) =>
    answer.mutate({ token, answer: kind, message: kind === 'question' ? message.trim() : undefined });

  if (sent)
    return (
      <Alert severity="success" role="status">
        {sent === 'correct' ? t('answer.thanksCorrect') : t('answer.thanksQuestion')}
      </Alert>
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" gutterBottom>
          {t('answer.question')}
        </Typography>
        {last && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('answer.answered', { answer: last.answer === 'correct' ? t('answer.answerCorrect') : t('answer.answerQuestion') })}
          </Typography>
        )}
        {answer.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errorMessage(answer.error, t('answer.sendFailed'))}
          </Alert>
        )}
        {asking ? (
          <Stack spacing={1}>
            <TextField
              label={t('answer.message')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={3}
              error={tooLong}
              helperText={tooLong ? t('answer.tooLong') : t('answer.messageHelp')}
              autoFocus
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => send('question')} disabled={answer.isPending || tooLong || !message.trim()}>
                {t('answer.send')}
              </Button>
              <Button onClick={() => setAsking(false)} disabled={answer.isPending}>
                {t('answer.cancel')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" color="success" onClick={() => send('correct')} disabled={answer.isPending} fullWidth>
              {t('answer.correct')}
            </Button>
            <Button variant="outlined" onClick={() => setAsking(true)} disabled={answer.isPending} fullWidth>
              {t('answer.ask')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
