import {
  type Certificate,
  changeMessages,
  DEFAULT_PROFILE,
  DEFAULT_SITE_TEXTS,
  type IconMap,
  type IconSvg,
  type ImageVariant,
  type InsightsSummary,
  type Notification,
  NotificationAction,
  NotificationStatus,
  type PageLanguage,
  type Passkey,
  type Post,
  type PostSummary,
  type Profile,
  type Project,
  type PublicPageData,
  type Quote,
  type Resume,
  type TimelineEntry,
  USER_TYPE_ADMIN,
  type UserData,
} from '@portfolio/contract';

// The one set of sample data of the web tests: the public pages render it, the fake backend
// serves it. Every sample matches its contract schema (the fake backend checks what it answers).

const CREATED = '2026-01-01T00:00:00.000Z';

/** The public site, as the admin shell names it. */
export const PUBLIC_ORIGIN = 'https://example.com';

/** Where the fake server keeps media. */
export const MEDIA_BASE = 'https://example.com/media';

/** The owner, as the server's userdata call answers. */
export const adminUser: UserData = {
  _id: 'a'.repeat(24),
  user_id: 'owner',
  name: 'Owner',
  user_type: USER_TYPE_ADMIN,
};

/** The owner's password, until a test changes it. */
export const OWNER_PASSWORD = 'old password here';

/** The token of the owner's session, stored as after a login. */
export const OWNER_TOKEN = 'owner-token';

/** A profile as the server's defaults have it, with a name. */
export const profile: Profile = {
  ...DEFAULT_PROFILE,
  ownerName: 'Jane Doe',
  brandTitle: 'Jane',
  introduction: 'I am fluent in javascript and Python, web technologies, Node.js and React.',
  about: { ...DEFAULT_PROFILE.about, location: 'Lisbon' },
  links: [
    { network: 'github', url: 'https://github.com/jane' },
    { network: 'instagram', url: 'https://www.instagram.com/jane' },
    { network: 'x', url: 'https://x.com/jane' },
    { network: 'linkedin', url: 'https://www.linkedin.com/in/jane' },
  ],
  description: 'Portfolio of Jane Doe: projects, certificates and resume.',
};

/** A passkey the owner registered on his laptop and has not used since. */
export const LAPTOP_PASSKEY: Passkey = {
  _id: 'a'.repeat(24),
  name: 'Laptop',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
};

let counter = 0;
/** A fresh 24-hex id, newer than the last. */
export const newId = () => (++counter).toString(16).padStart(24, '0');

/** The id of the n-th sample of a kind whose ids start with `prefix`. */
const numberedId = (prefix: string, n: number) =>
  `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;

/** An image as the server stores it: at its default width, and every stored width for srcset. */
export function storedImage(id: string): { url: string; variants: ImageVariant[] } {
  const url = (width: number) => `${MEDIA_BASE}/images/${id}/${width}.webp`;
  return {
    url: url(960),
    variants: [480, 960, 1600].map((width) => ({
      url: url(width),
      width,
      height: (width * 3) / 4,
    })),
  };
}

export function makeProject(fields: Partial<Project> = {}): Project {
  const _id = fields._id ?? newId();
  const image = storedImage(_id);
  return {
    _id,
    title: 'Photo sorter',
    description: 'Sorts photos by face',
    website_link: 'https://sorter.example',
    project_link: 'https://code.example/sorter',
    project_link_label: '',
    website_link_label: '',
    project_image: image.url,
    project_image_variants: image.variants,
    image_focus: '',
    isActive: true,
    featured: false,
    date: '',
    tags: [],
    slug: `photo-sorter-${_id}`,
    hasCaseStudy: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...fields,
  };
}

/** What a post and its summary both hold: its address and texts, no tag and no cover. */
const postBasics = (_id: string) => ({
  _id,
  slug: `a-post-${_id}`,
  title: 'A post',
  summary: 'What it is about.',
  tags: [],
  cover: '',
  coverVariants: [],
});

export function makePostSummary(fields: Partial<PostSummary> = {}): PostSummary {
  return {
    ...postBasics(fields._id ?? newId()),
    publishedAt: '2026-01-12T09:00:00.000Z',
    updatedAt: '2026-01-12T09:00:00.000Z',
    readingMinutes: 4,
    ...fields,
  };
}

/** A post as the owner edits it: a draft at its first revision unless `fields` say otherwise. */
export function makePost(fields: Partial<Post> = {}): Post {
  return {
    ...postBasics(fields._id ?? newId()),
    body: 'Some *text*.\n',
    status: 'draft',
    publishAt: null,
    publishedAt: null,
    visible: false,
    canonicalUrl: '',
    syndication: [],
    revision: 1,
    readingMinutes: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...fields,
  };
}

export function makeCertificate(fields: Partial<Certificate> = {}): Certificate {
  const _id = fields._id ?? newId();
  const image = storedImage(_id);
  return {
    _id,
    title: 'Deep Learning',
    issued_by: 'Coursera',
    certificate_image: image.url,
    certificate_image_variants: image.variants,
    image_focus: '',
    isActive: true,
    date: '',
    credential_link: '',
    createdAt: CREATED,
    updatedAt: CREATED,
    ...fields,
  };
}

export const makeQuote = (fields: Partial<Quote> = {}): Quote => ({
  _id: newId(),
  quote: 'Stay hungry, stay foolish',
  isActive: false,
  posted_On: CREATED,
  ...fields,
});

export const makeResume = (fields: Partial<Resume> = {}): Resume => ({
  _id: newId(),
  resume_file: `${MEDIA_BASE}/documents/cv.pdf`,
  pageCount: 1,
  createdAt: CREATED,
  updatedAt: CREATED,
  ...fields,
});

export const makeNotification = (fields: Partial<Notification> = {}): Notification => ({
  _id: newId(),
  notification_msg: changeMessages.created('Project', 'Photo sorter'),
  action: NotificationAction.Create,
  notification_date: CREATED,
  status: NotificationStatus.Success,
  isReaded: false,
  ...fields,
});

export const makeTimelineEntry = (fields: Partial<TimelineEntry> = {}): TimelineEntry => ({
  _id: newId(),
  kind: 'work',
  role: 'Backend engineer',
  organisation: 'Acme Corp',
  place: 'Lisbon',
  start: '2021-09',
  end: null,
  summary: 'Built the **billing** service.',
  summaryHtml: '<p>Built the <strong>billing</strong> service.</p>\n',
  link: 'https://acme.example',
  visible: true,
  createdAt: CREATED,
  updatedAt: CREATED,
  ...fields,
});

/** The n-th of a list of projects, as a public page shows them. */
export const project = (n: number): Project =>
  makeProject({
    _id: numberedId('65a', n),
    title: `Project ${n}`,
    description: `What project ${n} does`,
    website_link: `https://site${n}.example.com`,
    project_link: `https://code.example.com/p${n}`,
    slug: `project-${n}`,
  });

