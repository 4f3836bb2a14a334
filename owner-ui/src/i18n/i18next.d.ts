import 'i18next';
import type { resources } from './index';

// Keys are checked at compile time: t('customers:list.title') must exist in the English resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
