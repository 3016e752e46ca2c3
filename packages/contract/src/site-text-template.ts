// A fixed text's placeholders ({name}), apart: only the page that fills them loads this.

/**
 * A text with placeholders (`{name}`) cut into its literal parts and the placeholders it names,
 * each with where it starts in the text.
 */
export type TemplatePart = { at: number } & ({ text: string } | { placeholder: string });

export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const piece of template.split(/(\{[a-z]+\})/)) {
    if (piece !== '') {
      const placeholder = /^\{([a-z]+)\}$/.exec(piece)?.[1];
      parts.push(placeholder === undefined ? { at, text: piece } : { at, placeholder });
    }
    at += piece.length;
  }
  return parts;
}
