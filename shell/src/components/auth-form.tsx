import type { FormEvent, ReactNode } from 'react';
import { Button, Card, FormMessage } from '@handyq/web';
import type { Outcome } from '@handyq/web/server';
import s from './auth-form.module.css';

/** The card every account form sits in: title, fields, one submit button and its outcome. */
export function AuthForm({
  title,
  submitLabel,
  busy,
  outcome,
  onSubmit,
  children,
  footer,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  outcome: Outcome;
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Card className={s.card} aria-label={title}>
      <h1 className={s.title}>{title}</h1>
      <form className={s.form} onSubmit={submit} noValidate>
        {children}
        {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
        <Button type="submit" block disabled={busy}>
          {submitLabel}
        </Button>
      </form>
      {footer && <div className={s.footer}>{footer}</div>}
    </Card>
  );
}
