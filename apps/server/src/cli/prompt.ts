import readline from 'node:readline';
import { CliError } from './run-cli.js';

const NO_PASSWORD =
  'No password was given: run the command on a terminal to type it, pipe it in (echo "$PASSWORD" | npm run owner -- reset-password), set OWNER_PASSWORD, or add --generate for a random one.';

/**
 * Reads a secret: without echo on a terminal, or the first line of piped input
 * (`echo "$PW" | npm run owner -- reset-password`).
 */
export async function readSecret(question: string): Promise<string> {
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stderr,
    terminal: process.stdin.isTTY === true,
  });
  if (process.stdin.isTTY) {
    process.stderr.write(question);
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  }
  try {
    const line = await new Promise<string>((resolve, reject) => {
      rl.once('line', resolve);
      rl.once('close', () => reject(new CliError(NO_PASSWORD)));
    });
    if (process.stdin.isTTY) process.stderr.write('\n');
    return line;
  } finally {
    rl.close();
  }
}

/** Asks a yes-or-no question on a terminal; anything but y or yes is no. */
export async function askYesNo(question: string): Promise<boolean> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await new Promise<string>((resolve) => {
      rl.question(`${question} [y/N] `, resolve);
      rl.once('close', () => resolve(''));
    });
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}
