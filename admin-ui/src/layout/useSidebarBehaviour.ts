import { useEffect, useRef } from 'react';
import { useMediaQuery } from '@mui/material';
import { useSidebarState } from 'react-admin';

// As in the owner app (docs/product.md, "The owner app", Shell): the expanded/collapsed choice in cookie
// sidebar_state for 7 days, Ctrl/Cmd+B toggles, a horizontal swipe over 50 px opens or closes the drawer.
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
const SWIPE_THRESHOLD_PX = 50;

function readSidebarCookie(): boolean | null {
  const match = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : null;
}

function writeSidebarCookie(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}

export function useSidebarBehaviour(): void {
  const [open, setOpen] = useSidebarState();
  const mobile = useMediaQuery('(max-width: 767.95px)');
  const state = useRef({ open, setOpen });
  state.current = { open, setOpen };

  useEffect(() => {
    if (mobile) return;
    const saved = readSidebarCookie();
    if (saved !== null) state.current.setOpen(saved);
  }, [mobile]);

  useEffect(() => {
    if (!mobile) writeSidebarCookie(open);
  }, [open, mobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        state.current.setOpen(!state.current.open);
      }
    };
    let start: { x: number; y: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      start = { x: event.touches[0].clientX, y: event.touches[0].clientY };
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (!start) return;
      const dx = event.changedTouches[0].clientX - start.x;
      const dy = event.changedTouches[0].clientY - start.y;
      start = null;
      if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
      state.current.setOpen(dx > 0);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchend', onTouchEnd);
    };
  }, []);
}
