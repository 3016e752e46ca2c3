import type {
  Certificate,
  ImageVariant,
  Profile,
  Project,
  PublicPageData,
  Quote,
  Resume,
} from '@portfolio/contract';

/** A profile as the server's defaults have it, with a name. */
export const profile: Profile = {
  ownerName: 'Jane Doe',
  brandTitle: 'Jane',
  greeting: 'Hi There!',
  typewriterLines: ['Deep Learning Engineer', 'Full Stack Web Developer'],
  introduction: 'I am fluent in javascript and Python, web technologies, Node.js and React.',
  about: {
    location: 'Lisbon',
    role: 'front-end web developer',
    hobbies: ['Playing Games', 'Web/App Testing', 'Tweeting thoughts'],
  },
  skills: ['javascript', 'typescript', 'python', 'nodejs', 'react', 'mongodb', 'postgresql', 'git'],
  tools: ['vscode', 'postman', 'chrome', 'linux'],
  social: {
    github: 'https://github.com/jane',
    instagram: 'https://www.instagram.com/jane',
    twitter: 'https://twitter.com/jane',
    linkedin: 'https://www.linkedin.com/in/jane',
  },
  contributionsUsername: '',
  description: 'Portfolio of Jane Doe: projects, certificates and resume.',
};

const variants = (id: string): ImageVariant[] =>
  [480, 960, 1600].map((width) => ({
    url: `https://example.com/media/images/${id}/${width}.webp`,
    width,
    height: (width * 3) / 4,
  }));

export function project(n: number): Project {
  const id = `65a0000000000000000000${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    title: `Project ${n}`,
    description: `What project ${n} does`,
    website_link: `https://site${n}.example.com`,
    project_link: `https://code.example.com/p${n}`,
    project_image: `https://example.com/media/images/${id}/960.webp`,
    project_image_variants: variants(id),
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

export function certificate(n: number): Certificate {
  const id = `65b0000000000000000000${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    title: `Certificate ${n}`,
    issued_by: `Issuer number ${n}`,
    certificate_image: `https://example.com/media/images/${id}/960.webp`,
    certificate_image_variants: variants(id),
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

export const quote: Quote = {
  _id: '65c000000000000000000001',
  quote: 'Strive to build things that make a difference',
  isActive: true,
  posted_On: '2026-01-01T00:00:00.000Z',
};

export const resume: Resume = {
  _id: '65d000000000000000000001',
  resume_file: 'https://example.com/media/documents/65d0/abc.pdf',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The data of a public page, with whatever content the test gives it. */
export const pageData = (content: Partial<PublicPageData> = {}): PublicPageData => ({
  brandTitle: profile.brandTitle,
  profile,
  ...content,
});

/** A fetch answering JSON with a status, recording what it was asked. */
export function jsonFetch(body: unknown, status = 200) {
  return async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
}
