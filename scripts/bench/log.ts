import os from 'node:os';

/** The machine's load averages over 1, 5 and 15 minutes, kept beside the figures: the machine is shared. */
export function loadAverage(): number[] {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}

/** A line of progress, with the time of day. */
export function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}
