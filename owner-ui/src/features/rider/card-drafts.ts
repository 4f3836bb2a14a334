import { useCallback, useSyncExternalStore } from 'react';

/** What the rider has typed on a customer's card and not saved yet. */
export interface CardDraft {
  /** Null until the rider opens or closes the form themselves (the card then follows the sheet). */
  adding: boolean | null;
  /** Null until the rider changes it (the card then offers the customer's usual quantity). */
  delivered: number | null;
  returned: number;
  /** The other products' counts (product 1's are `delivered` and `returned`), by product id; one not here: what the schedule brings today. */
  items: Record<number, { delivered: number; returned: number }>;
  /** Products the rider put on the card with "Add product" (the card shows the customer's own without it). */
  added: number[];
  collected: string;
  error: string | null;
  /** Save pressed and the entry not yet in the phone's queue. */
  keeping: boolean;
}

export const EMPTY_DRAFT: CardDraft = {
  adding: null,
  delivered: null,
  returned: 0,
  items: {},
  added: [],
  collected: '',
  error: null,
  keeping: false,
};

// Kept outside the cards because the sheet draws only the cards near the screen (SheetList): a
// card scrolled far away is unmounted, as is the sheet on the day-close tab, and what the rider
// typed must be there when the customer's card is drawn again. Keyed by rider, day and customer;
// the page's memory is enough, since a saved entry is in the phone's queue the moment Save is
// pressed.
const drafts = new Map<string, CardDraft>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const keyOf = (userId: number, date: string, customerId: number) => `${userId}:${date}:${customerId}`;

/** Reads a card's draft without rendering (for tests and for code outside React). */
export function cardDraft(userId: number, date: string, customerId: number): CardDraft {
  return drafts.get(keyOf(userId, date, customerId)) ?? EMPTY_DRAFT;
}

/** Changes a card's draft; the change is kept even if the card is no longer on screen. */
export function changeCardDraft(userId: number, date: string, customerId: number, change: Partial<CardDraft>): void {
  const key = keyOf(userId, date, customerId);
  drafts.set(key, { ...(drafts.get(key) ?? EMPTY_DRAFT), ...change });
  for (const listener of listeners) listener();
}

/** A customer's draft for the card showing them now; it outlives the card and moves with the customer. */
export function useCardDraft(userId: number, date: string, customerId: number): [CardDraft, (change: Partial<CardDraft>) => void] {
  const read = useCallback(() => cardDraft(userId, date, customerId), [userId, date, customerId]);
  const draft = useSyncExternalStore(subscribe, read);
  const change = useCallback((next: Partial<CardDraft>) => changeCardDraft(userId, date, customerId, next), [userId, date, customerId]);
  return [draft, change];
}
