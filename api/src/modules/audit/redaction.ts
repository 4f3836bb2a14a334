/** Payload fields no screen shows, even to an auditor: credentials. The export keeps them (hashes need them). */
const SECRET_FIELDS = new Set(['password_hash', 'password']);

export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? '[redacted]' : redact(v)]),
  );
}
