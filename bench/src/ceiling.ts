import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NGINX, type RunningNginx, startNginx } from '../../e2e/fixtures/nginx.js';
import { freePort } from '../../e2e/fixtures/server.js';
import type { Target } from './load.js';

/** One answer of our server as the load gets it: the bytes, and what a file server must repeat. */
export interface Answer {
  /** Where the ceilings serve it: `/a`, `/b`… (a name nginx maps to no type of its own). */
  name: string;
  body: Buffer;
  type: string;
  /** The answer's Content-Encoding, when it was compressed. */
  encoding: string | undefined;
}

/** A ceiling: a file server sending our answers' bytes, one URL each. */
export interface Ceiling {
  url(answer: Answer): string;
  stop(): Promise<void>;
}

/**
 * Asks our server once, with the load's own method and headers (node:http, so nothing is added to
 * the request, such as fetch's Accept-Encoding, nor taken from the answer, such as its encoding).
 */
export function fetchAnswer(name: string, target: Target): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      target.url,
      { method: target.method ?? 'GET', headers: target.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', reject);
        response.once('end', () => {
          const encoding = response.headers['content-encoding'];
          if (response.statusCode !== 200) {
            reject(new Error(`${target.name} answered ${response.statusCode}`));
          } else {
            resolve({
              name,
              body: Buffer.concat(chunks),
              type: response.headers['content-type'] ?? 'application/octet-stream',
              encoding: encoding === 'identity' ? undefined : encoding,
            });
          }
        });
      },
    );
    request.once('error', reject);
    request.end();
  });
}

/** The fastest Node.js can answer: a bare node:http server sending each answer from memory. */
export async function nodeCeiling(answers: Answer[]): Promise<Ceiling> {
  const byPath = new Map(answers.map((answer) => [`/${answer.name}`, answer]));
  const server = http.createServer((request, response) => {
    const answer = byPath.get(request.url ?? '');
    if (!answer) return response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': answer.type,
      'content-length': answer.body.length,
      ...(answer.encoding ? { 'content-encoding': answer.encoding } : {}),
    });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (answer) => `http://127.0.0.1:${port}/${answer.name}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** nginx's block for one answer: its file, its content type, its encoding as our server sent it. */
const nginxLocation = (answer: Answer) =>
  [
    `  location = /${answer.name} {`,
    `    default_type "${answer.type}";`,
    ...(answer.encoding ? [`    add_header Content-Encoding ${answer.encoding};`] : []),
    '  }',
  ].join('\n');

/**
 * nginx serving each answer's bytes as a file, when nginx is installed: the machine's ceiling.
 * Each file has the content type our server sent and is compressed as its answer was (nginx's own
 * gzip stays off: the bytes are sent as they are, like ours). nginx's static files answer GET
 * only (a POST is its 405), so its loads are GETs.
 */
export async function nginxCeiling(answers: Answer[]): Promise<Ceiling | undefined> {
  if (!fs.existsSync(NGINX)) return undefined;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-bench-root-'));
  fs.chmodSync(root, 0o755);
  for (const answer of answers) {
    const file = path.join(root, answer.name);
    fs.writeFileSync(file, answer.body);
    fs.chmodSync(file, 0o644);
  }
  const port = await freePort();
  const nginx: RunningNginx = await startNginx(
    [
      'server {',
      `  listen 127.0.0.1:${port};`,
      '  access_log off;',
      '  gzip off;',
      `  root ${root};`,
      ...answers.map(nginxLocation),
      '}',
      '',
    ].join('\n'),
    port,
  );
  const url = (answer: Answer) => `http://127.0.0.1:${port}/${answer.name}`;
  const stop = async () => {
    await nginx.stop();
    fs.rmSync(root, { recursive: true, force: true });
  };
  // A ceiling that answers an error page would be a false one: it must send these bytes, with 200.
  try {
    for (const answer of answers) {
      const sent = await fetchAnswer(answer.name, { name: answer.name, url: url(answer) });
      const same =
        sent.body.equals(answer.body) &&
        sent.type === answer.type &&
        sent.encoding === answer.encoding;
      if (!same)
        throw new Error(
          `nginx sent ${sent.body.length} bytes of ${sent.type}, not ${answer.name}'s`,
        );
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
