import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BookOpen, Star } from 'lucide-react';
import { PRACTICE_LOG_LIMITS, paths, type FeatureKey } from '@handyq/domain';
import type { LogSet, NewPracticeLogEntry } from '@handyq/domain/schemas';
import { Button, failureText, toast } from '@handyq/web';
import type { PracticeLogAccess } from './access';
import type { PracticeLogDevice } from './device';
import s from './run-logged.module.css';

// A run's end screen, the part about the log: what was logged, a rating and a note ('how it
// felt'), 'Not now' (the entry is removed) and the way to the log. One block for a tool's run
// (Coach Kit) and a workout's (Library Kit). The page that ran it adds the entry; this block
// changes it through `device` (the module's `practiceLog`, given so a test can watch it).

export const RUN_LOGGED_TEXT = {
  rating: 'How did it feel?',
  note: 'How it felt',
  save: 'Save note',
  saved: 'Note saved.',
  notNow: 'Not now',
  notLogged: 'Not logged.',
  open: 'Open PracticeLog',
  visitor: 'to keep a log of your runs.',
} as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const sum = (sets: readonly LogSet[]) => sets.reduce((total, set) => total + set.done, 0);
/** Sets the run got into (something done in them). */
const setsDone = (sets: readonly LogSet[]) => sets.filter((set) => set.done > 0).length;

/**
 * Each tool's amount (its `LOG_UNITS`) in a few words: '75 s held', '12 entries', '1 shape', '8
 * reps', and CueCraft's '6 sequence steps' (its own steps, not a workout's).
 */
const AMOUNT: Record<FeatureKey, (n: number) => string> = {
  holdOn: (n) => `${n} s held`,
  entryBuddy: (n) => plural(n, 'entry', 'entries'),
  shapeJam: (n) => plural(n, 'shape'),
  drillDJ: (n) => plural(n, 'rep'),
  cueCraft: (n) => plural(n, 'sequence step'),
};

/**
 * What was logged, in one line: 'Logged: 3 sets, 75 s held'; a workout: 'Logged: 2 steps, 40 s
 * held, 6 entries' (the steps it got into, then each tool's amount, in the order of the steps).
 */
export function loggedSummary(entry: NewPracticeLogEntry): string {
  // a sequence is one set of its steps: its steps say it all ('Logged: 6 steps done')
  if (entry.tool === 'cueCraft') return `Logged: ${plural(sum(entry.sets), 'step')} done`;
  if (entry.tool !== 'workout') {
    return `Logged: ${plural(setsDone(entry.sets), 'set')}, ${AMOUNT[entry.tool](sum(entry.sets))}`;
  }
  const totals = new Map<FeatureKey, number>();
  for (const step of entry.steps) totals.set(step.tool, (totals.get(step.tool) ?? 0) + sum(step.sets));
  const stepsDone = entry.steps.filter((step) => sum(step.sets) > 0).length;
  const amounts = [...totals].filter(([, n]) => n > 0).map(([tool, n]) => AMOUNT[tool](n));
  return `Logged: ${[plural(stepsDone, 'step'), ...amounts].join(', ')}`;
}

/** A hold's line as the camera saw it, in one line: 'Line score: 84 average · 71 worst'. */
export const lineScoreText = (line: { average: number; worst: number }): string =>
  `Line score: ${line.average} average · ${line.worst} worst`;

export interface RunLoggedProps {
  /** The entry the run made (kept on the device unless `access` is 'visitor' or 'proOnly'). */
  entry: NewPracticeLogEntry;
  access: PracticeLogAccess;
  /** The module's `practiceLog`. */
  device: Pick<PracticeLogDevice, 'edit' | 'remove'>;
}

/**
 * The end screen's log block. A visitor is told logging needs an account; a Basic user with
 * trial mode off sees nothing of it. An access not known yet (offline, the plan never read on
 * this device) shows the block: the run was kept, and the server decides when it is sent.
 */
