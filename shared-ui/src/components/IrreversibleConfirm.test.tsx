import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProviders } from './AppProviders';
import { useIrreversibleConfirm, type IrreversibleConfirmOptions } from './IrreversibleConfirm';

function Harness({ options }: { options: IrreversibleConfirmOptions }) {
  const confirm = useIrreversibleConfirm();
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

function setup(options: IrreversibleConfirmOptions = { title: 'Finalize your specialization?' }) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <Harness options={options} />
    </AppProviders>,
  );
  return user;
}

describe('useIrreversibleConfirm', () => {
  it('says the choice cannot be changed later and resolves true on OK', async () => {
    const user = setup({ title: 'Finalize your specialization?', content: 'Data Science, starting DEC10, 6 weeks.' });
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
    const user = setup({ title: 'Submit your background?', okText: 'Submit' });
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('true'));
  });
});
