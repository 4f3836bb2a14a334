// Expanded/collapsed kept in a cookie for 7 days; swipes over 50 px; mobile below 768 px (docs/product.md, "Constants").
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SWIPE_THRESHOLD_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';

export function readSidebarCookie(): boolean {
  const match = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarCookie(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** 'open' for a rightward swipe, 'close' for a leftward one, null when too short or mostly vertical. */
export function swipeDirection(startX: number, startY: number, endX: number, endY: number): 'open' | 'close' | null {
  const dx = endX - startX;
  const dy = endY - startY;
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return null;
  return dx > 0 ? 'open' : 'close';
}
