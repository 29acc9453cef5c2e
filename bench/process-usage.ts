// What a process on this machine spends, read from /proc: the bench's server and its viewer processes.
import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** CPU seconds the process has used so far, user and system, its children not counted. */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which is in parentheses and may hold spaces: state is field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Measures the processes' CPU from now: `percentOfOneCore()` per process, over the time since. */
export function cpuMeter(pids: number[]) {
  const started = performance.now();
  const before = pids.map(cpuSecondsOf);
  return {
    percentOfOneCore: () => {
      const seconds = (performance.now() - started) / 1000;
      return pids.map((pid, index) => (100 * (cpuSecondsOf(pid) - (before[index] ?? 0))) / seconds);
    },
  };
}

/** CPU seconds every core of the machine has spent working so far, whoever for. */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  // user nice system idle iowait irq softirq steal: idle and iowait are the cores' time not working.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/** Measures the whole machine's CPU from now: `percentOfOneCore()` over the time since (200 % is two cores full). */
export function machineCpuMeter() {
  const started = performance.now();
  const before = machineBusySeconds();
  return {
    percentOfOneCore: () => (100 * (machineBusySeconds() - before)) / ((performance.now() - started) / 1000),
  };
}

/** The environment a process was started with. */
export function environmentOf(pid: number): Record<string, string> {
  const pairs = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/** The value below which a share `q` of the values lie; NaN for none. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
