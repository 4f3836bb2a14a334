/** No field kept beside the text (JsonText's head): the default. */
export type NoHead = Record<never, never>;

/**
 * An answer already serialised as JSON (by PostgreSQL, or kept from an earlier request), so the
 * request path neither builds its objects nor stringifies them: a long ledger is about 110 kB,
 * which costs a JSON.parse and a JSON.stringify of about half a millisecond each.
 */
export class JsonText<T, H extends Partial<T> | NoHead = NoHead> {
  /** Only for the type: the value `json` stands for. */
  declare readonly value?: T;
  /**
   * A few of its fields as values, for a caller that needs only them: parsing all of it to read
   * them is not free (a 5,000-row report is about 15 ms of JSON.parse on a slow core).
   */
  readonly head: H;
  /** The JSON's length in UTF-8 bytes: what keeping it costs (StampedAnswers). */
  readonly bytes: number;
  /** The JSON until its first envelope is made; after that only the envelope's bytes hold it. */
  private text: string | undefined;
  /** The last envelope made of it (a kept answer is sent again and again, with the same message), and where `json` lies in it. */
  private envelope?: { message: string; bytes: Buffer; start: number };

  /** The head may be left out only where nothing is asked of it (H has no required field). */
  constructor(json: string, ...head: NoHead extends H ? [head?: H] : [head: H]) {
    this.text = json;
    this.head = head[0] ?? ({} as H);
    this.bytes = Buffer.byteLength(json);
  }

  get json(): string {
    return this.text ?? this.inEnvelope().toString('utf8');
  }

  /**
   * The JSON as UTF-8 bytes, to hand to another thread: once enveloped, a view of the envelope's
   * bytes (posting it copies them, where decoding them to a string first is about 6 ms a megabyte).
   */
  utf8(): Uint8Array {
    return this.text !== undefined ? Buffer.from(this.text) : this.inEnvelope();
  }

  /** The JSON's bytes within the envelope, not copied. */
  private inEnvelope(): Buffer {
    return this.envelope!.bytes.subarray(this.envelope!.start, this.envelope!.start + this.bytes);
  }

  parse(): T {
    return JSON.parse(this.json) as T;
  }

  /**
   * The success envelope around it, exactly as the envelope hooks write it for an object
   * (`{"success":true,"data":…,"message":…}`), as the bytes sent: for a route marked
   * @RawResponse() with a JSON content type. Made once per message, so a kept answer costs no
   * string building, encoding or garbage per request (a long ledger is about 110 kB). The string
   * is dropped then: a kept answer is held once, as bytes outside the JavaScript heap, instead of
   * also as a string of up to twice its size that every full garbage collection moves.
   */
  enveloped(message: string): Buffer {
    if (this.envelope?.message !== message) {
      const head = '{"success":true,"data":';
      const bytes = Buffer.from(`${head}${this.json}${`,"message":${JSON.stringify(message)}}`}`);
      this.envelope = { message, bytes, start: head.length };
      this.text = undefined;
    }
    return this.envelope.bytes;
  }
}

/** SQL for an instant as JavaScript's toISOString writes it (milliseconds, truncated as the driver's Date is). */
export const isoInstant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An instant from the driver (a Date, or its text) as the API writes it (toISOString), null kept. */
export const instantText = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();
