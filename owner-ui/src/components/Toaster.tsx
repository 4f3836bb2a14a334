import { Alert, AlertTitle, Stack } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info' | 'warning';
  durationMs?: number;
}

interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

const MAX_VISIBLE = 3;
const DEFAULT_DURATION_MS = 4000;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Spec section 9: 4 s by default, at most 3 visible at once (the oldest goes first). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (input: ToastInput) => {
      const toast: Toast = { id: nextId.current++, variant: 'info', durationMs: DEFAULT_DURATION_MS, ...input };
      setToasts((current) => [...current, toast].slice(-MAX_VISIBLE));
      setTimeout(() => dismiss(toast.id), toast.durationMs);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Stack spacing={1} sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 2000, maxWidth: 'calc(100vw - 32px)', width: 380 }}>
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            data-testid="toast"
            severity={toast.variant}
            variant="filled"
            role={toast.variant === 'error' ? 'alert' : 'status'}
            onClose={() => dismiss(toast.id)}
          >
            <AlertTitle>{toast.title}</AlertTitle>
            {toast.description}
          </Alert>
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}
