/** The driver's own conversion of a JS value to the text it sends as a parameter. */
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): string | Buffer | null | undefined;
}
