import type { InputHTMLAttributes } from 'react';
import { TextField } from './text-field';

// The email and password inputs of the account forms (login, signup, forgot and reset password,
// the profile's change password), so each is typed and autocompleted the same way everywhere:
// the browser fills a saved address, fills a saved password where one is asked for, and offers
// to generate and save one where a password is chosen.

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'> & {
  hint?: string;
};

/** An account's email address: labelled 'Email'. */
export function EmailField(props: InputProps) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}

/**
 * A password input. `current`: the password the account has (login, or confirming who one is);
 * `new`: one being chosen (signup, reset, change, and its confirmation).
 */
export function PasswordField({
  label = 'Password',
  purpose,
  ...rest
}: InputProps & { label?: string; purpose: 'current' | 'new' }) {
  return <TextField label={label} type="password" autoComplete={`${purpose}-password`} {...rest} />;
}
