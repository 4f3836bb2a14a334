import { CssBaseline, ThemeProvider, createTheme, useMediaQuery } from '@mui/material';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { STORAGE } from '../lib/storage';

export type ThemeMode = 'light' | 'dark' | 'system';

const ThemeModeContext = createContext<{ mode: ThemeMode; setMode: (mode: ThemeMode) => void } | null>(null);

function storedMode(): ThemeMode {
  const value = localStorage.getItem(STORAGE.theme);
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(storedMode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const paletteMode = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const theme = useMemo(
    () =>
      createTheme({
        palette: { mode: paletteMode, primary: { main: '#0277bd' }, secondary: { main: '#00897b' } },
        shape: { borderRadius: 10 },
        typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', button: { textTransform: 'none' } },
      }),
    [paletteMode],
  );
  const value = useMemo(
    () => ({
      mode,
      setMode: (next: ThemeMode) => {
        localStorage.setItem(STORAGE.theme, next);
        setModeState(next);
      },
    }),
    [mode],
  );
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode() {
  const context = useContext(ThemeModeContext);
  if (!context) throw new Error('useThemeMode must be used within a ThemeModeProvider');
  return context;
}
