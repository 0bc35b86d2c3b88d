import { MONTHLY_PUBLIC_MESSAGES } from '@enlaza/shared/monthly';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { themeStyleVariables } from '@enlaza/shared/theme';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The frame of every public page: the creator's themed background (the default theme when the page
 * is not a profile) and the footer: 'Powered by Enlazá' linking home and the cancel page of monthly
 * support ('botón de baja', every public page carries it).
 */
export function PublicShell({
  theme,
  children,
  footer,
}: {
  theme?: unknown;
  children: ReactNode;
  /** Shown above the footer's link home (the page's 'Denunciar'). */
  footer?: ReactNode;
}) {
  const style = themeStyleVariables(theme) as CSSProperties;
  return (
    <div className="pp-page" style={style}>
      {children}
      <footer className="pp-footer">
        {footer}
        <a href="/">
          {PUBLIC_MESSAGES.poweredBy} <strong>Enlazá</strong>
        </a>
        <a href={MONTHLY_PUBLIC_MESSAGES.cancelPath}>{MONTHLY_PUBLIC_MESSAGES.cancelPageTitle}</a>
      </footer>
    </div>
  );
}
