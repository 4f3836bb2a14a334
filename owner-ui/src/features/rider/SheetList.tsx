import type { RiderEntryInput, SheetProduct, SheetRow } from '@paani/contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { CustomerCard } from './CustomerCard';

/** A card's usual height before it is measured (a card with its form open, at 360 px). */
const ESTIMATED_CARD_PX = 330;
const GAP_PX = 12;
/**
 * Cards kept drawn beyond each edge of the screen. Enough for a fling and for a short sheet to be
 * drawn whole; few enough that a 150-customer sheet holds about 30 cards, not 150: measured on
 * `npm run bench:rider`, the 150 drawn cards made one garbage collection long enough (≈100 ms at
 * 4× CPU) to drop frames mid-scroll, most of it spent walking their DOM.
 */
const OVERSCAN = 12;

/**
 * The rider's sheet in route order, one card per customer, drawing only the cards near the
 * screen. The page itself scrolls (the bar stays on top); cards are measured as drawn, so their
 * heights may differ and change (the form closes on Save). A feed in ARIA terms: each card says
 * its place in the whole sheet, so a screen reader still hears "12 of 150".
 *
 * Tried and measured: handing a card leaving the screen to the customer coming on (the same
 * elements, new contents) leaves no garbage, but React then moves every other card's elements
 * when the rider scrolls up, and each new card at the top cost a 67 ms frame at 4× CPU.
 */
export function SheetList({
  rows,
  date,
  userId,
  queued,
  products,
}: {
  rows: SheetRow[];
  date: string;
  userId: number;
  queued: Map<number, RiderEntryInput[]>;
  /** What the plant sells on entries (the sheet's products). */
  products?: SheetProduct[];
}) {
  const list = useRef<HTMLDivElement>(null);
  const [offsetTop, setOffsetTop] = useState(0);
  // Notices above the sheet (offline, the queue) move it down; the virtualizer needs its place on the page.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setOffsetTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: OVERSCAN,
    gap: GAP_PX,
    scrollMargin: offsetTop,
    getItemKey: (index) => `${date}:${rows[index].customer_id}`,
  });

  return (
    <div ref={list} className="rider-sheet" role="feed" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className="rider-sheet-item"
            style={{ transform: `translateY(${item.start - offsetTop}px)` }}
          >
            <CustomerCard
              row={row}
              date={date}
              userId={userId}
              queued={queued.get(row.customer_id)}
              products={products}
              position={item.index + 1}
              total={rows.length}
            />
          </div>
        );
      })}
    </div>
  );
}
