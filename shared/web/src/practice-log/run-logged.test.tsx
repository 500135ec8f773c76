import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@handyq/domain';
import type { NewPracticeLogEntry } from '@handyq/domain/schemas';
import { RunLogged, loggedSummary, type RunLoggedProps } from './run-logged';

const ID = '0d9a3f8e-4c1b-4a5e-9f00-123456789abc';
const hold: NewPracticeLogEntry = {
  _id: ID,
  tool: 'holdOn',
  favoriteName: 'Wall holds',
  inputs: { holdTime: 30, numSets: 3 },
  sets: [
    { planned: 30, done: 30 },
    { planned: 30, done: 30 },
    { planned: 30, done: 15 },
  ],
  startedAt: 1_700_000_000_000,
  endedAt: 1_700_000_200_000,
};

function setup(props: Partial<RunLoggedProps> = {}) {
  const device = { edit: jest.fn(() => Promise.resolve()), remove: jest.fn(() => Promise.resolve()) };
  render(
    <MemoryRouter>
      <RunLogged entry={hold} access="allowed" device={device} {...props} />
    </MemoryRouter>,
  );
  return device;
}

describe('RunLogged', () => {
  it('says what was logged and links to the log', () => {
    setup();
    expect(screen.getByRole('status').textContent).toBe('Logged: 3 sets, 75 s held');
    const link = screen.getByRole('link', { name: 'Open PracticeLog' });
    expect(link.getAttribute('href')).toBe(paths.practiceLog);
  });

  it('a rating from the group "How did it feel?" is saved at once', async () => {
    const device = setup();
    const group = screen.getByRole('group', { name: 'How did it feel?' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(5);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '4 stars' })));
    expect(device.edit).toHaveBeenCalledWith(ID, { rating: 4 });
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Save note sends the note; one over 500 characters is refused with the schema’s message', async () => {
    const device = setup();
    const note = screen.getByRole('textbox', { name: 'How it felt' });
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save note' })));
    expect(screen.getByRole('alert').textContent).toBe('A note is at most 500 characters');
    expect(device.edit).not.toHaveBeenCalled();

    fireEvent.change(note, { target: { value: '  Solid, last set shaky  ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save note' })));
    expect(device.edit).toHaveBeenCalledWith(ID, { note: 'Solid, last set shaky' });
    expect(screen.getByText('Note saved.')).toBeTruthy();
  });

  it('Not now removes the entry and says so', async () => {
    const device = setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Not now' })));
    expect(device.remove).toHaveBeenCalledWith(ID);
    expect(screen.getByRole('status').textContent).toBe('Not logged.');
    expect(screen.queryByRole('button', { name: 'Save note' })).toBeNull();
  });

  it('a visitor is told logging needs an account; nothing is changed', () => {
    const device = setup({ access: 'visitor' });
    expect(screen.getByText(/to keep a log of your runs\./).textContent).toBe(
      'Log in to keep a log of your runs.',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(paths.login);
    expect(screen.queryByRole('group')).toBeNull();
    expect(device.edit).not.toHaveBeenCalled();
  });

  it('a Basic user with trial mode off sees nothing of the log', () => {
    setup({ access: 'proOnly' });
    expect(screen.queryByText(/Logged|Log in/)).toBeNull();
  });
});

describe('loggedSummary', () => {
  it.each<[string, NewPracticeLogEntry, string]>([
    [
      'EntryBuddy, one set',
      { ...hold, tool: 'entryBuddy', inputs: {}, sets: [{ planned: 5, done: 1 }] },
      'Logged: 1 set, 1 entry',
    ],
    [
      'ShapeJam, the second set not reached',
      {
        ...hold,
        tool: 'shapeJam',
        inputs: {},
        sets: [
          { planned: 6, done: 6 },
          { planned: 6, done: 0 },
        ],
      },
      'Logged: 1 set, 6 shapes',
    ],
    [
      'a workout',
      {
        _id: ID,
        tool: 'workout',
        title: 'Morning',
        steps: [
          { tool: 'holdOn', inputs: {}, sets: [{ planned: 20, done: 20 }] },
          { tool: 'drillDJ', inputs: {}, sets: [{ planned: 4, done: 3 }] },
          { tool: 'holdOn', inputs: {}, sets: [{ planned: 20, done: 0 }] },
        ],
        startedAt: 0,
        endedAt: 1,
      },
      'Logged: 2 steps, 20 s held, 3 reps',
    ],
  ])('%s', (_, entry, text) => {
    expect(loggedSummary(entry)).toBe(text);
  });
});
