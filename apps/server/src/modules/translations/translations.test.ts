import {
  apiPaths,
  caseStudyPath,
  DEFAULT_PROFILE,
  type KeptTranslations,
  PAGE_DATA_ELEMENT_ID,
  type PublicPageData,
  postPath,
  type TranslatedEntity,
  type Translations,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import {
  addCertificate,
  addProject,
  addQuote,
  addTimelineEntry,
  notifications,
  putProfile,
} from '../../test/content.js';
import { publishPost } from '../../test/posts.js';
import { sourceWeb } from '../../test/web.js';

const ORIGIN = 'https://example.com';
const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });

const THREE = { defaultLanguage: 'en', languages: ['en', 'pt', 'ar'] };

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, auth = true) =>
  ctx.app.inject({
    method,
    url,
    headers: auth ? ctx.auth(ctx.token) : {},
    ...(payload ? { payload } : {}),
  });

const setLanguages = async (languages: object) =>
  expectStatus(await call('PUT', apiPaths.languages, languages), 200);

const write = (kind: string, id: string, fields: Record<string, string>, language = 'pt') =>
  call('PUT', apiPaths.translations.texts, { language, kind, id, fields });

async function translate(kind: string, id: string, fields: Record<string, string>) {
  const res = await write(kind, id, fields);
  expectStatus(res, 200);
  return res.json<TranslatedEntity>();
}

async function texts(language = 'pt'): Promise<Translations> {
  const res = await call('GET', `${apiPaths.translations.texts}?language=${language}`);
  expectStatus(res, 200);
  return res.json<Translations>();
}

const entity = (all: Translations, kind: string, id: string) =>
  all.entities.find((found) => found.kind === kind && found.id === id);

async function page(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { host: 'example.com' } });
  const json = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(res.body)?.[1];
  return { res, html: res.body, data: JSON.parse(json ?? 'null') as PublicPageData };
}

describe("the owner's texts per language: the calls", () => {
  it("are the Admin's alone", async () => {
    await setLanguages(THREE);
    const url = `${apiPaths.translations.texts}?language=pt`;
    expectStatus(await call('GET', url, undefined, false), 401);
    expectStatus(
      await call(
        'PUT',
        apiPaths.translations.texts,
        { language: 'pt', kind: 'profile', id: 'profile', fields: { greeting: 'Olá!' } },
        false,
      ),
      401,
    );
    expectStatus(await call('GET', apiPaths.translations.languages, undefined, false), 401);
    expectStatus(
      await call('DELETE', `${apiPaths.translations.languages}?language=de`, undefined, false),
      401,
    );
  });

  it('read every piece of content beside its default, the missing ones marked', async () => {
    await setLanguages(THREE);
    await putProfile(ctx, ctx.token, {
      ...DEFAULT_PROFILE,
      skills: [...DEFAULT_PROFILE.skills, { text: 'Technical writing' }],
    });
    const project = await addProject(ctx, ctx.token, { title: 'Weather station' });
    const before = await texts();
    expect(before).toMatchObject({ language: 'pt', defaultLanguage: 'en' });
    expect(entity(before, 'profile', 'profile')?.fields.role).toEqual({
      default: DEFAULT_PROFILE.about.role,
      value: '',
      missing: true,
    });
    expect(entity(before, 'profile', 'profile')?.fields.hobbies?.default).toBe(
      DEFAULT_PROFILE.about.hobbies.join('\n'),
    );
    expect(entity(before, 'skill', 'Technical writing')?.fields.label?.missing).toBe(true);
    const listed = entity(before, 'project', project._id);
    expect(listed?.name).toBe('Weather station');
    // A field with no default has nothing to miss.
    expect(listed?.fields.case_study).toEqual({ default: '', value: '', missing: false });

    const written = await translate('project', project._id, {
      title: '  Estação meteorológica ',
      description: 'Uma estação.',
    });
    expect(written.fields.title).toEqual({
      default: 'Weather station',
      value: 'Estação meteorológica',
      missing: false,
    });
    expect(written.fields.project_link_label?.missing).toBe(false);
    expect(entity(await texts(), 'project', project._id)?.fields.description?.value).toBe(
      'Uma estação.',
    );
    // Another language has its own texts.
    expect(entity(await texts('ar'), 'project', project._id)?.fields.title?.missing).toBe(true);
    expect((await notifications(ctx, ctx.token))[0]?.notification_msg).toBe(
      'Texts of "Weather station" in pt updated',
    );

    // '' removes a text: readers see the default again.
    const removed = await translate('project', project._id, { title: '' });
    expect(removed.fields.title).toMatchObject({ value: '', missing: true });
    expect(removed.fields.description?.value).toBe('Uma estação.');
  });

  it("refuse what is not the site's or breaks a field's rules, naming it, and change nothing", async () => {
    await setLanguages(THREE);
    const project = await addProject(ctx, ctx.token);
    await translate('project', project._id, { title: 'Motor de portfólio' });
    const refused = async (answer: ReturnType<typeof write>, status: number, named: string) => {
      const res = await answer;
      expectStatus(res, status);
      expect(res.body).toContain(named);
    };
    await refused(write('project', project._id, { title: 'Motor' }, 'de'), 400, "'de'");
    await refused(write('project', project._id, { title: 'Engine' }, 'en'), 400, "'en'");
    await refused(write('projects', project._id, { title: 'Motor' }), 400, "'projects'");
    await refused(write('project', project._id, { slug: 'motor' }), 400, 'slug');
    await refused(write('project', 'no-such-project', { title: 'Motor' }), 404, 'no-such-project');
    await refused(write('project', project._id, { title: 'x'.repeat(201) }), 400, '200');
    await refused(write('project', project._id, { title: 'Motor\nde portfólio' }), 400, 'one line');
    await refused(write('quote', 'none', { quote: 'Curta' }), 404, 'none');
    await refused(
      write('project', project._id, {
        title: 'Motor',
        case_study: '<b>raw</b> [x](javascript:alert(1))',
      }),
      400,
      'case_study',
    );
    await refused(
      write('project', project._id, {
        case_study: `![a](${ORIGIN}/media/images/not-stored.webp)`,
      }),
      400,
      'images must be uploaded to this site',
    );
    await refused(
      write('profile', 'profile', {
        hobbies: Array.from({ length: 11 }, (_, i) => `h${i}`).join('\n'),
      }),
      400,
      'at most 10 lines',
    );
    await refused(
      write('quote', (await addQuote(ctx, ctx.token, 'A quote to keep'))._id, { quote: 'Ola' }),
      400,
      'at least 5',
    );
    const kept = entity(await texts(), 'project', project._id);
    expect(kept?.fields.title?.value).toBe('Motor de portfólio');
    expect(kept?.fields.case_study?.value).toBe('');
    expect(entity(await texts(), 'profile', 'profile')?.fields.hobbies?.value).toBe('');
    expectStatus(await call('GET', `${apiPaths.translations.texts}?language=de`), 400);
  });
});

