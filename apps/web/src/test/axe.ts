import axe from 'axe-core';

/**
 * Axe's serious and critical findings inside `container`, as the e2e suite counts them.
 * Colour contrast needs layout, which jsdom lacks: the browser run checks it.
 */
export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
