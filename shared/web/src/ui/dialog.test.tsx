import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete</button>
      <Dialog
        open={open}
        title="Delete confirmation"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={<button onClick={() => setOpen(false)}>Cancel</button>}
      >
        <p>Delete this favorite?</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing inside until opened, then its title, body and actions', () => {
    render(<Harness />);
    expect(screen.queryByText('Delete this favorite?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete confirmation' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByText('Delete this favorite?')).toBeTruthy();
  });

  it('closes from its own action', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Delete this favorite?')).toBeNull();
  });

  it('calls onClose when the backdrop (the dialog element itself) is clicked, not the content', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByText('Delete this favorite?'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog', { name: 'Delete confirmation' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Delete this favorite?')).toBeNull();
  });
});
