import {
  authResultSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  resetPasswordSchema,
  signupSchema,
  userSchema,
} from '@handyq/domain/schemas';
import { json, noContent, type RouteTable } from '../api-route';

const TOO_MANY = 'Too many attempts from this address or for this account (Retry-After says when to retry)';

export const authRoutes: RouteTable = {
  tag: 'Accounts',
  routes: {
    'POST /api/auth/signup': {
      summary: 'Sign up',
      description: 'A new Basic account, logged in at once.',
      auth: 'none',
      body: signupSchema,
      answers: { 201: json('The new user and a bearer token', authResultSchema) },
      errors: { 409: 'An account with this email exists', 429: TOO_MANY },
    },
    'POST /api/auth/login': {
      summary: 'Log in',
      auth: 'none',
      body: loginSchema,
      answers: { 200: json('The user and a bearer token', authResultSchema) },
      errors: { 401: 'Wrong email or password', 429: TOO_MANY },
    },
    'POST /api/auth/logout': {
      summary: 'Log out this device',
      description: 'Ends the bearer token sent, server-side; other devices stay logged in.',
      auth: 'bearer',
      answers: { 204: noContent('Logged out') },
    },
    'GET /api/auth/me': {
      summary: 'The user of the bearer token',
      auth: 'bearer',
      answers: { 200: json('The whole user', userSchema) },
    },
    'POST /api/auth/forgot-password': {
      summary: 'Ask for a password reset link',
      description: 'Answers the same whether or not an account has the email.',
      auth: 'none',
      body: forgotPasswordSchema,
      answers: { 200: json('A message to show', messageResponseSchema) },
      errors: { 429: TOO_MANY },
    },
    'POST /api/auth/reset-password': {
      summary: 'Set a new password with a reset link’s token',
      auth: 'none',
      body: resetPasswordSchema,
      answers: { 200: json('A message to show', messageResponseSchema) },
    },
    'POST /api/user/:id/change-password': {
      summary: 'Change one’s own password',
      description:
        'Every other token of the account stops working; the answer carries the one that replaces it.',
      auth: 'bearer',
      body: changePasswordSchema,
      answers: { 200: json('A message and the new bearer token', changePasswordResponseSchema) },
      errors: { 403: 'Not the caller’s own account', 404: 'No such user' },
    },
  },
};
