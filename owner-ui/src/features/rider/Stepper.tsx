import { useTranslation } from 'react-i18next';

const MINUS = 'M19 13H5v-2h14v2z';
const PLUS = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z';

const Glyph = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d={path} />
  </svg>
);

/**
 * A count with big − and + buttons (48 px touch targets), for cans on a phone; plain elements, as
 * it repeats on every card. The buttons are named after the count ("Fewer delivered").
 */
export function CanStepper({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  testId: string;
}) {
  const { t } = useTranslation('rider');
  const fewerLabel = t('card.fewer', { what: label });
  const moreLabel = t('card.more', { what: label });
  return (
    <div className="rc-stepper">
      <span className="rc-help">{label}</span>
      <div className="rc-stepper-row">
        <button
          type="button"
          className="rc-step"
          aria-label={fewerLabel}
          onClick={() => onChange(Math.max(0, value - 1))}
          disabled={value === 0}
        >
          <Glyph path={MINUS} />
        </button>
        <output className="rc-count" aria-label={label} data-testid={testId}>
          {value}
        </output>
        <button type="button" className="rc-step rc-step-more" aria-label={moreLabel} onClick={() => onChange(value + 1)}>
          <Glyph path={PLUS} />
        </button>
      </div>
    </div>
  );
}

/** A labelled text input with a help or error line; plain elements, used on every card and in the day close. */
export function Field({
  label,
  value,
  onChange,
  inputMode,
  help,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  inputMode: 'decimal' | 'numeric';
  help?: string;
  error?: string;
  testId?: string;
}) {
  return (
    <label className={error ? 'rc-field rc-field-invalid' : 'rc-field'}>
      <span className="rc-help">{label}</span>
      <input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={inputMode}
        aria-invalid={Boolean(error)}
        data-testid={testId}
      />
      {(error ?? help) && <span className="rc-help">{error ?? help}</span>}
    </label>
  );
}
