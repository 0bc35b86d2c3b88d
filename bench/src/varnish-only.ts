import { varnishBench } from './varnish-bench';

/** `npm run bench:varnish -w bench`: only the Varnish figures (after `npm run build`). */
await varnishBench(
  Number(process.env.BENCH_SECONDS ?? 5),
  Number(process.env.BENCH_VARNISH_CONNECTIONS ?? 100),
);
