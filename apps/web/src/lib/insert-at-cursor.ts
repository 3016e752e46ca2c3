/**
 * The text with `block` put where the cursor is (`at`), on a line of its own: a blank line before
 * it when text comes before, and the text after it on after a blank line.
 */
export function insertBlock(text: string, at: number, block: string): string {
  const before = text.slice(0, at).replace(/\n*$/, '');
  const after = text.slice(at).replace(/^\n*/, '');
  return `${before}${before ? '\n\n' : ''}${block}\n${after ? `\n${after}` : ''}`;
}
