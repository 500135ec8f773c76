import { fireEvent, render, screen } from '@testing-library/react';
import { LoadMore } from './load-more';

describe('LoadMore (the end of PracticeLab and PracticeLog lists with more pages)', () => {
  it("asks for the next page on 'Load more'", () => {
    const onMore = jest.fn();
    render(<LoadMore loading={false} onMore={onMore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it("says 'Loading…' and takes no second tap while the page loads", () => {
    const onMore = jest.fn();
    render(<LoadMore loading onMore={onMore} />);
    const button = screen.getByRole('button', { name: 'Loading…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onMore).not.toHaveBeenCalled();
  });
});
