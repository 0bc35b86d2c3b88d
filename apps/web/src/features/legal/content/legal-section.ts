import type { ReactNode } from 'react';

/** One numbered section of a legal page: its anchor id, heading and content. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}
