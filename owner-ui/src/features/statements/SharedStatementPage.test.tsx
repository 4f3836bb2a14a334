import type { PublicStatement } from '@paani/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { AuthProvider } from '../../auth/AuthContext';
import { applyPreferences, PREFERENCE_STORAGE } from '../../i18n/preferences';
import { stubApi } from '../../test/api-stub';
import '../../i18n';
import SharedStatementPage from './SharedStatementPage';

const TOKEN = 'a'.repeat(43);
const STATEMENT: PublicStatement = {
  month: '2026-11',
  period: { from: '2026-11-01', to: '2026-11-30' },
  plant: { name: 'Crystal Water', code: 'PL-0001', address: '1 Mall Road, Lahore', phone: '0300-1112223', payment_details: null },
  customer: { id: 7, code: 'C-0007', name: 'Sana Qureshi', area: 'Centre', rate: 60, language: 'en' },
  opening: { balance: 200, cans: 2 },
  products: [],
  lines: [
    { date: '2026-11-03', cans_delivered: 3, cans_returned: 1, debit: 180, credit: 50, amount: 180, paid: 50, balance: 330, cans: 4 },
    { date: '2026-11-10', cans_delivered: 0, cans_returned: 0, debit: 0, credit: 100, amount: 0, paid: 100, balance: 230, cans: 4 },
  ],
  totals: { cans_delivered: 3, cans_returned: 1, debit: 180, credit: 150, amount: 180, paid: 150 },
  closing: { balance: 230, cans: 4, security_deposit: { amount: 500, cans: 2 } },
  share: { expires_at: '2027-01-23T10:00:00.000Z', answers: [] },
};

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/s/${TOKEN}`]}>
        <AuthProvider>
          <Routes>
            <Route path="/s/:token" element={<SharedStatementPage />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the shared statement page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyPreferences({ language: 'en', digits: 'latn' });
    localStorage.clear();
  });

  it("opens in the customer's language when this phone has not chosen one, and keeps a phone's own choice", async () => {
    localStorage.clear();
    stubApi(() => ({ ...STATEMENT, customer: { ...STATEMENT.customer, language: 'ur' } }));
    const first = renderPage();
    await screen.findByText('نومبر 2026 کا بل');
    expect(document.documentElement.dir).toBe('rtl');
    // The plant's phone reads left to right inside the Urdu line (not "1112223-0300").
    const phone = screen.getByText('0300-1112223');
    expect(phone.tagName).toBe('BDI');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(localStorage.getItem(PREFERENCE_STORAGE.language)).toBe('ur');
    first.unmount();

    applyPreferences({ language: 'en' });
    renderPage();
    await screen.findByText('Statement for November 2026');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('shows the month day by day and sends the answers', async () => {
    const calls = stubApi((call) => (call.method === 'GET' ? STATEMENT : { answer: 'correct', message: null }));
    renderPage();
    await screen.findByRole('heading', { name: 'Crystal Water' });
    expect(calls[0].path).toBe(`/api/public/statements/${TOKEN}`);
    expect(screen.getByText('Sana Qureshi (C-0007)')).toBeTruthy();
    expect(screen.getAllByTestId('statement-line')).toHaveLength(2);
    expect(screen.getByTestId('closing-balance').textContent).toMatch(/230/);
    // The PDF of the same link, in English and in Urdu.
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toMatch(
      /\/api\/public\/statements\/.+\?format=pdf&lang=en$/,
    );
    expect(screen.getByRole('link', { name: 'اردو میں PDF' }).getAttribute('href')).toMatch(/\?format=pdf&lang=ur$/);
    fireEvent.click(screen.getByRole('button', { name: 'I have a question' }));
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Why 3 cans on the 3rd?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await screen.findByText('Thank you. Your question was sent to the plant.');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent).toMatchObject({
      path: `/api/public/statements/${TOKEN}/response`,
      body: { answer: 'question', message: 'Why 3 cans on the 3rd?' },
    });
  });

  it('says so when the link no longer works', async () => {
    stubApi(() => ({
      fail: {
        status: 404,
        message: 'This statement link has expired. Ask the plant for a new one.',
        error_code: 'STATEMENT_SHARE_EXPIRED',
      },
    }));
    renderPage();
    await screen.findByText('This statement link does not work.');
    await waitFor(() => expect(screen.getByText(/has expired/)).toBeTruthy());
  });
});
