#!/usr/bin/env node
// The tests drive a few programs from Debian (Chromium, nginx). ensureDebianTool installs one with
// apt-get when this user may (root, or sudo without a password), otherwise says in one line what
// to install. Nothing is ever downloaded from elsewhere.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * True when `path` exists, installing the Debian package `pkg` first if needed and allowed.
 * `purpose` and `envVar` go into the one line printed when it cannot be had (`silent`: none, for a
 * caller that has something else to use).
 */
export function ensureDebianTool({ path, pkg, purpose, envVar, silent = false }) {
  if (fs.existsSync(path)) return true;
  const isRoot = process.getuid?.() === 0;
  const sudo = !isRoot && has('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (has('apt-get') && (isRoot || sudo)) {
    console.warn(`${purpose} need ${path}: installing Debian's ${pkg} with apt-get...`);
    const prefix = isRoot ? [] : ['sudo', '-n'];
    const env = ['env', 'DEBIAN_FRONTEND=noninteractive'];
    const [command, ...args] = [...prefix, ...env, 'apt-get'];
    if (
      run(command, [...args, 'update', '-qq']) &&
      run(command, [...args, 'install', '-y', '-qq', pkg]) &&
      fs.existsSync(path)
    ) {
      return true;
    }
  }
  if (silent) return false;
  console.error(
    `${purpose} need ${path}: install it with "sudo apt-get install -y ${pkg}" (or set ${envVar}), then run npm test again.`,
  );
  return false;
}
