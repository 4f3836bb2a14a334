/**
 * An answer already serialised as JSON (by PostgreSQL, or kept from an earlier request), so the
 * request path neither builds its objects nor stringifies them: a long ledger is about 110 kB,
 * which costs a JSON.parse and a JSON.stringify of about half a millisecond each.
 */
export class JsonText<T> {
  /** Only for the type: the value `json` stands for. */
  declare readonly value?: T;
  /** The last envelope made of it (a kept answer is sent again and again, with the same message). */
  private envelope?: { message: string; bytes: Buffer };

  constructor(readonly json: string) {}

  parse(): T {
    return JSON.parse(this.json) as T;
  }

  /**
   * The success envelope around it, exactly as the envelope hooks write it for an object
   * (`{"success":true,"data":…,"message":…}`), as the bytes sent: for a route marked
   * @RawResponse() with a JSON content type. Made once per message, so a kept answer costs no
   * string building, encoding or garbage per request (a long ledger is about 110 kB).
   */
  enveloped(message: string): Buffer {
    if (this.envelope?.message !== message) {
      this.envelope = { message, bytes: Buffer.from(`{"success":true,"data":${this.json},"message":${JSON.stringify(message)}}`) };
    }
    return this.envelope.bytes;
  }
}

/** SQL for an instant as JavaScript's toISOString writes it (milliseconds, truncated as the driver's Date is). */
export const isoInstant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
