import { screen, waitFor } from '@testing-library/react';
import { CERTIFICATE_MESSAGES, RECOMMENDATION_TEXT_MAX } from '@portal/domain/certificate';
import type { MentorRecommendationView } from '@portal/domain/views/certificate';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { QueryProvider } from '@portal/shared-ui/components/QueryProvider';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { renderRemote } from '../../../../../tools/test-support/render-remote';
import { RECOMMENDATION_TEXT, RecommendationEditor } from './RecommendationEditor';

const PATH = '/mentor/api/interns/i1/recommendation';
const NONE: MentorRecommendationView = { internId: 'i1', text: null, updatedAt: null, issued: false };

const renderEditor = () =>
  renderRemote(
    () => (
      <AppProviders>
        <QueryProvider>
          <RecommendationEditor internId="i1" />
        </QueryProvider>
      </AppProviders>
    ),
    '/mentor/interns/i1',
  );

describe("the mentor's letter of recommendation", () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a blank letter in the rules’ words, then saves the text written', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: () => json(NONE),
      [`PUT ${PATH}`]: (call) => json({ ...NONE, text: (call.body as { text: string }).text, updatedAt: '2026-01-22T06:00:00.000Z' }),
    });
    const { user } = renderEditor();
    const area = await screen.findByLabelText(`The letter (up to ${RECOMMENDATION_TEXT_MAX.toLocaleString('en-IN')} characters)`);
    await user.click(screen.getByRole('button', { name: 'Save the letter' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.textRequired);
    expect(api.callsTo(`PUT ${PATH}`)).toHaveLength(0);

    await user.type(area, 'Priya asks the right questions early.');
    await user.click(screen.getByRole('button', { name: 'Save the letter' }));
    expect(await screen.findByText(RECOMMENDATION_TEXT.saved)).toBeInTheDocument();
    expect(api.callsTo(`PUT ${PATH}`)[0]?.body).toEqual({ text: 'Priya asks the right questions early.' });
    expect(area).toHaveValue('Priya asks the right questions early.');
  });

  it("shows the server's words when saving fails, and an issued letter read-only", async () => {
    mockApi({
      [`GET ${PATH}`]: () => json({ ...NONE, text: 'Written before.' }),
      [`PUT ${PATH}`]: () => json({ statusCode: 409, message: CERTIFICATE_MESSAGES.recommendationIssued }, 409),
    });
    const { user, unmount } = renderEditor();
    expect(await screen.findByDisplayValue('Written before.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the letter' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.recommendationIssued));
    unmount();

    mockApi({ [`GET ${PATH}`]: () => json({ ...NONE, text: 'Written before.', issued: true }) });
    renderEditor();
    expect(await screen.findByText(RECOMMENDATION_TEXT.issued)).toBeInTheDocument();
    expect(screen.getByText('Written before.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
