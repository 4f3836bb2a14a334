import { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { AdminContext, AuthProvider, DataProvider, memoryStore, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../i18nProvider';

// A shared 2-core machine: react-admin's first render of a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders a console screen as the <Admin> would, with a faked data provider (react-admin's
 * `testDataProvider`) and, when a role is given, an auth provider that signs in with that role.
 * `route` opens the screen at an address (a page that reads its record's id from the path).
 * Component tests run in jsdom: each test file starts with `// @vitest-environment jsdom`.
 */
export function renderInAdmin(
  ui: ReactElement,
  {
    dataProvider,
    resource,
    role,
    route,
  }: { dataProvider: DataProvider; resource?: string; role?: string; route?: { path: string; url: string } },
) {
  const authProvider: AuthProvider | undefined = role
    ? {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: async () => role,
      }
    : undefined;
  const screen = resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui;
  const admin = (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      {route ? (
        <Routes>
          <Route path={route.path} element={screen} />
        </Routes>
      ) : (
        screen
      )}
    </AdminContext>
  );
  // react-admin makes its own router unless it is inside one.
  return render(route ? <MemoryRouter initialEntries={[route.url]}>{admin}</MemoryRouter> : admin);
}