describe('a language removed', () => {
  it('keeps its texts until the owner deletes them, which he may only once it is removed', async () => {
    await setLanguages(THREE);
    const project = await addProject(ctx, ctx.token);
    await translate('project', project._id, { title: 'Motor', description: 'Um motor.' });
    await translate('profile', 'profile', { greeting: 'Olá!' });

    const refused = await call('DELETE', `${apiPaths.translations.languages}?language=pt`);
    expectStatus(refused, 400);
    expect(refused.body).toContain("'pt' is still one of the site's languages");

    await setLanguages({ defaultLanguage: 'en', languages: ['en', 'ar'] });
    const kept = await call('GET', apiPaths.translations.languages);
    expectStatus(kept, 200);
    expect(kept.json<KeptTranslations>()).toEqual({
      languages: [{ language: 'pt', texts: 3, inSite: false }],
    });
    // Added again before the owner deleted them: the texts are there.
    await setLanguages(THREE);
    expect(entity(await texts(), 'project', project._id)?.fields.title?.value).toBe('Motor');

    await setLanguages({ defaultLanguage: 'en', languages: ['en', 'ar'] });
    const deleted = await call('DELETE', `${apiPaths.translations.languages}?language=pt`);
    expectStatus(deleted, 200);
    expect(deleted.json()).toEqual({ language: 'pt', deleted: 3 });
    expect((await call('GET', apiPaths.translations.languages)).json()).toEqual({ languages: [] });
    await setLanguages(THREE);
    expect(entity(await texts(), 'project', project._id)?.fields.title?.missing).toBe(true);
  });
});

