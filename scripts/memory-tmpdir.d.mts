/** See memory-tmpdir.mjs. */
export function preferMemoryTmpdir(dir?: string): void;
