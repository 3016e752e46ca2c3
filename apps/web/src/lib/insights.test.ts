import { apiPaths } from '@portfolio/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insightAttributes, listenForInsightClicks } from './insights';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** jsdom's Blob has no text(): its FileReader reads it. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function link(attributes: Record<string, string>): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = '#somewhere';
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.innerHTML = '<span>Project Link</span>';
  document.body.append(a);
  return a;
}

describe('insight beacons', () => {
  it('sends one beacon naming the event and its target when a counted link is clicked', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    listenForInsightClicks(document);
    const counted = link(insightAttributes('project-link', 'a'.repeat(24)));
    counted.querySelector('span')?.click();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(apiPaths.insights.beacon);
    expect(body?.type).toBe('application/json');
    expect(JSON.parse(await blobText(body as Blob))).toEqual({
      event: 'project-link',
      target: 'a'.repeat(24),
    });
  });

  it('sends nothing for a plain link', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    listenForInsightClicks(document);
    link({}).click();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
