import http from 'node:http';
import { apiPaths, type Project } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import { useSite } from '../fixtures/suite.js';

interface Answer {
  status: number;
  header(name: string): string | null;
  body: string;
}

/** Every kind of answer the built server gives, by name. */
const answers = new Map<string, Answer>();

/**
 * A GET to the server by URL, admin host included: the request goes to the server's own port with
 * the URL's host in the Host header (Node does not resolve admin.localhost the way browsers do).
 */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: 'localhost',
        port: site.server.port,
        path: target.pathname + target.search,
        headers: { host: target.host, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            header: (name) => {
              const value = res.headers[name.toLowerCase()];
              return value === undefined ? null : String(value);
            },
            body,
          }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const site = useSite({
  browser: false,
  seed: async ({ server }) => {
    await (await ownerApi(server)).addProject('Header Check', 'jolla.jpg');
    const { publicUrl, adminUrl } = server;
    const projects = await fetch(publicUrl + apiPaths.projects.list, { method: 'POST' });
    const [project] = (await projects.json()) as Project[];
    if (!project) throw new Error('the project was not added');

    const home = await get(`${publicUrl}/`);
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(home.body)?.[1];
    if (!asset) throw new Error(`no hashed asset in the home page:\n${home.body.slice(0, 2000)}`);
    const etag = home.header('etag');
    if (!etag) throw new Error('the home page has no ETag');

    answers.set('public HTML', home);
    answers.set('public HTML 304', await get(`${publicUrl}/`, { 'if-none-match': etag }));
    answers.set('admin HTML', await get(`${adminUrl}/`));
    answers.set('admin HTML under /Admin', await get(`${adminUrl}/Admin`));
    answers.set('admin redirect to a public page', await get(`${adminUrl}/about`));
    answers.set('hashed asset', await get(publicUrl + asset));
    answers.set('API', await get(publicUrl + apiPaths.profile));
    answers.set('media file', await get(project.project_image));
    const media = answers.get('media file');
    const mediaEtag = media?.header('etag');
    if (!mediaEtag) throw new Error('the media file has no ETag');
    answers.set('media 304', await get(project.project_image, { 'if-none-match': mediaEtag }));
    answers.set('API 404', await get(`${publicUrl}/api/no-such-call`));
    answers.set('page 404', await get(`${publicUrl}/no-such-page`));
    answers.set('admin page 404', await get(`${adminUrl}/no-such-page`));
  },
});

/** The directives of a CSP: name → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name?.toLowerCase() ?? '', sources]),
  );
}

describe('headers of the built server', () => {
  it('got the answers it checks', () => {
    const statuses = Object.fromEntries([...answers].map(([name, res]) => [name, res.status]));
    expect(statuses).toEqual({
      'public HTML': 200,
      'public HTML 304': 304,
      'admin HTML': 200,
      'admin HTML under /Admin': 200,
      'admin redirect to a public page': 302,
      'hashed asset': 200,
      API: 200,
      'media file': 200,
      'media 304': 304,
      'API 404': 404,
      'page 404': 404,
      'admin page 404': 404,
    });
  });

  it('forbid MIME sniffing and set a Referrer-Policy on every answer', () => {
    for (const [name, res] of answers) {
      expect(res.header('x-content-type-options'), name).toBe('nosniff');
      expect(res.header('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
    }
  });

  it('put a strict CSP and no framing on every HTML answer', () => {
    const html = [...answers].filter(([, res]) =>
      res.header('content-type')?.startsWith('text/html'),
    );
    expect(html.map(([name]) => name)).toEqual([
      'public HTML',
      'admin HTML',
      'admin HTML under /Admin',
      'page 404',
      'admin page 404',
    ]);
    const ours = new Set(["'self'", site.server.publicUrl, site.server.adminUrl]);
    for (const [name, res] of html) {
      const csp = directives(res.header('content-security-policy') ?? '');
      const scripts = csp.get('script-src') ?? [];
      expect(scripts, name).toContain("'self'");
      expect(scripts, name).not.toContain("'unsafe-inline'");
      expect(scripts, name).not.toContain("'unsafe-eval'");
      expect(
        scripts.filter((source) => !source.startsWith("'")),
        name,
      ).toEqual([]);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(csp.get('base-uri'), name).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      const connect = csp.get('connect-src') ?? [];
      expect(connect.length, name).toBeGreaterThan(0);
      expect(
        connect.filter((source) => !ours.has(source)),
        name,
      ).toEqual([]);
      expect(res.header('x-frame-options'), name).toBe('DENY');
    }
  });

  it('send no HSTS over plain HTTP', () => {
    for (const [name, res] of answers) {
      expect(res.header('strict-transport-security'), name).toBeNull();
    }
  });
});
