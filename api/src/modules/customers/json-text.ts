/**
 * An answer already serialised as JSON (by PostgreSQL, or kept from an earlier request), so the
 * request path neither builds its objects nor stringifies them: a long ledger is about 110 kB,
 * which costs a JSON.parse and a JSON.stringify of about half a millisecond each.
 */
export class JsonText<T> {
  /** Only for the type: the value `json` stands for. */
  declare readonly value?: T;

  constructor(readonly json: string) {}

  parse(): T {
    return JSON.parse(this.json) as T;
  }
}

/**
 * The success envelope around JSON text, exactly as the envelope hooks write it for an object
 * (`{"success":true,"data":…,"message":…}`), for a route marked @RawResponse() with a JSON
 * content type, whose handler returns this string.
 */
export function envelopedJson(data: JsonText<unknown>, message: string): string {
  return `{"success":true,"data":${data.json},"message":${JSON.stringify(message)}}`;
}

/** SQL for an instant as JavaScript's toISOString writes it (milliseconds, truncated as the driver's Date is). */
export const isoInstant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
