#!/usr/bin/env node
// The browser tests drive Debian's Chromium as its headless shell (the package
// chromium-headless-shell: the same build without the desktop browser's windows and tabs; decision
// 041). Installs it with apt-get when this user may; where it cannot be had but the desktop
// Chromium is installed, the tests run in that one, slower; otherwise stops with one line that says
// what to install. Never downloads a browser itself.
import fs from 'node:fs';
import { ensureDebianTool } from './ensure-tool.mjs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DESKTOP = '/usr/bin/chromium';

const tool = (path, silent = false) => ({
  path,
  pkg: 'chromium-headless-shell',
  purpose: 'Browser tests',
  envVar: 'CHROMIUM_PATH',
  silent,
});

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH's, else the headless shell, else the desktop
 * one; nothing when none can be had (the installer has said what to install). The browsers' paths
 * and the installer are the test's to replace.
 */
export function ensureChromium({
  env = process.env,
  headlessShell = HEADLESS_SHELL,
  desktop = DESKTOP,
  ensureTool = ensureDebianTool,
} = {}) {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) return ensureTool(tool(chosen)) ? chosen : undefined;
  const hasDesktop = fs.existsSync(desktop);
  if (ensureTool(tool(headlessShell, hasDesktop))) return headlessShell;
  if (!hasDesktop) return undefined;
  console.warn(
    `Browser tests: ${headlessShell} cannot be installed here, so they run in ${desktop}, about half again as long ("sudo apt-get install -y chromium-headless-shell" makes them faster).`,
  );
  return desktop;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
