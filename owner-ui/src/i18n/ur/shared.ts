import type { en } from '../en';
import type { Messages } from '../messages';

export const shared: Messages<typeof en.shared> = {
  employeeLogin: {
    failed: 'ناکام',
  },
};
