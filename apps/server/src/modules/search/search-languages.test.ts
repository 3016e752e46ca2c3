import {
  apiPaths,
  DEFAULT_PROFILE,
  PAGE_DATA_ELEMENT_ID,
  type PublicPageData,
  type SearchAnswer,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import {
  addCertificate,
  addProject,
  addTimelineEntry,
  editProject,
  PROJECT_FIELDS,
  putProfile,
  toggleStatus,
} from '../../test/content.js';
import { addPost, publishPost, sendPost } from '../../test/posts.js';
import { sourceWeb } from '../../test/web.js';
import { rebuildSearchIndex } from './search-index.service.js';

// A search made on a page in another language finds what has a text in it first, in it (issue
// 34). The same cases run on SQLite (FTS5) and on PostgreSQL (tsvector).

const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: 'https://example.com' }, { web: sourceWeb });

const TWO = { defaultLanguage: 'en', languages: ['en', 'pt'] };
const HOUR = 3600_000;

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: ctx.auth(ctx.token),
    ...(payload ? { payload } : {}),
  });

const setLanguages = async (languages: object) =>
  expectStatus(await call('PUT', apiPaths.languages, languages), 200);

async function translate(kind: string, id: string, fields: Record<string, string>) {
  expectStatus(
    await call('PUT', apiPaths.translations.texts, { language: 'pt', kind, id, fields }),
    200,
  );
}

