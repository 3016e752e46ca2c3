import os from 'node:os';

/** The machine a figure was measured on, for the report. */
export function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 1024 ** 3);
  return `${cpu}, ${os.cpus().length} cores, ${memory} GiB, Node.js ${process.version}, ${os.platform()} ${os.release()}`;
}
