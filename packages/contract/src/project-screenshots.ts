import { type Static, Type } from '@sinclair/typebox';
import { ImageVariant } from './content.js';
import { Id } from './ids.js';
import { PlainText } from './text.js';

/**
 * A project's screenshots: an ordered list of images (each re-encoded to its widths like every
 * upload), each with its alt text, shown as a gallery on the project's case study.
 */
export const SCREENSHOT_LIMITS = {
  /** Screenshots a project holds at most. */
  perProject: 12,
  /** Files one upload call carries at most (each up to LIMITS.uploadMaxBytes, held in memory). */
  perUpload: 4,
  altMax: 300,
} as const;

export const ProjectScreenshot = Type.Object({
  _id: Id,
  alt: Type.String({
    description: "What it shows, for those who cannot see it; '' for none given",
  }),
  url: Type.String({ description: 'URL of the image at its default width' }),
  variants: Type.Array(ImageVariant, { description: 'Every stored width, narrowest first' }),
});
export type ProjectScreenshot = Static<typeof ProjectScreenshot>;

/** The project's screenshots, in their order (every answer of the screenshot calls). */
export const ProjectScreenshots = Type.Array(ProjectScreenshot, {
  maxItems: SCREENSHOT_LIMITS.perProject,
});

/**
 * The owner's order and alt texts of a project's screenshots: every one of them, first to last;
 * an id missing, repeated or another project's is refused.
 */
export const ScreenshotsArrangement = Type.Object(
  {
    screenshots: Type.Array(
      Type.Object(
        { _id: Id, alt: PlainText({ maxLength: SCREENSHOT_LIMITS.altMax }) },
        { additionalProperties: false },
      ),
      { maxItems: SCREENSHOT_LIMITS.perProject },
    ),
  },
  { additionalProperties: false },
);
export type ScreenshotsArrangement = Static<typeof ScreenshotsArrangement>;

/** The params of one screenshot's call: its project and itself. */
export const ScreenshotParams = Type.Object({ id: Id, screenshotId: Id });
