import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered screen and fails with every violation. jsdom cannot compute colours,
 * so colour contrast is checked in the browser tests instead.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  // axe asks a canvas about icon fonts; jsdom has none and would print 'Not implemented'.
  HTMLCanvasElement.prototype.getContext = () => null;
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(' | ')})`,
  );
  expect(violations).toEqual([]);
}
