import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { resetCalendarToday } from '@portal/shared-ui/lib/program-calendar';
import { json, mockApi } from '../../../tools/test-support/api-mock';
import { CalendarBanner } from './CalendarBanner';

describe('CalendarBanner (the program calendar is not the real date)', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    resetCalendarToday();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the day the API takes as today, in a labelled region', async () => {
    const api = mockApi({ 'GET /public/program': () => json({ calendarToday: '2025-10-20' }) });
    render(<CalendarBanner />);
    const banner = await screen.findByRole('complementary', { name: 'Demonstration calendar' });
    expect(banner).toHaveTextContent('Demonstration calendar: today is taken as 20 Oct 2025. Times of day and timestamps are real.');
    // A second banner (another remote) asks nothing more.
    render(<CalendarBanner />);
    expect(await screen.findAllByRole('complementary')).toHaveLength(2);
    expect(api.callsTo('GET /public/program')).toHaveLength(1);
  });

  it('shows nothing on the real date, nor when the API cannot be reached', async () => {
    const api = mockApi({ 'GET /public/program': () => json({ calendarToday: null }) });
    const { container } = render(<CalendarBanner />);
    await act(() => vi.waitFor(() => expect(api.callsTo('GET /public/program')).toHaveLength(1)));
    expect(container).toBeEmptyDOMElement();
    resetCalendarToday();
    mockApi({});
    const down = render(<CalendarBanner />);
    expect(down.container).toBeEmptyDOMElement();
  });
});
