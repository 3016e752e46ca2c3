import {
  changeMessages,
  contrastProblem,
  ErrorCode,
  NotificationAction,
  resolveTheme,
  type SiteTheme,
  themeContrast,
} from '@portfolio/contract';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { commitContentChange, noted } from '../content/content-change.js';
import { fontUrl } from './fonts.js';
import { getTheme, saveTheme } from './theme.repository.js';
import { themeHead } from './theme-style.js';

export async function readTheme(deps: Pick<AppDeps, 'db'>): Promise<SiteTheme> {
  return getTheme(deps.db);
}

/** The head of a public page for a theme: its variables, fonts and font preload. */
export function themeHeadOf(theme: SiteTheme): Promise<string> {
  return themeHead(resolveTheme(theme), fontUrl);
}

/**
 * Every pair of colours under WCAG AA in either mode, as an error naming each pair and its ratio.
 * The owner changes only the accents: a failing pair that involves one names it as its field.
 */
function contrastError(theme: SiteTheme): AppError | undefined {
  const failing = themeContrast(resolveTheme(theme)).filter((result) => !result.passes);
  const [first] = failing;
  if (!first) return undefined;
  return new AppError(
    400,
    ErrorCode.LOW_CONTRAST,
    contrastProblem(first),
    failing.map((result) => ({
      field: theme.accent[result.mode] === null ? 'preset' : `accent/${result.mode}`,
      message: contrastProblem(result),
    })),
  );
}

/**
 * The owner replaces the theme whole. A theme that any visitor could not read is refused and
 * changes nothing; a saved one is on every public page from the next request, on every instance
 * (kept pages are made stale).
 */
export async function replaceTheme(deps: ServiceDeps, theme: SiteTheme): Promise<SiteTheme> {
  const refused = contrastError(theme);
  if (refused) throw refused;
  await commitContentChange(deps, async (trx, now) => {
    await saveTheme(trx, theme, now);
    return noted(undefined, NotificationAction.Edit, changeMessages.themeUpdated);
  });
  return theme;
}
