import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageName } from './pageName';

/** Keeps the browser tab's title on the current page ("Customers · Paani"), so tabs and history tell pages apart. */
export function DocumentTitle() {
  const page = usePageName();
  const { t } = useTranslation('nav');
  const app = t('appName');
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [page, app]);
  return null;
}
