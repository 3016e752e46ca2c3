import {
  apiPaths,
  DEFAULT_PROFILE,
  DEFAULT_SETTINGS,
  POST_IMPORT_FIELD,
  presetChoice,
  SITE_IMAGE_FIELD,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import type { InjectOptions } from 'fastify';
import { PROJECT_FIELDS, RESUME_IMPORT_DOCUMENT, TIMELINE_ENTRY } from './content.js';
import { filePart, image, multipart, pdf } from './multipart.js';
import { POST_BODY } from './posts.js';

/** A forge account id no row has: the calls that name one are refused before they look. */
const NO_ACCOUNT = '0'.repeat(24);

/** Ids of one entity of each kind, for the calls that name one. */
export interface ExistingIds {
  project: string;
  certificate: string;
  resume: string;
  quote: string;
  notification: string;
  timeline: string;
  /** A post at revision 1, and its one saved version. */
  post: string;
  postVersion: string;
}

const form = (fields: Record<string, string>, field: string, file: string) => {
  const body = multipart(fields, [filePart(field, file)]);
  return { headers: body.headers, payload: body.payload };
};

/** A registration body of the right shape (its challenge is none the server gave). */
export const PASSKEY_REGISTER_BODY = {
  name: 'Laptop',
  response: {
    id: 'AAAAAAAAAAAAAAAAAAAAAA',
    rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
    type: 'public-key',
    response: {
      clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
      attestationObject: 'o2NmbXRkbm9uZQ',
      transports: ['internal'],
    },
    clientExtensionResults: {},
  },
};

/** A sign-in body of the right shape (its challenge is none the server gave). */
export const PASSKEY_LOGIN_BODY = {
  response: {
    id: 'AAAAAAAAAAAAAAAAAAAAAA',
    rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
    type: 'public-key',
    response: {
      clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
      authenticatorData: 'AAAA',
      signature: 'AAAA',
      userHandle: 'AAAA',
    },
    clientExtensionResults: {},
  },
};

/**
 * Every management call with a valid body: without the Admin guard each of them would change
 * something. Tests send them with bad tokens and check that nothing changed.
 */
export function managementCalls(ids: ExistingIds): [string, InjectOptions][] {
  const projectForm = () => form(PROJECT_FIELDS, UPLOAD_FIELDS.project, image('Canon_40D.jpg'));
  const certificateForm = () =>
    form({ title: 'T', issued_by: 'I' }, UPLOAD_FIELDS.certificate, image('Canon_40D.jpg'));
  const resumeForm = () => form({}, UPLOAD_FIELDS.resume, pdf('minimal-document.pdf'));
  const portraitForm = () => form({}, SITE_IMAGE_FIELD, image('Canon_40D.jpg'));
  const iconForm = () => form({}, SITE_IMAGE_FIELD, image('square-icon.png'));
  const postFileForm = () => {
    const body = multipart({}, [
      {
        field: POST_IMPORT_FIELD,
        filename: 'imported.md',
        data: Buffer.from('---\ntitle: Imported by Mallory\n---\nText\n'),
      },
    ]);
    return { headers: body.headers, payload: body.payload };
  };
  return [
    ['add project', { method: 'POST', url: apiPaths.projects.add, ...projectForm() }],
    ['edit project', { method: 'PUT', url: apiPaths.projects.edit(ids.project), ...projectForm() }],
    ['project status', { method: 'PATCH', url: apiPaths.projects.status(ids.project) }],
    ['feature project', { method: 'PATCH', url: apiPaths.projects.featured(ids.project) }],
    [
      'upload case study image',
      {
        method: 'POST',
        url: apiPaths.projects.caseStudyImage,
        ...form({}, UPLOAD_FIELDS.caseStudyImage, image('Canon_40D.jpg')),
      },
    ],
    ['delete project', { method: 'DELETE', url: apiPaths.projects.delete(ids.project) }],
    [
      'order projects',
      { method: 'PUT', url: apiPaths.projects.order, payload: { ids: [ids.project] } },
    ],
    ['add certificate', { method: 'POST', url: apiPaths.certificates.add, ...certificateForm() }],
    [
      'edit certificate',
      { method: 'PUT', url: apiPaths.certificates.edit(ids.certificate), ...certificateForm() },
    ],
    ['certificate status', { method: 'PATCH', url: apiPaths.certificates.status(ids.certificate) }],
    [
      'delete certificate',
      { method: 'DELETE', url: apiPaths.certificates.delete(ids.certificate) },
    ],
    [
      'order certificates',
      { method: 'PUT', url: apiPaths.certificates.order, payload: { ids: [ids.certificate] } },
    ],
    ['add resume', { method: 'POST', url: apiPaths.resume.add, ...resumeForm() }],
    ['edit resume', { method: 'PUT', url: apiPaths.resume.edit(ids.resume), ...resumeForm() }],
    ['delete resume', { method: 'DELETE', url: apiPaths.resume.delete(ids.resume) }],
    ['add quote', { method: 'POST', url: apiPaths.quotes.add, payload: { quote: 'A new quote' } }],
    ['quote status', { method: 'PATCH', url: apiPaths.quotes.status(ids.quote) }],
    ['delete quote', { method: 'DELETE', url: apiPaths.quotes.delete(ids.quote) }],
    ['add timeline entry', { method: 'POST', url: apiPaths.timeline.add, payload: TIMELINE_ENTRY }],
    [
      'edit timeline entry',
      {
        method: 'PUT',
        url: apiPaths.timeline.edit(ids.timeline),
        payload: { ...TIMELINE_ENTRY, role: 'Mallory' },
      },
    ],
    [
      'order timeline',
      { method: 'PUT', url: apiPaths.timeline.order, payload: { ids: [ids.timeline] } },
    ],
    ['delete timeline entry', { method: 'DELETE', url: apiPaths.timeline.delete(ids.timeline) }],
    // Reads the owner's drafts: his alone.
    ['search everything', { method: 'GET', url: `${apiPaths.search.admin}?q=draft` }],
    ['list posts', { method: 'GET', url: apiPaths.posts.list }],
    ['get a post', { method: 'GET', url: apiPaths.posts.get(ids.post) }],
    ['list post versions', { method: 'GET', url: apiPaths.posts.versions(ids.post) }],
    ['add post', { method: 'POST', url: apiPaths.posts.add, payload: POST_BODY }],
    [
      'edit post',
      {
        method: 'PUT',
        url: apiPaths.posts.edit(ids.post),
        payload: { ...POST_BODY, title: 'Mallory', revision: 1 },
      },
    ],
    [
      'restore post version',
      {
        method: 'POST',
        url: apiPaths.posts.restore(ids.post),
        payload: { versionId: ids.postVersion, revision: 1 },
      },
    ],
    ['post preview link', { method: 'POST', url: apiPaths.posts.preview(ids.post), payload: {} }],
    [
      'upload post image',
      {
        method: 'POST',
        url: apiPaths.posts.image,
        ...form({}, UPLOAD_FIELDS.postImage, image('Canon_40D.jpg')),
      },
    ],
    ['delete post', { method: 'DELETE', url: apiPaths.posts.delete(ids.post) }],
    ['import posts', { method: 'POST', url: apiPaths.posts.import, ...postFileForm() }],
    // Change nothing, but read or draw the owner's posts: his alone.
    [
      'preview a post import',
      { method: 'POST', url: apiPaths.posts.importPreview, ...postFileForm() },
    ],
    ['export posts', { method: 'GET', url: apiPaths.posts.export }],
    ['draw a post body', { method: 'POST', url: apiPaths.posts.render, payload: { body: '# Hi' } }],
    [
      "draw a post's page",
      { method: 'POST', url: apiPaths.posts.pagePreview, payload: { title: 'Hi', body: '# Hi' } },
    ],
    [
      'draw a case study',
      { method: 'POST', url: apiPaths.projects.caseStudyRender, payload: { case_study: '# Hi' } },
    ],
    ['get notifications', { method: 'POST', url: apiPaths.notifications.list }],
    [
      'mark notifications read',
      {
        method: 'PATCH',
        url: apiPaths.notifications.markRead,
        payload: { ids: [ids.notification] },
      },
    ],
    [
      'delete notifications',
      {
        method: 'DELETE',
        url: apiPaths.notifications.delete,
        payload: { ids: [ids.notification] },
      },
    ],
    ['list passkeys', { method: 'GET', url: apiPaths.auth.passkeys }],
    ['passkey options', { method: 'POST', url: apiPaths.auth.passkeyOptions }],
    [
      'register passkey',
      { method: 'POST', url: apiPaths.auth.passkeyRegister, payload: PASSKEY_REGISTER_BODY },
    ],
    ['remove passkey', { method: 'DELETE', url: apiPaths.auth.passkeyDelete('a'.repeat(24)) }],
    ['second factor status', { method: 'GET', url: apiPaths.auth.secondFactor }],
    ['set up TOTP', { method: 'POST', url: apiPaths.auth.totpSetup }],
    [
      'confirm TOTP',
      { method: 'POST', url: apiPaths.auth.totpConfirm, payload: { code: '123456' } },
    ],
    ['remove TOTP', { method: 'DELETE', url: apiPaths.auth.totp }],
    ['new recovery codes', { method: 'POST', url: apiPaths.auth.recoveryCodes }],
    [
      'require a second factor',
      { method: 'PUT', url: apiPaths.auth.requireSecondFactor, payload: { required: true } },
    ],
    ['list sessions', { method: 'GET', url: apiPaths.auth.sessions }],
    ['end a session', { method: 'DELETE', url: apiPaths.auth.sessionDelete('a'.repeat(24)) }],
    ['end other sessions', { method: 'POST', url: apiPaths.auth.endOtherSessions }],
    ['how to confirm the session', { method: 'GET', url: apiPaths.auth.confirm }],
    ['passkey options to confirm', { method: 'POST', url: apiPaths.auth.confirmPasskeyOptions }],
    [
      'confirm the session',
      { method: 'POST', url: apiPaths.auth.confirm, payload: { password: 'a wrong password' } },
    ],
    [
      'replace profile',
      {
        method: 'PUT',
        url: apiPaths.profile,
        payload: { ...DEFAULT_PROFILE, ownerName: 'Mallory' },
      },
    ],
    [
      'replace settings',
      {
        method: 'PUT',
        url: apiPaths.settings,
        payload: { ...DEFAULT_SETTINGS, insightsEnabled: false },
      },
    ],
    [
      'write a translation',
      {
        method: 'PUT',
        url: apiPaths.translations.texts,
        payload: { language: 'pt', kind: 'project', id: ids.project, fields: { title: 'Mallory' } },
      },
    ],
    [
      "delete a removed language's texts",
      { method: 'DELETE', url: `${apiPaths.translations.languages}?language=pt` },
    ],
    [
      'put the setup checklist away',
      { method: 'PUT', url: apiPaths.setup, payload: { dismissed: true } },
    ],
    ['replace theme', { method: 'PUT', url: apiPaths.theme, payload: presetChoice('terminal') }],
    // Changes nothing, but draws the owner's draft: the Admin's alone.
    [
      'preview theme',
      {
        method: 'POST',
        url: apiPaths.themePreview,
        payload: { theme: presetChoice('terminal'), page: '/', mode: 'dark' },
      },
    ],
    ['upload portrait', { method: 'PUT', url: apiPaths.profilePhoto, ...portraitForm() }],
    ['remove portrait', { method: 'DELETE', url: apiPaths.profilePhoto }],
    ['upload site icon', { method: 'PUT', url: apiPaths.profileIcon, ...iconForm() }],
    ['remove site icon', { method: 'DELETE', url: apiPaths.profileIcon }],
    [
      'import resume.json',
      { method: 'POST', url: apiPaths.resumeImport.apply, payload: RESUME_IMPORT_DOCUMENT },
    ],
    // Changes nothing, but reads the owner's timeline: the Admin's alone.
    [
      'preview resume.json import',
      { method: 'POST', url: apiPaths.resumeImport.preview, payload: RESUME_IMPORT_DOCUMENT },
    ],
    // Changes nothing, but is the Admin's alone (the icon picker).
    ['search icons', { method: 'GET', url: `${apiPaths.icons}?q=react` }],
    // The forge accounts, their repositories and their import: the Admin's alone.
    ['list forge accounts', { method: 'GET', url: apiPaths.forges.accounts }],
    ['pull project texts', { method: 'POST', url: apiPaths.forges.pull(ids.project) }],
    [
      'add forge account',
      {
        method: 'POST',
        url: apiPaths.forges.accounts,
        payload: { forge: 'github', username: 'jane' },
      },
    ],
    ['remove forge account', { method: 'DELETE', url: apiPaths.forges.account(NO_ACCOUNT) }],
    ['list forge repositories', { method: 'GET', url: apiPaths.forges.repositories(NO_ACCOUNT) }],
    [
      'import forge repositories',
      {
        method: 'POST',
        url: apiPaths.forges.import(NO_ACCOUNT),
        payload: { repositories: ['jane/alpha'] },
      },
    ],
  ];
}
