import { type Static, Type } from '@sinclair/typebox';

/** A heading (h2–h4) of a Markdown document rendered on the server: a table of contents' entry. */
export const DocumentHeading = Type.Object({
  level: Type.Union([Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
  text: Type.String({ description: 'What the heading says, as text' }),
  id: Type.String({ description: "The heading's id in the rendered HTML: its link is #id" }),
});
export type DocumentHeading = Static<typeof DocumentHeading>;
