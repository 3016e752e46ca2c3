import fs from 'node:fs';
import { ConfigError } from '../config.js';
import { AppError } from '../errors.js';
import { StartupError } from '../lib/startup-error.js';

/** Runs a command-line task: reads .env, prints a failure as one plain message, sets the exit code. */
export async function runCli(task: () => Promise<void>): Promise<void> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    await task();
  } catch (err) {
    const known =
      err instanceof ConfigError ||
      err instanceof CliError ||
      err instanceof AppError ||
      err instanceof StartupError;
    console.error(known ? err.message : err);
    process.exitCode = 1;
  }
}

/** A failure the person can fix; printed without a stack. */
export class CliError extends Error {}
