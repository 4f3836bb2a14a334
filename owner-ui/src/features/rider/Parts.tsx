import type { ReactNode } from 'react';

/** Material icons' paths (the rider's bar draws them as plain SVG, without the icon library). */
export const ICONS = {
  water:
    'M12 2c-5.33 4.55-8 8.48-8 11.8 0 4.98 3.8 8.2 8 8.2s8-3.22 8-8.2c0-3.32-2.67-7.25-8-11.8m-4.17 12c.37 0 .67.26.74.62.41 2.22 2.28 2.98 3.64 2.87.43-.02.79.32.79.75 0 .4-.32.73-.72.75-2.13.13-4.62-1.09-5.19-4.12-.08-.45.28-.87.74-.87',
  logout: 'm17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z',
  translate:
    'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
};

export function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={className ? `r-icon ${className}` : 'r-icon'}>
      <path d={path} />
    </svg>
  );
}

/** A coloured notice (rider.css `.ra`): a message and, at its end, the buttons that act on it. */
export function Notice({
  severity,
  children,
  action,
  title,
  role,
  testId,
}: {
  severity: 'info' | 'warning' | 'error' | 'success';
  children: ReactNode;
  action?: ReactNode;
  title?: string;
  role?: 'alert' | 'status';
  testId?: string;
}) {
  return (
    <div className={`ra ra-${severity}`} role={role} data-testid={testId}>
      <div className="ra-text">
        {title && <p className="ra-title">{title}</p>}
        {children}
      </div>
      {action && <div className="ra-action">{action}</div>}
    </div>
  );
}

/** A small text button for a notice's action. */
export function NoticeButton({ children, onClick, disabled }: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="ra-button" onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}

/** A spinning circle, named for screen readers. */
export function Spinner({ label }: { label: string }) {
  return <span className="r-spinner" role="progressbar" aria-label={label} />;
}
