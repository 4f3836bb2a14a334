/**
 * The day close's rule, shared with the owner app and the rider app
 * (packages/contracts/src/day-close.ts). Imported by path, as money.ts explains.
 */
export * from '../../../../packages/contracts/src/day-close';
