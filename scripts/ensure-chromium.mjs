#!/usr/bin/env node
// The browser tests drive Debian's Chromium as its headless shell (the package
// chromium-headless-shell: the same build without the desktop browser's windows and tabs; decision
// 041). Installs it with apt-get when this user may, otherwise stops with one line that says what
// to install. Never downloads a browser itself.
import { ensureDebianTool } from './ensure-tool.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export function ensureChromium() {
  return ensureDebianTool({
    path: CHROMIUM,
    pkg: 'chromium-headless-shell',
    purpose: 'Browser tests',
    envVar: 'CHROMIUM_PATH',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
