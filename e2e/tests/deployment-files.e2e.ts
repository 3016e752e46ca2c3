import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NGINX, TLS_CERT } from '../fixtures/nginx.js';
import { ROOT } from '../fixtures/server.js';

// The files the deployment guide tells people to copy, checked by the tools that will read them:
// the nginx example by nginx, the systemd unit by systemd-analyze.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-deployment-files-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const GUIDE = fs.readFileSync(path.join(ROOT, 'docs/deployment.md'), 'utf8');
const NGINX_EXAMPLE = fs.readFileSync(path.join(ROOT, 'docs/nginx/portfolio.conf'), 'utf8');

/** Replaces every `from` with `to`, failing unless the text has it exactly `times` times. */
function replaceExactly(text: string, from: string, to: string, times = 1): string {
  const count = text.split(from).length - 1;
  if (count !== times) throw new Error(`"${from}" is there ${count} times, not ${times}`);
  return text.replaceAll(from, to);
}

/** `nginx -t` on a configuration that includes `site` (the certificates swapped for the test's). */
function nginxTest(site: string): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(scratch, 'nginx-'));
  fs.mkdirSync(path.join(dir, 'logs'));
  const withCertificates = replaceExactly(
    replaceExactly(site, '/etc/letsencrypt/live/example.com/fullchain.pem', TLS_CERT),
    '/etc/letsencrypt/live/example.com/privkey.pem',
    TLS_CERT.replace(/\.crt$/, '.key'),
  );
  fs.writeFileSync(path.join(dir, 'portfolio.conf'), withCertificates);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n    include ${dir}/portfolio.conf;\n}\n`,
  );
  const run = spawnSync(NGINX, ['-t', '-p', dir, '-e', 'stderr', '-c', `${dir}/nginx.conf`], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The example as its comment says to write it for nginx 1.25.1 and newer. */
const http2DirectiveForm = (example: string) =>
  replaceExactly(
    replaceExactly(example, ' ssl http2;', ' ssl;', 2),
    '    # http2 on;\n',
    '    http2 on;\n',
  );

/** nginx's version as [major, minor, patch]. */
function nginxVersion(): number[] {
  const said = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr;
  const version = said.match(/nginx\/(\d+)\.(\d+)\.(\d+)/);
  if (!version) throw new Error(`nginx -v said: ${said}`);
  return version.slice(1).map(Number);
}

describe('docs/nginx/portfolio.conf', () => {
  const [major = 0, minor = 0, patch = 0] = nginxVersion();
  const knowsHttp2Directive = major > 1 || minor > 25 || (minor === 25 && patch >= 1);

  it('passes nginx -t as shipped: silently before 1.25.1, with only the http2 deprecation after', () => {
    const { status, output } = nginxTest(NGINX_EXAMPLE);
    expect(status, output).toBe(0);
    const complaints = output.split('\n').filter((line) => /\[(warn|emerg|alert)\]/.test(line));
    expect(
      complaints.map((line) => /listen \.\.\. http2" directive is deprecated/.test(line)),
    ).toEqual(knowsHttp2Directive ? [true, true] : []);
  });

  it('takes the http2 on; form on 1.25.1 and newer, which older nginx does not know', () => {
    const { status, output } = nginxTest(http2DirectiveForm(NGINX_EXAMPLE));
    if (knowsHttp2Directive) {
      expect(status, output).toBe(0);
      expect(output).not.toMatch(/\[(warn|emerg)\]/);
    } else {
      expect(status).toBe(1);
      expect(output).toContain('unknown directive "http2"');
    }
  });
});

/** The unit file the deployment guide shows, as its lines. */
function guideUnit(): string {
  const unit = GUIDE.match(/```ini\n(\[Unit\][\s\S]*?)```/)?.[1];
  if (!unit) throw new Error('docs/deployment.md has no ```ini block with a [Unit]');
  return unit;
}

/** The value of `key=` in the unit; every key the test reads is set once. */
function setting(unit: string, key: string): string {
  const values = unit.split('\n').filter((line) => line.startsWith(`${key}=`));
  expect(values, key).toHaveLength(1);
  return (values[0] ?? '').slice(key.length + 1);
}

describe('the systemd unit of docs/deployment.md', () => {
  const unit = guideUnit();

  it('runs as its own user with a DATA_DIR of its own, restarts on failure, and keeps the password out', () => {
    expect(setting(unit, 'User')).toBe('portfolio');
    expect(setting(unit, 'Group')).toBe('portfolio');
    expect(setting(unit, 'Restart')).toBe('on-failure');
    const state = setting(unit, 'StateDirectory');
    expect(setting(unit, 'StateDirectoryMode')).toBe('0700');
    expect(setting(unit, 'Environment').split(' ')).toContain(`DATA_DIR=/var/lib/${state}`);
    expect(setting(unit, 'EnvironmentFile')).toBe('/etc/portfolio/portfolio.env');
    expect(unit).not.toContain('OWNER_PASSWORD');
    // systemd's SIGKILL must come after the drain (SHUTDOWN_DRAIN_MS, at most 8 s) and the close
    // (2 s, server.ts) have had their time.
    expect(Number(setting(unit, 'TimeoutStopSec'))).toBeGreaterThan(10);
    // What `npm start` runs, with the same flags and allocator setting.
    const start = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts
      .start as string;
    expect(start).toBe(
      `exec env ${setting(unit, 'Environment')
        .split(' ')
        .find((v) =>
          v.startsWith('MALLOC'),
        )} ${setting(unit, 'ExecStart').replace('/usr/bin/node', 'node')}`,
    );
  });

  it('passes systemd-analyze verify where systemd is installed', () => {
    const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
    const installed = analyze.error === undefined;
    if (!installed) {
      expect((analyze.error as NodeJS.ErrnoException).code).toBe('ENOENT');
      return;
    }
    // Node where this machine has it: the guide's /usr/bin/node is Debian's.
    const file = path.join(scratch, 'portfolio.service');
    fs.writeFileSync(
      file,
      replaceExactly(unit, 'ExecStart=/usr/bin/node', `ExecStart=${process.execPath}`),
    );
    const verify = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    expect(verify.status, verify.stderr).toBe(0);
    expect(verify.stderr).toBe('');
  });
});
