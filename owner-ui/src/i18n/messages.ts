/**
 * The shape a translation must have: the English namespace's keys, every leaf a string.
 * Typing each Urdu namespace as `Messages<typeof en.x>` makes a missing or misspelt key a
 * compile error; the completeness test also checks interpolation variables match.
 */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
