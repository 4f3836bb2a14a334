import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/Toaster';
import LoginPage from './LoginPage';

const auth = vi.hoisted(() => ({ status: 'signedOut', user: null, login: vi.fn() }));
vi.mock('../auth/AuthContext', () => ({ useAuth: () => auth }));

function renderLogin() {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </ToastProvider>,
  );
  return {
    email: screen.getByLabelText(/Email/) as HTMLInputElement,
    password: screen.getByLabelText(/Password/, { selector: 'input' }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('LoginPage', () => {
  it('shows the required messages and calls nobody', async () => {
    const { submit } = renderLogin();
    fireEvent.click(submit);
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('checks the email format and the password length', async () => {
    const { email, password, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'owner@paani' } });
    fireEvent.change(password, { target: { value: '12345' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it("shows the server's message when sign-in fails, and toggles the password's visibility", async () => {
    auth.login.mockRejectedValueOnce(new Error('These credentials do not match our records.'));
    const { email, password, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'owner@paani.pk' } });
    fireEvent.change(password, { target: { value: 'secret-1' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('These credentials do not match our records.'));
    expect(auth.login).toHaveBeenCalledWith('owner@paani.pk', 'secret-1');
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
  });
});
