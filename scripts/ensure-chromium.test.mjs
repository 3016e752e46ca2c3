// scripts/ensure-chromium.mjs with the installer replaced: which Chromium the browser tests get.
import { expect, it, vi } from 'vitest';
import { ensureChromium } from './ensure-chromium.mjs';

/** An installer that has the paths it is given in `installable`, and records what it was asked. */
const installer = (...installable) => {
  const asked = [];
  const ensureTool = ({ path, silent }) => {
    asked.push({ path, silent });
    return installable.includes(path);
  };
  return { asked, ensureTool };
};
/** A file that exists, standing for an installed desktop Chromium. */
const installed = process.execPath;
const missing = '/nonexistent/chromium';

it('takes CHROMIUM_PATH when it is set, and says what to install when it is missing', () => {
  const { asked, ensureTool } = installer();
  const env = { CHROMIUM_PATH: '/opt/chrome' };
  expect(ensureChromium({ env, desktop: installed, ensureTool })).toBeUndefined();
  expect(asked).toEqual([{ path: '/opt/chrome', silent: false }]);
  expect(
    ensureChromium({ env, desktop: installed, ensureTool: installer('/opt/chrome').ensureTool }),
  ).toBe('/opt/chrome');
});

it('takes the headless shell when it is or can be installed', () => {
  const { asked, ensureTool } = installer('/shell');
  const env = {};
  expect(ensureChromium({ env, headlessShell: '/shell', desktop: installed, ensureTool })).toBe(
    '/shell',
  );
  expect(asked).toEqual([{ path: '/shell', silent: true }]);
});

it('falls back on the desktop Chromium, saying so in one line, when the shell cannot be had', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const { ensureTool } = installer();
    const env = {};
    expect(ensureChromium({ env, headlessShell: '/shell', desktop: installed, ensureTool })).toBe(
      installed,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('chromium-headless-shell');
  } finally {
    warn.mockRestore();
  }
});

it('stops when neither can be had, the installer saying what to install', () => {
  const { asked, ensureTool } = installer();
  const env = {};
  expect(
    ensureChromium({ env, headlessShell: '/shell', desktop: missing, ensureTool }),
  ).toBeUndefined();
  expect(asked).toEqual([{ path: '/shell', silent: false }]);
});
