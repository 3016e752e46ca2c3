#!/usr/bin/env node
// Marks the build as complete; scripts/run.mjs rebuilds when a source is newer than this mark.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const stamp = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/dist/.build-stamp',
);
fs.mkdirSync(path.dirname(stamp), { recursive: true });
fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
