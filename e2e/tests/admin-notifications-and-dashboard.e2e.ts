import { apiPaths, UPLOAD_FIELDS } from '@portfolio/contract';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { call, form } from '../fixtures/api.js';
import { image, pdf } from '../fixtures/testdata.js';

// What the admin shows of the content as a whole: the notifications the changes wrote, the tables'
// search, the Dashboard's counts. Each test puts in place, through the API, the content it counts.
const admin = useAdmin();
const { asOwner, badgeFor, badgeText, checkScreen, column, main, navLink, notificationsNow } =
  admin;

const imageEntities = [
  { paths: apiPaths.projects, field: UPLOAD_FIELDS.project, rest: { description: 'Sorts photos' } },
  {
    paths: apiPaths.certificates,
    field: UPLOAD_FIELDS.certificate,
    rest: { issued_by: 'Coursera' },
  },
] as const;

/**
 * The changes of the other admin files, made through the API with the owner's token: for projects
 * and certificates a refused upload (an Error), add, two edits, hide, show, delete; for the resume
 * add, replace, delete; for quotes two posts, hide, show, delete. Answers how many there were.
 */
async function makeEveryKindOfChange(): Promise<number> {
  let made = 0;
  for (const { paths, field, rest } of imageEntities) {
    const fields = {
      title: 'Photo sorter',
      ...rest,
      ...(paths === apiPaths.projects
        ? { project_link: 'https://code.example/p', website_link: 'https://p.example' }
        : {}),
    };
    const refused = await call(
      admin.server.publicUrl,
      await admin.token(),
      'POST',
      paths.add,
      form(fields, { field, path: admin.fakePng }),
    );
    expect(refused.status).toBe(415);
    const { _id } = await asOwner(
      'POST',
      paths.add,
      form(fields, { field, path: image('Canon_40D.jpg') }),
    );
    await asOwner('PUT', paths.edit(_id), form({ ...fields, title: 'Photo sorter v2' }));
    await asOwner(
      'PUT',
      paths.edit(_id),
      form({ ...fields, title: 'Photo sorter v2' }, { field, path: image('Canon_40D.jpg') }),
    );
    await asOwner('PATCH', paths.status(_id));
    await asOwner('PATCH', paths.status(_id));
    await asOwner('DELETE', paths.delete(_id));
    made += 7;
  }
  const resume = await asOwner(
    'POST',
    apiPaths.resume.add,
    form({}, { field: UPLOAD_FIELDS.resume, path: pdf('minimal-document.pdf') }),
  );
  await asOwner(
    'PUT',
    apiPaths.resume.edit(resume._id),
    form({}, { field: UPLOAD_FIELDS.resume, path: pdf('pdflatex-4-pages.pdf') }),
  );
  await asOwner('DELETE', apiPaths.resume.delete(resume._id));
  made += 3;
  await asOwner('POST', apiPaths.quotes.add, { quote: 'The first quote of the day' });
  const second = await asOwner('POST', apiPaths.quotes.add, { quote: 'The second quote wins' });
  await asOwner('PATCH', apiPaths.quotes.status(second._id));
  await asOwner('PATCH', apiPaths.quotes.status(second._id));
  await asOwner('DELETE', apiPaths.quotes.delete(second._id));
  made += 5;
  return made;
}

/**
 * The content the search and the Dashboard are tried on: three projects (one hidden), two
 * certificates, three quotes of which the newest is the active one, no resume.
 */
