import { isPlainRead } from './sql';

describe('isPlainRead: which single statements go pipelined', () => {
  it.each([
    'SELECT id FROM users WHERE id = $1',
    '  with p AS (SELECT 1) SELECT * FROM p',
    "SELECT updated_at, deleted_at FROM customers WHERE status <> 'deleted'",
    'SELECT pg_try_advisory_xact_lock(1)',
  ])('a read: %s', (text) => expect(isPlainRead(text)).toBe(true));

  it.each([
    'INSERT INTO owner_api_usage_days (owner_id) VALUES ($1)',
    'UPDATE statement_runs SET done = $2 WHERE id = $1',
    'WITH deleted AS (DELETE FROM idempotency_keys RETURNING 1) SELECT count(*) FROM deleted',
    'SELECT * FROM plants WHERE id = $1 FOR UPDATE',
    'SELECT * FROM plants WHERE id = $1 FOR NO KEY UPDATE',
    'SELECT * FROM plants WHERE id = $1 FOR SHARE',
    'SELECT * FROM plants WHERE id = $1 FOR KEY SHARE',
    'SELECT pg_advisory_xact_lock(1)',
    'SELECT nextval($1::regclass) FROM generate_series(1, $2::int) ; UPDATE x SET y = 1',
  ])('not a plain read: %s', (text) => expect(isPlainRead(text)).toBe(false));
});
