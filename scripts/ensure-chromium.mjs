#!/usr/bin/env node
// The browser tests drive Debian's Chromium. Installs it with apt-get when this user may,
// otherwise stops with one line that says what to install. Never downloads a browser itself.
import { ensureDebianTool } from './ensure-tool.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  return ensureDebianTool({
    path: CHROMIUM,
    pkg: 'chromium',
    purpose: 'Browser tests',
    envVar: 'CHROMIUM_PATH',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
