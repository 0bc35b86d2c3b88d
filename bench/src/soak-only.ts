import { soakBench } from './soak';

/** `npm run bench:soak -w bench`: only the memory soak (BENCH_SOAK_MINUTES, default 10). */
await soakBench();
