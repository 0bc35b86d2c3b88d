import type { PublicPageInput } from '@enlaza/shared/public';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicPageView } from './app/routes/public/public-page';
import { countView } from './features/public-profile/api/count-view';
import { registerServiceWorker } from './features/pwa/utils/register-service-worker';
import './styles/tokens.css';
import './styles/base.css';
import './styles/public.css';

/**
 * The browser entry of the server-rendered public pages (public.html): it only brings the page
 * component to life — no router, no forms, no dashboard — reading the very input the server rendered.
 */
function readInput(): PublicPageInput | null {
  const text = document.getElementById('enlaza-data')?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PublicPageInput>;
    return value?.page && typeof value.publicUrl === 'string' ? (value as PublicPageInput) : null;
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
const input = readInput();
// Without its input the server-rendered markup stays as it is: every link still works. The donation
// form, the wall, the report form, a suspended page, the cancel page, the 18+ interstitial and a deleted
// account's page are rendered by the server alone: left as they are.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (main.tsx does the same for the app's pages).
const PLAIN_PAGES: ReadonlySet<string> = new Set([
  'donate',
  'supporters',
  'report',
  'suspended',
  'monthly-cancel',
  'adult-gate',
  'gone',
]);
if (root && input && !PLAIN_PAGES.has(input.page.kind)) {
  startTransition(() => void hydrateRoot(root, <PublicPageView input={input} />));
}

countView();
registerServiceWorker();
