import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PRO_ONLY_MESSAGES } from '@handyq/domain';
import type { PracticeLogEntry, PracticeLogStats } from '@handyq/domain/schemas';
import { useSession, useToastStore } from '@handyq/web';
import { KitProviders, queryClient } from '@handyq/web/server';
import type { DeviceLogEntry, PracticeLogAccess } from '@handyq/web/practice-log';
import { logListKey, logStatsKey } from '../api/practice-log';
import { browserTimeZone } from '../lib/practice-log-format';
import PracticeLogPage from './practice-log-page';

const mockDevice = {
  access: 'allowed' as PracticeLogAccess,
  unsent: [] as DeviceLogEntry[],
  edit: jest.fn(),
  remove: jest.fn(),
  /** The recordings this device keeps (Record's), as the store lists them. */
  recordings: [] as { id: string; tool: string; createdAt: number }[],
};
jest.mock('@handyq/web/practice-log', () => ({
  // the store's own matching of a run to its recording; the device's list is the test's
  recordingOfRun: jest.requireActual('../../../shared/web/src/practice-log/recordings').recordingOfRun,
  allRecordingsOf: () => Promise.resolve(mockDevice.recordings),
  practiceLogKeys: { all: ['practiceLog'] },
  usePracticeLogAccess: () => mockDevice.access,
  useUnsentEntries: () => mockDevice.unsent,
  usePendingChanges: () => ({ removed: new Set(), edited: new Map() }),
  practiceLog: {
    edit: (...a: unknown[]) => mockDevice.edit(...a),
    remove: (...a: unknown[]) => mockDevice.remove(...a),
  },
}));
// The chart's chunk: its drawing is visx's; here only that the page gives it the series.
jest.mock('../components/practice-log-chart', () => ({
  __esModule: true,
  default: ({ points }: { points: unknown[] }) => <p>chart of {points.length} days</p>,
}));

const tz = browserTimeZone();
const NOW = Date.now();
const today = new Date(NOW).toLocaleDateString('en-CA', { timeZone: tz });

const hold = (id: string, startedAt: number, done: number[], more: Partial<PracticeLogEntry> = {}) =>
  ({
    _id: id,
    tool: 'holdOn',
    favoriteName: 'Wall holds',
    inputs: {},
    sets: done.map((d) => ({ planned: 30, done: d })),
    startedAt,
    endedAt: startedAt + 125_000,
    note: '',
    rating: null,
    createdAt: startedAt,
    ...more,
  }) as PracticeLogEntry;

const stats = (more: Partial<PracticeLogStats> = {}): PracticeLogStats => ({
  tz,
  today,
  streak: { days: 3, lastDay: today },
  week: { from: today, sessions: 4, minutes: 12, secondsHeld: 180 },
  bests: {
    holdOn: { value: 65, startedAt: NOW, day: today },
    entryBuddy: null,
    shapeJam: null,
    drillDJ: { value: 24, startedAt: NOW, day: today },
  },
  series: { days: 30, points: [{ day: today, seconds: 65 }] },
  ...more,
});

function cache(entries: PracticeLogEntry[], s: PracticeLogStats = stats()) {
  queryClient.setQueryData(logListKey, { pages: [{ entries, next: null }], pageParams: ['practiceLog'] });
  queryClient.setQueryData(logStatsKey(tz, 30), s);
}

const open = () =>
  render(
    <KitProviders>
      <MemoryRouter initialEntries={['/libraryKit/practiceLog']}>
        <Routes>
          <Route path="/libraryKit/practiceLog" element={<PracticeLogPage />} />
        </Routes>
      </MemoryRouter>
    </KitProviders>,
  );

beforeEach(() => {
  queryClient.clear();
  useToastStore.getState().close();
  mockDevice.access = 'allowed';
  mockDevice.unsent = [];
  mockDevice.recordings = [];
  mockDevice.edit.mockReset();
  mockDevice.remove.mockReset();
});

