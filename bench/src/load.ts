import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  tool: 'wrk' | 'autocannon';
}

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  /** Request headers, e.g. a browser's User-Agent, so the visit is counted as a person's. */
  headers?: Record<string, string>;
}

/**
 * A person's browser (Chromium's own string), sent by every load of a page: its visits are counted
 * (modules/insights) as a real visitor's are, and every request carries the same header.
 */
export const VISITOR = {
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

export const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const hasWrk = () => spawnSync('sh', ['-c', 'command -v wrk']).status === 0;

function milliseconds(text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** Runs a command without blocking this process (which may be serving the ceiling). */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command}: ${err}`)),
    );
  });
}

/** wrk, in C, takes one core and leaves the other to the server: the fairer load generator here. */
async function runWrk(target: Target): Promise<LoadResult> {
  const script = path.join(os.tmpdir(), `portfolio-bench-${process.pid}.lua`);
  fs.writeFileSync(script, `wrk.method = "${target.method ?? 'GET'}"\n`);
  try {
    const out = await run('wrk', [
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${DURATION_S}s`,
      '--latency',
      ...Object.entries(target.headers ?? {}).flatMap(([name, value]) => [
        '-H',
        `${name}: ${value}`,
      ]),
      '-s',
      script,
      target.url,
    ]);
    const latency = (percent: string) =>
      milliseconds(new RegExp(`^\\s+${percent}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    return {
      name: target.name,
      requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
      p50Ms: latency('50'),
      p99Ms: latency('99'),
      errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
      tool: 'wrk',
    };
  } finally {
    fs.rmSync(script, { force: true });
  }
}

async function runAutocannon(target: Target): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    tool: 'autocannon',
  };
}

/** Loads one target at 64 connections with wrk when installed, else autocannon. */
export async function load(target: Target): Promise<LoadResult> {
  return hasWrk() ? runWrk(target) : runAutocannon(target);
}
