import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_MS } from '@handyq/domain';
import { toast, useToastStore } from '../stores/toast';
import { ToastHost } from './toast';

describe('the toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => useToastStore.getState().close());
    jest.useRealTimers();
  });

  it('shows its type and text, and hides itself after 3 seconds', () => {
    render(<ToastHost />);
    act(() => toast.success('Settings saved successfully!'));
    const shown = screen.getByRole('status');
    expect(shown.textContent).toContain('success');
    expect(shown.textContent).toContain('Settings saved successfully!');

    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors as alerts and closes on its close button', () => {
    render(<ToastHost />);
    act(() => toast.error('Something went wrong.'));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a newer toast replaces the old one and gets its own full 3 seconds', () => {
    render(<ToastHost />);
    act(() => toast.info('first'));
    act(() => jest.advanceTimersByTime(2000));
    act(() => toast.info('second'));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toContain('second');
    expect(screen.getByRole('status').textContent).not.toContain('first');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
