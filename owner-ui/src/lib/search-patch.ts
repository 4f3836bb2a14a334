import { useSearchParams } from 'react-router-dom';

export type SearchPatch = Record<string, string | number | null | undefined>;

/** `current` with each key of `changes` set, or removed when its value is empty ('', null or undefined). */
export function patchSearch(current: URLSearchParams, changes: SearchPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * A screen's filters kept in the address (so a reload or a shared link shows the same list): the
 * search parameters, and a patch that changes some of them in place (replace, not a new history entry).
 */
export function useSearchPatch(): [URLSearchParams, (changes: SearchPatch) => void] {
  const [params, setParams] = useSearchParams();
  const patch = (changes: SearchPatch) => setParams((current) => patchSearch(current, changes), { replace: true });
  return [params, patch];
}
