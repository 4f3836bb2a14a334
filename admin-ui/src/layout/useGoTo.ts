import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates inside the console, or leaves it for a page the owner app serves (same origin). */
export function useGoTo(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (path.startsWith('/super-admin/')) navigate(path);
      else window.location.assign(path);
    },
    [navigate],
  );
}
