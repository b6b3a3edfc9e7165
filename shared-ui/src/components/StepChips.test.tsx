import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeJourney } from '@portal/domain/journey';
import { StepChips } from './StepChips';

describe('StepChips', () => {
  const journey = computeJourney({ idStatus: 'VERIFIED', feeVerified: false, feePaid: true });

  it('renders the ten steps in order as an ordered list', () => {
    render(<StepChips steps={journey.steps} progressLabel={journey.progressLabel} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    // Numbered one way whatever the state: done, open and locked.
    expect(items.map((li) => li.textContent)).toEqual(journey.steps.map((s) => `${s.number}. ${s.label}`));
    expect(items[0]).toHaveTextContent('1. Govt ID Verified');
    expect(items[2]).toHaveTextContent('3. Invoice Generated');
    expect(items[9]).toHaveTextContent('10. Confluence Registration');
  });

  it('marks done, open and locked steps in their accessible names', () => {
    render(<StepChips steps={journey.steps} progressLabel={journey.progressLabel} />);
    expect(screen.getByRole('listitem', { name: 'Step 1: Govt ID Verified — done' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Step 2: Fee Paid — done' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Step 3: Invoice Generated — open' })).toBeInTheDocument();
    const locked = screen.getByRole('listitem', { name: 'Step 4: Specialization Finalized — locked' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('listitem', { name: 'Step 10: Confluence Registration — open' })).toBeInTheDocument();
    expect(document.querySelectorAll('li[data-state="done"] .anticon-check-circle')).toHaveLength(2);
    expect(locked.querySelector('.anticon-lock')).not.toBeNull();
  });

  it('shows the overall progress as "done/total • percent"', () => {
    render(<StepChips steps={journey.steps} progressLabel={journey.progressLabel} />);
    expect(screen.getByText('2/10 • 20%')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(bar).toHaveAttribute('aria-valuetext', '2/10 • 20%');
  });

  it('lets open and done chips be selected, but not locked ones', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<StepChips steps={journey.steps} progressLabel={journey.progressLabel} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Step 3: Invoice Generated — open' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'invoice' }));
    const locked = screen.getByRole('button', { name: 'Step 4: Specialization Finalized — locked' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    await user.click(locked);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows Confluence Registration as not open yet while the cohort has not opened it, not as open, with the reason', () => {
    const closed = computeJourney({ idStatus: 'VERIFIED', eventRegistrationOpen: false });
    render(<StepChips steps={closed.steps} progressLabel={closed.progressLabel} />);
    const chip = screen.getByRole('listitem', { name: 'Step 10: Confluence Registration — not open yet' });
    expect(chip).toHaveAttribute('data-state', 'waiting');
    expect(chip.querySelector('.anticon-clock-circle')).not.toBeNull();
    expect(closed.steps[9]?.lockedMessage).toBe('Registration not yet opened');
  });

  it('starts at 0/10 with only the first and last steps open', () => {
    const fresh = computeJourney({});
    render(<StepChips steps={fresh.steps} progressLabel={fresh.progressLabel} />);
    expect(screen.getByText('0/10 • 0%')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.filter((li) => li.dataset.state === 'open').map((li) => li.dataset.step)).toEqual(['id', 'confluence']);
  });
});
