import { statsBench } from './stats-bench';

/** `npm run bench:stats -w bench`: only the statistics part of the benchmark (no web build needed). */
statsBench().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