/** The n-th of a list of certificates, as a public page shows them. */
export const certificate = (n: number): Certificate =>
  makeCertificate({
    _id: numberedId('65b', n),
    title: `Certificate ${n}`,
    issued_by: `Issuer number ${n}`,
  });

export const quote: Quote = makeQuote({
  _id: numberedId('65c', 1),
  quote: 'Strive to build things that make a difference',
  isActive: true,
});

export const resume: Resume = makeResume({
  _id: numberedId('65d', 1),
  resume_file: `${MEDIA_BASE}/documents/65d0/abc.pdf`,
});

/** An icon as the server sends it (a square, standing in for the brand's drawing). */
export const iconOf = (slug: string, title: string): IconSvg => ({
  slug,
  title,
  viewBox: '0 0 24 24',
  path: 'M0 0h24v24H0z',
});

/** The drawings of the profile's icons, as the server puts them in the page's data. */
export const icons: IconMap = Object.fromEntries(
  (
    [
      ['javascript', 'JavaScript'],
      ['typescript', 'TypeScript'],
      ['python', 'Python'],
      ['nodedotjs', 'Node.js'],
      ['react', 'React'],
      ['mongodb', 'MongoDB'],
      ['postgresql', 'PostgreSQL'],
      ['git', 'Git'],
      ['local-vscode', 'Visual Studio Code'],
      ['postman', 'Postman'],
      ['googlechrome', 'Google Chrome'],
      ['linux', 'Linux'],
      ['github', 'GitHub'],
      ['instagram', 'Instagram'],
      ['x', 'X'],
      ['local-linkedin', 'LinkedIn'],
    ] as const
  ).map(([slug, title]) => [slug, iconOf(slug, title)]),
);

/** The icon set of the fake server: the profile's icons and a few more. */
export const searchableIcons: IconSvg[] = [
  ...Object.values(icons),
  iconOf('rust', 'Rust'),
  iconOf('reactquery', 'React Query'),
  iconOf('reactrouter', 'React Router'),
];

/** The data of a public page, with whatever content the test gives it. */
export const pageData = (content: Partial<PublicPageData> = {}): PublicPageData => ({
  brandTitle: profile.brandTitle,
  profile,
  icons,
  texts: DEFAULT_SITE_TEXTS,
  musicPanel: true,
  ...content,
});

/** Visitor figures of a site nobody has visited yet, for a window of `days` days. */
export const emptyInsights = (days: number): InsightsSummary => ({
  days,
  daily: Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10),
    visitors: 0,
    pageViews: 0,
  })),
  topPages: [],
  topReferrers: [],
  devices: [],
  resume: { views: 0, downloads: 0 },
  searches: { withResults: 0, withoutResults: 0 },
  linkClicks: [],
  week: { visitors: 0, previousVisitors: 0, pageViews: 0, previousPageViews: 0 },
});

/**
 * A page's language on a site in English, Portuguese and Arabic (English the default): what the
 * server puts in the data of a page at `path` in `language`, with the language a visitor's browser
 * asks for when given.
 */
export const pageLanguageOf = (
  language: string,
  path: string,
  suggested?: string,
): PageLanguage => ({
  language,
  path,
  dir: language === 'ar' ? 'rtl' : 'ltr',
  defaultLanguage: 'en',
  languages: [
    { tag: 'en', name: 'English' },
    { tag: 'pt', name: 'português' },
    { tag: 'ar', name: 'العربية' },
  ],
  ...(suggested ? { suggested } : {}),
});
