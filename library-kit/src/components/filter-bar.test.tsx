import { act, fireEvent, render, screen } from '@testing-library/react';
import { EMPTY_FILTER, type ItemFilter } from '../lib/filter';
import { FILTER_DEBOUNCE_MS, FilterBar } from './filter-bar';

function setup(props: { isAdmin?: boolean; value?: ItemFilter; myId?: string } = {}) {
  const onApply = jest.fn();
  const utils = render(
    <FilterBar
      value={props.value ?? EMPTY_FILTER}
      onApply={onApply}
      isAdmin={!!props.isAdmin}
      myId={props.myId}
    />,
  );
  return { onApply, ...utils };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the filter bar', () => {
  it('applies edits once nothing changed for 600 ms', () => {
    const { onApply } = setup();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'wa' } });
    act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS - 100));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'wall' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'drill' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'Core, press,' } });
    act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(onApply).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY_FILTER,
      txt: 'wall',
      type: 'drill',
      tags: ['core', 'press'],
    });
    // the half-typed tag list stays as typed
    expect((screen.getByLabelText('Tags') as HTMLInputElement).value).toBe('Core, press,');
  });

  it('sorts newest first for Newest and ascending for A–Z', () => {
    const { onApply } = setup();
    const sort = screen.getByLabelText('Sort') as HTMLSelectElement;
    expect([...sort.options].map((o) => o.text)).toEqual(['Default', 'A–Z', 'Newest']);
    fireEvent.change(sort, { target: { value: 'createdAt' } });
    act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, sortField: 'createdAt', sortDir: -1 });
    fireEvent.change(sort, { target: { value: 'title' } });
    act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, sortField: 'title', sortDir: 1 });
  });

  it("offers 'Pending Items' to admins only; it filters by status pending", () => {
    const { unmount } = setup();
    expect(screen.queryByLabelText('Pending Items')).toBeNull();
    unmount();
    const { onApply } = setup({ isAdmin: true });
    fireEvent.click(screen.getByLabelText('Pending Items'));
    act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTER, status: 'pending' });
  });

  it('shows the filter it is given, and follows it when the page changes it', () => {
    const { rerender, onApply } = setup({ value: { ...EMPTY_FILTER, txt: 'press', feature: 'drillDJ' } });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('press');
    expect((screen.getByLabelText('Feature') as HTMLSelectElement).value).toBe('drillDJ');
    rerender(<FilterBar value={{ ...EMPTY_FILTER, type: 'workout' }} onApply={onApply} isAdmin={false} />);
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('workout');
    act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('clears an author filter with its chip', () => {
    const { onApply } = setup({ value: { ...EMPTY_FILTER, author: 'u1' }, myId: 'u1' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter: My Items' }));
    act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onApply).toHaveBeenCalledWith(EMPTY_FILTER);
  });
});