/** The search page's results as it is served at `path` (`/search` or `/pt/search`). */
async function searchPage(path: string, q: string): Promise<SearchAnswer> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams({ q })}`,
    headers: { host: 'example.com' },
  });
  expectStatus(res, 200);
  const json = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(res.body)?.[1];
  const search = (JSON.parse(json ?? 'null') as PublicPageData).search;
  if (!search) throw new Error(`${path} has no search`);
  return search;
}

/** The call's answer, with a language or without one (an older client). */
async function searchCall(q: string, language?: string): Promise<SearchAnswer> {
  const query = new URLSearchParams({ q, ...(language ? { language } : {}) });
  const res = await ctx.app.inject({ method: 'GET', url: `${apiPaths.search.public}?${query}` });
  expectStatus(res, 200);
  return res.json<SearchAnswer>();
}

const titlesOf = (answer: SearchAnswer) => answer.results.map((result) => result.title);
const snippetOf = (answer: SearchAnswer, index: number) =>
  answer.results[index]?.snippet.map((part) => part.text).join('');

/** The default language's documents as stored. */
const defaultDocuments = async () =>
  ctx.db
    .selectFrom('search_documents')
    .select(['kind', 'ref_id', 'title', 'tags', 'body', 'url', 'date', 'public_from'])
    .orderBy('kind')
    .orderBy('ref_id')
    .execute();

/**
 * The documents stored in another language, each with what its default document gives it (none
 * where that is gone: a document left behind shows as one).
 */
const documentsIn = async (language: string) =>
  ctx.db
    .selectFrom('search_translations')
    .leftJoin('search_documents', (join) =>
      join
        .onRef('search_documents.kind', '=', 'search_translations.kind')
        .onRef('search_documents.ref_id', '=', 'search_translations.ref_id'),
    )
    .select([
      'search_translations.kind',
      'search_translations.ref_id',
      'search_translations.title',
      'search_documents.tags',
      'search_translations.body',
      'search_documents.url',
      'search_documents.date',
      'search_documents.public_from',
    ])
    .where('search_translations.language', '=', language)
    .orderBy('search_translations.kind')
    .orderBy('search_translations.ref_id')
    .execute();

async function deleteProject(id: string) {
  expectStatus(await call('DELETE', apiPaths.projects.delete(id)), 200);
}

describe('a search on a page in another language', () => {
  it('finds what is translated first, in its language, and the rest in the default', async () => {
    await setLanguages(TWO);
    const translated = await addProject(ctx, ctx.token, {
      title: 'Cluster autoscaler',
      description: 'Scales nodes.',
    });
    await addProject(ctx, ctx.token, { title: 'Cluster monitor', description: 'Watches.' });
    await publishPost(ctx, ctx.token, { title: 'Cluster notes', body: 'Untranslated.' });
    await translate('project', translated._id, {
      title: 'Escalonador de cluster',
      description: 'Escala os nós.',
    });

    for (const answer of [
      await searchPage('/pt/search', 'escalonador'),
      await searchCall('escalonador', 'pt'),
    ]) {
      expect(titlesOf(answer)).toEqual(['Escalonador de cluster']);
      expect(snippetOf(answer, 0)).toBe('Escala os nós.');
      expect(answer.results[0]?.url).toBe('/projects');
    }
    // Its own language first, before newer things of the default that match as well.
    for (const answer of [
      await searchPage('/pt/search', 'cluster'),
      await searchCall('cluster', 'pt'),
    ]) {
      expect(titlesOf(answer)).toEqual([
        'Escalonador de cluster',
        'Cluster notes',
        'Cluster monitor',
      ]);
      expect(answer.total).toBe(3);
    }
    // The default language's words still find the translated project once, in its default.
    expect(titlesOf(await searchCall('autoscaler', 'pt'))).toEqual(['Cluster autoscaler']);
  });

  it('is as before on the default language’s page and for a call without a language', async () => {
    await setLanguages(TWO);
    const project = await addProject(ctx, ctx.token, { title: 'Cluster autoscaler' });
    const before = [await searchPage('/search', 'cluster'), await searchCall('cluster')];
    await translate('project', project._id, { title: 'Escalonador de cluster' });

    expect([await searchPage('/search', 'cluster'), await searchCall('cluster')]).toEqual(before);
    expect(await searchCall('cluster', 'en')).toEqual(before[1]);
    expect(titlesOf(before[0] as SearchAnswer)).toEqual(['Cluster autoscaler']);
    expect(titlesOf(await searchCall('escalonador'))).toEqual([]);
    expect(titlesOf(await searchPage('/search', 'escalonador'))).toEqual([]);
    // The owner's search reads the default language's texts.
    const owner = await call('GET', `${apiPaths.search.admin}?q=escalonador`);
    expectStatus(owner, 200);
    expect(owner.json<SearchAnswer>().results).toEqual([]);
  });

  it('never finds a hidden thing by its translation', async () => {
    await setLanguages(TWO);
    const hidden = await addProject(ctx, ctx.token, { title: 'Secret project' });
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(hidden._id));
    await translate('project', hidden._id, { title: 'Projeto oculto' });
    const draft = await addPost(ctx, ctx.token, { title: 'Secret draft' });
    await translate('post', draft._id, { title: 'Rascunho oculto' });
    const scheduled = await addPost(ctx, ctx.token, {
      title: 'Secret scheduled',
      status: 'scheduled',
      publishAt: new Date(ctx.clock.now.getTime() + HOUR).toISOString(),
    });
    await translate('post', scheduled._id, { title: 'Agendado oculto' });
    const certificate = await addCertificate(ctx, ctx.token, { title: 'Secret certificate' });
    await toggleStatus(ctx, ctx.token, apiPaths.certificates.status(certificate._id));
    await translate('certificate', certificate._id, { title: 'Certificado oculto' });
    const entry = await addTimelineEntry(ctx, ctx.token, { role: 'Secret role', visible: false });
    await translate('timeline', entry._id, { role: 'Papel oculto' });
    for (const q of ['oculto', 'secret', 'o']) {
      expect(titlesOf(await searchPage('/pt/search', q)), q).toEqual([]);
      expect(titlesOf(await searchCall(q, 'pt')), q).toEqual([]);
    }

    // The scheduled post, once its time has come: in Portuguese.
    ctx.clock.advance(HOUR);
    expect(titlesOf(await searchCall('oculto', 'pt'))).toEqual(['Agendado oculto']);

    // Shown, then hidden again: its translation follows the default's visibility.
    const shown = await addProject(ctx, ctx.token, { title: 'Open project' });
    await translate('project', shown._id, { title: 'Projeto aberto' });
    expect(titlesOf(await searchCall('projeto', 'pt'))).toEqual(['Projeto aberto']);
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(shown._id));
    expect(titlesOf(await searchCall('projeto', 'pt'))).toEqual([]);
  });

  it('reads a translation through its default document, as the previous release writes it', async () => {
    // During a rolling upgrade the previous release writes and deletes `search_documents` alone.
    await setLanguages(TWO);
    const project = await addProject(ctx, ctx.token, { title: 'Cluster autoscaler' });
    await translate('project', project._id, { title: 'Escalonador de cluster' });
    const ofProject = { kind: 'project', ref_id: project._id } as const;
    await ctx.db
      .updateTable('search_documents')
      .set({ public_from: null })
      .where('kind', '=', ofProject.kind)
      .where('ref_id', '=', ofProject.ref_id)
      .execute();
    expect(titlesOf(await searchCall('escalonador', 'pt'))).toEqual([]);
    await ctx.db
      .updateTable('search_documents')
      .set({ public_from: ctx.clock.now, url: '/projects/moved' })
      .where('kind', '=', ofProject.kind)
      .where('ref_id', '=', ofProject.ref_id)
      .execute();
    expect((await searchCall('escalonador', 'pt')).results[0]?.url).toBe('/projects/moved');
    await ctx.db
      .deleteFrom('search_documents')
      .where('kind', '=', ofProject.kind)
      .where('ref_id', '=', ofProject.ref_id)
      .execute();
    expect(titlesOf(await searchCall('escalonador', 'pt'))).toEqual([]);
    expect(titlesOf(await searchPage('/pt/search', 'escalonador'))).toEqual([]);
  });

  it('refuses a language that is not the site’s, or not text', async () => {
    await setLanguages(TWO);
    for (const language of ['de', 'a\u0000b', 'x'.repeat(36)]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${apiPaths.search.public}?${new URLSearchParams({ q: 'cluster', language })}`,
      });
      expectStatus(res, 400);
    }
  });
});

