// What the owner's notifications say about each change. The server writes these texts; the web
// app's tests expect the same ones, so both take them from here.

import { NotificationAction } from './owner-constants.js';

/** A quote in a notification: quoted, cut to 60 characters with an ellipsis. */
const excerpt = (quote: string) =>
  `"${[...quote].length > 60 ? `${[...quote].slice(0, 59).join('')}…` : quote}"`;

/** What a failed change tried to do, as in 'Could not <verb> the project'. */
const FAILED_VERBS: Record<NotificationAction, string> = {
  [NotificationAction.Create]: 'create',
  [NotificationAction.Edit]: 'edit',
  [NotificationAction.StatusUpdate]: 'change the status of',
  [NotificationAction.Delete]: 'delete',
  [NotificationAction.Login]: 'log in to',
  [NotificationAction.Message]: 'send',
};

/** Projects and certificates: 'Project', 'Certificate'. */
export type ImageEntitySubject = 'Project' | 'Certificate';

export const changeMessages = {
  created: (subject: ImageEntitySubject, title: string) => `${subject} "${title}" created`,
  edited: (subject: ImageEntitySubject, title: string) => `${subject} "${title}" edited`,
  shownOrHidden: (subject: ImageEntitySubject, title: string, shown: boolean) =>
    `${subject} "${title}" ${shown ? 'shown' : 'hidden'}`,
  deleted: (subject: ImageEntitySubject, title: string) => `${subject} "${title}" deleted`,
  reordered: (subject: ImageEntitySubject) => `${subject}s reordered`,
  screenshotsAdded: (title: string, count: number) =>
    `${count} ${count === 1 ? 'screenshot' : 'screenshots'} added to project "${title}"`,
  screenshotsArranged: (title: string) => `Screenshots of project "${title}" arranged`,
  screenshotDeleted: (title: string) => `Screenshot of project "${title}" deleted`,
  featuredOrNot: (title: string, featured: boolean) =>
    `Project "${title}" ${featured ? 'featured' : 'no longer featured'}`,
  quotePosted: (quote: string) => `Quote ${excerpt(quote)} posted`,
  quoteShownOrHidden: (quote: string, shown: boolean) =>
    `Quote ${excerpt(quote)} ${shown ? 'shown' : 'hidden'}`,
  quoteDeleted: (quote: string) => `Quote ${excerpt(quote)} deleted`,
  timelineCreated: (role: string, organisation: string) =>
    `Timeline entry "${role}, ${organisation}" created`,
  timelineEdited: (role: string, organisation: string) =>
    `Timeline entry "${role}, ${organisation}" edited`,
  timelineDeleted: (role: string, organisation: string) =>
    `Timeline entry "${role}, ${organisation}" deleted`,
  timelineReordered: 'Timeline reordered',
  postCreated: (title: string) => `Post "${title}" created`,
  postEdited: (title: string) => `Post "${title}" edited`,
  postRestored: (title: string, revision: number) =>
    `Post "${title}" restored to its revision ${revision}`,
  postDeleted: (title: string) => `Post "${title}" deleted`,
  postsImported: (count: number) => `${count} ${count === 1 ? 'post' : 'posts'} imported`,
  resumeUploaded: 'Resume uploaded',
  resumeReplaced: 'Resume replaced',
  resumeDeleted: 'Resume deleted',
  profileUpdated: 'Profile updated',
  resumeImported: (entries: number, projects: number) =>
    `resume.json imported: profile, ${entries} timeline entries, ${projects} projects`,
  forgePulled: (title: string) => `Project "${title}" pulled again from its repository`,
  forgeImported: (projects: number, account: string) =>
    `${projects} projects imported from ${account}, hidden until each has an image`,
  settingsUpdated: 'Settings updated',
  themeUpdated: 'Theme updated',
  languagesUpdated: 'Languages updated',
  translationUpdated: (language: string, name: string) =>
    `Texts of "${name}" in ${language} updated`,
  translationsDeleted: (language: string, count: number) =>
    `${count} ${count === 1 ? 'text' : 'texts'} in ${language} deleted`,
  resumeSettingsUpdated: 'Résumé settings updated',
  portraitUploaded: 'Portrait uploaded',
  portraitRemoved: 'Portrait removed',
  iconUploaded: 'Site icon uploaded',
  iconRemoved: 'Site icon removed',
  /**
   * The owner's change failed: what it tried, on what (e.g. 'project', 'resume'), and why (the
   * error answer's message).
   */
  failed: (action: NotificationAction, subject: string, reason: string) =>
    `Could not ${FAILED_VERBS[action]} the ${subject}: ${reason}`,
} as const;
