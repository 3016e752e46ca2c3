import type { Migration } from 'kysely';
import * as usersAndSessions from './2026-11-21T00-00_users-and-sessions.js';
import * as content from './2026-11-21T01-00_content.js';
import * as profile from './2026-11-21T02-00_profile.js';
import * as loginThrottle from './2026-11-21T03-00_login-throttle.js';
import * as contentVersion from './2026-11-21T04-00_content-version.js';
import * as apiRateLimit from './2026-11-22T00-00_api-rate-limit.js';
import * as loginDevices from './2026-11-24T00-00_login-devices.js';
import * as entityOrder from './2026-11-24T01-00_entity-order.js';
import * as featuredProjects from './2026-11-24T02-00_featured-projects.js';
import * as projectDates from './2026-11-24T03-00_project-dates.js';
import * as projectTags from './2026-11-25T00-00_project-tags.js';
import * as caseStudies from './2026-11-25T01-00_case-studies.js';
import * as timeline from './2026-11-25T02-00_timeline.js';
import * as profileLinks from './2026-11-25T03-00_profile-links.js';
import * as siteImages from './2026-11-25T04-00_site-images.js';
import * as signInMethods from './2026-11-25T05-00_sign-in-methods.js';
import * as contactMessages from './2026-11-25T06-00_contact-messages.js';
import * as insights from './2026-11-25T07-00_insights.js';
import * as siteSettings from './2026-11-25T08-00_site-settings.js';
import * as projectsWithoutImage from './2026-11-25T09-00_projects-without-image.js';
import * as siteTheme from './2026-11-25T10-00_site-theme.js';
import * as sessionConfirmation from './2026-11-26T00-00_session-confirmation.js';
import * as abuseBounds from './2026-11-26T04-00_abuse-bounds.js';
import * as posts from './2026-11-27T10-00_posts.js';
import * as quoteAuthor from './2026-11-27T11-00_quote-author.js';
import * as contentFit from './2026-11-27T12-00_content-fit.js';
import * as search from './2026-11-27T15-20_search.js';
import * as generatedResume from './2026-11-27T17-00_generated-resume.js';
import * as forges from './2026-11-27T17-10_forges.js';
import * as notificationReplyTo from './2026-11-27T17-30_notification-reply-to.js';
import * as backupSchedule from './2026-11-27T18-10_backup-schedule.js';
import * as languages from './2026-11-27T20-30_languages.js';
import * as projectScreenshots from './2026-11-27T20-40_project-screenshots.js';
import * as translations from './2026-11-28T00-10_translations.js';
import * as searchTranslations from './2026-11-28T03-10_search-translations.js';

/** Every migration, in order. Names sort by time; a released entry never changes. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T00-00_users-and-sessions': usersAndSessions,
  '2026-11-21T01-00_content': content,
  '2026-11-21T02-00_profile': profile,
  '2026-11-21T03-00_login-throttle': loginThrottle,
  '2026-11-21T04-00_content-version': contentVersion,
  '2026-11-22T00-00_api-rate-limit': apiRateLimit,
  '2026-11-24T00-00_login-devices': loginDevices,
  '2026-11-24T01-00_entity-order': entityOrder,
  '2026-11-24T02-00_featured-projects': featuredProjects,
  '2026-11-24T03-00_project-dates': projectDates,
  '2026-11-25T00-00_project-tags': projectTags,
  '2026-11-25T01-00_case-studies': caseStudies,
  '2026-11-25T02-00_timeline': timeline,
  '2026-11-25T03-00_profile-links': profileLinks,
  '2026-11-25T04-00_site-images': siteImages,
  '2026-11-25T05-00_sign-in-methods': signInMethods,
  '2026-11-25T06-00_contact-messages': contactMessages,
  '2026-11-25T07-00_insights': insights,
  '2026-11-25T08-00_site-settings': siteSettings,
  '2026-11-25T09-00_projects-without-image': projectsWithoutImage,
  '2026-11-25T10-00_site-theme': siteTheme,
  '2026-11-26T00-00_session-confirmation': sessionConfirmation,
  '2026-11-26T04-00_abuse-bounds': abuseBounds,
  '2026-11-27T10-00_posts': posts,
  '2026-11-27T11-00_quote-author': quoteAuthor,
  '2026-11-27T12-00_content-fit': contentFit,
  '2026-11-27T15-20_search': search,
  '2026-11-27T17-00_generated-resume': generatedResume,
  '2026-11-27T17-10_forges': forges,
  '2026-11-27T17-30_notification-reply-to': notificationReplyTo,
  '2026-11-27T18-10_backup-schedule': backupSchedule,
  '2026-11-27T20-30_languages': languages,
  '2026-11-27T20-40_project-screenshots': projectScreenshots,
  '2026-11-28T00-10_translations': translations,
  '2026-11-28T03-10_search-translations': searchTranslations,
};
