import http from 'node:http';

/**
 * The flood of security item 1, run by `flood.ts` in a process of its own:
 * `tsx bench/src/nested-json-flood.ts <base URL>`. FLOOD_CONNECTIONS connections post 1 MB of
 * `[[[[…]]]]` without a pause, in turn to paths anyone may post to (a page, an unknown path, an
 * unknown API path, a call that takes no body, the login), until the process is told to stop; then
 * it prints how many answers it got, by status, as one JSON line.
 */
const FLOOD_CONNECTIONS = 4;
const PATHS = [
  '/',
  '/nothing-here',
  '/api/nonexistent',
  '/api/auth/passkeyLogin/options',
  '/api/auth/login',
];
const LEVELS = 512 * 1024;
const BODY = Buffer.from(`${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`);

const base = new URL(process.argv[2] ?? '');
const agent = new http.Agent({ keepAlive: true, maxSockets: FLOOD_CONNECTIONS });
const statuses: Record<string, number> = {};
let stopping = false;

function post(path: string): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(
      new URL(path, base),
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': BODY.length },
      },
      (response) => {
        const status = String(response.statusCode);
        statuses[status] = (statuses[status] ?? 0) + 1;
        response.resume();
        response.on('end', resolve);
      },
    );
    request.on('error', () => {
      statuses.error = (statuses.error ?? 0) + 1;
      resolve();
    });
    request.end(BODY);
  });
}

async function connection(first: number): Promise<void> {
  for (let i = first; !stopping; i++) await post(PATHS[i % PATHS.length] ?? '/');
}

process.on('SIGTERM', () => {
  stopping = true;
});
await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, (_, i) => connection(i)));
process.stdout.write(`${JSON.stringify(statuses)}\n`);
agent.destroy();
