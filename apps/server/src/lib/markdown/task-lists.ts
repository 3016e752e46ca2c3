import type { MarkdownIt, Token } from 'markdown-it';

/** A task item's marker at the start of its text, GitHub's: `[ ]`, `[x]` or `[X]`, then a space. */
const MARKER = /^\[([ xX])\][ \t]/;

/**
 * GitHub's task lists: a list item whose text starts with `[ ]` or `[x]` shows a checkbox, disabled
 * (the reader cannot tick it), inside a label with the item's text, which is its name for screen
 * readers. One pass with a stack of the open lists (markdown-it-task-lists looks back through the
 * tokens for each item's list: the square of a long list's length, 20,000 items took 1 s).
 */
export function useTaskLists(md: MarkdownIt): void {
  md.core.ruler.push('task_lists', (state) => {
    const lists: Token[] = [];
    const html = (content: string) =>
      Object.assign(new state.Token('html_inline', '', 0), { content });
    const { tokens } = state;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as Token;
      if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
        lists.push(token);
      } else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') {
        lists.pop();
      } else if (token.type === 'list_item_open' && tokens[i + 1]?.type === 'paragraph_open') {
        const inline = tokens[i + 2];
        const first = inline?.children?.[0];
        const marker = first?.type === 'text' ? MARKER.exec(first.content) : null;
        if (!inline?.children || !first || !marker) continue;
        first.content = first.content.slice(marker[0].length);
        const checked = marker[1] !== ' ' ? ' checked' : '';
        inline.children.unshift(
          html('<label>'),
          html(`<input class="task-list-item-checkbox" type="checkbox" disabled${checked}> `),
        );
        inline.children.push(html('</label>'));
        token.attrJoin('class', 'task-list-item');
        const list = lists.at(-1);
        if (list && !list.attrGet('class')) list.attrSet('class', 'contains-task-list');
      }
    }
  });
}
