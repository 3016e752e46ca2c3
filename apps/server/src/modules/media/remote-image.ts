import { LIMITS } from '@portfolio/contract';
import { publicHostProblem } from '../forges/forge-address.js';

const MAX_REDIRECTS = 3;

/** Why a remote image was not read, in words for the owner (its URL is said by the caller). */
export class RemoteImageError extends Error {
  override name = 'RemoteImageError';
}

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * A response's body, counted as it comes: undefined past `max` bytes, whose rest is never read.
 */
export async function readCapped(response: Response, max: number): Promise<Buffer | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > max) {
    await response.body?.cancel();
    return undefined;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > max) {
      await reader?.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/**
 * An image at an http(s) URL the owner gave (a post's cover in its front matter), read once: no
 * other scheme; its host refused when it is on a loopback or private network (the forges' check,
 * unless ALLOW_PRIVATE_UPSTREAMS), before the call and before each redirect, of which at most
 * three are followed, each to http(s) again; one timeout for all (`timeoutMs`,
 * REMOTE_IMAGE_TIMEOUT_MS); at most an upload's size. What it is, the image pipeline decides by
 * its bytes (`storeImage`), as for an upload.
 */
export async function fetchRemoteImage(
  value: string,
  allowPrivate: boolean,
  timeoutMs: number,
): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RemoteImageError('is not a URL');
  }
  const signal = AbortSignal.timeout(timeoutMs);
  for (let hop = 0; ; hop++) {
    if (!isHttp(url)) throw new RemoteImageError('is not an http(s) URL');
    const problem = await publicHostProblem(url.href, allowPrivate);
    if (problem === 'unresolved') throw new RemoteImageError(`names a host that does not resolve`);
    if (problem === 'private') {
      throw new RemoteImageError(`leads to ${url.host}, on a loopback or private network`);
    }
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'image/*' }, redirect: 'manual', signal });
    } catch (err) {
      throw new RemoteImageError(
        (err as Error).name === 'TimeoutError' ? 'did not answer in time' : 'could not be reached',
      );
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status <= 308 && response.status !== 304 && location) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new RemoteImageError('redirects too many times');
      url = new URL(location, url);
      continue;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new RemoteImageError(`answered ${response.status}`);
    }
    let data: Buffer | undefined;
    try {
      data = await readCapped(response, LIMITS.uploadMaxBytes);
    } catch {
      throw new RemoteImageError('did not answer in time');
    }
    if (!data) throw new RemoteImageError(`is larger than ${LIMITS.uploadMaxBytes} bytes`);
    return data;
  }
}
