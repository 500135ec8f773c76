import { z } from 'zod';
import {
  NAME_DIRECTION_MESSAGE,
  RESERVED_NAME_MESSAGE,
  hasDirectionControls,
  isReservedName,
} from '../reserved-names';
import { sessionUserSchema } from './session-user';
import { userSchema } from './user';
import { visibleOrEmpty } from '../visible-text';

/** Messages the forms and the API show alike. */
export const AUTH_MESSAGES = {
  loginMissing: 'Please enter both email and password.',
  signupMissing: 'All fields are required',
  passwordTooShort: 'Password must be at least 8 characters.',
  emailMissing: 'Please enter your email address.',
  resetMissing: 'Please fill in both fields.',
  resetMismatch: 'Passwords do not match.',
  changeMismatch: "Passwords don't match.",
  missingToken: 'Missing token in URL',
  wrongCredentials: 'Wrong email or password.',
  emailTaken: 'An account with this email already exists.',
  wrongCurrentPassword: 'Current password is incorrect.',
  resetLinkSent: 'If an account exists for this email, a reset link is on its way.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordUpdated: 'Password updated',
  passwordReset: 'Password reset successful. You can now log in.',
} as const;

export const PASSWORD_MIN = 8;
const email = z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254);
const newPassword = z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(200);

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, AUTH_MESSAGES.loginMissing).max(254),
  password: z.string().min(1, AUTH_MESSAGES.loginMissing).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  // A new account is never an admin: a name that passes for the team is refused.
  fullname: z
    .string()
    .trim()
    .overwrite(visibleOrEmpty)
    .min(1, AUTH_MESSAGES.signupMissing)
    .max(100)
    .refine((v) => !hasDirectionControls(v), NAME_DIRECTION_MESSAGE)
    .refine((v) => !isReservedName(v), RESERVED_NAME_MESSAGE),
  email,
  password: newPassword,
});
export type SignupInput = z.infer<typeof signupSchema>;
/** The demo build's signup: no password (a demo account is no real account; login is by username). */
export const demoSignupSchema = signupSchema.omit({ password: true });
export type DemoSignupInput = z.infer<typeof demoSignupSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1, AUTH_MESSAGES.missingToken).max(200),
  newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** What login and signup answer: the user (never a password or hash) and a bearer token. */
export const authResponseSchema = z.object({ user: sessionUserSchema, token: z.string().min(1) });
export type AuthResponse = z.infer<typeof authResponseSchema>;
/** What login and signup answer in full: the whole user (a tab keeps authResponseSchema's part). */
export const authResultSchema = z.object({ user: userSchema, token: z.string().min(1) });

/** Forgot/reset password answer the same whatever happened to the email. */
export const messageResponseSchema = z.object({ message: z.string() });

/** The answer to a password change: a message and the token that replaces the old one. */
export const changePasswordResponseSchema = messageResponseSchema.extend({ token: z.string().min(1) });
