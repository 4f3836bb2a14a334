import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider, createTheme, useMediaQuery } from '@mui/material';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf, usePreferences } from '../i18n/preferences';
import { STORAGE } from '../lib/storage';

/**
 * Two style caches: right to left (Urdu), every style MUI writes is flipped by the RTL stylis
 * plugin (margins, paddings, text-align, positions); left to right, styles are written as they are.
 */
const STYLE_CACHES = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

const LATIN_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
// Urdu in Noto Naskh Arabic, bundled with the app (never fetched from a CDN); Latin text inside it falls back to the system font.
const URDU_FONTS = `"Noto Naskh Arabic", ${LATIN_FONTS}`;

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
  const { language } = usePreferences();
  const direction = directionOf(language);
  const theme = useMemo(
    () =>
      createTheme({
        direction,
        palette: { mode: paletteMode, primary: { main: '#0277bd' }, secondary: { main: '#00897b' } },
        shape: { borderRadius: 10 },
        typography: { fontFamily: language === 'ur' ? URDU_FONTS : LATIN_FONTS, button: { textTransform: 'none' } },
      }),
    [paletteMode, direction, language],
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
      <CacheProvider value={STYLE_CACHES[direction]}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode() {
  const context = useContext(ThemeModeContext);
  if (!context) throw new Error('useThemeMode must be used within a ThemeModeProvider');
  return context;
}
