// What the public pages count when clicked. No schema library here: the pages import these, and
// TypeBox would otherwise come with them (the JavaScript budget of `/`).

/**
 * What a public page tells the server with one beacon when a visitor clicks: a project's links
 * and the resume's download. Page views are counted by the server as it answers the page.
 */
export const INSIGHT_EVENTS = ['project-link', 'website-link', 'resume-download'] as const;
export type InsightEvent = (typeof INSIGHT_EVENTS)[number];

/** The attribute a public link carries to be counted when clicked, and the one naming its target. */
export const INSIGHT_EVENT_ATTRIBUTE = 'data-insight';
export const INSIGHT_TARGET_ATTRIBUTE = 'data-insight-target';

/**
 * The key under which a day's counts of one kind are kept once that kind has more keys than the
 * server keeps a day (the largest ones keep their own): "the rest". No real key can be it: pages
 * are paths, referrers host names, campaigns plain words, targets ids.
 */
export const INSIGHT_OTHER_KEY = '(other)';
