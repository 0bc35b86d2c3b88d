import { lighthouseRun, lighthouseTable } from '/work/wt/ssr/bench/src/lighthouse.ts';
console.log(lighthouseTable(await lighthouseRun(process.argv[2] ?? 'http://127.0.0.1:4711')));
