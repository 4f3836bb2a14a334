import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastInput } from './Toaster';

function Trigger({ toasts }: { toasts: ToastInput[] }) {
  const toast = useToast();
  return <button onClick={() => toasts.forEach(toast)}>show</button>;
}

function show(toasts: ToastInput[]) {
  const shown = render(
    <ToastProvider>
      <Trigger toasts={toasts} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  return shown;
}

const titles = () => screen.queryAllByTestId('toast').map((toast) => toast.querySelector('.MuiAlertTitle-root')?.textContent);

describe('toasts', () => {
  it('shows the title over the description, as an alert for errors and a status otherwise', async () => {
    show([
      { title: 'Saved', description: 'Plant settings updated successfully', variant: 'success' },
      { title: 'Error', description: 'Failed to update plant settings', variant: 'error' },
    ]);
    expect((await screen.findByRole('status')).textContent).toBe('SavedPlant settings updated successfully');
    expect(screen.getByRole('alert').textContent).toBe('ErrorFailed to update plant settings');
  });

  it('keeps at most 3 on screen, closing the oldest first', async () => {
    show(['One', 'Two', 'Three', 'Four'].map((title) => ({ title })));
    await waitFor(() => expect(new Set(titles())).toEqual(new Set(['Two', 'Three', 'Four'])), { timeout: 3000 });
  });

  it('closes after 4 s by default, or after the duration given, even under the pointer', async () => {
    // The app's clock, not the machine's: the test gives the same answer on a loaded machine.
    vi.useFakeTimers();
    try {
      // In steps, so React renders between them: a close starts the exit animation's own timers.
      const passing = async (ms: number) => {
        for (let step = 0; step < ms; step += 100) await act(() => vi.advanceTimersByTimeAsync(Math.min(100, ms - step)));
      };
      show([{ title: 'Default' }, { title: 'Longer', durationMs: 5000 }]);
      await passing(0);
      screen.getAllByTestId('toast').forEach((toast) => fireEvent.mouseEnter(toast));
      await passing(3500);
      expect(titles()).toEqual(expect.arrayContaining(['Default', 'Longer']));
      // At 5 s the default one is gone (closed at 4 s, then its exit animation), the longer one not yet.
      await passing(1500);
      expect(titles()).toEqual(['Longer']);
      await passing(1500);
      expect(titles()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves no close timer behind when the app is gone', () => {
    vi.useFakeTimers();
    const started = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    try {
      const { unmount } = show([{ title: 'Saved' }, { title: 'Longer', durationMs: 5000 }]);
      const closers = started.mock.calls.flatMap(([, delay], index) =>
        delay === 4000 || delay === 5000 ? [started.mock.results[index].value] : [],
      );
      expect(closers).toHaveLength(2);
      unmount();
      // A close timer left running would close a toast of an app that is gone (after a test: in a torn-down page).
      for (const timer of closers) expect(cleared).toHaveBeenCalledWith(timer);
    } finally {
      started.mockRestore();
      cleared.mockRestore();
      vi.useRealTimers();
    }
  });
});