async function addTableContent() {
  await admin.removeAll('projects', 'certificates', 'quotes', 'resume');
  const projects: [title: string, description: string][] = [
    ['Weather Station', 'Reads the sky from a Raspberry Pi'],
    ['Chess Engine', 'Plays a decent endgame'],
    ['Photo Gallery', 'Pictures from the weather balloon'],
  ];
  for (const [title, description] of projects) {
    const added = await asOwner(
      'POST',
      apiPaths.projects.add,
      form(
        {
          title,
          description,
          project_link: 'https://code.example/p',
          website_link: 'https://p.example',
        },
        { field: UPLOAD_FIELDS.project, path: image('Canon_40D.jpg') },
      ),
    );
    if (title === 'Chess Engine') await asOwner('PATCH', apiPaths.projects.status(added._id));
  }
  for (const [title, issuedBy] of [
    ['Cloud Architecture', 'Example Academy'],
    ['Data Engineering', 'Open University'],
  ] as const) {
    await asOwner(
      'POST',
      apiPaths.certificates.add,
      form(
        { title, issued_by: issuedBy },
        { field: UPLOAD_FIELDS.certificate, path: image('Canon_40D.jpg') },
      ),
    );
  }
  await asOwner('POST', apiPaths.quotes.add, { quote: 'The first quote of the day' });
  await asOwner('POST', apiPaths.quotes.add, {
    quote: 'Simplicity is prerequisite for reliability',
  });
  await asOwner('POST', apiPaths.quotes.add, { quote: 'Stay hungry, stay foolish' });
}

describe('admin notifications', () => {
  it('counts the notifications these changes made, and the badge goes on opening Notification', async () => {
    const { page } = admin;
    await admin.openScreen('/Admin', 'Dashboard');
    await admin.removeNotifications();
    const made = await makeEveryKindOfChange();
    // Loaded afresh: the badge counts what the server holds, not what this page did.
    await admin.openScreen('/Admin', 'Dashboard');
    await expect.poll(badgeText).toBe(badgeFor(made));
    const notifications = await notificationsNow();
    expect(notifications.filter((n) => !n.isReaded)).toHaveLength(made);
    expect(notifications.filter((n) => n.status === 'Error')).toHaveLength(2);

    await navLink(/^Notification/).click();
    await expect.poll(badgeText).toBeNull();
    const cards = main().getByRole('article');
    expect(await cards.count()).toBe(notifications.length);
    expect((await notificationsNow()).filter((n) => !n.isReaded)).toEqual([]);
    await checkScreen('notifications');

    const [newest, ...rest] = notifications;
    expect(await cards.first().locator('p').first().textContent()).toBe(newest?.notification_msg);
    await cards
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect.poll(() => cards.count()).toBe(rest.length);
    expect((await notificationsNow()).map((n) => n._id)).toEqual(rest.map((n) => n._id));

    await page.getByRole('button', { name: 'Delete All' }).click();
    await main().getByText('No Notification to display', { exact: true }).waitFor();
    await checkScreen('notifications-empty');
    expect(await notificationsNow()).toEqual([]);
  });
});

describe('Notification opened directly', () => {
  it('shows the unread ones, though the screen change’s load of the list answers late', async () => {
    const { page } = admin;
    await admin.openScreen('/Admin', 'Dashboard');
    await admin.removeNotifications();
    await asOwner('POST', apiPaths.quotes.add, { quote: 'A quote the owner is told of' });
    await asOwner('POST', apiPaths.quotes.add, { quote: 'Another quote he is told of' });
    const unread = (await notificationsNow()).filter((n) => !n.isReaded);
    expect(unread).toHaveLength(2);

    // Opened directly (a reload, a bookmark), the screen loads the list to mark it read and the
    // screen change loads it too. The second answer is held until the marking has begun: the
    // order a slower connection gives, made certain here.
    let markingBegun = () => {};
    const marking = new Promise<void>((resolve) => {
      markingBegun = resolve;
    });
    const onRequest = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'PATCH' && pathname === apiPaths.notifications.markRead) {
        markingBegun();
      }
    };
    let lists = 0;
    const listUrl = `**${apiPaths.notifications.list}`;
    page.on('request', onRequest);
    await page.route(listUrl, async (route) => {
      if (++lists === 2) await marking;
      await route.continue();
    });
    try {
      await admin.openScreen('/Admin/notification', 'Notifications');
      for (const notification of unread) {
        await main()
          .getByRole('article', { name: notification.notification_msg, exact: true })
          .waitFor();
      }
      expect(await main().getByText('Loading…', { exact: true }).count()).toBe(0);
      expect(lists).toBe(2);
      await expect.poll(badgeText).toBeNull();
      expect((await notificationsNow()).filter((n) => !n.isReaded)).toEqual([]);
    } finally {
      page.off('request', onRequest);
      await page.unroute(listUrl);
    }
  });
});

