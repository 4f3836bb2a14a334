/**
 * Money's one rule, shared with the owner app and the rider app (packages/contracts/src/money.ts).
 * Imported by path, not by package name: the API runs compiled JavaScript, and the package is
 * TypeScript source that the API's build compiles beside it (packages/contracts/README.md).
 */
export * from '../../../../packages/contracts/src/money';
