/**
 * Every accepted name prints, correctly shaped, and stays extractable.
 *
 * Per Indian script, the same strings (conjuncts like क्ष, pre-base vowel signs like कि, reph,
 * two-part vowels) are shaped by fontkit (what PDFKit under pdfmake uses) and by HarfBuzz (what
 * Chromium uses, through harfbuzzjs) with the same Noto Sans file: the glyph ids and positions must
 * agree for a script that prints, and `pdftotext` must return the stored string from the PDF the API
 * renders, and fontkit must never throw on any text the input rule accepts (seeded random strings).
 * Gurmukhi, Telugu, Malayalam and Gujarati crash fontkit's mark positioning with their Noto fonts and
 * are refused at input (domain/src/printable-text.ts). For a person to compare, the test leaves
 * .data/test-artifacts/scripts/pdfmake.png (the API's PDF) beside chromium.png (Chromium rendering
 * the same strings with the same font files through @font-face).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { isPrintableCodePoint, isPrintableText } from '@portal/domain/printable-text';
import { cleanText } from '@portal/domain/clean-text';
import { PDF_FONTS, SCRIPT_FONTS, fontRuns } from '../src/documents/fonts.ts';
import { createPdfRenderer, type PdfRenderer } from '../src/plugins/pdf.ts';
import { loadSigningIdentity } from '../src/plugins/pdf-signing.ts';
import { artifactDir, pdfToPng, pdftotext } from './helpers/poppler.ts';
import { TEST_P12_PASSWORD, testP12 } from './helpers/signing.ts';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as { create(bytes: Buffer): FontkitFont };
interface FontkitFont {
  layout(text: string): { glyphs: { id: number }[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
  hasGlyphForCodePoint(cp: number): boolean;
}

/** Names and words with the hard cases of each script. */
const PRINTED: Record<string, string[]> = {
  Devanagari: ['प्रिया शर्मा', 'क्षितिज', 'कि', 'श्री कृष्ण', 'अर्जुन', 'ज्ञानेश्वर', 'हृदय'],
  Bengali: ['প্রিয়া দাস', 'ক্ষমা', 'কি', 'কৌশিক', 'অর্জুন', 'শ্রী'],
  Oriya: ['ପ୍ରିୟା', 'କ୍ଷମା', 'କି', 'କୌଶିକ', 'ଅର୍ଜୁନ'],
  Tamil: ['பிரியா', 'க்ஷமா', 'கொ', 'கெ', 'கௌசிக்', 'ஸ்ரீ'],
  Kannada: ['ಪ್ರಿಯಾ', 'ಕ್ಷಮಾ', 'ಕಿ', 'ಅರ್ಜುನ', 'ಶ್ರೀ', 'ಕೊ'],
};
const REFUSED: Record<string, { packageJson: string; family: string; words: string[] }> = {
  Gurmukhi: {
    packageJson: require.resolve('@expo-google-fonts/noto-sans-gurmukhi/package.json'),
    family: 'NotoSansGurmukhi',
    words: ['ਪ੍ਰੀਤ', 'ਸਿੰਘ'],
  },
  Telugu: {
    packageJson: require.resolve('@expo-google-fonts/noto-sans-telugu/package.json'),
    family: 'NotoSansTelugu',
    words: ['ప్రియ', 'శ్రీ'],
  },
  Malayalam: {
    packageJson: require.resolve('@expo-google-fonts/noto-sans-malayalam/package.json'),
    family: 'NotoSansMalayalam',
    words: ['ര്ക', 'പ്രിയ ര്ക'],
  },
  Gujarati: {
    packageJson: require.resolve('@expo-google-fonts/noto-sans-gujarati/package.json'),
    family: 'NotoSansGujarati',
    words: ['અંકિત', 'આંબા'],
  },
};

async function harfbuzz(file: string) {
  const face = new hb.Face(new hb.Blob(readFileSync(file)));
  const font = new hb.Font(face);
  return (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    return { ids: buffer.getGlyphInfos().map((g) => g.codepoint), positions: positions.map((p) => [p.xAdvance, p.xOffset, p.yOffset]) };
  };
}

function fontkitShape(font: FontkitFont, text: string) {
  const run = font.layout(text);
  return { ids: run.glyphs.map((g) => g.id), positions: run.positions.map((p) => [p.xAdvance, p.xOffset, p.yOffset]) };
}

let pdf: PdfRenderer;
beforeAll(() => {
  pdf = createPdfRenderer(loadSigningIdentity(testP12(), TEST_P12_PASSWORD), { name: 'Seller', address: 'Bengaluru' });
});

describe.each(SCRIPT_FONTS.map((f) => [f.script, f] as const))('%s prints', (script, font) => {
  const words = PRINTED[script]!;

  it('is shaped by fontkit exactly as by HarfBuzz (Chromium), regular and bold', async () => {
    for (const file of [font.regular, font.bold]) {
      const kit = fontkit.create(readFileSync(file));
      const shape = await harfbuzz(file);
      for (const word of words) expect(fontkitShape(kit, word), `${path.basename(file)}: ${word}`).toEqual(shape(word));
    }
  });

  it('is accepted at input, drawn in its font, and pdftotext returns the stored string', async () => {
    const name = `${words[0]} Kumar`;
    expect(isPrintableText(name)).toBe(true);
    expect(fontRuns(name)[0]).toEqual({ text: `${words[0]} `, font: font.font });
    const bytes = await pdf.render({ content: words.map((w) => ({ text: [{ text: 'Name: ', bold: true }, w] })) });
    const text = pdftotext(bytes).replace(/\s+/g, ' ');
    for (const word of words) expect(text, word).toContain(word);
  });
});

