/** See ensure-chromium.mjs. */
export function ensureChromium(options?: {
  env?: Record<string, string | undefined>;
  headlessShell?: string;
  desktop?: string;
  ensureTool?: (tool: { path: string; silent: boolean }) => boolean;
}): string | undefined;
