import { makeMe } from '../../../testing/api-mock';
import { missingProfileFields, toFormValues } from './profile-values';
import { toProfileUpdate } from './profile-update';

describe('profile values', () => {
  it('names the missing required fields in form order', () => {
    expect(missingProfileFields(makeMe())).toEqual([]);
    expect(
      missingProfileFields(makeMe({ name: ' ', country: null, countryName: null, state: null, phone: '+91', profileComplete: false })),
    ).toEqual(['Full name', 'Country', 'Phone']);
    expect(missingProfileFields(makeMe({ state: null, phone: '+91 123', profileComplete: false }))).toEqual(['State', 'Phone']);
    expect(missingProfileFields(makeMe({ country: 'Nepal', state: null, phone: '+977 9812345678' }))).toEqual([]);
  });

  it('shows a stored compact phone under the dial code', () => {
    expect(toFormValues(makeMe({ phone: '+919876543210' })).phone).toBe('+91 9876543210');
    expect(toFormValues(makeMe({ phone: null })).phone).toBe('');
    expect(toFormValues(makeMe({ country: null, countryName: 'Nepal' })).country).toBe('Nepal');
  });

  it('builds the PUT body: trimmed, dial code forced, state null outside India', () => {
    expect(toProfileUpdate({ name: '  Asha  Rao ', country: 'India', state: 'Goa', phone: '98765 43210' })).toEqual({
      name: 'Asha Rao',
      country: 'India',
      state: 'Goa',
      phone: '+91 9876543210',
    });
    expect(toProfileUpdate({ name: 'A', country: 'Germany', state: 'Bavaria', phone: '+49 1512345678' })).toEqual({
      name: 'A',
      country: 'Germany',
      state: null,
      phone: '+49 1512345678',
    });
  });
});
