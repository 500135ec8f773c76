import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { KitBoundary } from './kit-boundary';

let broken = true;
function Kit() {
  if (broken) throw new Error('kit crashed while rendering');
  return <h1>Coach Kit</h1>;
}

function Harness() {
  const [, setTries] = useState(0);
  return (
    <>
      <nav>rest of the app</nav>
      <KitBoundary
        fallback={(reset) => (
          <button
            onClick={() => {
              reset();
              setTries((n) => n + 1);
            }}
          >
            Retry
          </button>
        )}
      >
        <Kit />
      </KitBoundary>
    </>
  );
}

describe('the kit error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows Retry instead of a crashed kit, keeps the rest of the app, and recovers on Retry', () => {
    broken = true;
    render(<Harness />);
    expect(screen.getByText('rest of the app')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Coach Kit' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' })); // still broken
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Coach Kit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
