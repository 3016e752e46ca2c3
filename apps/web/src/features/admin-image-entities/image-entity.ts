import type { ImageEntityPaths } from '@portfolio/contract';
import type { Column } from '../../components/DataTable';
import type { TextFieldSpec } from '../../components/TextField';
import type { TextRule } from '../../lib/validation';

/** What the projects and certificates screens have in common. */
export interface ImageEntity {
  _id: string;
  title: string;
  isActive: boolean;
}

/**
 * The field of the point a card's crop keeps in view: percents across then down. The form's
 * image preview sets it too, where the owner clicks.
 */
export const imageFocusField = <Values>(rule: TextRule): EntityFieldSpec<Values> => ({
  name: 'image_focus' as keyof Values & string,
  label: 'Image focus',
  rule,
  hint: 'Optional: the point kept in view when a card crops the image, in percents across then down (30 70); click the preview to choose it. Empty: the centre',
});

interface EntityFieldSpec<Values> extends TextFieldSpec {
  name: keyof Values & string;
  /**
   * A Markdown text, edited as one: an 'Insert image' button uploads an image and puts it at the
   * cursor, and `preview` (the server's call) draws the text as its page shows it.
   */
  markdown?: { imageUpload: { path: string; field: string }; preview: string };
}

/** One kind of entity with an image, as its admin screen shows and edits it. */
export interface ImageEntityKind<
  Entity extends ImageEntity,
  Values extends Record<string, string>,
> {
  /** 'Project': the delete dialog's type and the modal's 'Add …'/'Edit …' title. */
  type: string;
  heading: string;
  addLabel: string;
  paths: ImageEntityPaths;
  /**
   * Projects only: taking a linked project's title and description again from its repository, for
   * the ones linked to one.
   */
  pull?: { path(id: string): string; available(entity: Entity): boolean };
  /** Projects only: featuring one (listed first, shown on Home) and whether it is. */
  feature?: { path(id: string): string; isFeatured(entity: Entity): boolean };
  /** The multipart field of the image (spec §7). */
  uploadField: string;
  imageLabel: string;
  fields: readonly EntityFieldSpec<Values>[];
  /**
   * A field of values separated by commas (a project's tags) and what to suggest in it: the values
   * the entities already use, from the list the screen has (no call of its own).
   */
  suggestions?: { field: keyof Values & string; of(entities: readonly Entity[]): string[] };
  /** Columns between 'S No.' and 'Status'. */
  columns: readonly Column<Entity>[];
  emptyText: string;
  emptyValues: Values;
  valuesOf(entity: Entity): Values;
  imageOf(entity: Entity): string;
}