describe('the PracticeLog page', () => {
  it('shows the streak, this week, bests (— for none) and the chart with its table', async () => {
    cache([hold('a', NOW - 60_000, [30, 25, 20])]);
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PracticeLog');
    expect(screen.getByText('3 days in a row')).toBeTruthy();
    const week = screen.getByRole('heading', { name: 'This week' }).parentElement!;
    expect(week.textContent).toContain('4 sessions');
    expect(week.textContent).toContain('12 min');
    expect(week.textContent).toContain('3 min held'); // 180 s
    const bests = screen.getByRole('heading', { name: 'Personal bests' }).parentElement!;
    expect(within(bests).getByText('Longest single hold').nextElementSibling!.textContent).toContain(
      '1:05 min',
    );
    expect(within(bests).getByText('Most entries').nextElementSibling!.textContent).toBe('—');
    expect(within(bests).getByText('Most reps').nextElementSibling!.textContent).toContain('24 reps');
    expect(await screen.findByText('chart of 1 days')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('65');
  });

  it('lists sessions by day with what was done; unsent ones on top, marked', () => {
    cache([hold('a', NOW - 60_000, [30, 25, 20], { note: 'Strong today', rating: 4 })]);
    mockDevice.unsent = [{ ...hold('b', NOW - 30_000, [40]), unsent: true }];
    open();
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByRole('heading', { level: 3 }).textContent).toBe('Today');
    const cards = within(sessions).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Not synced yet')).toBeTruthy();
    expect(within(cards[0]!).getByText('1 set · 40 s held')).toBeTruthy();
    expect(within(cards[1]!).getByText('3 sets · 75 s held')).toBeTruthy();
    expect(within(cards[1]!).getByText('Strong today')).toBeTruthy();
    expect(within(cards[1]!).getByRole('img', { name: 'Rated 4 of 5' })).toBeTruthy();
    expect(within(cards[1]!).getByText('2 min 5 s')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Not synced yet')).toBeNull();
  });

  it('links a run to its recording when this device keeps one, and no other run', async () => {
    useSession.setState({ user: { _id: 'u1' } as never });
    cache([hold('a', NOW - 600_000, [30]), hold('b', NOW - 300_000, [40])]);
    // recorded: the second run (its recording began a moment after the run)
    mockDevice.recordings = [{ id: 'rec-1', tool: 'holdOn', createdAt: NOW - 300_000 + 900 }];
    open();
    const link = await screen.findByRole('link', { name: 'Watch the recording' });
    expect(link.getAttribute('href')).toBe('/cueCoach/holdOn?recording=rec-1');
    const cards = within(screen.getByRole('region', { name: 'Sessions' })).getAllByRole('article');
    expect(within(cards[0]!).getByRole('link', { name: 'Watch the recording' })).toBe(link);
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    useSession.setState({ user: null });
  });

  it("this week counts the runs still on the device (offline, 'Not synced yet') as the list shows them", () => {
    cache([hold('a', NOW - 60_000, [30, 25, 20])]);
    mockDevice.unsent = [{ ...hold('b', NOW - 30_000, [40]), unsent: true }];
    open();
    const week = screen.getByRole('heading', { name: 'This week' }).parentElement!;
    // the server's 4 sessions, 12 min and 180 s, and the unsent run's 1, 2 min (125 s) and 40 s
    expect(week.textContent).toContain('5 sessions');
    expect(week.textContent).toContain('14 min');
    expect(week.textContent).toContain('3 min 40 s held');
  });

  it('deletes after confirming, and says so', async () => {
    mockDevice.remove.mockResolvedValue(undefined);
    cache([hold('a', NOW - 60_000, [30])]);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Delete HoldOn' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this entry?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(mockDevice.remove).toHaveBeenCalledWith('a');
    expect(useToastStore.getState().toast?.txt).toBe('Entry deleted');
  });

  it('edits the note and rating, with the schema’s message for a note too long', async () => {
    mockDevice.edit.mockResolvedValue(undefined);
    cache([hold('a', NOW - 60_000, [30])]);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit note and rating of HoldOn' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit HoldOn' });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'x'.repeat(501) } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('A note is at most 500 characters');
    expect(mockDevice.edit).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: ' Felt light ' } });
    fireEvent.click(within(dialog).getByLabelText('5 of 5'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(mockDevice.edit).toHaveBeenCalledWith('a', { note: 'Felt light', rating: 5 });
  });

  it('says how to start when the log is empty', () => {
    cache([], stats({ streak: { days: 0, lastDay: null } }));
    open();
    expect(screen.getByText('No sessions yet. Run a timer and it is kept here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Coach Kit' }).getAttribute('href')).toBe('/cueCoach');
  });

  it('a Basic user with trial mode off keeps their own log: the plan’s message above it, export but no import', async () => {
    cache([hold('a', NOW - 60_000, [30, 25, 20])]);
    mockDevice.access = 'proOnly';
    open();
    expect(screen.getByRole('note', { name: 'Pro only' }).textContent).toContain(
      PRO_ONLY_MESSAGES.practiceLog,
    );
    // their runs, the summary and the export are all there
    expect(screen.getByText('3 days in a row')).toBeTruthy();
    expect(await screen.findByText('3 sets · 75 s held')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Export JSON' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Import JSON' })).toBeNull();
  });

  it('asks a visitor to log in, shows a Basic user the plan’s message, and waits while unknown', () => {
    mockDevice.access = 'visitor';
    const { unmount } = open();
    expect(screen.getByText('Log in to keep a log of your runs.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    unmount();
    mockDevice.access = 'proOnly';
    const second = open();
    expect(screen.getByText(PRO_ONLY_MESSAGES.practiceLog)).toBeTruthy();
    second.unmount();
    mockDevice.access = 'loading';
    open();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });
});
