/**
 * A rider's day close, one rule for the API and both apps: what should come back to the plant of a
 * returnable product (the cans, or any other counted) and how far the count is from it.
 */

/** Full taken out − delivered + empties collected from customers. */
export const expectedBack = (fullTaken: number, delivered: number, returned: number): number => fullTaken - delivered + returned;

/** Returned to the plant − expected back (negative: not brought back). */
export const backDifference = (returnedToPlant: number, expected: number): number => returnedToPlant - expected;
