import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardDraft, changeCardDraft, EMPTY_DRAFT, useCardDraft } from './card-drafts';

function Typing({ customerId, date = '2026-11-25' }: { customerId: number; date?: string }) {
  const [draft, change] = useCardDraft(7, date, customerId);
  return (
    <input aria-label={`cash ${customerId}`} value={draft.collected} onChange={(event) => change({ collected: event.target.value })} />
  );
}

describe("a card's unsaved draft", () => {
  it('is still there when the card is drawn again after scrolling away (unmounted and mounted)', () => {
    const first = render(<Typing customerId={1} />);
    fireEvent.change(screen.getByLabelText('cash 1'), { target: { value: '120' } });
    first.unmount();
    render(<Typing customerId={1} />);
    expect((screen.getByLabelText('cash 1') as HTMLInputElement).value).toBe('120');
  });

  it('is kept apart by customer and by day', () => {
    changeCardDraft(7, '2026-11-25', 2, { returned: 3 });
    expect(cardDraft(7, '2026-11-25', 2).returned).toBe(3);
    expect(cardDraft(7, '2026-11-25', 3)).toEqual(EMPTY_DRAFT);
    expect(cardDraft(7, '2026-11-26', 2)).toEqual(EMPTY_DRAFT);
    expect(cardDraft(8, '2026-11-25', 2)).toEqual(EMPTY_DRAFT);
  });

  it('takes a change made while the card is off screen (a Save that finishes after it scrolled away)', () => {
    const shown = render(<Typing customerId={4} />);
    fireEvent.change(screen.getByLabelText('cash 4'), { target: { value: '50' } });
    shown.unmount();
    act(() => changeCardDraft(7, '2026-11-25', 4, { ...EMPTY_DRAFT, adding: false }));
    render(<Typing customerId={4} />);
    expect((screen.getByLabelText('cash 4') as HTMLInputElement).value).toBe('');
    expect(cardDraft(7, '2026-11-25', 4).adding).toBe(false);
  });
});
