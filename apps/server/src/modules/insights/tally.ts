import { INSIGHT_OTHER_KEY } from '@portfolio/contract';

/** One count of one day: a page's views, a referrer host's visits, a link's clicks. */
export interface CountRow {
  day: string;
  metric: string;
  key: string;
  count: number;
}

/** What was gathered since the last write: counts, and each day's (unsalted) visitor keys. */
export interface TallyBatch {
  counts: CountRow[];
  visitors: Map<string, Set<string>>;
}

const SEPARATOR = '\u0000';

/**
 * Counts gathered in memory between two writes, so that counting costs a visitor's request a few
 * map updates and never a database round trip. Each day's kind gathers at most `keysPerKind`
 * keys: a flood of made-up ones adds to `INSIGHT_OTHER_KEY` past them, so memory stays bounded
 * and the count stays whole.
 */
export class Tally {
  private counts = new Map<string, number>();
  private visitors = new Map<string, Set<string>>();
  /** How many keys (besides the other one) each day's kind has gathered. */
  private keys = new Map<string, number>();

  constructor(private readonly keysPerKind: number) {}

  add(day: string, metric: string, key: string, count = 1): void {
    const kind = `${day}${SEPARATOR}${metric}`;
    let id = `${kind}${SEPARATOR}${key}`;
    if (!this.counts.has(id) && key !== INSIGHT_OTHER_KEY) {
      const keys = this.keys.get(kind) ?? 0;
      if (keys < this.keysPerKind) this.keys.set(kind, keys + 1);
      else id = `${kind}${SEPARATOR}${INSIGHT_OTHER_KEY}`;
    }
    this.counts.set(id, (this.counts.get(id) ?? 0) + count);
  }

  addVisitor(day: string, key: string): void {
    let keys = this.visitors.get(day);
    if (!keys) {
      keys = new Set();
      this.visitors.set(day, keys);
    }
    keys.add(key);
  }

  get isEmpty(): boolean {
    return this.counts.size === 0 && this.visitors.size === 0;
  }

  /** Everything gathered, leaving the tally empty. */
  take(): TallyBatch {
    const counts = [...this.counts].map(([id, count]) => {
      const [day = '', metric = '', key = ''] = id.split(SEPARATOR);
      return { day, metric, key, count };
    });
    const batch = { counts, visitors: this.visitors };
    this.counts = new Map();
    this.visitors = new Map();
    this.keys = new Map();
    return batch;
  }

  /** A batch that could not be written goes back, to be written with the next one. */
  putBack(batch: TallyBatch): void {
    for (const row of batch.counts) this.add(row.day, row.metric, row.key, row.count);
    for (const [day, keys] of batch.visitors) for (const key of keys) this.addVisitor(day, key);
  }
}