describe('fontkit never throws on accepted text', () => {
  it("shapes 2,000 seeded random strings of each printable script's accepted characters, regular and bold", () => {
    let seed = 18;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const crashes: string[] = [];
    for (const f of SCRIPT_FONTS) {
      const chars = ['\u200C', '\u200D', ' '];
      for (let cp = f.range[0]; cp <= f.range[1]; cp++)
        if (/\p{Assigned}/u.test(String.fromCodePoint(cp)) && isPrintableCodePoint(cp)) chars.push(String.fromCodePoint(cp));
      for (const file of [f.regular, f.bold]) {
        const kit = fontkit.create(readFileSync(file));
        for (let i = 0; i < 2000; i++) {
          let text = '';
          for (let n = 1 + Math.floor(random() * 8); n > 0; n--) text += chars[Math.floor(random() * chars.length)];
          try {
            kit.layout(text);
          } catch {
            crashes.push(`${path.basename(file)}: ${JSON.stringify(text)}`);
          }
        }
      }
    }
    expect(crashes).toEqual([]);
  }, 60_000);
});

describe.each(Object.entries(REFUSED))('%s is refused', (script, { packageJson, family, words }) => {
  it('because fontkit cannot shape it as HarfBuzz does, so the input rule refuses it', async () => {
    const file = path.join(path.dirname(packageJson), '400Regular', `${family}_400Regular.ttf`);
    const kit = fontkit.create(readFileSync(file));
    const shape = await harfbuzz(file);
    const failures = words.filter((word) => {
      try {
        return JSON.stringify(fontkitShape(kit, word)) !== JSON.stringify(shape(word));
      } catch {
        return true;
      }
    });
    expect(failures, `${script}: fontkit now shapes ${words.join(', ')} as HarfBuzz does; consider printing it`).not.toEqual([]);
    for (const word of words) expect(isPrintableText(word)).toBe(false);
  });
});

describe('every character the input rule accepts has a glyph in the font it is drawn with', () => {
  it('covers Latin, Greek, Cyrillic, punctuation, ₹ and the six scripts', () => {
    const fonts = new Map<string, FontkitFont>();
    const fontFor = (name: string) => {
      if (!fonts.has(name)) fonts.set(name, fontkit.create(readFileSync((PDF_FONTS[name] as { normal: string }).normal)));
      return fonts.get(name)!;
    };
    const missing: string[] = [];
    for (let cp = 0x20; cp <= 0x2200; cp++) {
      const char = String.fromCodePoint(cp);
      // After a letter of its own script (KA sits at +0x15 in each Indic block), as it is typed.
      const script = SCRIPT_FONTS.find((f) => cp >= f.range[0] && cp <= f.range[1]);
      const text = `${script ? String.fromCodePoint(script.range[0] + 0x15) : 'a'}${char}`;
      if (!isPrintableCodePoint(cp) || !/\p{Assigned}/u.test(char) || cleanText(text) !== text.normalize('NFC')) continue;
      if (!script && /[\u200C\u200D]/.test(char)) continue; // joiners are for Indic text, tested there
      const run = fontRuns(text).at(-1)!;
      if (!fontFor(run.font ?? 'Roboto').hasGlyphForCodePoint(cp))
        missing.push(`U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${char} (${run.font ?? 'Roboto'})`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the comparison images', () => {
  it("leaves the API's PDF and Chromium's rendering of the same strings and fonts side by side", async () => {
    const dir = artifactDir('scripts');
    const lines = SCRIPT_FONTS.map((f) => ({ script: f.script, font: f, text: PRINTED[f.script]!.join('  ') }));
    const bytes = await pdf.render({
      pageSize: { width: 700, height: 60 + lines.length * 40 },
      pageMargins: [20, 20, 20, 20],
      content: lines.map((l) => ({
        text: [
          { text: `${l.script}: `, fontSize: 12 },
          { text: l.text, fontSize: 20 },
        ],
        margin: [0, 0, 0, 8],
      })),
    });
    writeFileSync(path.join(dir, 'pdfmake.pdf'), bytes);
    pdfToPng(bytes, path.join(dir, 'pdfmake.png'), 96);
    const faces = lines.map((l) => `@font-face { font-family: "${l.font.font}"; src: url("file://${l.font.regular}"); }`).join('\n');
    const html = `<!doctype html><meta charset="utf-8"><style>${faces}
      body { margin: 20px; font-family: Roboto, sans-serif; } p { margin: 0 0 8px; font-size: 20px; line-height: 32px; } b { font-size: 12px; font-weight: normal; }</style>
      ${lines.map((l) => `<p style="font-family: '${l.font.font}'"><b>${l.script}: </b>${l.text}</p>`).join('\n')}`;
    const page = path.join(dir, 'chromium.html');
    writeFileSync(page, html);
    if (!existsSync('/usr/bin/chromium')) return;
    execFileSync(
      '/usr/bin/chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--hide-scrollbars',
        '--allow-file-access-from-files',
        `--screenshot=${path.join(dir, 'chromium.png')}`,
        `--window-size=700,${60 + lines.length * 40}`,
        `file://${page}`,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
    expect(existsSync(path.join(dir, 'chromium.png'))).toBe(true);
  }, 90_000);
});
