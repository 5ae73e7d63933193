import { readdir, readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';

// Lighthouse and load figures measure the machine as much as the pages when anything else runs: on these
// 2-core machines a second platform or test suite turned a page at 99 into 75, and an issue was closed on
// those figures. So before each measurement the bench looks at what the CPU is doing while the bench itself
// is idle, and refuses to measure (saying who is busy) rather than print a figure of a busy machine.

/** One reading of every process's CPU time (clock ticks), by pid, and the machine's total busy ticks. */
interface CpuReading {
  busyTicks: number;
  totalTicks: number;
  processes: Map<number, { name: string; ticks: number }>;
}

async function readCpu(): Promise<CpuReading> {
  const [cpu = ''] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const fields = cpu.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const totalTicks = fields.reduce((sum, value) => sum + value, 0);
  const processes = new Map<number, { name: string; ticks: number }>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (stat === null) continue;
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const rest = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat, i.e. 11 and 12 after the name's ')'.
    processes.set(Number(entry), { name, ticks: Number(rest[11] ?? 0) + Number(rest[12] ?? 0) });
  }
  return { busyTicks: totalTicks - idle, totalTicks, processes };
}

/** What the machine did over a sample: how busy, and the busiest processes with their share of one core. */
export interface QuietReading {
  /** Busy share of the whole machine, 0–1 (all cores). */
  busy: number;
  /** The 1-minute load average when sampled. */
  load1: number;
  /** The busiest processes over the sample, by share of one core (0–1 each). */
  busiest: { pid: number; name: string; core: number }[];
}

/**
 * How busy the machine is over `ms` (default 2 s), read from /proc.
 * @example const reading = await sampleCpu(); if (reading.busy > 0.1) …
 */
export async function sampleCpu(ms = 2000): Promise<QuietReading> {
  const before = await readCpu();
  await new Promise((resolveWait) => setTimeout(resolveWait, ms));
  const after = await readCpu();
  const totalTicks = after.totalTicks - before.totalTicks || 1;
  const coreTicks = totalTicks / cpus().length;
  const busiest = [...after.processes]
    .map(([pid, { name, ticks }]) => ({
      pid,
      name,
      core: (ticks - (before.processes.get(pid)?.ticks ?? ticks)) / coreTicks,
    }))
    .filter((process) => process.core > 0.02)
    .sort((a, b) => b.core - a.core)
    .slice(0, 5);
  return { busy: (after.busyTicks - before.busyTicks) / totalTicks, load1: loadavg()[0] ?? 0, busiest };
}

/** The busiest share of the machine a measurement tolerates while the bench is idle (10 % of all cores). */
export const QUIET_BUSY_LIMIT = 0.1;

/**
 * Whether a reading is quiet enough to measure on, and if not, why in words.
 * @example quietVerdict({ busy: 0.4, load1: 1.8, busiest: [{ pid: 7, name: 'node', core: 0.7 }] })
 * // { quiet: false, why: 'the machine is 40% busy with the bench idle (load 1.80): node (pid 7) 70% of a core' }
 */
export function quietVerdict(reading: QuietReading): { quiet: boolean; why: string } {
  const who = reading.busiest.map(
    (process) => `${process.name} (pid ${process.pid}) ${Math.round(process.core * 100)}% of a core`,
  );
  const why = `the machine is ${Math.round(reading.busy * 100)}% busy with the bench idle (load ${reading.load1.toFixed(2)})${who.length > 0 ? `: ${who.join(', ')}` : ''}`;
  return { quiet: reading.busy <= QUIET_BUSY_LIMIT, why };
}

/**
 * Waits up to `patienceMs` for a quiet machine (sampling again and again); answers the last verdict.
 * @example const { quiet, why } = await untilQuiet(60_000); if (!quiet) console.log(`not measured: ${why}`);
 */
export async function untilQuiet(patienceMs = 60_000): Promise<{ quiet: boolean; why: string }> {
  const deadline = Date.now() + patienceMs;
  let verdict = quietVerdict(await sampleCpu());
  while (!verdict.quiet && Date.now() < deadline) verdict = quietVerdict(await sampleCpu());
  return verdict;
}
