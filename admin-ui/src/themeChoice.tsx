import { createContext, ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { storedThemeChoice, THEME_KEY, ThemeChoice } from './theme';

interface ThemeChoiceValue {
  choice: ThemeChoice;
  mode: 'light' | 'dark';
  setChoice: (choice: ThemeChoice) => void;
}

const ThemeChoiceContext = createContext<ThemeChoiceValue | null>(null);

const systemPrefersDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/** The theme choice kept under local-storage key `theme` (light, dark or system), shared with the owner app. */
export function ThemeChoiceProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(storedThemeChoice);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const value = useMemo<ThemeChoiceValue>(
    () => ({
      choice,
      mode: choice === 'system' ? (systemDark ? 'dark' : 'light') : choice,
      setChoice: (next) => {
        localStorage.setItem(THEME_KEY, next);
        setChoiceState(next);
      },
    }),
    [choice, systemDark],
  );
  return <ThemeChoiceContext.Provider value={value}>{children}</ThemeChoiceContext.Provider>;
}

export function useThemeChoice(): ThemeChoiceValue {
  const value = useContext(ThemeChoiceContext);
  if (!value) throw new Error('useThemeChoice must be used inside ThemeChoiceProvider');
  return value;
}
