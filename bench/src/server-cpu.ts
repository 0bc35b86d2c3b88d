import fs from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (CLK_TCK) on every platform Node runs on there. */
const TICK_MS = 10;

/** CPU time (user + system) a process has used so far, from /proc; NaN where there is no /proc. */
export function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state is the 3rd field of the line, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until a process has finished its start-up work (a copy's first rounds of its jobs: queued mails,
 * featured totals, indices), so a figure per request does not carry it: until it uses at most one clock
 * tick (10 ms, 2 % of a core) in half a second, or `maxMs` passed.
 */
export async function settled(pid: number, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const before = cpuMsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (!(cpuMsOf(pid) - before > 10)) return;
  }
}
