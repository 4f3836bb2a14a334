import type { User } from '@paani/contracts';
import { api } from '../client';

export const getProfile = () => api.get<User>('/profile');
