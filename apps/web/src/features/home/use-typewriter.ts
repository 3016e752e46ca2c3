import { useEffect, useState } from 'react';

/** Milliseconds per typed character. */
export const TYPE_DELAY_MS = 80;
/** Milliseconds per deleted character (spec §9: delete speed 50). */
export const DELETE_DELAY_MS = 50;
/** How long a whole line stays before it is deleted. */
export const HOLD_MS = 1_500;
/** How long the empty line waits before the next one is typed. */
export const GAP_MS = 300;

interface Position {
  line: number;
  length: number;
  deleting: boolean;
}

/** The position after `at`, and how long to wait before showing it. */
function step(lines: readonly string[], at: Position): [Position, number] {
  const full = lines[at.line]?.length ?? 0;
  if (!at.deleting) {
    if (at.length < full) return [{ ...at, length: at.length + 1 }, TYPE_DELAY_MS];
    return [{ ...at, deleting: true, length: full - 1 }, HOLD_MS];
  }
  if (at.length > 0) return [{ ...at, length: at.length - 1 }, DELETE_DELAY_MS];
  return [{ line: (at.line + 1) % lines.length, length: 1, deleting: false }, GAP_MS];
}

/**
 * A looping typewriter: types a line, holds it, deletes it, types the next, forever. It starts on the
 * first line written out in full, as the server renders it, and moves only while `running`.
 */
export function useTypewriter(lines: readonly string[], running: boolean): string {
  const [at, setAt] = useState<Position>({
    line: 0,
    length: lines[0]?.length ?? 0,
    deleting: false,
  });

  useEffect(() => {
    if (!running || lines.length === 0) return;
    const [next, delay] = step(lines, at);
    const timer = setTimeout(() => setAt(next), delay);
    return () => clearTimeout(timer);
  }, [lines, at, running]);

  return (lines[at.line] ?? '').slice(0, Math.max(at.length, 0));
}
