import { realUserBench } from './real-user-bench';

/** `npm run bench:logins -w bench` (after `npm run build`): only the real user under a login flood. */
realUserBench(Number(process.env.BENCH_LOGIN_SECONDS ?? 30)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
