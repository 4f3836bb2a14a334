import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@paani/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../auth/AuthContext';
import { STORAGE } from '../../lib/storage';
import { renderScreen, stubApi, type StubCall } from '../../test/api-stub';
import ProfilePage from './ProfilePage';

const OWNER: User = { id: 7, name: 'Asif Khan', email: 'asif@example.com', role: 'filter_owner' } as User;

function renderProfile(answer: (call: StubCall) => unknown) {
  const calls = stubApi((call) => (call.method === 'GET' && call.path === '/api/profile' ? OWNER : answer(call)));
  renderScreen(
    <AuthProvider>
      <ProfilePage />
    </AuthProvider>,
  );
  return calls;
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ProfilePage', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE.token, 'old-token');
    localStorage.setItem(STORAGE.user, JSON.stringify(OWNER));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('saves the name and email, and keeps the user the server answers', async () => {
    const calls = renderProfile((call) => ({ ...OWNER, ...(call.body as object) }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Asif Khan');
    type(/^Name/, '  Asif Raza ');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details are saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/profile',
      body: { name: 'Asif Raza', email: 'asif@example.com' },
    });
    expect(JSON.parse(localStorage.getItem(STORAGE.user)!)).toMatchObject({ name: 'Asif Raza' });
  });

  it("shows the server's refusal under the email", async () => {
    renderProfile(() => ({
      fail: { status: 422, message: 'Validation failed', errors: { email: ['The email has already been taken.'] } },
    }));
    type(/^Email/, 'taken@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
  });

  it('asks for the new password twice alike, and sends nothing until it is', async () => {
    const calls = renderProfile(() => ({}));
    type(/^Current password/, 'old-password');
    type(/^New password \*/, 'a-new-password');
    type(/^New password again/, 'another-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords are not the same')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("puts a wrong current password under its field, and keeps this device's new token after a change", async () => {
    let wrong = true;
    renderProfile(() =>
      wrong
        ? { fail: { status: 422, message: 'Validation failed', errors: { current_password: ['The current password is not correct.'] } } }
        : { token: 'new-token', user: OWNER },
    );
    type(/^Current password/, 'not-it');
    type(/^New password \*/, 'a-new-password');
    type(/^New password again/, 'a-new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(localStorage.getItem(STORAGE.token)).toBe('old-token');

    wrong = false;
    type(/^Current password/, 'old-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Other devices are signed out.')).toBeTruthy();
    expect(localStorage.getItem(STORAGE.token)).toBe('new-token');
    await waitFor(() => expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe(''));
  });
});
