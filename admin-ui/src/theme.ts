import { defaultDarkTheme, defaultLightTheme, RaThemeOptions } from 'react-admin';

/** The owner app's palette (owner-ui ThemeMode: water blue with a teal accent) in light and dark; react-admin builds the MUI themes. */
const shared = {
  shape: { borderRadius: 10 },
  sidebar: { width: 256, closedWidth: 48 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', button: { textTransform: 'none' as const } },
};

/** The sidebar is 16rem wide, 18rem as the phone's overlay drawer (docs/product.md, "Constants"). */
const phoneDrawer = {
  RaSidebar: { styleOverrides: { root: { '&.MuiDrawer-modal .MuiPaper-root, &.MuiDrawer-modal .RaSidebar-fixed': { width: '18rem' } } } },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  components: { ...defaultLightTheme.components, ...phoneDrawer },
  palette: {
    mode: 'light',
    primary: { main: '#0277bd' },
    secondary: { main: '#00897b' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  components: { ...defaultDarkTheme.components, ...phoneDrawer },
  palette: {
    mode: 'dark',
    primary: { main: '#0277bd' },
    secondary: { main: '#00897b' },
  },
};

export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_KEY = 'theme';

export function storedThemeChoice(): ThemeChoice {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}
