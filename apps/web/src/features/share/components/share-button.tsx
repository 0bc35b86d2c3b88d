import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { type ReactNode, useEffect, useState } from 'react';
import { browserShareEnvironment, type ShareData, shareOrCopy } from '../utils/share-or-copy';

const MESSAGE_MS = 3000;

interface ShareButtonProps {
  data: ShareData;
  /** Shown when the link was copied instead of shared ('Enlace copiado al portapapeles'). */
  copiedMessage: string;
  className?: string;
  /** Visible content of the button; `label` names it for assistive technology when it is only an icon. */
  children: ReactNode;
  label?: string;
}

/** Shares the page with the device's share sheet, or copies its link and says so. */
export function ShareButton({ data, copiedMessage, className, children, label }: ShareButtonProps) {
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const onClick = async () => {
    const outcome = await shareOrCopy(data, browserShareEnvironment());
    if (outcome === 'copied') setMessage(copiedMessage);
    if (outcome === 'failed') setMessage(PUBLIC_MESSAGES.copyFailed);
  };

  return (
    <span className="pp-share">
      {/* The data-share-* attributes let the public pages' script (share-island.ts) do the same without React. */}
      <button
        type="button"
        className={className}
        onClick={onClick}
        aria-label={label}
        data-share-url={data.url}
        data-share-title={data.title}
        data-share-text={data.text}
        data-share-copied={copiedMessage}
      >
        {children}
      </button>
      <span className={message ? 'pp-toast' : 'visually-hidden'} role="status">
        {message}
      </span>
    </span>
  );
}
