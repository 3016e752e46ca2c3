import type { MarkdownRender } from '@portfolio/contract';

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The fake server's drawing of the owner's Markdown (an editor's preview): the text as a
 * paragraph, an image as an image, and a refusal of anything that looks like HTML, named `field`.
 */
export function fakeMarkdownRender(source: string, field: string): MarkdownRender {
  const html = source
    .split(/(?:\r?\n){2,}/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const image = /^!\[([^\]]*)\]\(([^)\s]+)\)$/.exec(block.trim());
      return image
        ? `<p><img src="${escaped(image[2] ?? '')}" alt="${escaped(image[1] ?? '')}"></p>\n`
        : `<p>${escaped(block)}</p>\n`;
    })
    .join('');
  return {
    html,
    mathStylesheet: '',
    problems: source.includes('<')
      ? [{ field, message: 'must not hold HTML: write it in Markdown' }]
      : [],
  };
}
