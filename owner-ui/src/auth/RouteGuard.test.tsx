import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@paani/contracts';
import type { AuthStatus } from './AuthContext';
import { RequireAuth, RoleGate } from './RouteGuard';

const auth = vi.hoisted(() => ({ status: 'signedOut' as AuthStatus, user: null as User | null }));
vi.mock('./AuthContext', () => ({ useAuth: () => auth }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} from=${(location.state as { from?: string } | null)?.from ?? ''}`}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<Where />} />
        <Route path="/filter-owner/dashboard" element={<Where />} />
        <Route path="/" element={<Where />} />
        <Route path="/rider" element={<Where />} />
        <Route
          path="/package-selection"
          element={
            <RequireAuth>
              <RoleGate role="filter_owner">
                <p>packages</p>
              </RoleGate>
            </RequireAuth>
          }
        />
        <Route
          path="*"
          element={
            <RequireAuth>
              <p>protected page</p>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const owner: User = { id: 2, name: 'Owner', email: 'o@paani.pk', role: 'filter_owner' };

describe('route guard', () => {
  beforeEach(() => {
    auth.status = 'signedIn';
    auth.user = owner;
  });

  it("shows 'Loading…' while authentication loads", () => {
    auth.status = 'loading';
    renderAt('/filter-owner/plants');
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('sends a signed-out visitor to /login remembering the target', () => {
    auth.status = 'signedOut';
    auth.user = null;
    renderAt('/filter-owner/plants?tab=2');
    expect(screen.getByTestId('where').textContent).toBe('/login from=/filter-owner/plants?tab=2');
  });

  it("sends a filter owner away from the console's paths to their dashboard", () => {
    renderAt('/super-admin/tenants');
    expect(screen.getByTestId('where').textContent).toBe('/filter-owner/dashboard from=');
  });

  it('sends other roles from owner paths to /', () => {
    auth.user = { ...owner, role: 'customer' };
    renderAt('/filter-owner/plants');
    expect(screen.getByTestId('where').textContent).toBe('/ from=');
  });

  it("keeps a rider out of the owner's screens: /filter-owner/* sends them to /rider, the rider's own app, by a full page load", () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    try {
      auth.user = { ...owner, role: 'employee' };
      renderAt('/filter-owner/plants');
      expect(replace).toHaveBeenCalledWith('/rider');
      expect(screen.queryByTestId('where')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lets an owner through to owner pages', () => {
    renderAt('/filter-owner/plants');
    expect(screen.getByText('protected page')).toBeTruthy();
  });

  it('shows Access Denied with the right hint on a role-gated page', () => {
    auth.user = { ...owner, role: 'super_admin' };
    renderAt('/package-selection');
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('This page is for filter owners only.')).toBeTruthy();
  });
});
