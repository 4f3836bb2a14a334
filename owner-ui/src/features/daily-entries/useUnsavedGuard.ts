import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (the browser's own question) and
 * any in-app navigation (links, navigate(), the back button), which asks `message` with confirm().
 * The app runs under <BrowserRouter>, where react-router's useBlocker is not available, so the
 * router's navigator is wrapped instead; a refused back/forward is undone by going the other way.
 */
export function useUnsavedGuard(dirty: boolean, message: string): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const messageRef = useRef(message);
  messageRef.current = message;

  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);

    const target = navigator as { push: (...args: unknown[]) => void; replace: (...args: unknown[]) => void; go: (delta: number) => void };
    const { push, replace, go } = target;
    const ask = () => window.confirm(messageRef.current);
    target.push = (...args: unknown[]) => {
      if (ask()) push.apply(navigator, args);
    };
    target.replace = (...args: unknown[]) => {
      if (ask()) replace.apply(navigator, args);
    };
    target.go = (delta: number) => {
      if (ask()) go.call(navigator, delta);
    };

    // The browser's back and forward buttons move history before anyone can ask: put it back when refused.
    const here = window.location.href;
    const hereIndex = (window.history.state as { idx?: number } | null)?.idx;
    let restoring = false;
    const popState = (event: PopStateEvent) => {
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      if (window.location.href === here) return;
      if (ask()) return;
      event.stopImmediatePropagation();
      const index = (event.state as { idx?: number } | null)?.idx;
      // react-router numbers its history entries: step back over exactly what the browser moved.
      if (typeof hereIndex === 'number' && typeof index === 'number' && index !== hereIndex) {
        restoring = true;
        window.history.go(hereIndex - index);
      } else {
        window.history.pushState(window.history.state, '', here);
      }
    };
    window.addEventListener('popstate', popState, { capture: true });

    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', popState, { capture: true });
      target.push = push;
      target.replace = replace;
      target.go = go;
    };
  }, [dirty, navigator]);
}
