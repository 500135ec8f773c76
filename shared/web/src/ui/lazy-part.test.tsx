import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPart } from './lazy-part';

const Part = ({ name }: { name: string }) => <p>Loaded {name}</p>;
const Unloaded = ({ name }: { name: string }) => <p>No file for {name}</p>;

const mount = (Lazy: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Lazy name="run" />
    </Suspense>,
  );

describe('lazyPart', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows its part once the file loads', async () => {
    const Lazy = lazyPart(() => Promise.resolve({ default: Part }), Unloaded);
    mount(Lazy);
    expect(await screen.findByText('Loaded run')).toBeTruthy();
  });

  it('shows Unloaded when the file fails, tries once per mount, and loads at the next mount', async () => {
    let online = false;
    const load = jest.fn(() =>
      online ? Promise.resolve({ default: Part }) : Promise.reject(new Error('Loading chunk 685 failed')),
    );
    const Lazy = lazyPart(load, Unloaded);
    const first = mount(Lazy);
    expect(await screen.findByText('No file for run')).toBeTruthy();
    // settled: no retry loop while it is on screen
    await new Promise((r) => setTimeout(r, 50));
    expect(load).toHaveBeenCalledTimes(1);
    first.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="run" />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();

    online = true;
    mount(Lazy);
    expect(await screen.findByText('Loaded run')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
