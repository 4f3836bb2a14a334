/** A restore that was not started, with why: nothing was written to the database or DATA_DIR. */
export class RestoreRefused extends Error {}
