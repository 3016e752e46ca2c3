import type { ThemeMode } from '@portfolio/contract';

const ROOT = '<html lang="en"';
/** The page's scripts (the mode script, the app's modules and their preloads), not its data. */
const SCRIPTS =
  /<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A public page as the Admin's previews show it, in a frame that runs no script: its scripts left
 * out (the browser would only refuse each) and the mode set on the root element, as the mode
 * script does.
 */
export function framedPage(body: string, mode: ThemeMode): string {
  return body.replaceAll(SCRIPTS, '').replace(ROOT, `${ROOT} data-theme="${mode}"`);
}
