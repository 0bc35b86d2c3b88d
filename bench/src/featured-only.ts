import { featuredBench } from './featured-bench';

/** `npm run bench:featured -w bench`: only the featured-ranking part (run `npm run build` first for the page). */
featuredBench().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
