import { afterAll } from 'vitest';
import { closeFileContexts } from './browser';

// The worker's Chromium outlives each file (browser.ts); what a file opened in it does not.
afterAll(closeFileContexts);
