/**
 * Every `error_code` value the API sends in a failure envelope (and `NETWORK_ERROR`, which the
 * clients set themselves). The API and both front ends import these instead of spelling the string.
 */
export const ERROR_CODES = {
  /** The owner has no plants yet: an empty state, not an error. */
  noPlantsCreated: 'NO_PLANTS_CREATED',
  plantLimitExceeded: 'PLANT_LIMIT_EXCEEDED',
  employeeLimitExceeded: 'EMPLOYEE_LIMIT_EXCEEDED',
  customerLimitExceeded: 'CUSTOMER_LIMIT_EXCEEDED',
  /** Deleting an area that still has customers or daily entries: the message says what to move first. */
  areaHasDependencies: 'AREA_HAS_DEPENDENCIES',
  unauthorizedPlantAccess: 'UNAUTHORIZED_PLANT_ACCESS',
  onboardingDisabled: 'ONBOARDING_DISABLED',
  /** Set by the clients themselves when no answer came back. */
  networkError: 'NETWORK_ERROR',

  // Sign-in and access
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** The account (or the employee behind it) was deactivated or removed. */
  accountDeactivated: 'ACCOUNT_DEACTIVATED',
  /** 429: too many failed sign-ins for one account. */
  tooManyLoginAttempts: 'TOO_MANY_LOGIN_ATTEMPTS',
  /** 429: too many failed sign-ins from one network address, whatever the accounts. */
  tooManySignInsFromAddress: 'TOO_MANY_SIGN_INS_FROM_ADDRESS',
  /** 403: the caller's role may not use the route (told apart from another owner's plant). */
  roleForbidden: 'ROLE_FORBIDDEN',
  /** 403: the signed-in employee is not a rider of any plant. */
  notARider: 'NOT_A_RIDER',

  // Plans, plants and onboarding
  /** Choosing a package that allows fewer plants than the owner already has. */
  planLimitBelowPlants: 'PLAN_LIMIT_BELOW_PLANTS',
  /** Only an active plant can be made the default. */
  plantNotActive: 'PLANT_NOT_ACTIVE',
  /** Assigning an employee to an area before the plant has any area. */
  noAreas: 'NO_AREAS',
  /** Assigning an employee to an area before the plant has any employee. */
  noEmployees: 'NO_EMPLOYEES',

  // Expenses
  /** Correcting an expense older than the plant's lock period: reverse it instead. */
  expenseLocked: 'EXPENSE_LOCKED',
  expenseReversed: 'EXPENSE_REVERSED',

  // Invoices
  /** The owner already has a live invoice for the month. */
  invoiceExists: 'INVOICE_EXISTS',
  /** Another issue took the invoice number first. */
  invoiceNumberTaken: 'INVOICE_NUMBER_TAKEN',
  /** A payment above what is still due. */
  invoiceOverpaid: 'INVOICE_OVERPAID',
  invoicePaid: 'INVOICE_PAID',
  invoiceVoid: 'INVOICE_VOID',
  whatsappAlreadyQueued: 'WHATSAPP_ALREADY_QUEUED',
  /** Voiding an invoice that has payments recorded. */
  invoiceHasPayments: 'INVOICE_HAS_PAYMENTS',

  // Statement share links
  statementShareExpired: 'STATEMENT_SHARE_EXPIRED',
  statementShareRevoked: 'STATEMENT_SHARE_REVOKED',

  // A customer's own page (/c/{token})
  /** 401: the link has a PIN and none came (X-Customer-Pin, or ?pin= for a download). */
  customerPagePinRequired: 'CUSTOMER_PAGE_PIN_REQUIRED',
  /** 401: the PIN is not the link's. */
  customerPagePinWrong: 'CUSTOMER_PAGE_PIN_WRONG',
  /** 429: too many wrong links or PINs from one address, or wrong PINs for one link. */
  customerPageTooManyGuesses: 'CUSTOMER_PAGE_TOO_MANY_GUESSES',
  /** 409: a request with this client key was already made (the page then reads the one made). */
  customerRequestAlreadyMade: 'CUSTOMER_REQUEST_ALREADY_MADE',
  /** 409: the request was already accepted or declined. */
  customerRequestDecided: 'CUSTOMER_REQUEST_DECIDED',

  // Customer imports
  importNotFound: 'IMPORT_NOT_FOUND',
  /** Not a CSV or .xlsx file (an old .xls workbook included). */
  importFileType: 'IMPORT_FILE_TYPE',
  /** A damaged workbook, or a header row of formulas. */
  importFileUnreadable: 'IMPORT_FILE_UNREADABLE',
  /** No header row or no customer row. */
  importFileEmpty: 'IMPORT_FILE_EMPTY',
  /** A CSV file that is not UTF-8 text. */
  importFileEncoding: 'IMPORT_FILE_ENCODING',
  importTooManyColumns: 'IMPORT_TOO_MANY_COLUMNS',
  importTooManyRows: 'IMPORT_TOO_MANY_ROWS',
  /** A required customer field has no column chosen for it. */
  importMappingIncomplete: 'IMPORT_MAPPING_INCOMPLETE',

  // Requests, uploads and the platform
  /** 409: the record changed since it was read (a stale version); reload and try again. */
  concurrencyConflict: 'CONCURRENCY_CONFLICT',
  /** 400: the Idempotency-Key header is not 1 to 255 printable ASCII characters. */
  idempotencyKeyInvalid: 'IDEMPOTENCY_KEY_INVALID',
  /** 422: the Idempotency-Key was already used for a different request. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: a request with this Idempotency-Key is still being processed; try again shortly. */
  idempotencyKeyInFlight: 'IDEMPOTENCY_KEY_IN_FLIGHT',
  /** 409: the request with this Idempotency-Key was carried out, but its response was lost. */
  idempotencyKeyResponseLost: 'IDEMPOTENCY_KEY_RESPONSE_LOST',
  /** An upload route was called without a multipart/form-data body. */
  uploadRequired: 'UPLOAD_REQUIRED',
  /** 415: a multipart body sent to a route that takes no upload (Fastify's own code for this refusal). */
  unsupportedMediaType: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  /** 503: the job queue (Redis) does not answer. */
  queueUnavailable: 'QUEUE_UNAVAILABLE',
  /** 503: PostgreSQL does not answer (a restart, a crash, the network); retry shortly. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** 503 from the health check: the database or Redis does not answer. */
  unhealthy: 'UNHEALTHY',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
