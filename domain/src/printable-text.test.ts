import { describe, expect, it } from 'vitest';
import { validateBackground } from './background.ts';
import { NOT_PRINTABLE_MESSAGE, isPrintableText, unprintableCharacters, printableText } from './printable-text.ts';
import { validateOfferAddress, validateProfile } from './validation.ts';

const profile = { phone: '+91 9876543210', country: 'India', state: 'Karnataka' };

describe('printable text', () => {
  it.each([
    'Priya Sharma',
    "Ramón O'Brien-Núñez",
    'Nguyễn Văn Anh',
    'Ψυχή Παπαδοπούλου',
    'Анна Иванова',
    'Zoë Æsir Øre',
    'प्रिया शर्मा',
    'क्षितिज',
    'প্রিয়া দাস',
    'ପ୍ରିୟା',
    'பிரியா கொ',
    'ಪ್ರಿಯಾ',
    'No. 12, 3rd Cross – Indiranagar, ₹ “quoted”',
  ])('prints %s', (text) => {
    expect(isPrintableText(text)).toBe(true);
  });

  it.each([
    ['Priya 😀', ['😀']],
    ['ਪ੍ਰੀਤ ਸਿੰਘ', ['ਪ', '੍', 'ਰ', 'ੀ', 'ਤ', 'ਸ', 'ਿ', 'ੰ', 'ਘ']],
    ['ప్రియ', ['ప', '్', 'ర', 'ి', 'య']],
    ['പ്രിയ', ['പ', '്', 'ര', 'ി', 'യ']],
    ['અંકિત', ['અ', 'ં', 'ક', 'િ', 'ત']],
    ['௨௦௨௫', ['௨', '௦', '௫']],
    ['王小明', ['王', '小', '明']],
    ['محمد', ['م', 'ح', 'د']],
    ['Priya ★', ['★']],
  ])('refuses %s, naming %j', (text, chars) => {
    expect(isPrintableText(text)).toBe(false);
    expect(unprintableCharacters(text)).toEqual(chars);
  });

  it('is enforced on the name, the offer address and the background fields, with one message naming Latin letters as on the ID', () => {
    expect(NOT_PRINTABLE_MESSAGE).toMatch(/Latin letters as on your ID/);
    expect(validateProfile({ ...profile, name: 'Priya 😀' }).name).toBe(NOT_PRINTABLE_MESSAGE);
    expect(validateProfile({ ...profile, name: 'ప్రియ' }).name).toBe(NOT_PRINTABLE_MESSAGE);
    expect(validateProfile({ ...profile, name: 'प्रिया शर्मा' })).toEqual({});
    expect(validateProfile({ ...profile, name: '' }).name).not.toBe(NOT_PRINTABLE_MESSAGE);
    expect(validateOfferAddress('12 MG Road 🏠 Bengaluru')).toBe(NOT_PRINTABLE_MESSAGE);
    expect(validateOfferAddress('१२ एमजी रोड, बेंगलुरु 560001')).toBeNull();
    const student = { profileType: 'STUDENT', educationalLevel: 'Bachelors', graduationYear: 2026, college: 'IIT 🎓', branch: 'ਕੰਪਿਊਟਰ' };
    expect(validateBackground(student)).toMatchObject({ college: NOT_PRINTABLE_MESSAGE, branch: NOT_PRINTABLE_MESSAGE });
    const pro = { profileType: 'PROFESSIONAL', jobTitle: 'Developer ✨', company: 'ಇನ್ಫೋಸಿಸ್', experienceMonths: 12 };
    expect(validateBackground(pro)).toEqual({ jobTitle: NOT_PRINTABLE_MESSAGE });
  });
});

describe('printableText', () => {
  it('cleans a free text and refuses what a document cannot print as it reads', () => {
    expect(printableText('  Left   the program ')).toBe('Left the program');
    expect(printableText('Line one\n\nLine two', { multiline: true })).toBe('Line one\n\nLine two');
    expect(printableText('   ')).toBe('');
    for (const refused of ['\u202Ex', 'x\u0000', '\u200B\u200B', '\uFEFF\u200D', 'Thanks 🙂']) expect(printableText(refused)).toBeNull();
  });
});
