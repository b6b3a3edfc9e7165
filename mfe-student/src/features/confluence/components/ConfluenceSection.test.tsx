import { screen, within } from '@testing-library/react';
import { CONFLUENCE_NOTE } from '@portal/domain/program';
import type { StudentEventView } from '@portal/domain/views/event';
import { json, signIn, type ApiHandler } from '../../../testing/api-mock';
import { studentEvent, mockProgramApi } from '../../../testing/program-fixtures';
import { renderApp } from '../../../testing/render-app';
import { REGISTERED_SUCCESS } from './EventRegisterButton';

const SLOW = { timeout: 10_000 };
const OPEN = studentEvent({
  registrationOpen: true,
  startsAt: '2026-01-16T04:30:00.000Z',
  venue: 'Main Auditorium, Bengaluru',
  detailsLabel: '10:00 IST, Main Auditorium, Bengaluru.',
});
const dialogButton = (name: string) =>
  screen.findByText(name, { selector: '.ant-modal-confirm button span' }).then((label) => label.closest('button')!);

function api(event: () => StudentEventView, overrides: Record<string, ApiHandler> = {}) {
  return mockProgramApi(
    { idStatus: 'VERIFIED' },
    {
      'GET /student/event': () => json(event()),
      ...overrides,
    },
  );
}

describe('Confluence registration', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it("keeps Register disabled with 'Registration not yet opened' on the section and the card while closed", async () => {
    api(() => studentEvent());
    renderApp('/student-main/confluence');
    expect(await screen.findByText(CONFLUENCE_NOTE, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('16 Jan 2026. Time and venue are to be announced.');
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    renderApp('/student-main');
    const card = await screen.findByRole('region', { name: 'Confluence event' }, SLOW);
    expect(card).toHaveTextContent(`The annual event on 16 Jan 2026. ${CONFLUENCE_NOTE}.`);
    expect(within(card).getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it("registers once registration is open: the card's Register leads to the section, which confirms, then both say Registered", async () => {
    let event = OPEN;
    const mock = api(() => event, {
      'POST /student/event/registration': () => {
        event = { ...OPEN, registeredAt: '2025-12-20T09:00:00.000Z' };
        return json(event, 201);
      },
    });
    const { user } = renderApp('/student-main');
    const card = await screen.findByRole('region', { name: 'Confluence event' }, SLOW);
    await user.click(await within(card).findByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confluence event' }, SLOW)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Register' }, SLOW));
    expect(await screen.findByText('16 Jan 2026. 10:00 IST, Main Auditorium, Bengaluru.')).toBeInTheDocument();
    await user.click(await dialogButton('Yes, register'));
    expect(await screen.findByText(REGISTERED_SUCCESS)).toBeInTheDocument();
    expect(mock.callsTo('POST /student/event/registration')[0]?.body).toEqual({ confirm: true });
    expect(await screen.findByText('You registered on 20 Dec 2025, 14:30 IST.', {}, SLOW)).toBeInTheDocument();
    renderApp('/student-main');
    const after = await screen.findByRole('region', { name: 'Confluence event' }, SLOW);
    expect(await within(after).findByRole('button', { name: 'Registered' })).toBeDisabled();
    expect(after).toHaveTextContent('You are registered.');
  });
});
