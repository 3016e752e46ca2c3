import { apiPaths, PROJECTS_PER_PAGE, UPLOAD_FIELDS } from '@portfolio/contract';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { form } from '../fixtures/api.js';
import { image, pdf } from '../fixtures/testdata.js';

// The two screens of image entities, each through add (with the form's refusals and a server
// error), edit without and with an image, hide, show and delete; the public page shows the state
// after each change. Each test puts in place, through the API, the one item it starts from.
const admin = useAdmin();
const { callsTo, cellText, checkScreen, main, publicList, row } = admin;

interface PublicCard {
  title: string | undefined;
  /** The first line under the title: a project's description, a certificate's issuer. */
  detail: string | undefined;
  image: string | null | undefined;
}

/** The cards of /projects or /certificates as a visitor sees them. */
async function publicCards(pathname: string): Promise<PublicCard[]> {
  const content = await admin.visit(pathname);
  return content.getByRole('listitem').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h2')?.textContent ?? undefined,
      // The first line of text under the title (a card without a date keeps an empty date line).
      detail: Array.from(card.querySelectorAll('p')).find((line) => line.textContent)?.textContent,
      image: card.querySelector('img')?.getAttribute('src'),
    })),
  );
}

interface ImageEntityCase {
  nav: string;
  type: string;
  addLabel: string;
  imageLabel: string;
  /** The admin screen and its heading. */
  screen: string;
  heading: string;
  paths: typeof apiPaths.projects | typeof apiPaths.certificates;
  imageKey: 'project_image' | 'certificate_image';
  uploadField: string;
  /** Fills every text field but the title. */
  fillRest(dialog: Locator): Promise<void>;
  /** The same fields, as the admin sends them. */
  rest: Record<string, string>;
  firstImage: string;
  secondImage: string;
  title: string;
  /** The public page and what its card shows under the title. */
  publicPath: string;
  publicDetail: string;
}

const projectCase: ImageEntityCase = {
  nav: 'Projects',
  type: 'Project',
  addLabel: 'Add Project',
  imageLabel: 'Project Image',
  screen: '/Admin/project',
  heading: 'Projects',
  paths: apiPaths.projects,
  imageKey: 'project_image',
  uploadField: UPLOAD_FIELDS.project,
  fillRest: async (dialog) => {
    await dialog.getByLabel('Website Link', { exact: true }).fill('https://sorter.example');
    await dialog.getByLabel('Project Link', { exact: true }).fill('https://code.example/sorter');
    await dialog.getByLabel('Description').fill('Sorts holiday photos by place');
  },
  rest: {
    website_link: 'https://sorter.example',
    project_link: 'https://code.example/sorter',
    description: 'Sorts holiday photos by place',
  },
  firstImage: 'DSCN0010.jpg',
  secondImage: 'landscape_6.jpg',
  title: 'Photo sorter',
  publicPath: '/projects',
  publicDetail: 'Sorts holiday photos by place',
};

const certificateCase: ImageEntityCase = {
  nav: 'Certificate',
  type: 'Certificate',
  addLabel: 'Add Certificate',
  imageLabel: 'Certificate Image',
  screen: '/Admin/certificate',
  heading: 'Certificates',
  paths: apiPaths.certificates,
  imageKey: 'certificate_image',
  uploadField: UPLOAD_FIELDS.certificate,
  fillRest: async (dialog) => {
    await dialog.getByLabel('Issued By').fill('Coursera');
  },
  rest: { issued_by: 'Coursera' },
  firstImage: 'Canon_40D.jpg',
  secondImage: 'portrait_8.jpg',
  title: 'Deep Learning Specialization',
  publicPath: '/certificates',
  publicDetail: 'Issued By: COURSERA',
};

type Entity = { _id: string; title: string } & Record<string, unknown>;

/**
 * Add (with the form's refusals and a server error), edit without and with an image, hide, show,
 * delete; the public page shows the state after each change.
 */
