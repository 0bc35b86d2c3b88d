import { cardsBench } from './cards-bench';

/** `npm run bench:cards -w bench` (after `npm run build`): only the share card and PDF part. */
cardsBench().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
