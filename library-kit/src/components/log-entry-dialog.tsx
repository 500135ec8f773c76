import { useId, useState } from 'react';
import { PRACTICE_LOG_LIMITS } from '@handyq/domain';
import { Button, Dialog, FormMessage, TextField, failureText, toast } from '@handyq/web';
import { practiceLog, type DeviceLogEntry } from '@handyq/web/practice-log';
import { entryTitle } from '../lib/practice-log-format';
import s from './log-entry-dialog.module.css';

/** The update schema, loaded when a change is saved: zod stays off the page's first load. */
const updateSchema = () => import('@handyq/domain/schemas').then((m) => m.updatePracticeLogEntrySchema);

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * An entry's note ('how it felt') and 1–5 rating, changed in a dialog: checked with the API's
 * schema (its messages shown at the field), then kept by the device module, sent or not yet.
 */
export function LogEntryDialog({ entry, onClose }: { entry: DeviceLogEntry; onClose: () => void }) {
  const [note, setNote] = useState(entry.note);
  const [rating, setRating] = useState<number | null>(entry.rating);
  const [errors, setErrors] = useState<{ note?: string; rating?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const ratingId = useId();

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const checked = (await updateSchema()).safeParse({ note, rating });
      if (!checked.success) {
        const next: typeof errors = {};
        for (const issue of checked.error.issues) {
          const field = issue.path[0] === 'note' || issue.path[0] === 'rating' ? issue.path[0] : 'form';
          next[field] ??= issue.message;
        }
        setErrors(next);
        return;
      }
      await practiceLog.edit(entry._id, checked.data);
      toast.success('Entry saved');
      onClose();
    } catch (err) {
      setErrors({ form: failureText(err, 'Could not save this entry.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={`Edit ${entryTitle(entry)}`}
      onClose={() => !busy && onClose()}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        className={s.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className={s.rating} aria-describedby={errors.rating ? `${ratingId}-err` : undefined}>
          <legend className={s.legend}>Rating</legend>
          <div className={s.choices}>
            {RATINGS.map((n) => (
              <label key={n} className={s.choice}>
                <input
                  type="radio"
                  name={ratingId}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  aria-label={`${n} of 5`}
                />
                <span aria-hidden>{n}</span>
              </label>
            ))}
            <label className={`${s.choice} ${s.none}`}>
              <input
                type="radio"
                name={ratingId}
                checked={rating === null}
                onChange={() => setRating(null)}
              />
              <span>None</span>
            </label>
          </div>
          {errors.rating && (
            <p id={`${ratingId}-err`} role="alert" className={s.error}>
              {errors.rating}
            </p>
          )}
        </fieldset>
        <TextField
          multiline
          rows={4}
          label="Note"
          placeholder="How it felt"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={errors.note ? true : undefined}
          hint={`${note.trim().length} / ${PRACTICE_LOG_LIMITS.noteLength} characters`}
        />
        {errors.note && (
          <p role="alert" className={s.error}>
            {errors.note}
          </p>
        )}
        {errors.form && <FormMessage kind="error">{errors.form}</FormMessage>}
      </form>
    </Dialog>
  );
}
