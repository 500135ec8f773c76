import type { AuthorInfo } from '@handyq/domain/schemas';
import { TextField } from '@handyq/web';
import type { ListChange } from './types';
import s from './item-editor.module.css';

type ShareFlag = Exclude<keyof AuthorInfo, 'bio'>;

/** The sharing choices, in the order the item's About the Author section shows them. */
export const SHARE_LABELS: [ShareFlag, string][] = [
  ['shareFullname', 'Share my full name'],
  ['shareEmail', 'Share my email'],
  ['sharePicture', 'Share my picture'],
  ['shareBio', 'Share my bio'],
  ['shareInstagram', 'Share my Instagram'],
  ['shareFacebook', 'Share my Facebook'],
  ['shareWebsite', 'Share my website'],
  ['shareYoutube', 'Share my YouTube'],
];

/**
 * What the item shows about its author: each part of the profile only if ticked (nothing by
 * default). With the bio shared, the author may write the bio this item shows.
 */
export function AuthorSharing({ info, onChange }: { info: AuthorInfo; onChange: ListChange<AuthorInfo> }) {
  return (
    <fieldset className={s.section}>
      <legend>About the author</legend>
      <p className={s.muted}>Choose what this item shows about you. Nothing is shared unless ticked.</p>
      <div className={s.checks}>
        {SHARE_LABELS.map(([flag, label]) => (
          <label key={flag} className={s.check}>
            <input
              type="checkbox"
              checked={info[flag]}
              onChange={(e) => {
                const on = e.target.checked;
                onChange((current) => ({ ...current, [flag]: on }));
              }}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {info.shareBio && (
        <TextField
          multiline
          label="Author bio"
          rows={4}
          maxLength={2000}
          value={info.bio}
          onChange={(e) => {
            const bio = e.target.value;
            onChange((current) => ({ ...current, bio }));
          }}
        />
      )}
    </fieldset>
  );
}
