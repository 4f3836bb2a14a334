import type { LoginResponse, PasswordChangeRequest, ProfileRequest, User } from '@paani/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../client';

export const updateProfile = (body: ProfileRequest) => api.patch<User>('/profile', body);

/** Every older token of the account stops working: the answer carries this device's new one. */
export const changePassword = (body: PasswordChangeRequest) => api.put<LoginResponse>('/profile/password', body);

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
