import { ApiError } from '@portal/shared-ui/api/api-client';
import { studentErrorMessage } from './errors';

describe('studentErrorMessage', () => {
  it("uses the server's text first and the screen's message as the fallback", () => {
    expect(studentErrorMessage(new ApiError('Name is locked.', 409), 'Update failed.')).toBe('Name is locked.');
    expect(studentErrorMessage(new ApiError('HTTP 500', 500), 'Update failed.')).toBe('Update failed.');
    expect(studentErrorMessage(new ApiError('Network error — please check your connection.', 0), 'Failed to save.')).toBe(
      'Network error — please check your connection.',
    );
    expect(studentErrorMessage(new Error('boom'), 'Failed to save.')).toBe('Failed to save.');
  });
});
