import { Alert, AlertTitle, type AlertColor } from '@mui/material';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { createContext, forwardRef, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: AlertColor;
  durationMs?: number;
}

declare module 'notistack' {
  interface VariantOverrides {
    toast: { severity: AlertColor; description?: string };
  }
}

// 4 s by default, at most 3 visible at once (docs/product.md, "Rules the screens and the API share"; notistack closes the oldest to make room).
const MAX_VISIBLE = 3;
const DEFAULT_DURATION_MS = 4000;

type ToastProps = CustomContentProps & { severity: AlertColor; description?: string };

/** One toast: a filled MUI alert with the title and, below it, the description. */
const ToastAlert = forwardRef<HTMLDivElement, ToastProps>(function ToastAlert({ id, message, severity, description }, ref) {
  const { closeSnackbar } = useSnackbar();
  return (
    <SnackbarContent ref={ref} style={{ width: 380, maxWidth: 'calc(100vw - 32px)' }}>
      <Alert
        data-testid="toast"
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%' }}
      >
        <AlertTitle>{message}</AlertTitle>
        {description}
      </Alert>
    </SnackbarContent>
  );
});

/**
 * The toasts' close timers belong to the provider, not to the screen that showed the toast (a
 * dialog may close at once, its "Saved" toast staying): they end with the provider, so none fires
 * into an app that is gone.
 */
const ToastTimers = createContext<Set<ReturnType<typeof setTimeout>>>(new Set());

export function ToastProvider({ children }: { children: ReactNode }) {
  const [timers] = useState(() => new Set<ReturnType<typeof setTimeout>>());
  useEffect(
    () => () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
    [timers],
  );
  return (
    <ToastTimers.Provider value={timers}>
      <SnackbarProvider
        maxSnack={MAX_VISIBLE}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        Components={{ toast: ToastAlert }}
      >
        {children}
      </SnackbarProvider>
    </ToastTimers.Provider>
  );
}

/** Shows a toast; the screens' titles and texts are the spec's. */
export function useToast(): (toast: ToastInput) => void {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const timers = useContext(ToastTimers);
  return useCallback(
    ({ title, description, variant = 'info', durationMs = DEFAULT_DURATION_MS }: ToastInput) => {
      // The toast's own clock, not notistack's: notistack pauses while the pointer rests on a toast or
      // the window is in the background, and a toast over a button would then never leave.
      const key = enqueueSnackbar(title, { variant: 'toast', severity: variant, description, autoHideDuration: null });
      const timer = setTimeout(() => {
        timers.delete(timer);
        closeSnackbar(key);
      }, durationMs);
      timers.add(timer);
    },
    [enqueueSnackbar, closeSnackbar, timers],
  );
}
