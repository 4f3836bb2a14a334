import { ErrorCategory } from '../domain/domain-error';

/** The one table from a domain error's category to its HTTP status. */
export const STATUS_BY_CATEGORY: Record<ErrorCategory, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  locked: 423,
  too_many_requests: 429,
  unavailable: 503,
};

/** Default messages per status, in the product's words where it has them (docs/product.md, "Rules the screens and the API share", Errors). */
export const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Unauthenticated. Please log in again.',
  403: 'You do not have permission to perform this action',
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'This record was changed by someone else. Reload it and try again.',
  413: 'The request body is too large (1 MB at most).',
  415: 'Unsupported content type.',
  422: 'Validation failed',
  423: 'This feature is locked right now.',
  429: 'Too many requests. Please try again later.',
  500: 'Server error. Please try again later.',
  503: 'The service is not available right now.',
};
