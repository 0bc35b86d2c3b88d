import { fixedTollBench, fixedTollLines } from './fixed-toll';

/** `npm run bench:toll -w bench`: only what every request pays (issue 38). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

console.log(`Fixed toll at ${CONNECTIONS} connections, ${SECONDS * 2} one-second turns each, same run:`);
for (const line of fixedTollLines(await fixedTollBench(SECONDS, CONNECTIONS))) console.log(line);
