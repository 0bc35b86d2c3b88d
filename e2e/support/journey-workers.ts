/** How many journey files run at once (vitest.config.ts `maxWorkers` of the e2e project), each worker on its own server. */
export const JOURNEY_WORKERS = 2;
