import { listenersBench, listenersLines } from './listeners-bench';

const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 50_000);
const COPIES = Number(process.env.BENCH_LISTENER_COPIES ?? 4);

console.log(
  `Live goal crowd (issue 38; ${LISTENERS} listeners on one goal, ${COPIES} copies, PostgreSQL + Redis):`,
);
for (const line of listenersLines(await listenersBench(LISTENERS, COPIES))) console.log(line);
console.log(
  '  (final figures need a quiet machine: the crowd, the copies and the databases share its cores)',
);
