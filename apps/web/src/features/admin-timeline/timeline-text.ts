import { formatProjectDate, TIMELINE_KIND_LABELS, type TimelineEntry } from '@portfolio/contract';

/** An entry's period as the owner reads it in his table: 'September 2021 – present'. */
export const periodOf = (entry: Pick<TimelineEntry, 'start' | 'end'>) =>
  `${formatProjectDate(entry.start)} – ${entry.end ? formatProjectDate(entry.end) : 'present'}`;

/** An entry's name: its role and organisation, as the notifications name it too. */
export const nameOf = (entry: Pick<TimelineEntry, 'role' | 'organisation'>) =>
  `${entry.role}, ${entry.organisation}`;

export const kindOf = (entry: Pick<TimelineEntry, 'kind'>) => TIMELINE_KIND_LABELS[entry.kind];