describe('admin tables and Dashboard', () => {
  it('filters each table as the owner types, over its visible columns, in any letter case', async () => {
    await admin.openScreen('/Admin', 'Dashboard');
    await addTableContent();

    const search = main().getByRole('searchbox', { name: 'Search' });
    /** Types `query` into the screen's search box, key by key, as the owner does. */
    const type = async (query: string) => {
      await search.clear();
      await search.pressSequentially(query);
      expect(await search.inputValue()).toBe(query);
    };
    const cases: [nav: string, all: string[], queries: [string, string[]][]][] = [
      [
        'Projects',
        ['Photo Gallery', 'Chess Engine', 'Weather Station'],
        [
          ['WEATHER', ['Photo Gallery', 'Weather Station']],
          ['hIdDeN', ['Chess Engine']],
          ['endgame', ['Chess Engine']],
        ],
      ],
      [
        'Certificate',
        ['Data Engineering', 'Cloud Architecture'],
        [
          ['academy', ['Cloud Architecture']],
          ['DATA', ['Data Engineering']],
          ['active', ['Data Engineering', 'Cloud Architecture']],
        ],
      ],
      [
        'Quotes',
        [
          'Stay hungry, stay foolish',
          'Simplicity is prerequisite for reliability',
          'The first quote of the day',
        ],
        [
          ['STAY', ['Stay hungry, stay foolish']],
          ['hidden', ['Simplicity is prerequisite for reliability', 'The first quote of the day']],
        ],
      ],
    ];
    for (const [nav, all, queries] of cases) {
      // The Dashboard has tables of its own: the screen's is there once the screen is.
      await admin.goTo(nav);
      await main().getByRole('table').waitFor();
      await expect.poll(() => column(1)).toEqual(all);
      for (const [query, expected] of queries) {
        await type(query);
        await expect.poll(() => column(1)).toEqual(expected);
        expect(await column(0)).toEqual(expected.map((_, i) => String(i + 1)));
      }
      await type('no such words');
      await expect.poll(() => column(0)).toEqual(['Nothing matches "no such words"']);
      await search.clear();
      await expect.poll(() => column(1)).toEqual(all);
    }
  });

  it('shows the counts and the latest notifications on the Dashboard', async () => {
    const { dashboardCard, page } = admin;
    await admin.openScreen('/Admin', 'Dashboard');
    await addTableContent();
    await asOwner(
      'POST',
      apiPaths.resume.add,
      form({}, { field: UPLOAD_FIELDS.resume, path: pdf('minimal-document.pdf') }),
    );
    await admin.openScreen('/Admin', 'Dashboard');
    await page.getByRole('heading', { name: 'Latest notifications' }).waitFor();
    expect(await dashboardCard('Projects')).toBe('3\n2 active, 1 hidden');
    expect(await dashboardCard('Certificates')).toBe('2\n2 active, 0 hidden');
    expect(await dashboardCard('Quotes')).toBe('3\n1 active, 2 hidden');
    expect(await dashboardCard('Resume')).toBe('Yes\nA resume is online');
    const latest = (await notificationsNow())
      .slice(0, 5)
      .map((n) => `${n.notification_msg} (${n.status})`);
    expect(latest).toHaveLength(5);
    const latestList = main().getByRole('list', { name: 'Latest notifications' });
    expect(await latestList.getByRole('listitem').allTextContents()).toEqual(latest);
    await checkScreen('dashboard-filled');
  });

  it('logged only the failures the owner was shown', () => {
    const { owner, visitor } = admin.unexpectedProblems();
    expect(owner).toEqual([]);
    expect(visitor).toEqual([]);
  });
});
