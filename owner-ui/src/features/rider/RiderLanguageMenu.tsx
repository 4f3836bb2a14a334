import type { Language } from '@paani/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIGITS, LANGUAGES, usePreferences, type Preferences } from '../../i18n/preferences';
import { Icon, ICONS } from './Parts';

/**
 * The language and digits switcher of the rider's bar: an icon button and its menu, plain
 * elements (the owner app's is MUI's Menu). Closes on a choice, a tap outside or Escape.
 */
export function RiderLanguageMenu({ onPick }: { onPick: (choice: Partial<Preferences>) => void }) {
  const { t } = useTranslation('language');
  const preferences = usePreferences();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    first.current?.focus();
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const pick = (choice: Partial<Preferences>) => {
    setOpen(false);
    onPick(choice);
  };
  const item = (key: string, selected: boolean, label: string, choice: Partial<Preferences>, lang?: Language) => (
    <button
      key={key}
      ref={key === 'en' ? first : undefined}
      type="button"
      role="menuitem"
      lang={lang}
      className={selected ? 'r-menu-item r-menu-selected' : 'r-menu-item'}
      onClick={() => pick(choice)}
    >
      <span className="r-menu-check">{selected && <Icon path={ICONS.check} />}</span>
      {label}
    </button>
  );

  return (
    <div className="r-menu-box" ref={box}>
      <button
        type="button"
        className="r-bar-button"
        aria-label={t('button')}
        title={t('button')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon path={ICONS.translate} />
      </button>
      {open && (
        <div className="r-menu" role="menu" aria-label={t('button')}>
          <p className="r-menu-head" role="presentation">
            {t('language')}
          </p>
          {LANGUAGES.map((language) => item(language, preferences.language === language, t(`names.${language}`), { language }, language))}
          <hr className="r-divider" role="presentation" />
          <p className="r-menu-head" role="presentation">
            {t('digits')}
          </p>
          {DIGITS.map((digits) => item(digits, preferences.digits === digits, t(`digitNames.${digits}`), { digits }))}
        </div>
      )}
    </div>
  );
}
