import { describe, expect, it } from 'vitest';
import { cleanText, displayText, isCleanText } from './clean-text.ts';

describe('cleanText', () => {
  it('NFC-normalizes, trims and makes every run of white space one space', () => {
    expect(cleanText('  Asha \t  Rao\n')).toBe('Asha Rao');
    expect(cleanText('Jose\u0301')).toBe('Jos\u00e9');
    expect(cleanText('Asha\u00a0\u3000Rao')).toBe('Asha Rao');
  });

  it('keeps the letters of every script, with the joiners Indic and Persian text need', () => {
    for (const name of ['ആശ റാവു', 'क्‍ष', 'می‌خواهم', 'Zoë Ångström', 'O’Brien-Smith', '张伟', 'محمد', 'Ng. 3rd']) {
      expect(cleanText(name)).toBe(name);
    }
  });

  it("gives '' for blank text, so a required field says it is required", () => {
    for (const blank of [null, undefined, '', '   ', '\n\t ']) expect(cleanText(blank)).toBe('');
  });

  it('refuses control characters', () => {
    for (const bad of ['Asha\u0000', 'A\u0007sha', '\u001b[31mAsha', 'Asha\u007f', 'Asha\u0085Rao', 'Asha\u000bRao']) {
      expect(cleanText(bad)).toBeNull();
    }
  });

  it('refuses bidirectional overrides, isolates and marks that reorder what an admin sees', () => {
    for (const bad of ['Asha \u202eoaR', '\u202aAsha', '\u2066Asha\u2069', 'Asha\u200f', '\u061cAsha']) {
      expect(cleanText(bad)).toBeNull();
    }
  });

  it('refuses invisible formatting and filler characters anywhere', () => {
    for (const bad of [
      'As\u200bha',
      '\ufeffAsha',
      'Asha\u2060',
      'Asha\u00ad',
      'Asha\u{e0041}',
      '\u3164Asha',
      'Asha\u2800',
      'Asha\u2028Rao',
      'Asha\ue000',
    ]) {
      expect(cleanText(bad)).toBeNull();
    }
  });

  it('refuses text with nothing visible in it', () => {
    for (const bad of ['\u200b\u200b', '\u200d', '\u200c \u200d', '\u0301\u0301', '\u3164']) expect(cleanText(bad)).toBeNull();
  });

  it('keeps line breaks in a multi-line field, tidying each line', () => {
    expect(cleanText('  12  MG Road \r\n\r\n\r\n  Bengaluru  560001 \n', { multiline: true })).toBe('12 MG Road\n\nBengaluru 560001');
    expect(cleanText('12 MG Road\nBengaluru')).toBe('12 MG Road Bengaluru');
    expect(cleanText('12 MG Road\n\u202eBengaluru', { multiline: true })).toBeNull();
  });

  it('tells whether text is clean', () => {
    expect(isCleanText('Asha Rao')).toBe(true);
    expect(isCleanText('')).toBe(true);
    expect(isCleanText('\u200b')).toBe(false);
  });
});

describe('displayText', () => {
  it('removes what cleanText refuses, keeping the readable rest', () => {
    expect(displayText('evil\u202Egnp.exe.png')).toBe('evilgnp.exe.png');
    expect(displayText(' a\u0000b\tc\u200Bd ')).toBe('ab cd');
    expect(displayText('\uFEFF\u200D')).toBe('');
    expect(displayText(null)).toBe('');
  });
});
