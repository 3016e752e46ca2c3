import { describe, expect, it, vi } from 'vitest';
import { PHOTO_BOOT_SCRIPT } from './photo-boot';

/**
 * Runs the script on a document of its own that is still being parsed, with frames the test steps
 * through, as the browser runs it from the <head>.
 */
function boot(body: string) {
  const doc = document.implementation.createHTMLDocument('page');
  let state: DocumentReadyState = 'loading';
  Object.defineProperty(doc, 'readyState', { get: () => state });
  let frames: FrameRequestCallback[] = [];
  const requestFrame = (callback: FrameRequestCallback) => frames.push(callback);
  new Function('document', 'requestAnimationFrame', PHOTO_BOOT_SCRIPT)(doc, requestFrame);
  doc.body.innerHTML = body;
  for (const image of doc.querySelectorAll('img')) {
    Object.defineProperty(image, 'complete', { value: false, configurable: true });
    Object.defineProperty(image, 'decode', {
      value: vi.fn(() => Promise.resolve()),
      configurable: true,
    });
  }
  return {
    doc,
    waiting: () => doc.documentElement.getAttribute('data-photos') === 'waiting',
    image: (selector: string) => doc.querySelector(selector) as HTMLImageElement,
    parsed() {
      state = 'interactive';
      doc.dispatchEvent(new Event('readystatechange'));
    },
    /** Lets decoding promises settle, then runs the next frame's callbacks. */
    async frame() {
      await new Promise((resolve) => setTimeout(resolve));
      const due = frames;
      frames = [];
      for (const callback of due) callback(0);
    },
  };
}

const PAGE =
  '<img id="first" fetchpriority="high" src="/a.webp"><img id="later" loading="lazy" src="/b.webp">';

describe('the photo boot script', () => {
  it('holds the later photos until the first one is decoded and two frames have passed', async () => {
    const page = boot(PAGE);
    expect(page.waiting()).toBe(true);
    page.parsed();
    await page.frame();
    expect(page.waiting()).toBe(true);

    const first = page.image('#first');
    first.dispatchEvent(new Event('load'));
    expect(first.decode).toHaveBeenCalledOnce();
    await page.frame();
    expect(page.waiting()).toBe(true);
    await page.frame();
    expect(page.waiting()).toBe(false);
  });

  it('does not count the load of another photo', async () => {
    const page = boot(PAGE);
    page.image('#later').dispatchEvent(new Event('load'));
    await page.frame();
    await page.frame();
    expect(page.waiting()).toBe(true);
  });

  it('opens when the first photo fails to load', () => {
    const page = boot(PAGE);
    page.image('#first').dispatchEvent(new Event('error'));
    expect(page.waiting()).toBe(false);
  });

  it('opens when the first photo cannot be decoded', async () => {
    const page = boot(PAGE);
    const first = page.image('#first');
    Object.defineProperty(first, 'decode', { value: () => Promise.reject(new Error('bad')) });
    first.dispatchEvent(new Event('load'));
    await page.frame();
    await page.frame();
    expect(page.waiting()).toBe(false);
  });

  it('uses a first photo that had loaded before the document was parsed', async () => {
    const page = boot(PAGE);
    Object.defineProperty(page.image('#first'), 'complete', { value: true });
    page.parsed();
    await page.frame();
    await page.frame();
    expect(page.waiting()).toBe(false);
  });

  it('opens once the document is parsed on a page without a first photo', () => {
    const page = boot('<img loading="lazy" src="/b.webp">');
    expect(page.waiting()).toBe(true);
    page.parsed();
    expect(page.waiting()).toBe(false);
  });
});
