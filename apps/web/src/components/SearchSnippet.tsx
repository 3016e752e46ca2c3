import type { SnippetPart } from '@portfolio/contract';

/** A search result's snippet, the words that matched marked; nothing when it has none. */
export function SearchSnippet({
  parts,
  as: Tag,
  className,
}: {
  parts: readonly SnippetPart[];
  as: 'p' | 'span';
  className: string | undefined;
}) {
  if (parts.length === 0) return null;
  return (
    <Tag className={className}>
      {parts.map((part, index) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <mark key={index}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </Tag>
  );
}
