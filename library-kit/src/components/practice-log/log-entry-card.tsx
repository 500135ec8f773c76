import { Link } from 'react-router-dom';
import { Pencil, Trash2, Video } from 'lucide-react';
import { IconButton } from '@handyq/web';
import { lineScoreText, type DeviceLogEntry } from '@handyq/web/practice-log';
import {
  PRACTICE_LOG_TEXTS,
  doneSummary,
  entrySubtitle,
  entryTitle,
  formatDuration,
  timeOfDay,
} from '../../lib/practice-log-format';
import s from './practice-log.module.css';

/** One session: what ran, what was done in the tool's unit, when, how long, rating and note. */
export function LogEntryCard({
  entry,
  tz,
  onEdit,
  onDelete,
  recording,
}: {
  entry: DeviceLogEntry;
  tz: string;
  /** Where this run's recording (kept on this device) is watched, if there is one. */
  recording?: string | null;
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
      {entry.tool === 'holdOn' && entry.line && <p className={s.muted}>{lineScoreText(entry.line)}</p>}
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
      {recording && (
        <Link to={recording} className={s.recording}>
          <Video size={18} aria-hidden /> {PRACTICE_LOG_TEXTS.watchRecording}
        </Link>
      )}
    </article>
  );
}
