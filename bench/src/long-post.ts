/** Words the long post is written in: a technical paragraph's vocabulary. */
const WORDS = (
  'the server renders every page once per change and keeps its answer compressed so a reader ' +
  'waits for nothing but the network while the owner writes in plain Markdown with code and math'
).split(' ');

/** A paragraph of `count` words, the n-th of the post. */
const paragraph = (n: number, count: number) =>
  Array.from({ length: count }, (_, i) => WORDS[(n * 7 + i) % WORDS.length]).join(' ');

/** A fenced TypeScript block of ten lines, the n-th of the post. */
const codeBlock = (n: number) =>
  [
    '```ts',
    `export async function step${n}(input: readonly number[]): Promise<number> {`,
    '  let total = 0;',
    '  for (const value of input) {',
    `    if (value % ${n + 2} === 0) continue;`,
    '    total += value * 2; // doubled',
    '  }',
    `  const label = \`step ${n}: \${total}\`;`,
    '  console.log(label);',
    '  return total;',
    '}',
    '```',
  ].join('\n');

/** A display formula, the n-th of the post. */
const formula = (n: number) =>
  `$$\n\\sum_{k=1}^{${n + 2}} \\frac{k^2}{\\sqrt{k + ${n}}} = \\int_0^{${n}} e^{-x^2} \\, dx\n$$`;

/**
 * The long post of the benchmarks: 5,000 words of prose under 25 headings, 30 code blocks and 20
 * formulas, what a thorough technical article holds.
 */
export function longPostBody(): string {
  const parts: string[] = [];
  for (let section = 0; section < 25; section++) {
    parts.push(`## Part ${section + 1}`, paragraph(section, 200));
    if (section < 20) parts.push(formula(section));
    parts.push(codeBlock(section));
    if (section < 5) parts.push(codeBlock(section + 25));
  }
  return parts.join('\n\n');
}
