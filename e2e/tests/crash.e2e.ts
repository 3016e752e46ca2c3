import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../apps/server/src/db/sqlite-driver.js';
import { call, form, image, login, pdf } from '../fixtures/api.js';
import { type RunningServer, startServer } from '../fixtures/server.js';

interface ProjectAnswer {
  _id: string;
  title: string;
  project_image: string;
}

interface ResumeAnswer {
  _id: string;
  resume_file: string;
}

/** What a lane knows of one project: its last acknowledged title, and what might have landed. */
interface Known {
  acknowledged: string | null;
  /** Outcomes of a change still in flight at the kill: a title, or null for a delete. */
  possible: (string | null)[];
}

/** What the lanes know of the one resume; one upload at a time over all lanes. */
interface ResumeState {
  id: string | null;
  /** The PDF of the last upload answered 200, or null when there is no resume. */
  acknowledged: string | null;
  /** The PDF of an upload still in flight at the kill. */
  possible: string[];
  busy: boolean;
  uploads: number;
}

/** One round of writes against one server, up to its kill. */
interface Round {
  base: string;
  token: string;
  budget: { left: number };
  /** Set just before the kill: from then on, and only then, a lost connection is expected. */
  killed: boolean;
  /** Every answer other than 200, and every request that failed before the kill. */
  failures: string[];
}

const LANES = 4;
const OPERATIONS = 100;
const IMAGES = ['Canon_40D.jpg', 'DSCN0010.jpg', 'landscape_6.jpg'];
const RESUMES = ['minimal-document.pdf', 'google-doc-document.pdf', 'pdflatex-4-pages.pdf'];

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const RESUME_BY_HASH = new Map(RESUMES.map((name) => [sha256(fs.readFileSync(pdf(name))), name]));
const resumeName = (data: Buffer) =>
  RESUME_BY_HASH.get(sha256(data)) ?? `a file that was never sent (${data.length} bytes)`;

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
});

const fields = (title: string) => ({
  title,
  description: 'written under fire',
  website_link: 'https://example.com',
  project_link: 'https://example.com/code',
});

/**
 * Sends one write and answers its body when the server answered 200. Answers null when the lane
 * must stop: the connection was lost after the kill (fetch and reading the body throw TypeError),
 * or the write failed in a way that the test reports, recorded in the round's failures.
 */
async function write<T>(
  round: Round,
  what: string,
  method: string,
  url: string,
  body?: FormData | object,
): Promise<T | null> {
  try {
    const res = await call<T>(round.base, round.token, method, url, body);
    if (res.status === 200) return res.body;
    round.failures.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  } catch (err) {
    if (round.killed && err instanceof TypeError) return null;
    round.failures.push(`${what}: ${String(err)}${round.killed ? '' : ' before the kill'}`);
  }
  return null;
}

type Send = <T>(
  what: string,
  method: string,
  url: string,
  body?: FormData | object,
) => Promise<T | null>;

/** Uploads the resume: adds it when none is known to exist, else replaces its file. */
async function uploadResume(send: Send, resume: ResumeState): Promise<boolean> {
  resume.busy = true;
  const name = RESUMES[resume.uploads++ % RESUMES.length] ?? 'minimal-document.pdf';
  resume.possible = [name];
  const file = form({}, { field: 'resumeFile', path: pdf(name) });
  const answer =
    resume.id === null
      ? await send<ResumeAnswer>('add resume', 'POST', '/api/resume/addResume', file)
      : await send<ResumeAnswer>('edit resume', 'PUT', `/api/resume/editResume/${resume.id}`, file);
  // Still busy when unanswered: no other lane uploads over an outcome nobody knows.
  if (answer === null) return false;
  resume.id = answer._id;
  resume.acknowledged = name;
  resume.possible = [];
  resume.busy = false;
  return true;
}

/**
 * One lane of writes: adds, edits (with and without a new image) and deletes of its own projects,
 * quotes and resume uploads, one at a time, until the server dies. Every write answered 200 is
 * recorded as acknowledged; any other answer ends the lane and fails the test.
 */
async function lane(
  round: Round,
  lane: number,
  known: Map<string, Known>,
  quotes: Set<string>,
  resume: ResumeState,
) {
  const send: Send = (what, method, url, body) =>
    write(round, `lane ${lane} ${what}`, method, url, body);
  const mine: string[] = [];
  for (let step = 0; round.budget.left > 0; step++) {
    round.budget.left -= 1;
    // 0 add, 1 resume (a quote while another lane uploads it), 2 and 3 edit, 4 delete, 5 quote.
    const choice = mine.length === 0 ? 0 : step % 6;
    const title = `lane ${lane} step ${step}`;
    if (choice === 0) {
      const added = await send<ProjectAnswer>(
        `add ${title}`,
        'POST',
        '/api/projects/addproject',
        form(fields(title), {
          field: 'projectImage',
          path: image(IMAGES[step % IMAGES.length] ?? 'Canon_40D.jpg'),
        }),
      );
      if (added === null) return;
      known.set(added._id, { acknowledged: title, possible: [] });
      mine.push(added._id);
    } else if (choice === 1 && !resume.busy) {
      if (!(await uploadResume(send, resume))) return;
    } else if (choice === 1 || choice === 5) {
      const quote = { quote: title };
      if ((await send(`quote ${title}`, 'POST', '/api/quotes/addQuotes', quote)) === null) return;
      quotes.add(title);
    } else {
      const id = mine[step % mine.length] ?? '';
      const entry = known.get(id);
      if (!entry) continue;
      if (choice === 4) {
        entry.possible = [null];
        const url = `/api/projects/deleteProject/${id}`;
        if ((await send(`delete ${id}`, 'DELETE', url)) === null) return;
        entry.acknowledged = null;
        mine.splice(mine.indexOf(id), 1);
      } else {
        entry.possible = [title];
        const file =
          choice === 3 ? { field: 'projectImage', path: image('portrait_8.jpg') } : undefined;
        const edited = await send(
          `edit ${id} to ${title}`,
          'PUT',
          `/api/projects/editProject/${id}`,
          form(fields(title), file),
        );
        if (edited === null) return;
        entry.acknowledged = title;
      }
      entry.possible = [];
    }
  }
}

