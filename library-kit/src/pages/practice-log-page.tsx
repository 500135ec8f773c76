import { useMemo, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQuery, keepPreviousData } from '@tanstack/react-query';
import { CloudOff, LogIn } from 'lucide-react';
import { PRACTICE_LOG_SERIES_DAYS, paths } from '@handyq/domain';
import { PRACTICE_LOG_MESSAGES, localDayOf, withUnsentWeek } from '@handyq/domain/practice-log-rules';
import {
  ButtonLink,
  ConfirmDialog,
  Header,
  Loader,
  MessageScreen,
  Page,
  failureText,
  toast,
} from '@handyq/web';
import {
  practiceLog,
  usePendingChanges,
  usePracticeLogAccess,
  useUnsentEntries,
  type DeviceLogEntry,
} from '@handyq/web/practice-log';
import { logListQuery, logStatsQuery } from '../api/practice-log';
import { LogEntryDialog } from '../components/log-entry-dialog';
import { ChartSection } from '../components/practice-log/chart-section';
import { DataSection } from '../components/practice-log/data-section';
import { ProOnly } from '../components/practice-log/pro-only';
import { Sessions } from '../components/practice-log/sessions';
import { Summary } from '../components/practice-log/summary';
import { useOnline } from '../hooks/use-online';
import { useRunRecordings } from '../hooks/use-run-recordings';
import {
  PRACTICE_LOG_TEXTS,
  browserTimeZone,
  dayHeading,
  doneSummary,
  entryTitle,
  groupByDay,
  notOnServer,
  timeOfDay,
} from '../lib/practice-log-format';
import s from './practice-log-page.module.css';

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
 * The log of a user who may read it: the server's stats and pages with the device's unsent
 * entries and changes merged in, each part in its section, and the entry being edited or deleted.
 */
function PracticeLog({ planNotice }: { planNotice: ReactNode }) {
  const [tz] = useState(browserTimeZone);
  const [days, setDays] = useState<number>(PRACTICE_LOG_SERIES_DAYS[0]);
  const online = useOnline();
  const recordingOf = useRunRecordings();
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
      <Sessions
        days={byDay}
        empty={empty}
        list={list}
        online={online}
        tz={tz}
        onEdit={setEditing}
        onDelete={setDeleting}
        recordingOf={recordingOf}
      />
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
