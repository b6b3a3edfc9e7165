/**
 * The accessibility check every browser test can run on its page: axe-core against WCAG 2.2
 * level A and AA, failing on serious and critical violations (moderate and minor ones are
 * attached to the report), and the page rules axe does not know: one visible h1 and a
 * document title of its own ("Upload your ID — Career Portal"). See e2e/README.md.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForAnimations } from './animations';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** A remote's first load on a busy two-core machine can take longer than expect's 10 s. */
export const FIRST_LOAD_TIMEOUT = 30_000;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Findings axe gets wrong, each with the reason. Matched by rule and by a selector the failing
 * element must match in the page; nothing else is ever filtered.
 */
const KNOWN_FALSE_POSITIVES = [
  {
    rule: 'scrollable-region-focusable',
    selector: '.ant-select-dropdown *',
    // An open antd Select list scrolls while focus stays in its combobox, which moves through the
    // options with aria-activedescendant (the ARIA combobox pattern); axe-core issue #4914.
    why: 'combobox list driven by aria-activedescendant',
  },
];

async function withoutKnownFalsePositives(page: Page, violations: Violation[]): Promise<Violation[]> {
  const kept: Violation[] = [];
  for (const violation of violations) {
    const known = KNOWN_FALSE_POSITIVES.filter((k) => k.rule === violation.id);
    const nodes = [];
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      const excused =
        known.length > 0 &&
        (await page.evaluate(
          ({ target, selectors }) => {
            const element = document.querySelector(target);
            return !!element && selectors.some((s) => element.matches(s));
          },
          { target, selectors: known.map((k) => k.selector) },
        ));
      if (!excused) nodes.push(node);
    }
    if (nodes.length) kept.push({ ...violation, nodes });
  }
  return kept;
}

/** axe's violations on the page as it is now (tags AXE_TAGS), every impact. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await waitForAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return withoutKnownFalsePositives(page, violations);
}

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes.join('\n')}${more}`;
    })
    .join('\n');
}

/** "serious 2, moderate 1" (elements per impact), or "none". */
export function impactSummary(violations: Violation[]): string {
  const counts = new Map<string, number>();
  for (const v of violations) counts.set(v.impact ?? 'unknown', (counts.get(v.impact ?? 'unknown') ?? 0) + v.nodes.length);
  return [...counts].map(([impact, n]) => `${impact} ${n}`).join(', ') || 'none';
}

/**
 * Fails the test on any serious or critical WCAG 2.2 A/AA violation on the page as it is now.
 * `state` names what is checked in the report, e.g. '/login, wrong code'; the width is added.
 */
export async function expectNoSeriousA11yViolations(page: Page, state: string): Promise<void> {
  const violations = await axeViolations(page);
  const label = `${state} @${page.viewportSize()?.width ?? '?'}px`;
  test.info().annotations.push({ type: 'axe', description: `${label}: ${impactSummary(violations)}` });
  const lesser = violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (lesser.length) await test.info().attach(`axe ${label} (moderate and minor)`, { body: describe(lesser), contentType: 'text/plain' });
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  expect(blocking, `axe on ${label}:\n${describe(blocking)}`).toEqual([]);
}

/** One visible level-one heading with this text, and this document title. */
export async function expectPageStructure(page: Page, { heading, title }: { heading: string | RegExp; title: string }): Promise<void> {
  await expect(page.locator('h1:visible')).toHaveCount(1, { timeout: FIRST_LOAD_TIMEOUT });
  await expect(page.locator('h1:visible')).toHaveText(heading);
  await expect(page).toHaveTitle(title);
}

/** Both checks at once: the usual call after a screen or state has appeared. */
export async function expectAccessiblePage(
  page: Page,
  state: string,
  structure: { heading: string | RegExp; title: string },
): Promise<void> {
  await expectPageStructure(page, structure);
  await expectNoSeriousA11yViolations(page, state);
}

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 740 };

/** The structure and axe at 1366 and at 375 px wide, then back at 1366. */
/** No serious or critical axe violation at 1366 and at 375 px (a page whose structure is checked elsewhere). */
export async function noSeriousA11yViolationsAtBothWidths(page: Page, state: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(page, state);
  }
  await page.setViewportSize(DESKTOP);
}

export async function accessibleAtBothWidths(page: Page, state: string, structure: { heading: string; title: string }): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectAccessiblePage(page, state, structure);
  }
  await page.setViewportSize(DESKTOP);
}
