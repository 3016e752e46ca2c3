// What an error answer says when its reason is one that many calls share. The server answers these
// texts; the web app's tests expect the same ones, so both take them from here. A message that only
// one call answers stays with that call.

export const errorMessages = {
  /** 401: the call needs a live access token, and has none. */
  unauthorized: 'Log in first: the access token is missing, expired or revoked',
  /** 403: the user is logged in but is not the Admin. */
  forbidden: 'Only the Admin may do this',
  /** 403 REAUTH_REQUIRED: the change wants the session confirmed first. */
  reauthRequired: 'Confirm it is you first: enter your password, use a passkey or a code',
  /** 401 at login: a wrong user id and a wrong password fail alike. */
  invalidCredentials: 'Invalid credentials',
  /** 404: no entity of this kind (e.g. 'project', 'quote') has the id in the path. */
  notFound: (subject: string) => `No ${subject} has this id`,
  /** 400: showing a project imported without an image: it needs one first. */
  needsImage: (subject: string) => `This ${subject} needs an image before it can be shown`,
  /** 409: an order that does not list exactly the stored entities of its kind (e.g. 'project'). */
  orderOutdated: (subject: string) =>
    `The ${subject} list has changed since it was loaded: reload it and order again`,
  /**
   * 409: a post saved from a revision that is no longer its latest (another tab or device saved
   * it since): the answer carries the revision now.
   */
  postRevisionOutdated: (revision: number) =>
    `This post was saved elsewhere since it was loaded (it is at revision ${revision} now): reload it before saving`,
  /** 400: an import of posts with files that cannot be imported; `details` names each file. */
  postImportRefused: (files: number) =>
    `Nothing was imported: ${files === 1 ? '1 file cannot' : `${files} files cannot`} be imported`,
  /** 400: an import of posts whose upload holds no Markdown file. */
  postImportEmpty: 'Nothing was imported: the upload holds no Markdown file (.md)',
  /** 409: featuring one more project than Home shows. */
  tooManyFeatured: (max: number) =>
    `At most ${max} projects can be featured: stop featuring one first`,
  /** 404: removing the portrait or the site icon when there is none. */
  noSiteImage: (name: 'portrait' | 'site icon') => `There is no ${name} to remove`,
  /** 404: the API has no such call. */
  noRoute: (method: string, path: string) => `No route ${method} ${path}`,
  /** 400: an upload form sent without its file, which goes in this multipart field. */
  missingFile: (field: string) => `Choose a file to upload as "${field}"`,
  /** 400: the body, query or path does not match the call's schema; `details` names each field. */
  invalidRequest: 'The request is invalid',
  /** 500: whatever went wrong is logged, never told. */
  internal: 'Internal server error',
} as const;
