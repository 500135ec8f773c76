import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useToastStore } from '@handyq/web';
import { sampleItem } from '../test/sample-item';
import { StatusActions } from './status-actions';

const mockSetStatus = jest.fn();
jest.mock('../api/set-item-status', () => ({
  setItemStatus: (...args: unknown[]) => mockSetStatus(...args),
}));

const owner = { _id: 'u1', isAdmin: false };
const admin = { _id: 'adm', isAdmin: true };
const toastText = () => useToastStore.getState().toast?.txt;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  mockSetStatus.mockReset();
  useToastStore.getState().close();
});

describe('the review buttons', () => {
  it('publishes after the owner confirms, and says so', async () => {
    mockSetStatus.mockResolvedValue(undefined);
    const item = sampleItem();
    render(<StatusActions item={item} viewer={owner} />);
    fireEvent.click(button('Publish'));
    const dialog = screen.getByRole('dialog', { name: 'Send for review?' });
    expect(mockSetStatus).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send for review' })));
    expect(mockSetStatus).toHaveBeenCalledWith(item, 'pending', undefined);
    expect(toastText()).toBe('Item sent for review');
  });

  it('says when sending for review failed', async () => {
    mockSetStatus.mockRejectedValue(new Error('409'));
    render(<StatusActions item={sampleItem()} viewer={owner} />);
    fireEvent.click(button('Publish'));
    await act(async () => fireEvent.click(button('Send for review')));
    expect(toastText()).toBe('Failed to send for review');
  });

  it('shows the owner a disabled Awaiting Review while pending', () => {
    render(<StatusActions item={sampleItem({ status: 'pending' })} viewer={owner} />);
    expect(button('Awaiting Review').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('lets an admin deny with a reason, and disables every button while it runs', async () => {
    let finish!: () => void;
    mockSetStatus.mockReturnValue(new Promise<void>((r) => (finish = r)));
    const item = sampleItem({ status: 'pending' });
    render(<StatusActions item={item} viewer={admin} />);
    fireEvent.click(button('Deny'));
    const dialog = screen.getByRole('dialog', { name: 'Deny item?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Too blurry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny item' }));
    expect(mockSetStatus).toHaveBeenCalledWith(item, 'private', 'Too blurry');
    expect(button('Approve').disabled).toBe(true);
    expect(button('Deny').disabled).toBe(true);
    await act(async () => finish());
    expect(toastText()).toBe('Item denied');
    expect(button('Approve').disabled).toBe(false);
  });

  it('approves and unpublishes with their own messages', async () => {
    mockSetStatus.mockResolvedValue(undefined);
    const { unmount } = render(<StatusActions item={sampleItem({ status: 'pending' })} viewer={admin} />);
    await act(async () => fireEvent.click(button('Approve')));
    expect(mockSetStatus).toHaveBeenLastCalledWith(expect.anything(), 'public', undefined);
    expect(toastText()).toBe('Item approved');
    unmount();

    mockSetStatus.mockRejectedValue(new Error('no'));
    render(
      <StatusActions
        item={sampleItem({ status: 'public', owner: { _id: 'adm', fullname: 'A', isAdmin: true } })}
        viewer={admin}
      />,
    );
    await act(async () => fireEvent.click(button('Unpublish')));
    expect(mockSetStatus).toHaveBeenLastCalledWith(expect.anything(), 'private', undefined);
    expect(toastText()).toBe('Failed to unpublish item');
  });

  it('shows nothing to a visitor', () => {
    const { container } = render(<StatusActions item={sampleItem({ status: 'pending' })} viewer={null} />);
    expect(container.innerHTML).toBe('');
  });
});
