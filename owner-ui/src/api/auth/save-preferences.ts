import type { User, UserPreferencesRequest } from '@paani/contracts';
import { api } from '../client';

/** The signed-in user's language and digits, kept on their account; answers the user. */
export const savePreferences = (body: UserPreferencesRequest) => api.patch<User>('/profile/preferences', body);
