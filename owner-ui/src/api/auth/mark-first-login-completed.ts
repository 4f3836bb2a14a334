import type { User } from '@paani/contracts';
import { api } from '../client';

export const markFirstLoginCompleted = () => api.post<User>('/filter-owner/mark-first-login-completed');