export function RunLogged({ entry, access, device }: RunLoggedProps) {
  if (access === 'visitor') {
    return (
      <p className={s.quiet}>
        <Link to={paths.login}>Log in</Link> {RUN_LOGGED_TEXT.visitor}
      </p>
    );
  }
  if (access === 'proOnly') return null;
  // a new entry starts afresh (its rating and note are its own)
  return <LoggedEntry key={entry._id} entry={entry} device={device} />;
}

function LoggedEntry({ entry, device }: Omit<RunLoggedProps, 'access'>) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<'logged' | 'saving' | 'saved' | 'removing' | 'removed'>('logged');

  if (status === 'removed') {
    // said quietly: nothing more to do here
    return (
      <p className={s.quiet} role="status">
        {RUN_LOGGED_TEXT.notLogged}
      </p>
    );
  }

  const failed = (err: unknown) => {
    console.error('Practice log:', err);
    toast.error(failureText(err, 'The practice log could not be changed. Please try again.'));
  };

  const rate = (value: number) => {
    setRating(value);
    device.edit(entry._id, { rating: value }).catch(failed);
  };

  const saveNote = async () => {
    // the schema (with zod) loads on the save, not with the end screen
    const { updatePracticeLogEntrySchema } = await import('@handyq/domain/schemas');
    const checked = updatePracticeLogEntrySchema.safeParse({ note });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setStatus('saving');
    device.edit(entry._id, { note: checked.data.note }).then(
      () => setStatus('saved'),
      (err: unknown) => {
        setStatus('logged');
        failed(err);
      },
    );
  };

  const notNow = () => {
    setStatus('removing');
    device.remove(entry._id).then(
      () => setStatus('removed'),
      (err: unknown) => {
        setStatus('logged');
        failed(err);
      },
    );
  };

  const busy = status === 'saving' || status === 'removing';
  const tooLong = note.length > PRACTICE_LOG_LIMITS.noteLength;
  return (
    <section className={s.box} aria-label="Practice log">
      <div className={s.head}>
        <p className={s.summary} role="status">
          {loggedSummary(entry)}
        </p>
        <Link className={s.open} to={paths.practiceLog}>
          <BookOpen size={18} aria-hidden /> {RUN_LOGGED_TEXT.open}
        </Link>
      </div>
      {entry.tool === 'holdOn' && entry.line && <p className={s.quiet}>{lineScoreText(entry.line)}</p>}
      <fieldset className={s.rating}>
        <legend className={s.legend}>{RUN_LOGGED_TEXT.rating}</legend>
        <div className={s.stars}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={s.star} title={plural(value, 'star')}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => rate(value)}
                className="hq-visually-hidden"
                aria-label={plural(value, 'star')}
              />
              <Star
                size={32}
                aria-hidden
                className={rating !== null && value <= rating ? s.on : s.off}
                strokeWidth={1.75}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className={s.note}>
        <label htmlFor={`${id}-note`} className={s.legend}>
          {RUN_LOGGED_TEXT.note}
        </label>
        <textarea
          id={`${id}-note`}
          className={s.textarea}
          value={note}
          rows={3}
          aria-invalid={tooLong || !!error}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setNote(e.target.value);
            setError(null);
            if (status === 'saved') setStatus('logged');
          }}
        />
        <p id={`${id}-count`} className={tooLong ? s.countOver : s.count}>
          {note.length}/{PRACTICE_LOG_LIMITS.noteLength}
        </p>
        {error && (
          <p id={`${id}-error`} className={s.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={s.actions}>
        <Button onClick={() => void saveNote()} disabled={busy} aria-busy={status === 'saving'}>
          {RUN_LOGGED_TEXT.save}
        </Button>
        <Button variant="secondary" onClick={notNow} disabled={busy}>
          {RUN_LOGGED_TEXT.notNow}
        </Button>
        {status === 'saved' && (
          <p className={s.saved} role="status">
            {RUN_LOGGED_TEXT.saved}
          </p>
        )}
      </div>
    </section>
  );
}
