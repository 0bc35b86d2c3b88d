import { createContext, useContext, useEffect } from 'react';

/** Where a page's title goes while the server renders it (effects do not run there). */
export interface TitleSink {
  title: string;
}

export const TitleSinkContext = createContext<TitleSink | null>(null);

export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} · Enlazá` : 'Enlazá';
}

export function useDocumentTitle(title: string | null | undefined): void {
  const sink = useContext(TitleSinkContext);
  if (sink) sink.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
