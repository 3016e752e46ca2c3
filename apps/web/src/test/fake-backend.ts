import {
  apiPaths,
  type Certificate,
  type Notification,
  type Profile,
  type Project,
  type Quote,
  type Resume,
} from '@portfolio/contract';
import { type FakeReply, type FakeRequest, fakeApi, reply } from './fake-api';

export const ADMIN_USER = {
  _id: 'a'.repeat(24),
  user_id: 'owner',
  name: 'Owner',
  user_type: 'Admin',
};

export const PROFILE: Profile = {
  ownerName: 'Jane Doe',
  brandTitle: 'Jane Doe',
  greeting: 'Hi there',
  typewriterLines: ['Deep Learning Engineer', 'Full Stack Web Developer'],
  introduction: 'I build things with javascript and Python.',
  about: { location: 'Lisbon', role: 'front-end web developer', hobbies: ['playing games'] },
  skills: ['javascript', 'python'],
  tools: ['vscode'],
  social: { github: 'https://github.com/jane', instagram: '', twitter: '', linkedin: '' },
  contributionsUsername: 'jane',
  description: 'Portfolio of Jane Doe',
};

const NOW = '2026-11-21T10:00:00.000Z';

interface State {
  projects: Project[];
  certificates: Certificate[];
  quotes: Quote[];
  resumes: Resume[];
  notifications: Notification[];
  profile: Profile;
}

let counter = 0;
/** A fresh 24-hex id, newer than the last. */
export const newId = () => (++counter).toString(16).padStart(24, '0');

export const makeProject = (fields: Partial<Project> = {}): Project => ({
  _id: newId(),
  title: 'Photo sorter',
  description: 'Sorts photos by face',
  website_link: 'https://sorter.example',
  project_link: 'https://code.example/sorter',
  project_image: 'http://localhost/media/sorter.webp',
  project_image_variants: [],
  isActive: true,
  createdAt: NOW,
  updatedAt: NOW,
  ...fields,
});

export const makeCertificate = (fields: Partial<Certificate> = {}): Certificate => ({
  _id: newId(),
  title: 'Deep Learning',
  issued_by: 'Coursera',
  certificate_image: 'http://localhost/media/dl.webp',
  certificate_image_variants: [],
  isActive: true,
  createdAt: NOW,
  updatedAt: NOW,
  ...fields,
});

export const makeQuote = (fields: Partial<Quote> = {}): Quote => ({
  _id: newId(),
  quote: 'Stay hungry, stay foolish',
  isActive: false,
  posted_On: NOW,
  ...fields,
});

export const makeNotification = (fields: Partial<Notification> = {}): Notification => ({
  _id: newId(),
  notification_msg: 'Project "Photo sorter" created',
  action: 'Create',
  notification_date: NOW,
  status: 'Success',
  isReaded: false,
  ...fields,
});

export const makeResume = (fields: Partial<Resume> = {}): Resume => ({
  _id: newId(),
  resume_file: 'http://localhost/media/cv-1234.pdf',
  createdAt: NOW,
  updatedAt: NOW,
  ...fields,
});

const text = (form: FormData | undefined, name: string) => {
  const value = form?.get(name);
  return typeof value === 'string' ? value : '';
};
const fileName = (form: FormData | undefined, name: string) => {
  const value = form?.get(name);
  return value instanceof File ? value.name : undefined;
};

/**
 * An in-memory stand-in of the Content API for screen tests: it keeps the lists, answers like the
 * server, and writes a notification for every change. `failNext` makes one call fail.
 */
