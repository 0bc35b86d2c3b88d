import type { ReactNode } from 'react';
import { Button } from './button';
import '../../styles/panels.css';

/** A screen whose data could not be read: the message and 'Reintentar'. */
export function LoadErrorPanel({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className: string;
}) {
  return (
    <div className={`dash-page ${className}`}>
      <div className="panel empty-panel" role="alert">
        <p className="empty-panel-title">{message}</p>
        <Button variant="secondary" onClick={onRetry}>
          Reintentar
        </Button>
      </div>
    </div>
  );
}

/** A list with nothing in it yet: an icon, what is missing, why to add it and how. */
export function EmptyPanel({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="panel empty-panel">
      <span className="empty-panel-icon">{icon}</span>
      <p className="empty-panel-title">{title}</p>
      {text ? <p className="empty-panel-text">{text}</p> : null}
      {action}
    </div>
  );
}
