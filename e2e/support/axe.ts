/**
 * The accessibility check every browser test can run on its page: axe-core against WCAG 2.2
 * level A and AA, failing on serious and critical violations (moderate and minor ones are
 * attached to the report), plus the page rules axe does not know: one visible h1 and a
 * document title of its own ("Upload your ID — Career Portal").
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const TITLE_SUFFIX = ' — Career Portal';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface AxeOptions {
  /** CSS selectors to leave out, e.g. a third-party widget. Use sparingly and say why. */
  exclude?: string[];
}

/** axe's violations on the page as it is now (tags AXE_TAGS), every impact. */
export async function axeViolations(page: Page, { exclude = [] }: AxeOptions = {}): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).withTags([...AXE_TAGS]);
  for (const selector of exclude) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
}

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`);
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${targets.join('\n')}${more}`;
    })
    .join('\n');
}

/** Counts per impact, e.g. "serious 2, moderate 1" or "none". */
export function impactSummary(violations: Violation[]): string {
  const counts = new Map<string, number>();
  for (const v of violations) counts.set(v.impact ?? 'unknown', (counts.get(v.impact ?? 'unknown') ?? 0) + v.nodes.length);
  return [...counts].map(([impact, n]) => `${impact} ${n}`).join(', ') || 'none';
}

/**
 * Fails the test on any serious or critical violation of WCAG 2.2 A/AA on the page as it is
 * now; `state` names what is being checked in the report ("/login wrong code, 375 px").
 */
export async function expectNoSeriousA11yViolations(page: Page, state: string, options?: AxeOptions): Promise<void> {
  const violations = await axeViolations(page, options);
  const width = page.viewportSize()?.width;
  const label = `${state}${width ? ` @${width}px` : ''}`;
  test.info().annotations.push({ type: 'axe', description: `${label}: ${impactSummary(violations)}` });
  const lesser = violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (lesser.length) await test.info().attach(`axe ${label} (moderate and minor)`, { body: describe(lesser), contentType: 'text/plain' });
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  expect(blocking, `axe on ${label}:\n${describe(blocking)}`).toEqual([]);
}

/** One visible level-one heading, and the page's own document title. */
export async function expectPageStructure(page: Page, { heading, title }: { heading: string | RegExp; title: string }): Promise<void> {
  await expect(page.locator('h1:visible')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(title.endsWith(TITLE_SUFFIX) || title.startsWith('Career Portal — ') ? title : `${title}${TITLE_SUFFIX}`);
}
