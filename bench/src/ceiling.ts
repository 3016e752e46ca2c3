import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NGINX, type RunningNginx, startNginx } from '../../e2e/fixtures/nginx.js';
import { freePort } from '../../e2e/fixtures/server.js';

export interface Ceiling {
  url: string;
  stop(): Promise<void>;
}

/** The fastest Node.js can answer: a bare node:http server sending the same bytes from memory. */
export async function nodeCeiling(body: Buffer, type: string): Promise<Ceiling> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': type, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** nginx serving the same bytes as a file, when nginx is installed: the machine's ceiling. */
export async function nginxCeiling(body: Buffer): Promise<Ceiling | undefined> {
  if (!fs.existsSync(NGINX)) return undefined;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-bench-root-'));
  fs.chmodSync(root, 0o755);
  fs.writeFileSync(path.join(root, 'index.html'), body);
  fs.chmodSync(path.join(root, 'index.html'), 0o644);
  const port = await freePort();
  const nginx: RunningNginx = await startNginx(
    [
      'server {',
      `  listen 127.0.0.1:${port};`,
      '  access_log off;',
      `  root ${root};`,
      '  location / { try_files /index.html =404; default_type text/html; }',
      '}',
      '',
    ].join('\n'),
    port,
  );
  const url = `http://127.0.0.1:${port}/`;
  // A ceiling that answers an error page would be a false one: it must send these bytes, with 200.
  const answer = await fetch(url);
  const sent = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200 || !sent.equals(body)) {
    await nginx.stop();
    throw new Error(`nginx answered ${answer.status} with ${sent.length} bytes, not the page`);
  }
  return {
    url,
    stop: async () => {
      await nginx.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
