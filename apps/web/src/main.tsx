import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './features/pwa/utils/register-service-worker';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Server-rendered pages arrive with markup inside #root: adopt it instead of rendering from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

registerServiceWorker();
