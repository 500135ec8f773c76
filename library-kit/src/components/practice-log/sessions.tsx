import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { paths } from '@handyq/domain';
import { Button, ButtonLink, Loader, MessageScreen } from '@handyq/web';
import type { DeviceLogEntry } from '@handyq/web/practice-log';
import { PRACTICE_LOG_TEXTS, type LogDay } from '../../lib/practice-log-format';
import { LogEntryCard } from './log-entry-card';
import { LoadMore } from '../load-more';
import s from './practice-log.module.css';

/** What the list reads of the log's query (read as it renders: the query tracks what is read). */
type LogList = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage' | 'isError' | 'refetch'
>;

/**
 * Every session by day, newest first, with the next page at the end (online); else the empty
 * log's way to the timers, the list that could not load, or the wait for it.
 */
export function Sessions({
  days,
  empty,
  list,
  online,
  tz,
  onEdit,
  onDelete,
  recordingOf,
}: {
  days: readonly LogDay[];
  /** The list has loaded, with nothing in it. */
  empty: boolean;
  list: LogList;
  online: boolean;
  tz: string;
  onEdit: (e: DeviceLogEntry) => void;
  onDelete: (e: DeviceLogEntry) => void;
  /** Where a run's recording on this device is watched (null: none here). */
  recordingOf: (e: DeviceLogEntry) => string | null;
}) {
  let body;
  if (days.length) {
    body = (
      <>
        {days.map((d) => (
          <section key={d.day} className={s.day} aria-labelledby={`log-day-${d.day}`}>
            <h3 id={`log-day-${d.day}`} className={s.dayHeading}>
              {d.heading}
            </h3>
            <ul className={s.entries}>
              {d.entries.map((e) => (
                <li key={e._id}>
                  <LogEntryCard
                    entry={e}
                    tz={tz}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    recording={recordingOf(e)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {list.hasNextPage && online && (
          <LoadMore loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
        )}
      </>
    );
  } else if (empty) {
    body = (
      <div className={s.empty}>
        <p>{PRACTICE_LOG_TEXTS.empty}</p>
        <ButtonLink to={paths.coach} variant="secondary">
          Go to Coach Kit
        </ButtonLink>
      </div>
    );
  } else if (list.isError) {
    body = (
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
    body = <Loader />;
  }

  return (
    <section aria-labelledby="log-sessions" className={s.sessions}>
      <h2 id="log-sessions" className={s.heading}>
        Sessions
      </h2>
      {body}
    </section>
  );
}
