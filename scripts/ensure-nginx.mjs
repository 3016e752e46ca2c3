#!/usr/bin/env node
// The proxy test runs the deployment guide's nginx example in front of the server, as an ordinary
// user with everything in a temporary folder. Installs Debian's nginx when this user may,
// otherwise stops with one line that says what to install.
import { ensureDebianTool } from './ensure-tool.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx() {
  return ensureDebianTool({
    path: NGINX,
    pkg: 'nginx',
    purpose: 'The reverse proxy test',
    envVar: 'NGINX_PATH',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureNginx() ? 0 : 1);
}
