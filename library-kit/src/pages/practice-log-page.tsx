import {
  Suspense,
  lazy,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { useInfiniteQuery, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { CloudOff, Download, Flame, LogIn, NotebookPen, Pencil, Trash2, Upload } from 'lucide-react';
import { PRACTICE_LOG_SERIES_DAYS, PRO_ONLY_MESSAGES, TOOL_KEYS, paths } from '@handyq/domain';
import { PRACTICE_LOG_MESSAGES, localDayOf, withUnsentWeek } from '@handyq/domain/practice-log-rules';
import type { PracticeLogEntry, PracticeLogStats } from '@handyq/domain/schemas';
import {
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  FormMessage,
  Header,
  IconButton,
  Loader,
  MessageScreen,
  Page,
  failureText,
  toast,
  useSession,
} from '@handyq/web';
import { errorMessage } from '@handyq/web/server';
import {
  practiceLog,
  practiceLogKeys,
  usePendingChanges,
  usePracticeLogAccess,
  useUnsentEntries,
  type DeviceLogEntry,
} from '@handyq/web/practice-log';
import { fetchAllEntries, importEntries, logListQuery, logStatsQuery } from '../api/practice-log';
import { LogEntryDialog } from '../components/log-entry-dialog';
import { useOnline } from '../hooks/use-online';
import { exportFile, importReport, readImport, type ExportFile } from '../lib/practice-log-export';
import {
  BEST_LABELS,
  PRACTICE_LOG_TEXTS,
  browserTimeZone,
  dayHeading,
  doneSummary,
  entrySubtitle,
  entryTitle,
  formatDuration,
  groupByDay,
  notOnServer,
  shortDay,
  streakText,
  timeOfDay,
} from '../lib/practice-log-format';
import s from './practice-log-page.module.css';

// The chart's library comes in a chunk of its own, after the page's first paint.
const PracticeLogChart = lazy(() => import('../components/practice-log-chart'));
const PlanDialogOpener = lazy(() => import('../components/plan-dialog-opener'));

/**
 * /libraryKit/practiceLog: the streak, this week, personal bests, the longest hold per day as
 * a chart (and a table), then every session by day, newest first, a page at a time. Entries
 * still on the device show on top of the server's, marked 'Not synced yet'. Days are counted in
 * the browser's time zone.
 */
export default function PracticeLogPage() {
  const access = usePracticeLogAccess();
  return (
    <>
      <Header title="PracticeLog" back={paths.library} />
      {access === 'allowed' || access === 'proOnly' ? (
        // A Basic user with trial mode off keeps their own log: to read, edit, delete and export.
        // What the plan gates is logging more (the timers and an import).
        <PracticeLog planNotice={access === 'proOnly' ? <ProOnly /> : null} />
      ) : (
        <Page>
          {access === 'loading' ? (
            <Loader />
          ) : access === 'visitor' ? (
            <MessageScreen
              icon={<LogIn size={44} aria-hidden />}
              title={PRACTICE_LOG_TEXTS.visitor}
              actions={<ButtonLink to={paths.login}>Log in</ButtonLink>}
            />
          ) : null}
        </Page>
      )}
    </>
  );
}

/**
 * A Basic user with trial mode off: above their log, the plan's message (new runs are not kept)
 * and the plans to compare.
 */
function ProOnly() {
  const userId = useSession((st) => st.user?._id);
  const [plans, setPlans] = useState(false);
  return (
    <>
      <Card className={s.planNotice} role="note" aria-label="Pro only">
        <NotebookPen size={28} aria-hidden />
        <p>{PRO_ONLY_MESSAGES.practiceLog}</p>
        {userId && (
          <Button variant="secondary" onClick={() => setPlans(true)}>
            See plans
          </Button>
        )}
      </Card>
      {plans && userId && (
        <Suspense fallback={null}>
          <PlanDialogOpener
            userId={userId}
            reason={PRO_ONLY_MESSAGES.practiceLog}
            onClose={() => setPlans(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function PracticeLog({ planNotice }: { planNotice: ReactNode }) {
  const [tz] = useState(browserTimeZone);
  const [days, setDays] = useState<number>(PRACTICE_LOG_SERIES_DAYS[0]);
  const online = useOnline();
  const stats = useQuery({ ...logStatsQuery(tz, days), placeholderData: keepPreviousData });
  const list = useInfiniteQuery(logListQuery());
  const unsent = useUnsentEntries();
  const pending = usePendingChanges();
  const [editing, setEditing] = useState<DeviceLogEntry | null>(null);
  const [deleting, setDeleting] = useState<DeviceLogEntry | null>(null);
  const [busy, setBusy] = useState(false);

  // Today as the server counted it in this time zone, or as it was when the page opened.
  const [openedAt] = useState(Date.now);
  const today = stats.data?.today ?? localDayOf(openedAt, tz);
  const server = useMemo(() => list.data?.pages.flatMap((p) => p.entries) ?? [], [list.data]);
  const byDay = useMemo(
    () => groupByDay(server, unsent, tz, today, pending),
    [server, unsent, tz, today, pending],
  );
  const empty = !!list.data && byDay.length === 0;
  // This week counts the runs still on the device too (offline, 'Not synced yet'), as listed.
  const summary = useMemo(
    () => (stats.data ? withUnsentWeek(stats.data, notOnServer(unsent, server)) : undefined),
    [stats.data, server, unsent],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await practiceLog.remove(deleting._id);
      toast.success(PRACTICE_LOG_MESSAGES.deleted);
      setDeleting(null);
    } catch (err) {
      toast.error(failureText(err, 'Could not delete this entry.'));
    } finally {
      setBusy(false);
    }
  };

  let listBody;
  if (byDay.length) {
    listBody = (
      <>
        {byDay.map((d) => (
          <section key={d.day} className={s.day} aria-labelledby={`log-day-${d.day}`}>
            <h3 id={`log-day-${d.day}`} className={s.dayHeading}>
              {d.heading}
            </h3>
            <ul className={s.entries}>
              {d.entries.map((e) => (
                <li key={e._id}>
                  <LogEntryCard entry={e} tz={tz} onEdit={setEditing} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {list.hasNextPage && online && (
          <MoreEntries loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
        )}
      </>
    );
  } else if (empty) {
    listBody = (
      <div className={s.empty}>
        <p>{PRACTICE_LOG_TEXTS.empty}</p>
        <ButtonLink to={paths.coach} variant="secondary">
          Go to Coach Kit
        </ButtonLink>
      </div>
    );
  } else if (list.isError) {
    listBody = (
      <MessageScreen
        icon={<CloudOff size={44} aria-hidden />}
        title={PRACTICE_LOG_TEXTS.loadFailed}
        actions={<Button onClick={() => void list.refetch()}>Retry</Button>}
      >
        {online
          ? 'Check your connection and try again.'
          : "You're offline. What you log is kept on this device."}
      </MessageScreen>
    );
  } else {
    listBody = <Loader />;
  }

  return (
    <Page className={s.page}>
      {planNotice}
      {!online && (
        <p className={s.offline} role="status">
          <CloudOff size={18} aria-hidden /> You&rsquo;re offline: showing what this device has.
        </p>
      )}
      {!empty && <Summary stats={summary} />}
      {!empty && (
        <ChartSection stats={stats.data} days={days} onDays={setDays} stale={stats.isPlaceholderData} />
      )}
      <section aria-labelledby="log-sessions" className={s.sessions}>
        <h2 id="log-sessions" className={s.heading}>
          Sessions
        </h2>
        {listBody}
      </section>
      <DataSection hasEntries={!empty} canImport={!planNotice} />
      {editing && <LogEntryDialog entry={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={PRACTICE_LOG_TEXTS.deleteTitle}
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => !busy && setDeleting(null)}
      >
        {deleting && (
          <p>
            {entryTitle(deleting)}, {dayHeading(localDayOf(deleting.startedAt, tz), today)}{' '}
            {timeOfDay(deleting.startedAt, tz)}: {doneSummary(deleting)}. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/** Streak, this week, and each tool's personal best with its day ('—' when none yet). */
function Summary({ stats }: { stats: PracticeLogStats | undefined }) {
  const dash = '—';
  return (
    <section aria-labelledby="log-summary" className={s.summary}>
      <h2 id="log-summary" className="hq-visually-hidden">
        Summary
      </h2>
      <Card className={s.stat}>
        <h3 className={s.statLabel}>
          <Flame size={18} aria-hidden /> Streak
        </h3>
        <p className={s.statValue}>{stats ? streakText(stats.streak.days) : dash}</p>
      </Card>
      <Card className={s.stat}>
        <h3 className={s.statLabel}>This week</h3>
        {stats ? (
          <ul className={s.week}>
            <li>
              <strong>{stats.week.sessions}</strong> {stats.week.sessions === 1 ? 'session' : 'sessions'}
            </li>
            <li>
              <strong>{stats.week.minutes}</strong> min
            </li>
            <li>
              {/* '8 min 46 s held', not '526 s held' */}
              <strong>{formatDuration(stats.week.secondsHeld * 1000)}</strong> held
            </li>
          </ul>
        ) : (
          <p className={s.statValue}>{dash}</p>
        )}
      </Card>
      <Card className={`${s.stat} ${s.bests}`}>
        <h3 className={s.statLabel}>Personal bests</h3>
        <dl className={s.bestList}>
          {TOOL_KEYS.map((tool) => {
            const best = stats?.bests[tool];
            const { label, format } = BEST_LABELS[tool];
            return (
              <div key={tool} className={s.best}>
                <dt>{label}</dt>
                <dd>
                  {best ? (
                    <>
                      <strong>{format(best.value)}</strong>{' '}
                      <time dateTime={best.day} className={s.muted}>
                        {shortDay(best.day, stats?.today)}
                      </time>
                    </>
                  ) : (
                    dash
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </Card>
    </section>
  );
}

/** The longest hold per day: the span to show, the chart (loaded apart), and its figures as a table. */
function ChartSection({
  stats,
  days,
  onDays,
  stale,
}: {
  stats: PracticeLogStats | undefined;
  days: number;
  onDays: (days: number) => void;
  stale: boolean;
}) {
  const points = stats?.series.points ?? [];
  return (
    <Card className={s.chartCard} aria-labelledby="log-chart">
      <div className={s.chartHead}>
        <h2 id="log-chart" className={s.heading}>
          Longest hold per day
        </h2>
        <div role="group" aria-label="Days shown" className={s.segments}>
          {PRACTICE_LOG_SERIES_DAYS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={days === n}
              className={s.segment}
              onClick={() => onDays(n)}
            >
              {n} days
            </button>
          ))}
        </div>
      </div>
      <div className={stale ? s.stale : undefined} aria-busy={stale}>
        {stats ? (
          <Suspense fallback={<div className={s.chartSpace} />}>
            <PracticeLogChart points={points} days={stats.series.days} today={stats.today} />
          </Suspense>
        ) : (
          <div className={s.chartSpace} />
        )}
      </div>
      <details className={s.table}>
        <summary>Show as table</summary>
        {points.length ? (
          <table>
            <caption className="hq-visually-hidden">Longest HoldOn hold per day, last {days} days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Seconds</th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((p) => (
                <tr key={p.day}>
                  <td>
                    <time dateTime={p.day}>{shortDay(p.day, stats?.today)}</time>
                  </td>
                  <td>{p.seconds}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={s.muted}>No HoldOn holds in the last {days} days.</p>
        )}
      </details>
    </Card>
  );
}

/** One session: what ran, what was done in the tool's unit, when, how long, rating and note. */
function LogEntryCard({
  entry,
  tz,
  onEdit,
  onDelete,
}: {
  entry: DeviceLogEntry;
  tz: string;
  onEdit: (e: DeviceLogEntry) => void;
  onDelete: (e: DeviceLogEntry) => void;
}) {
  const title = entryTitle(entry);
  return (
    <article className={s.entry} aria-label={`${title}, ${timeOfDay(entry.startedAt, tz)}`}>
      <div className={s.entryHead}>
        <div className={s.entryNames}>
          <h4 className={s.entryTitle}>{title}</h4>
          <p className={s.muted}>{entrySubtitle(entry)}</p>
        </div>
        <div className={s.entryActions}>
          <IconButton
            label={`Edit note and rating of ${title}`}
            icon={<Pencil size={20} aria-hidden />}
            onClick={() => onEdit(entry)}
          />
          <IconButton
            label={`Delete ${title}`}
            icon={<Trash2 size={20} aria-hidden />}
            onClick={() => onDelete(entry)}
          />
        </div>
      </div>
      <p className={s.done}>{doneSummary(entry)}</p>
      {entry.tool === 'holdOn' && entry.line && (
        <p className={s.muted}>
          Line score: {entry.line.average} average · {entry.line.worst} worst
        </p>
      )}
      <p className={s.meta}>
        <time dateTime={new Date(entry.startedAt).toISOString()}>{timeOfDay(entry.startedAt, tz)}</time>
        <span aria-hidden> · </span>
        <span>{formatDuration(entry.endedAt - entry.startedAt)}</span>
        {entry.rating !== null && (
          <>
            <span aria-hidden> · </span>
            <span className={s.stars} role="img" aria-label={`Rated ${entry.rating} of 5`}>
              {'★'.repeat(entry.rating)}
              <span className={s.starsOff}>{'★'.repeat(5 - entry.rating)}</span>
            </span>
          </>
        )}
        {entry.unsent && (
          <span className={s.badge}>{entry.held ? PRACTICE_LOG_TEXTS.held : PRACTICE_LOG_TEXTS.unsent}</span>
        )}
      </p>
      {entry.note && <p className={s.note}>{entry.note}</p>}
    </article>
  );
}

/**
 * The end of a list with more pages: the next page loads when this comes into view, and a
 * 'Load more' button does the same where that is not noticed.
 */
function MoreEntries({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!el || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [loading]);
  return (
    <div ref={sentinel} className={s.more}>
      <Button variant="secondary" onClick={onMore} disabled={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}

/** Saves a text as a file the browser downloads. */
function download({ name, type, text }: ExportFile) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Export every entry (paging through the API) as CSV or JSON; import a JSON export: every
 * entry checked with the API's schema first (a bad file imports nothing and says what is
 * wrong), then each sent; the API keeps one entry per id, so what is there already is counted.
 */
function DataSection({ hasEntries, canImport }: { hasEntries: boolean; canImport: boolean }) {
  const queryClient = useQueryClient();
  const unsent = useUnsentEntries();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const exportAs = async (kind: 'csv' | 'json') => {
    setBusy(`Exporting…`);
    setOutcome(null);
    try {
      const server = await fetchAllEntries();
      const entries = [...notOnServer(unsent, server), ...server] as PracticeLogEntry[];
      download(exportFile(kind, entries, Date.now()));
    } catch (err) {
      setOutcome({ kind: 'error', text: await errorMessage(err, 'Could not export your log.') });
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    setBusy('Importing…');
    setOutcome(null);
    try {
      const [text, schemas] = await Promise.all([chosen.text(), import('@handyq/domain/schemas')]);
      const read = readImport(text, schemas.newPracticeLogEntrySchema);
      if (!read.ok) {
        setOutcome({ kind: 'error', text: read.error });
        return;
      }
      const done = await importEntries(read.entries, (n) =>
        setBusy(`Importing… ${n} of ${read.entries.length}`),
      );
      const report = importReport(done.added, done.known);
      if (done.failed) {
        const why = await errorMessage(done.failed, 'The import stopped.');
        setOutcome({
          kind: 'error',
          text: `${report}. ${why} Import the file again later to add the rest.`,
        });
      } else {
        setOutcome({ kind: 'success', text: report });
        await queryClient.invalidateQueries({ queryKey: practiceLogKeys.all });
      }
    } catch (err) {
      setOutcome({ kind: 'error', text: await errorMessage(err, 'Could not import this file.') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className={s.data} aria-labelledby="log-data">
      <h2 id="log-data" className={s.heading}>
        {canImport ? 'Export and import' : 'Export'}
      </h2>
      <div className={s.dataButtons}>
        <Button variant="secondary" disabled={!!busy || !hasEntries} onClick={() => void exportAs('csv')}>
          <Download size={18} aria-hidden /> Export CSV
        </Button>
        <Button variant="secondary" disabled={!!busy || !hasEntries} onClick={() => void exportAs('json')}>
          <Download size={18} aria-hidden /> Export JSON
        </Button>
        {canImport && (
          <>
            <Button variant="secondary" disabled={!!busy} onClick={() => file.current?.click()}>
              <Upload size={18} aria-hidden /> Import JSON
            </Button>
            <input
              ref={file}
              type="file"
              accept="application/json,.json"
              className="hq-visually-hidden"
              tabIndex={-1}
              aria-label="Import JSON file"
              onChange={(e) => void importFile(e)}
            />
          </>
        )}
      </div>
      <p className={s.muted} role="status">
        {busy ??
          (canImport
            ? 'JSON keeps every field and imports back; CSV opens in a spreadsheet.'
            : 'JSON keeps every field; CSV opens in a spreadsheet.')}
      </p>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
    </Card>
  );
}