describe('the index follows the translations, in their transaction', () => {
  it('drops a text removed, a thing deleted and a language’s texts deleted', async () => {
    await setLanguages(TWO);
    const kept = await addProject(ctx, ctx.token, { title: 'Cluster autoscaler' });
    const deleted = await addProject(ctx, ctx.token, { title: 'Cluster monitor' });
    const post = await publishPost(ctx, ctx.token, { title: 'Cluster notes' });
    await translate('project', kept._id, { title: 'Escalonador de cluster' });
    await translate('project', deleted._id, { title: 'Monitor de cluster' });
    await translate('post', post._id, { title: 'Notas de cluster' });
    expect(titlesOf(await searchCall('cluster', 'pt'))).toEqual([
      'Notas de cluster',
      'Monitor de cluster',
      'Escalonador de cluster',
    ]);

    await translate('project', kept._id, { title: '' });
    expect(titlesOf(await searchPage('/pt/search', 'escalonador'))).toEqual([]);
    expect(titlesOf(await searchCall('cluster', 'pt'))).toEqual([
      'Notas de cluster',
      'Monitor de cluster',
      'Cluster autoscaler',
    ]);

    await deleteProject(deleted._id);
    expectStatus(await sendPost(ctx, ctx.token, 'DELETE', apiPaths.posts.delete(post._id)), 200);
    expect(titlesOf(await searchCall('cluster', 'pt'))).toEqual(['Cluster autoscaler']);
    expect(await documentsIn('pt')).toEqual([]);

    await translate('project', kept._id, { title: 'Escalonador de cluster' });
    expect(await documentsIn('pt')).toHaveLength(1);
    await setLanguages({ defaultLanguage: 'en', languages: ['en'] });
    expectStatus(await call('DELETE', `${apiPaths.translations.languages}?language=pt`), 200);
    expect(await documentsIn('pt')).toEqual([]);
  });

  it('writes a thing’s documents again when its default changes, its untranslated fields read in the default', async () => {
    await setLanguages(TWO);
    const project = await addProject(ctx, ctx.token, {
      title: 'Cluster autoscaler',
      description: 'Scales nodes.',
    });
    await translate('project', project._id, { title: 'Escalonador de cluster' });
    expect(snippetOf(await searchCall('escalonador', 'pt'), 0)).toBe('Scales nodes.');
    const edited = await editProject(ctx, project._id, {
      ...PROJECT_FIELDS,
      title: 'Cluster autoscaler',
      description: 'Adds and removes nodes.',
    });
    expectStatus(edited, 200);
    expect(snippetOf(await searchCall('escalonador', 'pt'), 0)).toBe('Adds and removes nodes.');
  });

  it('is built again whole with the translations', async () => {
    await setLanguages(TWO);
    const project = await addProject(ctx, ctx.token, { title: 'Cluster autoscaler' });
    await publishPost(ctx, ctx.token, { title: 'Cluster notes' });
    await translate('project', project._id, { title: 'Escalonador de cluster' });
    const before = [await searchCall('cluster', 'pt'), await searchCall('cluster')];
    const stored = await documentsIn('pt');
    await rebuildSearchIndex(ctx.app.deps);
    expect([await searchCall('cluster', 'pt'), await searchCall('cluster')]).toEqual(before);
    expect(await documentsIn('pt')).toEqual(stored);
  });

  it('makes of the default texts, translated as they are, the default documents', async () => {
    await setLanguages(TWO);
    const fields = {
      post: { title: 'A post', summary: 'Its summary.', body: 'A **bold** body.' },
      project: { title: 'A project', description: 'Its words.', case_study: '## How\n\n*It* ran.' },
      certificate: { title: 'A certificate', issued_by: 'An issuer' },
      timeline: {
        role: 'A role',
        organisation: 'An organisation',
        place: 'A place',
        summary: 'Ran *things*.',
      },
      skill: { label: 'Terraform' },
    };
    const post = await publishPost(ctx, ctx.token, {
      ...fields.post,
      tags: ['tagged'],
    });
    const project = await addProject(ctx, ctx.token, { ...fields.project, tags: 'go' });
    const certificate = await addCertificate(ctx, ctx.token, fields.certificate);
    const entry = await addTimelineEntry(ctx, ctx.token, fields.timeline);
    await putProfile(ctx, ctx.token, { ...DEFAULT_PROFILE, skills: [{ text: 'Terraform' }] });
    await translate('post', post._id, fields.post);
    await translate('project', project._id, fields.project);
    await translate('certificate', certificate._id, fields.certificate);
    await translate('timeline', entry._id, fields.timeline);
    await translate('skill', 'Terraform', fields.skill);

    const translated = await documentsIn('pt');
    expect(translated.map((row) => row.kind).sort()).toEqual([
      'certificate',
      'post',
      'project',
      'skill',
      'timeline',
    ]);
    const defaults = (await defaultDocuments()).filter((row) =>
      translated.some((other) => other.kind === row.kind && other.ref_id === row.ref_id),
    );
    expect(translated).toEqual(defaults);
  });
});