function mediaOnDisk(dataDir: string): string[] {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('crash safety', () => {
  it('keeps every acknowledged write through kill -9 at random moments', async () => {
    const first = await startServer({ API_RATE_LIMIT: '100000' });
    server = first;
    const dataDir = first.dataDir;
    const known = new Map<string, Known>();
    const quotes = new Set<string>();
    const resume: ResumeState = {
      id: null,
      acknowledged: null,
      possible: [],
      busy: false,
      uploads: 0,
    };

    for (let round = 0; round < 3; round++) {
      const running = server;
      if (!running) throw new Error('no server');
      const writes: Round = {
        base: running.publicUrl,
        token: await login(running.publicUrl),
        budget: { left: OPERATIONS },
        killed: false,
        failures: [],
      };
      let lanesEnded = false;
      const lanes = Promise.all(
        Array.from({ length: LANES }, (_, i) =>
          lane(writes, round * LANES + i, known, quotes, resume),
        ),
      ).then(() => {
        lanesEnded = true;
      });
      // A random moment: after a random number of writes has started, plus a little.
      const killAfter = 10 + Math.floor(Math.random() * 80);
      while (OPERATIONS - writes.budget.left < killAfter && !lanesEnded) {
        await new Promise((r) => setTimeout(r, 2));
      }
      await new Promise((r) => setTimeout(r, Math.random() * 50));
      const endedBeforeKill = lanesEnded;
      writes.killed = true;
      expect(await running.kill('SIGKILL')).toBeNull();
      await lanes;
      expect(writes.failures, `round ${round}: writes not answered 200`).toEqual([]);
      expect(endedBeforeKill, `round ${round}: the writes ended before the kill`).toBe(false);
      // The kill came in the middle of the writes, not before or after all of them.
      expect(writes.budget.left).toBeLessThan(OPERATIONS);
      expect(writes.budget.left).toBeGreaterThan(0);

      server = await startServer({ DATA_DIR: dataDir, API_RATE_LIMIT: '100000' });
      const base = server.publicUrl;
      const admin = await login(base);

      const db = openSqlite(path.join(dataDir, 'portfolio.db'), { readOnly: true });
      let resumeOnDisk: string | null = null;
      try {
        expect(db.prepare('pragma integrity_check').all([])).toEqual([{ integrity_check: 'ok' }]);
        const keys = (
          db.prepare('select key from media_files order by key').all([]) as { key: string }[]
        ).map((r) => r.key);
        expect(mediaOnDisk(dataDir)).toEqual(keys);
        const resumeRows = db
          .prepare(
            'select r.id, f.key from resumes r left join media_files f on f.media_id = r.file_id',
          )
          .all([]) as { id: string; key: string | null }[];
        expect(resumeRows.length, `round ${round}: resume rows`).toBeLessThanOrEqual(1);
        const [row] = resumeRows;
        if (row) {
          expect(row.key, `round ${round}: the resume row's file`).not.toBeNull();
          resumeOnDisk = resumeName(fs.readFileSync(path.join(dataDir, 'media', row.key ?? '')));
        }
      } finally {
        db.close();
      }

      const projects = (
        await call<ProjectAnswer[]>(base, admin, 'POST', '/api/projects/getprojects')
      ).body;
      const byId = new Map(projects.map((p) => [p._id, p]));
      for (const [id, entry] of known) {
        const found = byId.get(id)?.title ?? null;
        expect(
          [entry.acknowledged, ...entry.possible],
          `project ${id} in round ${round}`,
        ).toContain(found);
        entry.acknowledged = found;
        entry.possible = [];
        if (found === null) known.delete(id);
      }
      for (const project of projects) {
        const image = await fetch(new URL(new URL(project.project_image).pathname, base));
        expect(image.status, project.project_image).toBe(200);
        await image.arrayBuffer();
      }
      const stored = (
        await call<{ quote: string }[]>(base, admin, 'POST', '/api/quotes/fetchQuotes')
      ).body;
      const storedQuotes = new Set(stored.map((q) => q.quote));
      for (const quote of quotes) expect(storedQuotes.has(quote), quote).toBe(true);

      // The resume: the last acknowledged upload, or the one in flight at the kill; served as stored.
      const resumes = (await call<ResumeAnswer[]>(base, admin, 'POST', '/api/resume/fetchResume'))
        .body;
      let served: string | null = null;
      if (resumes[0]) {
        const file = await fetch(new URL(new URL(resumes[0].resume_file).pathname, base));
        expect(file.status, resumes[0].resume_file).toBe(200);
        served = resumeName(Buffer.from(await file.arrayBuffer()));
      }
      expect(served, `round ${round}: the resume served`).toBe(resumeOnDisk);
      expect(
        [resume.acknowledged, ...resume.possible],
        `round ${round}: the resume stored`,
      ).toContain(served);
      resume.id = resumes[0]?._id ?? null;
      resume.acknowledged = served;
      resume.possible = [];
      resume.busy = false;
    }
    expect(resume.uploads, 'resume uploads over the rounds').toBeGreaterThan(0);
  });
});
