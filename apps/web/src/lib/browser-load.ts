/**
 * What a public page asks for once it is in the browser (after hydration): loading, ready with what
 * came, or failed (the page then shows its fallback).
 */
export type BrowserLoad<Ready extends object> =
  | { status: 'loading' }
  | ({ status: 'ready' } & Ready)
  | { status: 'failed' };