export function fakeBackend(seed: Partial<State> = {}) {
  const state: State = {
    projects: [],
    certificates: [],
    quotes: [],
    resumes: [],
    notifications: [],
    profile: PROFILE,
    ...seed,
  };
  const failures = new Map<string, FakeReply>();
  const notify = (message: string, action: Notification['action'], status: 'Success' | 'Error') =>
    state.notifications.unshift(
      makeNotification({ notification_msg: message, action, status, isReaded: false }),
    );

  function entityRoutes<E extends { _id: string; isActive: boolean; title: string }>(
    request: FakeRequest,
    list: () => E[],
    set: (items: E[]) => void,
    paths: typeof apiPaths.projects | typeof apiPaths.certificates,
    build: (form: FormData | undefined, current: E | undefined) => E,
  ): FakeReply | undefined {
    const { method, url } = request;
    if (method === 'POST' && url === paths.list) return reply.ok(list());
    if (method === 'POST' && url === paths.add) {
      const created = build(request.form, undefined);
      set([created, ...list()]);
      notify(`"${created.title}" created`, 'Create', 'Success');
      return reply.ok(created);
    }
    const target = list().find(
      (item) =>
        url === paths.edit(item._id) ||
        url === paths.status(item._id) ||
        url === paths.delete(item._id),
    );
    if (!target) return undefined;
    if (method === 'PUT') {
      const updated = build(request.form, target);
      set(list().map((item) => (item._id === target._id ? updated : item)));
      notify(`"${updated.title}" edited`, 'Edit', 'Success');
      return reply.ok(updated);
    }
    if (method === 'PATCH') {
      const updated = { ...target, isActive: !target.isActive };
      set(list().map((item) => (item._id === target._id ? updated : item)));
      notify(
        `"${updated.title}" ${updated.isActive ? 'shown' : 'hidden'}`,
        'Status Update',
        'Success',
      );
      return reply.ok(updated);
    }
    if (method === 'DELETE') {
      set(list().filter((item) => item._id !== target._id));
      notify(`"${target.title}" deleted`, 'Delete', 'Success');
      return reply.ok({ _id: target._id, deleted: true });
    }
    return undefined;
  }

  function route(request: FakeRequest): FakeReply | undefined {
    const { method, url } = request;
    if (url === apiPaths.auth.userdata) return reply.ok(ADMIN_USER);
    if (url === apiPaths.auth.logout) return reply.ok({ loggedOut: true });
    if (url === apiPaths.profile) {
      if (method === 'PUT') {
        state.profile = request.json as Profile;
        notify('Profile updated', 'Edit', 'Success');
      }
      return reply.ok(state.profile);
    }
    const project = entityRoutes(
      request,
      () => state.projects,
      (items) => {
        state.projects = items;
      },
      apiPaths.projects,
      (form, current) =>
        makeProject({
          _id: current?._id ?? newId(),
          isActive: current?.isActive ?? true,
          title: text(form, 'title'),
          description: text(form, 'description'),
          website_link: text(form, 'website_link'),
          project_link: text(form, 'project_link'),
          project_image: fileName(form, 'projectImage')
            ? `http://localhost/media/${fileName(form, 'projectImage')}.webp`
            : (current?.project_image ?? ''),
        }),
    );
    if (project) return project;
    const certificate = entityRoutes(
      request,
      () => state.certificates,
      (items) => {
        state.certificates = items;
      },
      apiPaths.certificates,
      (form, current) =>
        makeCertificate({
          _id: current?._id ?? newId(),
          isActive: current?.isActive ?? true,
          title: text(form, 'title'),
          issued_by: text(form, 'issued_by'),
          certificate_image: fileName(form, 'certificateImage')
            ? `http://localhost/media/${fileName(form, 'certificateImage')}.webp`
            : (current?.certificate_image ?? ''),
        }),
    );
    if (certificate) return certificate;

    if (method === 'POST' && url === apiPaths.quotes.list) return reply.ok(state.quotes);
    if (method === 'POST' && url === apiPaths.quotes.add) {
      const posted = makeQuote({
        quote: (request.json as { quote: string }).quote,
        isActive: true,
      });
      state.quotes = [posted, ...state.quotes.map((q) => ({ ...q, isActive: false }))];
      notify('Quote posted', 'Create', 'Success');
      return reply.ok(posted);
    }
    const quote = state.quotes.find(
      (q) => url === apiPaths.quotes.status(q._id) || url === apiPaths.quotes.delete(q._id),
    );
    if (quote && method === 'PATCH') {
      const show = !quote.isActive;
      state.quotes = state.quotes.map((q) =>
        q._id === quote._id ? { ...q, isActive: show } : show ? { ...q, isActive: false } : q,
      );
      notify(`Quote ${show ? 'shown' : 'hidden'}`, 'Status Update', 'Success');
      return reply.ok({ ...quote, isActive: show });
    }
    if (quote && method === 'DELETE') {
      state.quotes = state.quotes.filter((q) => q._id !== quote._id);
      notify('Quote deleted', 'Delete', 'Success');
      return reply.ok({ _id: quote._id, deleted: true });
    }

    if (method === 'POST' && url === apiPaths.resume.list) return reply.ok(state.resumes);
    if (method === 'POST' && url === apiPaths.resume.add) {
      const created = makeResume({
        resume_file: `http://localhost/media/${fileName(request.form, 'resumeFile')}`,
      });
      state.resumes = [created];
      notify('Resume uploaded', 'Create', 'Success');
      return reply.ok(created);
    }
    const resume = state.resumes.find(
      (r) => url === apiPaths.resume.edit(r._id) || url === apiPaths.resume.delete(r._id),
    );
    if (resume && method === 'PUT') {
      const replaced = {
        ...resume,
        resume_file: `http://localhost/media/${fileName(request.form, 'resumeFile')}`,
      };
      state.resumes = [replaced];
      notify('Resume replaced', 'Edit', 'Success');
      return reply.ok(replaced);
    }
    if (resume && method === 'DELETE') {
      state.resumes = [];
      notify('Resume deleted', 'Delete', 'Success');
      return reply.ok({ _id: resume._id, deleted: true });
    }

    if (url === apiPaths.notifications.list) return reply.ok(state.notifications);
    if (url === apiPaths.notifications.markRead || url === apiPaths.notifications.delete) {
      const ids = (request.json as { ids: string[] }).ids;
      const before = state.notifications.length;
      state.notifications =
        method === 'DELETE'
          ? state.notifications.filter((n) => !ids.includes(n._id))
          : state.notifications.map((n) => (ids.includes(n._id) ? { ...n, isReaded: true } : n));
      return reply.ok({
        ids,
        count: method === 'DELETE' ? before - state.notifications.length : ids.length,
      });
    }
    return undefined;
  }

  const api = fakeApi((request) => {
    const key = `${request.method} ${request.url}`;
    const failure = failures.get(key);
    if (failure) {
      failures.delete(key);
      notify(`Could not do it: ${(failure.body as { error: string }).error}`, 'Create', 'Error');
      return failure;
    }
    return route(request) ?? reply.error(404, `No route ${key}`, 'NOT_FOUND');
  });

  return {
    state,
    ...api,
    /** The next call of this method to this path answers this error. */
    failNext(method: string, url: string, status: number, error: string, code = 'BAD_REQUEST') {
      failures.set(`${method} ${url}`, reply.error(status, error, code));
    },
  };
}
