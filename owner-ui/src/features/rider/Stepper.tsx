import { useTranslation } from 'react-i18next';

/**
 * A count with big − and + buttons (48 px touch targets), for cans on a phone. As few elements as
 * the layout allows (a grid, the signs drawn by CSS), since it repeats twice on every card and
 * the DOM of the drawn cards is what a garbage collection mid-scroll has to walk. The buttons are
 * named after the count ("One fewer Delivered").
 */
export function CanStepper({
  label,
  spoken = label,
  value,
  onChange,
  testId,
}: {
  label: string;
  /** The count's name for a screen reader and the buttons, when the label shown is short ("6 L bottle delivered"). */
  spoken?: string;
  value: number;
  onChange(value: number): void;
  testId: string;
}) {
  const { t } = useTranslation('rider');
  const fewerLabel = t('card.fewer', { what: spoken });
  const moreLabel = t('card.more', { what: spoken });
  return (
    <div className="rc-stepper">
      <span className="rc-help">{label}</span>
      <button
        type="button"
        className="rc-step"
        aria-label={fewerLabel}
        onClick={() => onChange(Math.max(0, value - 1))}
        disabled={value === 0}
      />
      <output className="rc-count" aria-label={spoken} data-testid={testId}>
        {value}
      </output>
      <button type="button" className="rc-step rc-step-more" aria-label={moreLabel} onClick={() => onChange(value + 1)} />
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
