import {
  INSIGHT_EVENT_ATTRIBUTE,
  INSIGHT_TARGET_ATTRIBUTE,
  type InsightEvent,
  publicApiPaths,
} from '@portfolio/contract';

/** The attributes that make a plain link counted when a visitor clicks it. */
export function insightAttributes(event: InsightEvent, target = ''): Record<string, string> {
  return { [INSIGHT_EVENT_ATTRIBUTE]: event, [INSIGHT_TARGET_ATTRIBUTE]: target };
}

/**
 * One listener for the whole page: a click on a counted link sends one beacon, which the browser
 * delivers even as the page unloads. The link itself stays a plain link.
 */
export function listenForInsightClicks(root: Document): void {
  root.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element
          ? event.target.closest(`[${INSIGHT_EVENT_ATTRIBUTE}]`)
          : null;
      if (!link || typeof navigator.sendBeacon !== 'function') return;
      const body = JSON.stringify({
        event: link.getAttribute(INSIGHT_EVENT_ATTRIBUTE),
        target: link.getAttribute(INSIGHT_TARGET_ATTRIBUTE) ?? '',
      });
      navigator.sendBeacon(
        publicApiPaths.insightsBeacon,
        new Blob([body], { type: 'application/json' }),
      );
    },
    { capture: true },
  );
}
