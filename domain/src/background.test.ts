import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { normalizeBackground, validateBackground, validateLinkedin } from './background.ts';

const student = { profileType: 'STUDENT', educationalLevel: 'Bachelors', graduationYear: 2026, college: ' IIT Madras ', branch: 'CSE' };
const professional = { profileType: 'PROFESSIONAL', jobTitle: 'Developer', company: 'Acme', experienceMonths: 24 };

describe('background rules (SPEC §5)', () => {
  it('accepts a student and a professional, storing the other group as null', () => {
    expect(validateBackground(student)).toEqual({});
    expect(validateBackground(professional)).toEqual({});
    expect(normalizeBackground({ ...student, jobTitle: 'ignored' })).toEqual({
      profileType: 'STUDENT',
      educationalLevel: 'Bachelors',
      graduationYear: 2026,
      college: 'IIT Madras',
      branch: 'CSE',
      jobTitle: null,
      company: null,
      experienceMonths: null,
      linkedinProfile: null,
    });
    expect(
      normalizeBackground({ ...professional, experienceMonths: '0', college: 'ignored', linkedinProfile: ' https://linkedin.com/in/a ' }),
    ).toEqual({
      profileType: 'PROFESSIONAL',
      educationalLevel: null,
      graduationYear: null,
      college: null,
      branch: null,
      jobTitle: 'Developer',
      company: 'Acme',
      experienceMonths: 0,
      linkedinProfile: 'https://linkedin.com/in/a',
    });
  });

  it('gives every student-type message', () => {
    expect(validateBackground({ ...student, educationalLevel: 'PhD' }).educationalLevel).toBe(MESSAGES.educationLevelRequired);
    for (const year of [1999, 2036, '20', '2O24', '', null, 2024.5]) {
      expect(validateBackground({ ...student, graduationYear: year }).graduationYear).toBe(MESSAGES.graduationYearInvalid);
    }
    expect(validateBackground({ ...student, graduationYear: '2000' })).toEqual({});
    expect(validateBackground({ ...student, graduationYear: 2035 })).toEqual({});
    expect(validateBackground({ ...student, college: '  ' }).college).toBe(MESSAGES.collegeRequired);
    expect(validateBackground({ ...student, branch: '' }).branch).toBe(MESSAGES.branchRequired);
  });

  it('gives every professional-type message', () => {
    expect(validateBackground({ ...professional, jobTitle: ' ' }).jobTitle).toBe(MESSAGES.jobTitleRequired);
    expect(validateBackground({ ...professional, company: null }).company).toBe(MESSAGES.companyRequired);
    for (const months of [12.5, '1.5', 'ten', '', null]) {
      expect(validateBackground({ ...professional, experienceMonths: months }).experienceMonths).toBe(MESSAGES.experienceWhole);
    }
    for (const months of [-1, 481, '1000']) {
      expect(validateBackground({ ...professional, experienceMonths: months }).experienceMonths).toBe(MESSAGES.experienceRange);
    }
    expect(validateBackground({ ...professional, experienceMonths: 480 })).toEqual({});
  });

  it('needs a profile type and only checks the group that applies', () => {
    expect(validateBackground({}).profileType).toBe(MESSAGES.profileTypeRequired);
    expect(validateBackground({ ...student, jobTitle: '', experienceMonths: 'x' })).toEqual({});
  });

  it('takes LinkedIn as optional, starting with http:// or https://', () => {
    expect(validateLinkedin('')).toBeNull();
    expect(validateLinkedin(null)).toBeNull();
    expect(validateLinkedin('https://www.linkedin.com/in/asha')).toBeNull();
    expect(validateLinkedin('http://linkedin.com/in/asha')).toBeNull();
    expect(validateLinkedin('linkedin.com/in/asha')).toBe(MESSAGES.linkedinInvalid);
    expect(validateLinkedin('https://')).toBe(MESSAGES.linkedinInvalid);
    expect(validateBackground({ ...student, linkedinProfile: 'www.linkedin.com' }).linkedinProfile).toBe(MESSAGES.linkedinInvalid);
  });

  it('refuses control, bidirectional and invisible characters in the LinkedIn address', () => {
    for (const url of [
      'https://www.linkedin.com/in/asha\u0000',
      'https://www.linkedin.com/in/\u202Eahsa',
      'https://www.linkedin.com/in/as\u200Bha',
      'https://www.linkedin.com/in/\u0007',
    ])
      expect(validateLinkedin(url), JSON.stringify(url)).toBe(MESSAGES.linkedinCharacters);
  });

  it('takes only a LinkedIn address, on linkedin.com or one of its subdomains', () => {
    for (const url of [
      'https://linkedin.com/in/asha',
      'https://in.linkedin.com/in/asha?trk=x',
      'HTTPS://WWW.LINKEDIN.COM/in/asha',
      'https://www.linkedin.com',
    ])
      expect(validateLinkedin(url), url).toBeNull();
    for (const url of [
      'https://evil.example/in/x',
      'https://linkedin.com.evil.example/in/x',
      'https://evil-linkedin.com/in/x',
      'https://www.linkedin.com@evil.example/in/x',
      'https://user:pass@www.linkedin.com/in/x',
      'http://linkedin.co/in/x',
    ])
      expect(validateLinkedin(url), url).toBe(MESSAGES.linkedinHost);
  });
});
