import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MENTOR_MESSAGES } from '@portal/domain/mentor';
import type { AssignableIntern, AssignmentResult, MentorView } from '@portal/domain/views/mentors';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { renderApp } from '../../../testing/render-app';

const MEERA: MentorView = {
  id: 'm1',
  email: 'meera@mentors.in',
  name: 'Meera Iyer',
  title: 'Principal Data Scientist',
  specializations: ['Data Science'],
  internCount: 14,
  cap: 15,
};
const NEW_MENTOR: MentorView = { id: 'm2', email: 'new@mentors.in', name: null, title: null, specializations: [], internCount: 0, cap: 15 };

const internNamed = (id: string, name: string, specialization = 'Data Science'): AssignableIntern => ({
  id,
  studentId: null,
  name,
  email: `${id}@example.com`,
  cohort: 'Winter 2025',
  specialization,
  startDate: '2025-12-10',
  endDate: '2026-01-20',
  durationWeeks: 6,
  mentor: null,
});

const region = (name: string) => screen.findByRole('region', { name });

describe('/admin/mentors', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it("lists the mentors with their profile and interns against the cap, and saves a mentor's profile", async () => {
    let mentors = [MEERA, NEW_MENTOR];
    const api = mockApi({
      'GET /admin/api/mentors': () => json({ items: mentors, cap: 15 }),
      'GET /admin/api/mentors/interns': () => json({ items: [], page: 0, size: 20, totalItems: 0, totalPages: 0 }),
      'PUT /admin/api/mentors/m2': (call) => {
        const saved = { ...NEW_MENTOR, ...(call.body as object) };
        mentors = [MEERA, saved];
        return json(saved);
      },
    });
    const { user } = renderApp('/admin/mentors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentors' })).toBeInTheDocument();
    const list = within(await region('Mentors'));
    const meera = (await list.findByText('Meera Iyer')).closest('tr')!;
    for (const text of ['Principal Data Scientist', 'meera@mentors.in', 'Data Science', '14 of 15'])
      expect(within(meera).getByText(text)).toBeInTheDocument();
    expect(list.getByText('Profile not set')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Edit the profile of new@mentors.in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mentor profile of new@mentors.in' });
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findByText(MENTOR_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MENTOR_MESSAGES.specializationsRequired)).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/api/mentors/m2')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name (printed on letters)'), { target: { value: 'Kiran Rao' } });
    fireEvent.change(within(dialog).getByLabelText('Title (printed under the name)'), { target: { value: 'Lead Engineer' } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Web Hosting on Cloud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/api/mentors/m2')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/api/mentors/m2')[0]!.body).toEqual({
      name: 'Kiran Rao',
      title: 'Lead Engineer',
      specializations: ['Web Hosting on Cloud'],
    });
    expect(await list.findByText('Kiran Rao')).toBeInTheDocument();
    // The dialog is gone with its state: the keyboard is back on the button that opened it.
    expect(list.getByRole('button', { name: 'Edit the profile of Kiran Rao' })).toHaveFocus();
  });

  it('filters the interns on the server, assigns the selected ones to a mentor and shows who was not assigned and why', async () => {
    const asha = internNamed('i1', 'Asha Verma');
    const ravi = internNamed('i2', 'Ravi Kumar');
    const api = mockApi({
      'GET /admin/api/mentors': () => json({ items: [MEERA, NEW_MENTOR], cap: 15 }),
      'GET /admin/api/mentors/interns': () => json({ items: [asha, ravi], page: 0, size: 20, totalItems: 2, totalPages: 1 }),
      'POST /admin/api/mentors/m1/interns': () =>
        json({
          mentor: { ...MEERA, internCount: 15 },
          assigned: [{ id: 'i1', name: 'Asha Verma' }],
          refused: [{ id: 'i2', name: 'Ravi Kumar', reason: 'Meera Iyer already has 15 interns, the most one mentor may supervise.' }],
        } satisfies AssignmentResult),
    });
    const { user } = renderApp('/admin/mentors');
    const panel = within(await region('Assign interns'));
    expect(await panel.findByText('Asha Verma')).toBeInTheDocument();
    // The first load asks for the interns without a mentor.
    expect(api.callsTo('GET /admin/api/mentors/interns')[0]!.url.searchParams.get('mentor')).toBe('unassigned');

    await user.selectOptions(panel.getByLabelText('Specialization'), 'Data Science');
    fireEvent.change(panel.getByLabelText('Internship starts'), { target: { value: '10/12/2025' } });
    await user.click(panel.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const params = api.callsTo('GET /admin/api/mentors/interns').at(-1)!.url.searchParams;
      expect([params.get('specialization'), params.get('startDate'), params.get('page')]).toEqual(['Data Science', '2025-12-10', '0']);
    });

    const assign = panel.getByRole('button', { name: /Assign selected/ });
    expect(assign).toBeDisabled();
    // Only mentors with a profile can be chosen.
    const mentorChoice = panel.getByLabelText('Mentor to assign to');
    expect(within(mentorChoice).queryByRole('option', { name: /new@mentors.in/ })).toBeNull();
    await user.selectOptions(mentorChoice, 'm1');
    await user.click(panel.getByRole('checkbox', { name: 'Select Asha Verma (i1@example.com)' }));
    await user.click(panel.getByRole('checkbox', { name: 'Select Ravi Kumar (i2@example.com)' }));
    await user.click(panel.getByRole('button', { name: 'Assign selected (2)' }));

    await waitFor(() => expect(api.callsTo('POST /admin/api/mentors/m1/interns')).toHaveLength(1));
    expect(api.callsTo('POST /admin/api/mentors/m1/interns')[0]!.body).toEqual({ internIds: ['i1', 'i2'] });
    const outcome = await panel.findByRole('status');
    expect(outcome).toHaveTextContent('1 assigned to Meera Iyer (now 15 of 15). 1 not assigned:');
    expect(outcome).toHaveTextContent('Ravi Kumar: Meera Iyer already has 15 interns, the most one mentor may supervise.');
    // Assign is disabled again (nothing selected): the keyboard goes on at the outcome, not the page's start.
    await waitFor(() => expect(outcome.parentElement).toHaveFocus());
  });

  it('refuses a start date that is not a day before asking the server', async () => {
    const api = mockApi({
      'GET /admin/api/mentors': () => json({ items: [], cap: 15 }),
      'GET /admin/api/mentors/interns': () => json({ items: [], page: 0, size: 20, totalItems: 0, totalPages: 0 }),
    });
    const { user } = renderApp('/admin/mentors');
    const panel = within(await region('Assign interns'));
    expect(await panel.findByText('No intern matches these filters.')).toBeInTheDocument();
    fireEvent.change(panel.getByLabelText('Internship starts'), { target: { value: '31/02/2025' } });
    await user.click(panel.getByRole('button', { name: 'Apply' }));
    expect(await panel.findByText('Please enter the start date as DD/MM/YYYY, or leave it empty for any.')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/api/mentors/interns')).toHaveLength(1);
  });
});
