/** What a handler returns when the envelope's message depends on the outcome. */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

export function withMessage<T>(data: T, message: string): WithMessage<T> {
  return new WithMessage(data, message);
}

export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  error_code?: string;
  errors?: Record<string, string[]>;
}
