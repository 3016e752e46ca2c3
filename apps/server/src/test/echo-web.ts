import { ENGLISH_SERVER_TEXTS } from '@portfolio/contract';
import type { WebFactory } from '../render/web-renderer.js';

/** A renderer that echoes what it was asked for: these tests are about routing, not markup. */
export const echoWeb: WebFactory = async () => ({
  publicPage: async (pathname, data) => ({
    status: pathname === '/' || pathname === '/about' ? 200 : 404,
    body: `public ${pathname} ${data.brandTitle}`,
  }),
  texts: async () => ENGLISH_SERVER_TEXTS,
  adminShell: async (data) => `admin ${data.brandTitle}`,
  scriptHashes: ['sha256-dGhlbWUgYm9vdA=='],
  close: async () => {},
});
