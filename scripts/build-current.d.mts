/** See build-current.mjs. */
export function buildIsCurrent(root: string): boolean;
