import type { ReactNode } from 'react';
import { IconAlert, IconCheckCircle } from './icons';

/** Form-level message. Errors are announced at once (role=alert); successes politely (role=status). */
export function Alert({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="alert-icon">{tone === 'success' ? <IconCheckCircle /> : <IconAlert />}</span>
      <div className="alert-body">
        {title ? <p className="alert-title">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
