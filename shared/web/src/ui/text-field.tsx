import {
  useId,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import s from './text-field.module.css';

type FieldProps = { label: string; hint?: string } & (
  | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
  | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
);

/** A labelled input (or textarea with `multiline`), big enough to tap on a phone. */
export function TextField({ label, hint, multiline, className, ...rest }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={[s.field, className ?? ''].join(' ')}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          aria-describedby={hintId}
          className={s.input}
          {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)}
        />
      ) : (
        <input
          id={id}
          aria-describedby={hintId}
          className={s.input}
          {...(rest as InputHTMLAttributes<HTMLInputElement>)}
        />
      )}
      {hint && (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled select, styled and sized like TextField. */
export function SelectField({
  label,
  hint,
  className,
  children,
  ...rest
}: { label: string; hint?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={[s.field, className ?? ''].join(' ')}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <select id={id} aria-describedby={hintId} className={s.input} {...rest}>
        {children}
      </select>
      {hint && (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A form's outcome line: an error is announced at once, a success politely. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: string }) {
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`${s.message} ${s[kind]}`}>
      {children}
    </p>
  );
}
