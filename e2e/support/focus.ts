/**
 * Reads the keyboard focus indicator from computed styles, for tests that press Tab: the
 * outline or box-shadow ring on the focused element or on the antd wrapper that draws it, and
 * the colours of the surface it is drawn on.
 */
import { expect, type Page } from '@playwright/test';
import { waitForAnimations } from './animations';

export interface FocusIndicator {
  /** Tag, accessible name and classes of the focused element, for failure messages. */
  element: string;
  kind: 'outline' | 'box-shadow' | 'none';
  widthPx: number;
  color: string;
  /**
   * Colours of the surface around the control: the first opaque background colour above it,
   * or every solid stop of a gradient met on the way (the landing page's hero).
   */
  surfaces: string[];
}

function channels(color: string): [number, number, number, number] {
  const m = color.match(/rgba?\(([^)]+)\)/);
  if (m) {
    const [r, g, b, a = '1'] = m[1]!.split(/[ ,/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  }
  const hex = color.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(1) as [number, number, number, number];
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => c / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

export async function focusIndicator(page: Page): Promise<FocusIndicator> {
  await waitForAnimations(page);
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { element: 'body', kind: 'none', widthPx: 0, color: '', surfaces: [] } as const;
    const opaque = (c: string) => !/rgba\([^)]*,\s*0(\.[0-4]\d*)?\)/.test(c) && c !== 'transparent';
    // The surface a ring is seen against: the first opaque background around the node that draws it.
    const surfacesAround = (ringNode: HTMLElement) => {
      const surfaces: string[] = [];
      for (let node = ringNode.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = (style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []).filter(opaque);
        if (style.backgroundImage.includes('gradient') && stops.length) {
          surfaces.push(...stops);
          break;
        }
        if (opaque(style.backgroundColor)) {
          surfaces.push(style.backgroundColor);
          break;
        }
      }
      if (!surfaces.length) surfaces.push('rgb(255, 255, 255)');
      return surfaces;
    };
    const element = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}" .${[...active.classList].join('.')}`;
    // antd draws a field's ring on its wrapper (affix wrapper, select, date picker), and a radio's
    // or checkbox's on its label (the input itself is hidden).
    const wrapper = active.closest(
      '.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-input-number, .ant-radio-button-wrapper, .ant-segmented-item, .ant-radio-wrapper, .ant-checkbox-wrapper',
    );
    // A hidden input's own outline is never seen (a checked radio's sits on its filled dot): only its wrapper's ring counts.
    const hidden = getComputedStyle(active).opacity === '0';
    for (const node of [hidden ? null : active, wrapper].filter((n): n is HTMLElement => !!n)) {
      const style = getComputedStyle(node);
      const outlineWidth = parseFloat(style.outlineWidth);
      if (style.outlineStyle !== 'none' && outlineWidth >= 2) {
        return { element, kind: 'outline', widthPx: outlineWidth, color: style.outlineColor, surfaces: surfacesAround(node) } as const;
      }
      // "rgb(59, 63, 216) 0px 0px 0px 2px, …": a ring is a shadow with no offset or blur and a spread.
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const color = shadow.match(/rgba?\([^)]+\)/)?.[0];
        const lengths = shadow
          .replace(/rgba?\([^)]+\)/, '')
          .trim()
          .split(/\s+/)
          .map(parseFloat);
        const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
        if (color && x === 0 && y === 0 && blur === 0 && spread >= 2)
          return { element, kind: 'box-shadow', widthPx: spread, color, surfaces: surfacesAround(node) } as const;
      }
    }
    return { element, kind: 'none', widthPx: 0, color: '', surfaces: surfacesAround(active) } as const;
  });
}

/** The focused control shows a ring at least 2 px wide with 3:1 contrast on the surface around it (WCAG 2.4.7, 1.4.11). */
export async function expectVisibleFocus(page: Page): Promise<FocusIndicator> {
  const indicator = await focusIndicator(page);
  expect(indicator.kind, `no focus ring on ${indicator.element}`).not.toBe('none');
  expect(indicator.widthPx, `focus ring of ${indicator.element}`).toBeGreaterThanOrEqual(2);
  expect(channels(indicator.color)[3], `focus ring of ${indicator.element} is see-through`).toBeGreaterThan(0.9);
  for (const surface of indicator.surfaces) {
    expect(
      contrastRatio(indicator.color, surface),
      `focus ring ${indicator.color} of ${indicator.element} on ${surface}`,
    ).toBeGreaterThanOrEqual(3);
  }
  return indicator;
}

/** Presses Tab until `name` has focus (at most `limit` times), checking the ring at every stop. */
export async function tabTo(page: Page, name: string | RegExp, limit = 25): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelledBy = el.getAttribute('aria-labelledby');
      const byId = labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : '';
      const forLabel = el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '';
      return (el.getAttribute('aria-label') ?? (byId || forLabel || el.textContent || '')).trim();
    });
    await expectVisibleFocus(page);
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`${String(name)} not reached within ${limit} Tab presses`);
}

/**
 * Waits until the page's code has taken a server-rendered page over (React manages #root). Before
 * that its links and skip link work as plain HTML (a full page load, the browser's own fragment
 * jump), which is fine for a visitor but not what a test of the page's own focus handling checks.
 */
export async function waitForPageCode(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
