import { accountFloodBench, realUserBench } from './real-user-bench';

/**
 * `npm run bench:logins -w bench` (after `npm run build`): the real user under an unknown-email login
 * flood, then real logins under wrong passwords for a dozen real accounts (issue 30).
 * BENCH_LOGIN_SCENARIO=unknown or =accounts runs only one of them.
 */
async function main(): Promise<void> {
  const scenario = process.env.BENCH_LOGIN_SCENARIO ?? 'both';
  if (scenario !== 'accounts') await realUserBench(Number(process.env.BENCH_LOGIN_SECONDS ?? 30));
  if (scenario !== 'unknown') await accountFloodBench(Number(process.env.BENCH_ACCOUNT_FLOOD_SECONDS ?? 20));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
