import { spawn } from 'node:child_process';
import path from 'node:path';

const FLOOD = path.join(import.meta.dirname, 'nested-json-flood.ts');

/**
 * Runs `measure` while another process floods the server at `base` with nested JSON
 * (nested-json-flood.ts), and answers its result with the flood's answers counted by status.
 */
export async function underNestedJsonFlood<T>(
  base: string,
  measure: () => Promise<T>,
): Promise<{ result: T; floodAnswers: Record<string, number> }> {
  const flood = spawn(process.execPath, ['--import', 'tsx', FLOOD, base], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  flood.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise<void>((resolve) => flood.once('exit', () => resolve()));
  let result: T;
  try {
    // Let the flood reach its pace before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    result = await measure();
  } finally {
    flood.kill('SIGTERM');
    await exited;
  }
  return { result, floodAnswers: JSON.parse(out || '{}') as Record<string, number> };
}
