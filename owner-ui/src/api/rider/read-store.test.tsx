import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearReads, invalidateRead, prefetchRead, shareEqual, useRead } from './read-store';

function Shows({ readKey, read }: { readKey: string | null; read: () => Promise<string> }) {
  const state = useRead(readKey, read);
  return (
    <p data-testid={`shows-${readKey}`}>
      {state.status}:{state.data ?? '-'}:{state.fetching ? 'fetching' : 'idle'}
      <button type="button" onClick={() => void state.refetch()}>
        again
      </button>
    </p>
  );
}

const shown = (key: string) => screen.getByTestId(`shows-${key}`).textContent;

afterEach(() => clearReads());

describe("the rider's reads", () => {
  it('reads a key once for every component showing it, and shows the answer to each', async () => {
    const read = vi.fn(async () => 'sheet 1');
    render(
      <>
        <Shows readKey="a" read={read} />
        <Shows readKey="a" read={read} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText(/success:sheet 1:idle/)).toHaveLength(2));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not read before the key is known', () => {
    const read = vi.fn(async () => 'never');
    render(<Shows readKey={null} read={read} />);
    expect(screen.getByTestId('shows-null').textContent).toContain('pending:-:idle');
    expect(read).not.toHaveBeenCalled();
  });

  it('reads again when invalidated while shown, keeping the old answer until the new one arrives', async () => {
    let answer = 'old';
    let release: () => void = () => undefined;
    const read = vi.fn(() => (answer === 'old' ? Promise.resolve('old') : new Promise<string>((done) => (release = () => done(answer)))));
    render(<Shows readKey="b" read={read} />);
    await waitFor(() => expect(shown('b')).toContain('success:old:idle'));
    answer = 'new';
    let invalidated: Promise<void> = Promise.resolve();
    act(() => {
      invalidated = invalidateRead('b');
    });
    await waitFor(() => expect(shown('b')).toContain('success:old:fetching'));
    await act(async () => {
      release();
      await invalidated;
    });
    expect(shown('b')).toContain('success:new:idle');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again after a read that was under way when invalidated, which may have left before the change', async () => {
    const answers = ['old', 'before the save', 'after the save'];
    const releases: (() => void)[] = [];
    const read = vi.fn(() => {
      const answer = answers.shift()!;
      return answer === 'old' ? Promise.resolve(answer) : new Promise<string>((done) => releases.push(() => done(answer)));
    });
    render(<Shows readKey="e" read={read} />);
    await waitFor(() => expect(shown('e')).toContain('success:old:idle'));
    // The network is back: a read leaves; then the outbox's record is saved and the key invalidated.
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(shown('e')).toContain('fetching'));
    let invalidated: Promise<void> = Promise.resolve();
    act(() => {
      invalidated = invalidateRead('e');
    });
    await act(async () => releases.shift()!());
    await waitFor(() => expect(read).toHaveBeenCalledTimes(3));
    await act(async () => {
      releases.shift()!();
      await invalidated;
    });
    expect(shown('e')).toContain('success:after the save:idle');
  });

  it('shows a failure, and Try again reads afresh', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back');
    render(<Shows readKey="c" read={read} />);
    await waitFor(() => expect(shown('c')).toContain('error:-:idle'));
    act(() => screen.getByRole('button', { name: 'again' }).click());
    await waitFor(() => expect(shown('c')).toContain('success:back:idle'));
  });

  it('reads ahead once (tomorrow after 6 pm): a fresh answer is not read again, and a screen then shows it without reading', async () => {
    const read = vi.fn(async () => 'tomorrow');
    await prefetchRead('d', read);
    await prefetchRead('d', read);
    expect(read).toHaveBeenCalledTimes(1);
    render(<Shows readKey="d" read={read} />);
    expect(shown('d')).toContain('success:tomorrow:idle');
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('a read again keeps what did not change', () => {
  it('gives back the previous objects for equal parts and new ones only where something changed', () => {
    const before = {
      date: '2026-11-24',
      rows: [
        { id: 1, balance: '100.00', flags: { paused: false } },
        { id: 2, balance: '0.00', flags: { paused: true } },
      ],
    };
    const after = {
      date: '2026-11-24',
      rows: [
        { id: 1, balance: '100.00', flags: { paused: false } },
        { id: 2, balance: '60.00', flags: { paused: true } },
      ],
    };
    const shared = shareEqual(before, after) as typeof after;
    expect(shared).toEqual(after);
    expect(shared).not.toBe(before);
    expect(shared.rows[0]).toBe(before.rows[0]);
    expect(shared.rows[1]).not.toBe(before.rows[1]);
    expect(shared.rows[1].flags).toBe(before.rows[1].flags);
    expect(shareEqual(before, structuredClone(before))).toBe(before);
  });

  it('takes the new answer where the shapes differ: a row more or fewer, a key gone, a value of another type', () => {
    const before = { rows: [{ id: 1 }], note: 'x' };
    expect(shareEqual(before, { rows: [{ id: 1 }, { id: 2 }], note: 'x' })).toEqual({ rows: [{ id: 1 }, { id: 2 }], note: 'x' });
    expect(shareEqual(before, { rows: [] })).toEqual({ rows: [] });
    expect(shareEqual(before, { rows: [{ id: 1 }], note: null })).toEqual({ rows: [{ id: 1 }], note: null });
    expect(shareEqual(undefined, before)).toBe(before);
  });

  it('keeps the same answer object for a memoised screen when a read brings nothing new', async () => {
    const seen: unknown[] = [];
    function Keeps() {
      const state = useRead('sheet', async () => ({ rows: [{ id: 1, balance: '5.00' }] }));
      if (state.data) seen.push(state.data);
      return null;
    }
    render(<Keeps />);
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await act(() => invalidateRead('sheet'));
    await waitFor(() => expect(new Set(seen).size).toBe(1));
    expect(seen.length).toBeGreaterThan(1);
  });
});
