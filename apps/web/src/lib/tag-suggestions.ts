/**
 * The suggestions of a field of comma-separated values, for a `<datalist>`: a browser matches its
 * options against the whole field, so each option is what is typed before the last comma followed
 * by one value not there yet.
 */
export function suggestionsFor(value: string, suggested: readonly string[]): string[] {
  const comma = value.lastIndexOf(',');
  const before = comma === -1 ? '' : `${value.slice(0, comma + 1).trimEnd()} `;
  const present = new Set(
    value
      .slice(0, comma + 1)
      .split(',')
      .map((item) => item.trim().toLowerCase()),
  );
  return suggested.filter((item) => !present.has(item)).map((item) => before + item);
}
