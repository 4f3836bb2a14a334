import type { LoginRequest, LoginResponse } from '@paani/contracts';
import { api } from '../client';

export const login = ({ email, password }: LoginRequest) => api.post<LoginResponse>('/login', { email, password });
