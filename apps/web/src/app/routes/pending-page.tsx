import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface PendingPageProps {
  title: string;
  /** 'page' renders the h1; 'section' sits under a layout that already has the title (dashboard). */
  variant?: 'page' | 'section';
  children?: ReactNode;
}

/**
 * Visibly unfinished placeholder for a route whose screen belongs to another piece of work. It keeps
 * the route table complete without pretending the screen exists.
 */
export function PendingPage({ title, variant = 'page', children }: PendingPageProps) {
  useDocumentTitle(title);
  const body = (
    <div className="pending">
      <span className="pending-badge">En construcción</span>
      {variant === 'page' ? <h1 className="pending-title">{title}</h1> : null}
      <p className="pending-text">Esta sección todavía se está construyendo.</p>
      {children}
    </div>
  );
  return variant === 'page' ? <div className="container page-section">{body}</div> : body;
}
