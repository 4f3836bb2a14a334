import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiQuery } from '../data/apiQuery';

interface StreamEvent {
  id: number;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: { actor_id?: number | null; actor_role?: string | null; request_id?: string; source?: string };
  recorded_at: string;
  hash: string;
}

interface StreamView {
  stream_id: string;
  stream_type: string | null;
  version: number;
  as_of: { position: number | null; time: string | null };
  state: Record<string, unknown>;
  events: StreamEvent[];
}

const AS_OF_PATTERN = /^(\d+|\d{4}-\d{2}-\d{2}.*)$/;

/**
 * One stream of the log (GET /api/super-admin/audit/streams/{id}): the entity as its events
 * describe it, optionally as of a position or a time, and every event with who, when and from
 * which request.
 */
export default function StreamPage() {
  const { streamId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asOf = search.get('as_of') ?? '';
  const [draft, setDraft] = useState(asOf);
  const draftValid = draft === '' || AS_OF_PATTERN.test(draft.trim());
  const query = asOf ? `?as_of=${encodeURIComponent(asOf)}` : '';
  // The stream as of the previous point stays on screen, under a progress bar, until the new one arrives.
  const { data, error, isPending, isPlaceholderData } = useQuery({
    ...apiQuery<StreamView>(`/super-admin/audit/streams/${encodeURIComponent(streamId)}${query}`),
    placeholderData: keepPreviousData,
  });
  const loading = isPending || isPlaceholderData;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={`Audit trail: ${streamId}`} />
      <Typography variant="h5" component="h1">
        Audit trail: {streamId}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draftValid) return;
          setSearch(draft.trim() ? { as_of: draft.trim() } : {});
        }}
      >
        <TextField
          label="As of (position or ISO time)"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={!draftValid}
          helperText={draftValid ? 'Empty for now' : 'A position (a whole number) or a time such as 2026-11-01T00:00:00Z'}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={!draftValid}>
            Show
          </Button>
        </Box>
      </Stack>
      {loading && <LinearProgress aria-label="Loading stream" />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <>
          <Card>
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                {data.stream_type ?? 'stream'} at version {data.version}
                {data.as_of.position !== null && ` (as of position ${data.as_of.position})`}
                {data.as_of.time && ` (as of ${new Date(data.as_of.time).toLocaleString()})`}
              </Typography>
              <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {JSON.stringify(data.state, null, 2)}
              </pre>
            </CardContent>
          </Card>
          {data.events.length === 0 && <Alert severity="info">No events of this stream up to that point.</Alert>}
          {data.events.map((event) => (
            <Card key={event.id} variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
                  <Chip size="small" label={`v${event.stream_version}`} />
                  <Typography component="h3" variant="subtitle2">
                    {event.event_type}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    position {event.id} · {new Date(event.recorded_at).toLocaleString()} · by{' '}
                    {event.metadata.actor_id
                      ? `user ${event.metadata.actor_id} (${event.metadata.actor_role})`
                      : (event.metadata.source ?? 'system')}
                    {event.metadata.request_id && ` · request ${event.metadata.request_id}`}
                  </Typography>
                </Stack>
                <pre style={{ margin: '8px 0 0', fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {JSON.stringify(event.data, null, 2)}
                </pre>
              </CardContent>
            </Card>
          ))}
        </>
      )}
    </Box>
  );
}
