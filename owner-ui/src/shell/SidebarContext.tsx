import { useMediaQuery } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX, readSidebarCookie, swipeDirection, writeSidebarCookie } from './sidebarState';

interface SidebarValue {
  expanded: boolean;
  isMobile: boolean;
  mobileOpen: boolean;
  toggle(): void;
  setMobileOpen(open: boolean): void;
}

const SidebarContext = createContext<SidebarValue | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.02}px)`, { noSsr: true });
  const [expanded, setExpanded] = useState(readSidebarCookie);
  const [mobileOpen, setMobileOpen] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((current) => {
      writeSidebarCookie(!current);
      return !current;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  useEffect(() => {
    if (!isMobile) return;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const direction = swipeDirection(start.x, start.y, touch.clientX, touch.clientY);
      if (direction) setMobileOpen(direction === 'open');
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [isMobile]);

  const value = useMemo(() => ({ expanded, isMobile, mobileOpen, toggle, setMobileOpen }), [expanded, isMobile, mobileOpen, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider');
  return context;
}