function imageEntityFlow(c: ImageEntityCase) {
  const slug = c.type.toLowerCase();
  const kind = c.type === 'Project' ? 'projects' : 'certificates';
  const card = (title: string, imageUrl: unknown): PublicCard => ({
    title,
    detail: c.publicDetail,
    image: String(imageUrl),
  });

  /**
   * The screen listing exactly one item, `title`, added with the first image as the add test adds
   * it; answers the list calls made so far: changes must not fetch the list again.
   */
  async function screenWithOne(title: string): Promise<number> {
    await admin.removeAll(kind);
    await admin.asOwner(
      'POST',
      c.paths.add,
      form({ title, ...c.rest }, { field: c.uploadField, path: image(c.firstImage) }),
    );
    await admin.openScreen(c.screen, c.heading);
    await row(title).waitFor();
    return callsTo('POST', c.paths.list);
  }

  it(`adds a ${slug}, refusing bad input in the form and showing the server's error`, async () => {
    const { page } = admin;
    await admin.removeAll(kind);
    await admin.openScreen('/Admin', 'Dashboard');
    const notifications = await admin.notificationsNow();
    const adds = callsTo('POST', c.paths.add);
    const before = callsTo('POST', c.paths.list);
    // The Dashboard has tables of its own: the screen's is there once the screen is.
    await admin.goTo(c.nav);
    await main().getByRole('table').waitFor();
    await expect.poll(() => callsTo('POST', c.paths.list)).toBe(before + 1);
    await page.getByRole('button', { name: c.addLabel }).click();
    const dialog = page.getByRole('dialog', { name: c.addLabel });
    const title = dialog.getByLabel('Title', { exact: true });
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Choose an image').waitFor();

    await title.fill(c.title);
    await c.fillRest(dialog);
    await dialog.getByLabel(c.imageLabel).setInputFiles(pdf('minimal-document.pdf'));
    await dialog
      .getByText(
        '"minimal-document.pdf" is not an image: choose a JPEG, PNG, WebP, GIF or AVIF file',
      )
      .waitFor();
    await checkScreen(`${slug}-form-refused`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(callsTo('POST', c.paths.add)).toBe(adds);

    await dialog.getByLabel(c.imageLabel).setInputFiles(admin.fakePng);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'This file is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image',
    );
    expect(await alert.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe(c.title);
    await checkScreen(`${slug}-server-error`);
    expect(await publicCards(c.publicPath)).toEqual([]);

    await dialog.getByLabel(c.imageLabel).setInputFiles(image(c.firstImage));
    await dialog
      .getByRole('img', { name: `Preview of the chosen image ${c.firstImage}` })
      .waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(c.title).waitFor();
    expect(await cellText(c.title, 3)).toBe('Active');

    const [stored] = await publicList<Entity>(c.paths.list);
    expect(stored?.title).toBe(c.title);
    const served = await fetch(String(stored?.[c.imageKey]));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // Read to the end: an answer left unread holds its connection open through the server's stop.
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(await publicCards(c.publicPath)).toEqual([card(c.title, stored?.[c.imageKey])]);
    await checkScreen(`${slug}s`);
    // The refused upload (an Error) and the add.
    expect(await admin.notificationsSince(notifications)).toEqual({ Error: 1, Success: 1 });
  });

  it(`edits the ${slug} without a new image, then with one`, async () => {
    const { page } = admin;
    const listCalls = await screenWithOne(c.title);
    const notifications = await admin.notificationsNow();
    const [before] = await publicList<Entity>(c.paths.list);
    await row(c.title).getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${c.type}` });
    await dialog.getByRole('img', { name: 'Current image' }).waitFor();
    await checkScreen(`${slug}-edit`);
    await dialog.getByLabel('Title', { exact: true }).fill(`${c.title} v2`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(`${c.title} v2`).waitFor();
    const [edited] = await publicList<Entity>(c.paths.list);
    expect(edited?.title).toBe(`${c.title} v2`);
    expect(edited?.[c.imageKey]).toBe(before?.[c.imageKey]);
    expect(await publicCards(c.publicPath)).toEqual([card(`${c.title} v2`, before?.[c.imageKey])]);

    await row(`${c.title} v2`).getByRole('button', { name: /^Edit/ }).click();
    await dialog.getByLabel(c.imageLabel).setInputFiles(image(c.secondImage));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const [reimaged] = await publicList<Entity>(c.paths.list);
    expect(reimaged?.title).toBe(`${c.title} v2`);
    expect(reimaged?.[c.imageKey]).not.toBe(before?.[c.imageKey]);
    expect(await publicCards(c.publicPath)).toEqual([
      card(`${c.title} v2`, reimaged?.[c.imageKey]),
    ]);
    expect(callsTo('POST', c.paths.list)).toBe(listCalls);
    expect(await admin.notificationsSince(notifications)).toEqual({ Success: 2 });
  });

  it(`moves a ${slug} up with the keyboard and back by drag, and the public page follows`, async () => {
    const older = `${c.title} (older)`;
    await screenWithOne(older);
    await admin.asOwner(
      'POST',
      c.paths.add,
      form({ title: c.title, ...c.rest }, { field: c.uploadField, path: image(c.firstImage) }),
    );
    const titles = async () => (await publicCards(c.publicPath)).map((shown) => shown.title);
    expect(await titles()).toEqual([c.title, older]);
    await admin.openScreen(c.screen, c.heading);
    await row(older)
      .getByRole('button', { name: /^Move up/ })
      .focus();
    await main().page().keyboard.press('Enter');
    await expect.poll(() => cellText(older, 0)).toBe('1');
    expect(await titles()).toEqual([older, c.title]);
    // And back with the mouse, dragging its row by the S No. cell (its title is in the other's).
    const newer = main()
      .getByRole('row')
      .filter({ has: admin.page.getByRole('cell', { name: c.title, exact: true }) });
    await newer.getByRole('cell').first().dragTo(row(older));
    await expect.poll(() => newer.getByRole('cell').first().textContent()).toBe('1');
    expect(await titles()).toEqual([c.title, older]);
  });

  it(`hides, shows and deletes the ${slug}, asking first`, async () => {
    const name = `${c.title} v2`;
    const listCalls = await screenWithOne(name);
    const notifications = await admin.notificationsNow();
    const [current] = await publicList<Entity>(c.paths.list);
    await row(name).getByRole('button', { name: /^Hide/ }).click();
    await expect.poll(() => cellText(name, 3)).toBe('Hidden');
    expect(await publicList(c.paths.list)).toEqual([]);
    expect(await publicCards(c.publicPath)).toEqual([]);
    await row(name).getByRole('button', { name: /^Show/ }).click();
    await expect.poll(() => cellText(name, 3)).toBe('Active');
    expect((await publicList<Entity>(c.paths.list)).map((e) => e.title)).toEqual([name]);
    expect(await publicCards(c.publicPath)).toEqual([card(name, current?.[c.imageKey])]);

    await row(name)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = await admin.deleteDialog(c.type, name);
    await checkScreen(`${slug}-delete-dialog`);
    await dialog.getByRole('button', { name: 'Cancle', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row(name).count()).toBe(1);

    await row(name)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await row(name).waitFor({ state: 'detached' });
    expect(await publicList(c.paths.list)).toEqual([]);
    expect(await publicCards(c.publicPath)).toEqual([]);
    expect(callsTo('POST', c.paths.list)).toBe(listCalls);
    // Hide, show, delete; the cancelled delete wrote nothing.
    expect(await admin.notificationsSince(notifications)).toEqual({ Success: 3 });
  });
}

describe('admin projects', () => imageEntityFlow(projectCase));
describe('admin certificates', () => imageEntityFlow(certificateCase));

describe('admin featured projects', () => {
  it('features a project from its row, and Home shows it below the introduction', async () => {
    await admin.removeAll('projects');
    await admin.asOwner(
      'POST',
      apiPaths.projects.add,
      form(
        { title: 'Chess bot', ...projectCase.rest },
        { field: UPLOAD_FIELDS.project, path: image(projectCase.firstImage) },
      ),
    );
    const featured = async () =>
      (await admin.visit('/'))
        .getByRole('region', { name: 'Featured projects' })
        .getByRole('heading', { level: 3 })
        .allTextContents();
    expect(await featured()).toEqual([]);
    await admin.openScreen(projectCase.screen, projectCase.heading);
    await row('Chess bot')
      .getByRole('button', { name: /^Feature/ })
      .click();
    await row('Chess bot')
      .getByRole('button', { name: /^Unfeature/ })
      .waitFor();
    expect(await featured()).toEqual(['Chess bot']);
  });
});

describe('admin project order by drag, and tags', () => {
  // Lists, not images, are under test here: the smallest photo keeps the pipeline's work short.
  const addProject = (title: string, tags: string) =>
    admin.asOwner(
      'POST',
      apiPaths.projects.add,
      form(
        { title, ...projectCase.rest, tags },
        { field: UPLOAD_FIELDS.project, path: image('Canon_40D.jpg') },
      ),
    );
  const titles = async (pathname: string) =>
    (await publicCards(pathname)).map((shown) => shown.title);

  it('drags a project to the top by its row, and the public page follows the order', async () => {
    await admin.removeAll('projects');
    for (const title of ['Ray tracer', 'Chess bot', 'Web crawler']) await addProject(title, '');
    expect(await titles('/projects')).toEqual(['Web crawler', 'Chess bot', 'Ray tracer']);
    await admin.openScreen(projectCase.screen, projectCase.heading);
    // The S No. cell is the row's handle: a real mouse drag onto the first row.
    await row('Ray tracer').getByRole('cell').first().dragTo(row('Web crawler'));
    await expect.poll(() => cellText('Ray tracer', 0)).toBe('1');
    expect(await titles('/projects')).toEqual(['Ray tracer', 'Web crawler', 'Chess bot']);
    await row('Chess bot').getByRole('cell').first().dragTo(row('Web crawler'));
    await expect.poll(() => cellText('Chess bot', 0)).toBe('2');
    expect(await titles('/projects')).toEqual(['Ray tracer', 'Chess bot', 'Web crawler']);
  });

  it('tags a project in its form, and /projects filters by tag with JavaScript off', async () => {
    await admin.removeAll('projects');
    await addProject('Ray tracer', 'rust, graphics');
    await addProject('Chess bot', 'python');
    await addProject('Web crawler', 'rust');
    await admin.openScreen(projectCase.screen, projectCase.heading);
    await row('Chess bot').getByRole('button', { name: /^Edit/ }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Edit Project' });
    const tags = dialog.getByLabel('Tags');
    expect(await tags.inputValue()).toBe('python');
    const suggested = await dialog
      .locator('datalist option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(suggested).toEqual(['graphics', 'python', 'rust']);
    await tags.fill('Python, AI, python');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });

    const { page } = await admin.newPage({ javaScriptEnabled: false });
    const projects = await page.goto(`${admin.server.publicUrl}/projects`);
    expect(projects?.status()).toBe(200);
    const filter = page.getByRole('navigation', { name: 'Filter projects by tag' });
    expect(await filter.getByRole('link').allTextContents()).toEqual([
      'All',
      'ai',
      'graphics',
      'python',
      'rust',
    ]);
    const cards = () => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(await cards()).toEqual(['Web crawler', 'Chess bot', 'Ray tracer']);

    // A tag on a card links to the same filter.
    await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Chess bot' })
      .getByRole('link', { name: 'ai', exact: true })
      .click();
    await page.waitForURL(/\/projects\?tag=ai$/);
    expect(await cards()).toEqual(['Chess bot']);

    await filter.getByRole('link', { name: 'rust', exact: true }).click();
    await page.waitForURL(/\/projects\?tag=rust$/);
    expect(await cards()).toEqual(['Web crawler', 'Ray tracer']);
    const current = filter.getByRole('link', { name: 'rust', exact: true });
    expect(await current.getAttribute('aria-current')).toBe('page');
    const canonical = page.locator('link[rel="canonical"]');
    expect(await canonical.getAttribute('href')).toMatch(/\/projects$/);

    const unknown = await page.goto(`${admin.server.publicUrl}/projects?tag=cobol`);
    expect(unknown?.status()).toBe(404);
    await page.getByText('No project is tagged “cobol”.').waitFor();
    await page.getByRole('link', { name: 'See all projects' }).click();
    await page.waitForURL(/\/projects$/);
    expect(await cards()).toHaveLength(3);
  });

  it('pages a long list with plain links that work with JavaScript off', async () => {
    await admin.removeAll('projects');
    const count = PROJECTS_PER_PAGE + 2;
    for (let n = 1; n <= count; n++) await addProject(`Listed ${n}`, n % 2 === 0 ? 'even' : '');
    const { page } = await admin.newPage({ javaScriptEnabled: false });
    await page.goto(`${admin.server.publicUrl}/projects`);
    const cards = () => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    const first = await cards();
    expect(first).toHaveLength(PROJECTS_PER_PAGE);
    expect(first[0]).toBe(`Listed ${count}`);
    const pages = page.getByRole('navigation', { name: 'Pages of projects' });
    expect(await pages.getByRole('link').allTextContents()).toEqual(['1', '2', 'Next']);
    await pages.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/projects\?page=2$/);
    expect(await cards()).toEqual(['Listed 2', 'Listed 1']);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/projects\?page=2$/,
    );
    await pages.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL(/\/projects$/);
    expect(await cards()).toEqual(first);
    const past = await page.goto(`${admin.server.publicUrl}/projects?page=3`);
    expect(past?.status()).toBe(404);
  });
});

describe('admin projects and certificates', () => {
  it('logged only the failures the owner was shown', () => {
    const { owner, visitor } = admin.unexpectedProblems();
    expect(owner).toEqual([]);
    expect(visitor).toEqual([]);
  });
});
