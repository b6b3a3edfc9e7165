import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProviders } from './AppProviders';
import { useConfirm, type ConfirmOptions } from './ConfirmDialog';

function Harness({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm(options)))}>
        Finalize
      </button>
      <output aria-label="answer">{answer}</output>
    </>
  );
}

function setup(options: ConfirmOptions = { title: 'Finalize your specialization?', irreversible: true }) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <Harness options={options} />
    </AppProviders>,
  );
  return user;
}

describe('useConfirm', () => {
  it('says an irreversible choice cannot be changed later and resolves true on OK', async () => {
    const user = setup({ title: 'Finalize your specialization?', content: 'Data Science, starting DEC10, 6 weeks.', irreversible: true });
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('This cannot be changed later.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Finalize your specialization?' })).toBeInTheDocument();
    expect(screen.getByText('Data Science, starting DEC10, 6 weeks.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, confirm' }));
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('true'));
  });

  it('resolves false on Cancel', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    await screen.findByText('This cannot be changed later.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('false'));
  });

  it('uses the given OK text', async () => {
    const user = setup({ title: 'Submit your background?', okText: 'Submit', irreversible: true });
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('true'));
  });

  it('asks a plain question with Yes, the focus on Cancel, and a danger button when the action removes something', async () => {
    const user = setup({ title: 'Clear Payment Link', content: 'Remove the payment link of asha@example.com?', danger: true });
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear Payment Link' });
    expect(dialog).toHaveTextContent('Remove the payment link of asha@example.com?');
    expect(screen.queryByText('This cannot be changed later.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveClass('ant-btn-dangerous');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('true'));
  });

  it('keeps the dialog open with its button busy until onConfirm finishes', async () => {
    let finish = () => {};
    const work = new Promise<void>((resolve) => (finish = resolve));
    const user = setup({ title: 'Open November 2025 for enrolment?', okText: 'Yes, make it active', onConfirm: () => work });
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, make it active' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Yes, make it active/ })).toHaveClass('ant-btn-loading'));
    expect(screen.getByLabelText('answer')).toHaveTextContent('none');
    finish();
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('true'));
  });
});
