import { defaultDarkTheme, defaultLightTheme, RaThemeOptions } from 'react-admin';

/** The owner app's palette (water blue with a teal accent) in light and dark; react-admin builds the MUI themes. */
const shared = {
  shape: { borderRadius: 10 },
  sidebar: { width: 256, closedWidth: 48 },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#0284c7' },
    secondary: { main: '#0d9488' },
    success: { main: '#16a34a' },
    warning: { main: '#ea580c' },
    error: { main: '#dc2626' },
    background: { default: '#f8fafc', paper: '#ffffff' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#38bdf8' },
    secondary: { main: '#2dd4bf' },
    success: { main: '#4ade80' },
    warning: { main: '#fb923c' },
    error: { main: '#f87171' },
    background: { default: '#0b1220', paper: '#111827' },
  },
};

export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_KEY = 'theme';

export function storedThemeChoice(): ThemeChoice {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'dark' || value === 'system' ? value : 'light';
}
