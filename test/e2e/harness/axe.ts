import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in the page: every screen a journey visits is checked, and a serious or critical
 * violation fails the journey with what is wrong, where and how to fix it. The script goes in
 * through the DevTools protocol (page.evaluate), which the renderer's strict CSP does not block,
 * so the app's CSP stays as users get it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The serious and critical axe violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      // Visible labels must be in the accessible name (WCAG 2.5.3); axe ships it switched off.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}

/** Fails (throws) when the screen has a serious or critical accessibility violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  // One h1 per screen: the screen's name, so a screen-reader user knows where they are.
  const h1s = await page.locator('h1').allTextContents();
  if (h1s.length !== 1)
    violations.push({
      id: 'one-h1-per-screen',
      impact: 'serious',
      help: `A screen has exactly one h1 naming it; found ${h1s.length}: ${JSON.stringify(h1s)}`,
      helpUrl: 'https://www.w3.org/WAI/tutorials/page-structure/headings/',
      nodes: [],
    });
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) =>
      `- ${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n  ${v.helpUrl}\n` +
      v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    at ${JSON.stringify(n.target)}${n.failureSummary ? `: ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
        )
        .join('\n'),
  );
  throw new Error(`Accessibility violations on the ${screen} screen:\n${lines.join('\n')}`);
}
