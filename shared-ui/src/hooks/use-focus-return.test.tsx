import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusReturn } from './use-focus-return';

/** A dialog mounted only while open, as the admin's lists open theirs. */
function Opener({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const remember = useFocusReturn(open);
  return (
    <>
      {!(removeOpener && opened) && (
        <button
          onClick={() => {
            remember();
            setOpen(true);
            setOpened(true);
          }}
        >
          Edit
        </button>
      )}
      {open && (
        <Modal open title="Edit it" onCancel={() => setOpen(false)} footer={null}>
          <input aria-label="Name" />
        </Modal>
      )}
    </>
  );
}

describe('useFocusReturn', () => {
  it('gives focus back to the opener when a dialog mounted only while open closes', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Edit it' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('leaves focus alone when the opener is no longer on the page', async () => {
    const user = userEvent.setup();
    render(<Opener removeOpener />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('does nothing before a dialog was opened', () => {
    render(<Opener />);
    expect(document.body).toHaveFocus();
  });
});