describe('the public pages in another language', () => {
  it("show the owner's texts in it, the default's where he wrote none, and update at once", async () => {
    await setLanguages(THREE);
    const translated = await addProject(ctx, ctx.token, {
      title: 'Weather station',
      case_study: '## How\n\nWith a **sensor**.',
    });
    const untranslated = await addProject(ctx, ctx.token, { title: 'Chess engine' });

    // Kept before the translation: the write makes it stale.
    expect((await page('/pt/projects')).html).toContain('Weather station');
    await translate('project', translated._id, {
      title: 'Estação meteorológica',
      case_study: '## Como\n\nCom um **sensor** e $x^2$.',
    });

    const pt = await page('/pt/projects');
    expectStatus(pt.res, 200);
    expect(pt.html).toContain('Estação meteorológica');
    expect(pt.html).not.toContain('Weather station');
    expect(pt.html).toContain('Chess engine');
    expect(pt.data.projects?.find((p) => p._id === untranslated._id)?.title).toBe('Chess engine');

    const en = await page('/projects');
    expect(en.html).toContain('Weather station');
    expect(en.html).not.toContain('Estação meteorológica');

    const study = await page(`/pt${caseStudyPath(translated.slug)}`);
    expectStatus(study.res, 200);
    expect(study.data.caseStudy?.project.title).toBe('Estação meteorológica');
    // The rendered body is in the markup (the embedded data leaves it out).
    expect(study.html).toContain('<strong>sensor</strong> e');
    expect(study.html).not.toContain('<strong>sensor</strong>.');
    expect(study.data.caseStudy?.headings.map((heading) => heading.text)).toEqual(['Como']);
    expect(study.data.caseStudy?.hasMath).toBe(true);
    expect(study.data.mathStylesheet).toBeDefined();
    const defaultStudy = await page(caseStudyPath(translated.slug));
    expect(defaultStudy.html).toContain('<strong>sensor</strong>.');
    expect(defaultStudy.data.mathStylesheet).toBeUndefined();
  });

  it('translate the About page, certificates and posts, Markdown rendered as the default is', async () => {
    await setLanguages(THREE);
    await putProfile(ctx, ctx.token, {
      ...DEFAULT_PROFILE,
      skills: [...DEFAULT_PROFILE.skills, { text: 'Technical writing' }],
    });
    const quote = await addQuote(ctx, ctx.token, 'Simple is better than complex.');
    const entry = await addTimelineEntry(ctx, ctx.token);
    const certificate = await addCertificate(ctx, ctx.token);
    const post = await publishPost(ctx, ctx.token, { title: 'Writing a blog engine' });
    await translate('profile', 'profile', {
      role: 'programador web',
      hobbies: 'Jogos\n\n  Testes  ',
    });
    await translate('skill', 'Technical writing', { label: 'Escrita técnica' });
    await translate('quote', quote._id, { quote: 'Simples é melhor que complexo.' });
    await translate('timeline', entry._id, { summary: 'Fiz o serviço de **faturação**.' });
    await translate('certificate', certificate._id, { issued_by: 'Coursera (pt)' });
    await translate('post', post._id, {
      title: 'Um motor de blog',
      body: '## Porquê\n\nPorque *sim*.',
    });

    const about = await page('/pt/about');
    expect(about.html).toContain('programador web');
    expect(about.data.profile.about.hobbies).toEqual(['Jogos', 'Testes']);
    expect(about.data.profile.about.location).toBe(DEFAULT_PROFILE.about.location);
    expect(about.data.profile.skills).toContainEqual({ text: 'Escrita técnica' });
    expect(about.data.quotes?.[0]?.quote).toBe('Simples é melhor que complexo.');
    expect(about.data.timeline?.[0]?.summaryHtml).toContain('<strong>faturação</strong>');
    expect(about.data.timeline?.[0]?.role).toBe(entry.role);
    expect((await page('/about')).html).toContain(DEFAULT_PROFILE.about.role);

    const certificates = await page('/pt/certificates');
    expect(certificates.data.certificates?.[0]?.issued_by).toBe('Coursera (pt)');

    const blog = await page('/pt/blog');
    expect(blog.data.posts?.[0]?.title).toBe('Um motor de blog');
    const postPage = await page(`/pt${postPath(post.slug)}`);
    expect(postPage.data.post?.post.title).toBe('Um motor de blog');
    expect(postPage.html).toContain('<em>sim</em>');
    expect(postPage.html).not.toContain('second system');
    expect(postPage.data.post?.post.summary).toBe(post.summary);
    expect(post.readingMinutes).toBe(1);
    await translate('post', post._id, { body: 'palavra '.repeat(500) });
    expect((await page(`/pt${postPath(post.slug)}`)).data.post?.post.readingMinutes).toBe(3);
    expect((await page('/pt/blog')).data.posts?.[0]?.readingMinutes).toBe(3);
    expect((await page('/blog')).data.posts?.[0]?.readingMinutes).toBe(1);
    expect((await page(postPath(post.slug))).html).toContain('second system');
  });

  it("leave the default language's pages and the older client's calls byte for byte", async () => {
    await setLanguages(THREE);
    const project = await addProject(ctx, ctx.token, { title: 'Weather station' });
    const before = {
      projects: (await page('/projects')).html,
      about: (await page('/about')).html,
      list: (await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list })).body,
      profile: (await ctx.app.inject({ method: 'GET', url: apiPaths.profile })).body,
    };
    await translate('project', project._id, { title: 'Estação', description: 'Uma estação.' });
    await translate('profile', 'profile', { role: 'programador', greeting: 'Olá!' });
    expect((await page('/projects')).html).toBe(before.projects);
    expect((await page('/about')).html).toBe(before.about);
    expect((await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list })).body).toBe(
      before.list,
    );
    expect((await ctx.app.inject({ method: 'GET', url: apiPaths.profile })).body).toBe(
      before.profile,
    );
  });
});

describe('a piece of content deleted', () => {
  it('takes its texts in every language with it', async () => {
    await setLanguages(THREE);
    const project = await addProject(ctx, ctx.token);
    const kept = await addProject(ctx, ctx.token, { title: 'Kept project' });
    const quote = await addQuote(ctx, ctx.token, 'A quote that goes');
    await translate('project', project._id, { title: 'Motor' });
    await translate('project', kept._id, { title: 'Mantido' });
    await translate('quote', quote._id, { quote: 'Uma citação que vai' });
    expectStatus(await call('DELETE', apiPaths.projects.delete(project._id)), 200);
    expectStatus(await call('DELETE', apiPaths.quotes.delete(quote._id)), 200);
    const rows = await ctx.db.selectFrom('translations').select(['kind', 'entity_id']).execute();
    expect(rows).toEqual([{ kind: 'project', entity_id: kept._id }]);
  });
});
