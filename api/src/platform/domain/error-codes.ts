/**
 * The `error_code` values of the envelope, shared with the owner app and the console
 * (packages/contracts/src/error-codes.ts). Imported by path, not by package name: the API runs
 * compiled JavaScript, and the package is TypeScript source that the API's build compiles beside it.
 */
export * from '../../../../packages/contracts/src/error-codes';
