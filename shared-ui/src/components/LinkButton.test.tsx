import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LinkButton } from './LinkButton';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

describe('LinkButton', () => {
  it('is a link with a real address, styled as a button, that navigates inside the app', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <LinkButton to="/profile" type="primary">
          Edit profile
        </LinkButton>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Edit profile' });
    expect(link).toHaveAttribute('href', '/profile');
    expect(link).toHaveClass('ant-btn', 'ant-btn-primary');
    await userEvent.click(link);
    expect(screen.getByLabelText('path')).toHaveTextContent('/profile');
  });
});
