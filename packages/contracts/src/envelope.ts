/** The envelope every /api response shares. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  error_code?: string;
  /** Field name to its messages; forms show the first. */
  errors?: Record<string, string[]>;
}
