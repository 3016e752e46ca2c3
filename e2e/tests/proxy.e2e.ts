import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { apiPaths, TOKEN_HEADER, UPLOAD_FIELDS } from '@portfolio/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ProxyPorts,
  type RunningNginx,
  startNginx,
  TLS_CERT,
  templateExample,
} from '../fixtures/nginx.js';
import { freePort, OWNER } from '../fixtures/server.js';
import { image, PROJECT } from '../fixtures/site-client.js';
import { useSite } from '../fixtures/suite.js';

// The deployment guide's nginx example (docs/nginx/portfolio.conf), on loopback ports with a test
// certificate, in front of the built server: both hosts, the API with its token, media.
let nginx: RunningNginx | undefined;
let ports: ProxyPorts;
const ca = fs.readFileSync(TLS_CERT);

const site = useSite({
  browser: false,
  env: {
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: 'https://example.com',
    ADMIN_ORIGIN: 'https://admin.example.com',
    TRUST_PROXY: '127.0.0.1',
  },
  seed: async ({ server }) => {
    ports = { upstream: server.port, http: await freePort(), https: await freePort() };
    nginx = await startNginx(templateExample(ports), ports.https);
  },
});

// After hooks run last-registered first: nginx stops before the server.
afterAll(async () => {
  await nginx?.stop();
});

interface ProxyAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over TLS to the proxy, for one of the two hosts, trusting the test certificate. */
function viaProxy(
  host: 'example.com' | 'admin.example.com',
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: Buffer; port?: number } = {},
): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: options.port ?? ports.https,
        servername: host,
        ca,
        method,
        path: url,
        headers: { host, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(value)),
});

async function loginViaProxy(): Promise<string> {
  const res = await viaProxy(
    'admin.example.com',
    'POST',
    apiPaths.auth.login,
    json({ user_id: OWNER.userId, password: OWNER.password }),
  );
  expect(res.status).toBe(200);
  return (JSON.parse(res.body.toString()) as { access_token: string }).access_token;
}

async function projectForm(): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(PROJECT)) form.set(name, value);
  const photo = fs.readFileSync(image('jolla.jpg'));
  form.set(UPLOAD_FIELDS.project, new Blob([photo], { type: 'image/jpeg' }), 'jolla.jpg');
  const encoded = new Response(form);
  return {
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}

describe('the nginx example in front of the server', () => {
  it('serves the public site on the public host, over TLS', async () => {
    const res = await viaProxy('example.com', 'GET', '/projects');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const html = res.body.toString();
    expect(html).toContain('<title>Projects | Portfolio</title>');
    expect(html).not.toContain('noindex');
  });

  it('serves the admin app on the admin host', async () => {
    const res = await viaProxy('admin.example.com', 'GET', '/');
    expect(res.status).toBe(200);
    const html = res.body.toString();
    expect(html).toContain('noindex');
    expect(html).not.toContain('<title>Your Name | Portfolio</title>');
  });

  it('passes the access_token header: management calls and uploads work through it', async () => {
    const token = await loginViaProxy();
    const userdata = await viaProxy('admin.example.com', 'GET', apiPaths.auth.userdata, {
      headers: { [TOKEN_HEADER]: token },
    });
    expect(userdata.status).toBe(200);
    const quote = await viaProxy('admin.example.com', 'POST', apiPaths.quotes.add, {
      ...json({ quote: 'Through the proxy' }),
      headers: { ...json(null).headers, [TOKEN_HEADER]: token },
    });
    expect(quote.status).toBe(200);

    const form = await projectForm();
    const added = await viaProxy('admin.example.com', 'POST', apiPaths.projects.add, {
      body: form.body,
      headers: { ...form.headers, [TOKEN_HEADER]: token },
    });
    expect(added.status).toBe(200);
    const project = JSON.parse(added.body.toString()) as { project_image: string };
    // Media URLs name the public host, and the proxy serves them from the server.
    expect(project.project_image).toMatch(/^https:\/\/example\.com\/media\/images\//);
    const media = await viaProxy('example.com', 'GET', new URL(project.project_image).pathname);
    expect(media.status).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.body.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('redirects plain HTTP to HTTPS on both hosts', async () => {
    for (const host of ['example.com', 'admin.example.com']) {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port: ports.http, path: '/about?x=1', headers: { host } },
            resolve,
          )
          .on('error', reject);
      });
      res.resume();
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`https://${host}/about?x=1`);
    }
  });

  it('would lose the token without underscores_in_headers: why the example turns it on', async () => {
    const token = await loginViaProxy();
    const example = fs.readFileSync(
      new URL('../../docs/nginx/portfolio.conf', import.meta.url),
      'utf8',
    );
    const withoutIt = example.replace('underscores_in_headers on;', '');
    expect(withoutIt).not.toBe(example);
    const other: ProxyPorts = {
      upstream: site.server.port,
      http: await freePort(),
      https: await freePort(),
    };
    const plain = await startNginx(templateExample(other, withoutIt), other.https);
    try {
      const res = await viaProxy('admin.example.com', 'GET', apiPaths.auth.userdata, {
        headers: { [TOKEN_HEADER]: token },
        port: other.https,
      });
      expect(res.status).toBe(401);
    } finally {
      await plain.stop();
    }
  });
});
