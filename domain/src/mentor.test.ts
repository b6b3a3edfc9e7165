import { describe, expect, it } from 'vitest';
import { MENTOR_MESSAGES, mentorProfileProblems, normalizeMentorProfile } from './mentor.ts';

describe('mentor profile', () => {
  it('asks for a printable name and title and at least one of the program’s specializations', () => {
    expect(mentorProfileProblems({ name: 'Meera Iyer', title: 'Lead', specializations: ['Data Science'] })).toEqual({});
    expect(mentorProfileProblems({ name: '  ', title: 'x'.repeat(121), specializations: [] })).toEqual({
      name: MENTOR_MESSAGES.nameRequired,
      title: MENTOR_MESSAGES.titleRequired,
      specializations: MENTOR_MESSAGES.specializationsRequired,
    });
    expect(mentorProfileProblems({ name: 'Meera 😀', title: 'Lead', specializations: ['Astrology'] })).toEqual({
      name: MENTOR_MESSAGES.notPrintable,
      specializations: MENTOR_MESSAGES.unknownSpecialization,
    });
  });

  it('stores the texts cleaned and the specializations in the program’s order, once each', () => {
    expect(
      normalizeMentorProfile({
        name: '  Meera   Iyer ',
        title: 'Lead\tEngineer',
        specializations: ['Data Science', 'Machine Learning', 'Data Science'],
      }),
    ).toEqual({ name: 'Meera Iyer', title: 'Lead Engineer', specializations: ['Machine Learning', 'Data Science'] });
  });
});
