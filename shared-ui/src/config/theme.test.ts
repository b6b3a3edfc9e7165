import { theme as antdTheme } from 'antd';
import { theme } from './theme';

/** A colour as #rrggbb or rgba(), drawn over `under` (for see-through text colours): its channels 0-255. */
function channels(color: string, under = [255, 255, 255]): number[] {
  const rgba = color.match(/rgba?\(([^)]+)\)/);
  if (!rgba) return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number);
  return [r!, g!, b!].map((c, i) => a * c + (1 - a) * under[i]!);
}

/** WCAG 2.2 contrast of a colour on a background. */
function contrast(color: string, background: string): number {
  const bg = channels(background);
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(channels(color, bg)), luminance(bg)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the portal theme', () => {
  const token = antdTheme.getDesignToken(theme);

  it.each(['Success', 'Warning'] as const)('gives %s surfaces a clear light tint, not a grey that reads as disabled', (kind) => {
    const background = token[`color${kind}Bg`];
    // Done chips and success alerts: light enough to read as a tint of white (antd derived #b4bfb6 for success).
    expect(contrast(background, '#ffffff')).toBeLessThan(1.1);
    // The words on it, and the mark drawn in the status colour (a done chip's check, an alert's icon).
    expect(contrast(token.colorText, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token[`color${kind}`], background)).toBeGreaterThanOrEqual(4.5);
  });
});
