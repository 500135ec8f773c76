import { useState, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { EmailField, PasswordField } from './credential-fields';

function Controlled({ field }: { field: (value: string, set: (v: string) => void) => ReactNode }) {
  const [value, setValue] = useState('');
  return (
    <>
      {field(value, setValue)}
      <output>{value}</output>
    </>
  );
}

describe('EmailField', () => {
  it('is an email input labelled Email that the browser fills with a saved address', () => {
    render(<EmailField value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  it('hands what is typed to its owner and shows a hint tied to the input', () => {
    render(
      <Controlled
        field={(value, set) => (
          <EmailField
            hint="Your username is the part before the @."
            value={value}
            onChange={(e) => set(e.target.value)}
          />
        )}
      />,
    );
    const input = screen.getByLabelText('Email');
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    expect(screen.getByRole('status').textContent).toBe('ada@example.com');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your username is the part before the @.',
    );
  });
});

describe('PasswordField', () => {
  it('is labelled Password unless told otherwise, and hides what is typed', () => {
    render(<PasswordField purpose="current" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
  });

  it('asks the browser for the saved password where one is asked for', () => {
    render(<PasswordField label="Current password" purpose="current" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password');
  });

  it('lets the browser suggest and save a password where one is chosen', () => {
    render(
      <>
        <PasswordField label="New password" purpose="new" value="" onChange={() => {}} />
        <PasswordField label="Confirm password" purpose="new" value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('hands what is typed to its owner', () => {
    render(
      <Controlled
        field={(value, set) => (
          <PasswordField purpose="new" value={value} onChange={(e) => set(e.target.value)} />
        )}
      />,
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    expect(screen.getByRole('status').textContent).toBe('correct horse');
  });
});
