import { z } from 'zod';

// The sign-in rules of spec section 5, shared by the form and its tests.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginSchema = z.object({
  email: z.string().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  password: z.string().min(1, 'Password is required').min(6, 'Password must be at least 6 characters'),
});

export type LoginForm = z.infer<typeof loginSchema>;
