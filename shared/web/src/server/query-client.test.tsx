import { act, render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { KitProviders, queryClient } from './query-client';

function Count({ label, fetcher }: { label: string; fetcher: () => Promise<number> }) {
  const { data } = useQuery({ queryKey: ['items', 'count'], queryFn: fetcher });
  return <p>{`${label}: ${data ?? '…'}`}</p>;
}

describe('the shared query cache', () => {
  afterEach(() => queryClient.clear());

  it('serves two kits, each in its own provider, from one cache, and refetches both on invalidate', async () => {
    let served = 0;
    const fetcher = jest.fn(async () => ++served);
    render(
      <KitProviders>
        <Count label="coach" fetcher={fetcher} />
      </KitProviders>,
    );
    render(
      <KitProviders>
        <Count label="library" fetcher={fetcher} />
      </KitProviders>,
    );
    expect(await screen.findByText('coach: 1')).toBeTruthy();
    expect(await screen.findByText('library: 1')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);

    await act(() => queryClient.invalidateQueries({ queryKey: ['items'] }));
    expect(await screen.findByText('coach: 2')).toBeTruthy();
    expect(await screen.findByText('library: 2')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
