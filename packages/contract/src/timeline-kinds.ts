// The timeline's kinds and their headings, apart from its rules: About loads only these.

/**
 * The owner's timeline on About: where he worked and what he studied. Each entry has a role (for
 * education: the degree or study), an organisation, a place, a start and an end (null while it goes
 * on: 'present'), a short Markdown text and a link.
 */
export const TimelineKind = { Work: 'work', Education: 'education' } as const;
export type TimelineKind = (typeof TimelineKind)[keyof typeof TimelineKind];

/** How About and the admin name each kind: its section heading. */
export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  work: 'Experience',
  education: 'Education',
};
