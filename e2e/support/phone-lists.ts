// What a list must be on a phone (shared-ui DataTable's card layout at 480 px and below): every
// row a card, each value after its column's label, every action of a row inside the screen, and
// no sideways scrolling of the page.
import { expect, type Locator, type Page } from '@playwright/test';

/** The page itself does not scroll sideways; when it does, the message names the innermost elements that stick out. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, width, outside } = await page.evaluate(() => {
    const width = window.innerWidth;
    // Boxes, and text running out of its box (a long word that does not wrap).
    const right = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return node.nodeType === Node.TEXT_NODE ? range.getBoundingClientRect().right : (node as Element).getBoundingClientRect().right;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    const outside: string[] = [];
    for (let node = walker.nextNode(); node && outside.length < 5; node = walker.nextNode()) {
      if (right(node) <= width + 0.5 || (node.nodeType === Node.ELEMENT_NODE && [...node.childNodes].some((c) => right(c) > width + 0.5)))
        continue;
      const el = node.nodeType === Node.TEXT_NODE ? node.parentElement! : (node as Element);
      outside.push(
        `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${(node.textContent ?? '').trim().slice(0, 40)}`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  });
  expect(scrollWidth, `the page scrolls sideways: ${outside.join('; ')}`).toBeLessThanOrEqual(width);
}

/** Every cell of `row` shows its label (the column title, drawn before the value) inside the screen, label and value aligned left, and so does every action. */
export async function expectCard(page: Page, row: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  await expect(row).toBeVisible();
  const cells = await row.locator(':scope > td').evaluateAll((tds) =>
    tds.map((td) => {
      const box = td.getBoundingClientRect();
      const before = getComputedStyle(td, '::before');
      const style = getComputedStyle(td);
      // Where the label's box starts: the cell's start padding, moved by the label's own margin (it may hang into the padding).
      const labelLeft = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft) + (parseFloat(before.marginLeft) || 0);
      return {
        label: td.getAttribute('data-label'),
        drawn: before.content,
        shown: before.display !== 'none',
        layout: style.display,
        left: box.left,
        right: box.right,
        labelLeft,
        labelAlign: before.textAlign,
        valueAlign: style.textAlign,
      };
    }),
  );
  expect(cells.length).toBeGreaterThan(1);
  for (const cell of cells) {
    expect(cell.label, 'a cell without its column label').toBeTruthy();
    expect(cell.drawn, `the label "${cell.label}" is not shown`).toBe(JSON.stringify(cell.label));
    expect(cell.shown).toBe(true);
    expect(cell.layout, 'the row is still a table row, not a card').not.toBe('table-cell');
    expect(cell.left).toBeGreaterThanOrEqual(0);
    expect(cell.labelLeft, `the label "${cell.label}" starts outside its cell`).toBeGreaterThanOrEqual(cell.left - 0.5);
    // A card reads down its left edge: a right-aligned column of the wide table is not right-aligned here.
    expect(cell.labelAlign, `the label "${cell.label}" is not aligned left`).toMatch(/^(left|start)$/);
    expect(cell.valueAlign, `the value of "${cell.label}" is not aligned left`).toMatch(/^(left|start)$/);
    expect(cell.right).toBeLessThanOrEqual(width);
  }
  // Still a table for screen readers, each cell named with its label first ("Issued 25 Nov 2026").
  const roleCells = row.getByRole('cell');
  await expect(roleCells).toHaveCount(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const label = cells[i]!.label!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(roleCells.nth(i)).toHaveAccessibleName(new RegExp(`^${label}(\\s|$)`));
  }
  const actions = row.locator('button, a[href]');
  const count = await actions.count();
  for (let i = 0; i < count; i++) {
    const action = actions.nth(i);
    await expect(action).toBeVisible();
    const box = (await action.boundingBox())!;
    const name = (await action.getAttribute('aria-label')) ?? (await action.textContent());
    expect(box.x, `${name} starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends right of the screen`).toBeLessThanOrEqual(width);
  }
}
