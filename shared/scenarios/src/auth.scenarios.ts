// Accounts and sessions: /api/auth and the password change.
import { PLAN_LIMITS } from '@handyq/domain';
import { DEMO_TEXTS } from '@handyq/domain/demo-texts';
import { RESERVED_NAME_MESSAGE } from '@handyq/domain';
import { AUTH_MESSAGES } from '@handyq/domain/schemas/auth';
import { newUserDefaults } from '@handyq/domain/user-rules';
import { SCENARIO_PASSWORD, call, type Scenario } from './scenario';

/** The demo keeps no passwords and sends no mail: a demo account is never a real one. */
const NO_PASSWORDS = 'the demo keeps no passwords: a username logs in';
const NO_MAIL = {
  why: 'the demo sends no email',
  expect: { status: 400, body: { err: DEMO_TEXTS.noEmail } },
};
const KEEPS_NO_PASSWORDS = {
  why: NO_PASSWORDS,
  expect: { status: 400, body: { err: DEMO_TEXTS.noPasswords } },
};

const login = (email: string, password = SCENARIO_PASSWORD) => ({ email, password });
const changePassword = (currentPassword: string) => ({ currentPassword, newPassword: 'a-new-password-1' });

export const AUTH_SCENARIOS: Scenario[] = [
  {
    name: 'signing up makes an ordinary Basic account with the stock picture, logged in',
    steps: [
      call(
        'POST /api/auth/signup',
        undefined,
        {
          status: 201,
          body: {
            user: {
              fullname: 'Ada Quill',
              username: 'ada.$run',
              email: 'ada.$run@example.com',
              ...newUserDefaults(),
              notifications: [],
              version: 1,
            },
          },
        },
        {
          body: { fullname: 'Ada Quill', email: 'Ada.$run@Example.com', password: SCENARIO_PASSWORD },
          signs: 'ada',
        },
      ),
      call('GET /api/auth/me', 'ada', {
        status: 200,
        body: { _id: '$ada._id', email: 'ada.$run@example.com' },
      }),
    ],
  },
  {
    name: 'the username is the part of the email before the @',
    accounts: ['sam'],
    steps: [
      call(
        'POST /api/auth/signup',
        undefined,
        { status: 201, body: { user: { username: '$sam.username' } } },
        {
          body: { fullname: 'Sam Other', email: '$sam.username@example.org', password: SCENARIO_PASSWORD },
          demo: {
            why: "a username logs in to the demo, so a second one gets a number: '…2'",
            expect: { status: 201, body: { user: { username: '${sam.username}2' } } },
          },
        },
      ),
    ],
  },
  {
    name: 'an email already used, in any case, cannot sign up again',
    accounts: ['ada'],
    steps: [
      call(
        'POST /api/auth/signup',
        undefined,
        { status: 409, body: { message: AUTH_MESSAGES.emailTaken, err: AUTH_MESSAGES.emailTaken } },
        { body: { fullname: 'Ada Again', email: 'ADA.$run@example.com', password: SCENARIO_PASSWORD } },
      ),
    ],
  },
  {
    name: 'signup names the field that is wrong',
    steps: [
      call(
        'POST /api/auth/signup',
        undefined,
        { status: 400, body: { fields: { email: 'Please enter a valid email address.' } } },
        { body: { fullname: 'Bea', email: 'not-an-email', password: SCENARIO_PASSWORD } },
      ),
      call(
        'POST /api/auth/signup',
        undefined,
        { status: 400, body: { fields: { fullname: RESERVED_NAME_MESSAGE } } },
        {
          about: 'a name that passes for the team',
          body: { fullname: 'HandyQ', email: 'team.$run@example.com', password: SCENARIO_PASSWORD },
        },
      ),
      call(
        'POST /api/auth/signup',
        undefined,
        { status: 400, body: { fields: { password: AUTH_MESSAGES.passwordTooShort } } },
        {
          body: { fullname: 'Bea', email: 'bea.$run@example.com', password: 'short' },
          demo: { why: NO_PASSWORDS, expect: { status: 201 } },
        },
      ),
    ],
  },
  {
    name: 'logging in answers the user and a token that works',
    accounts: ['ada'],
    steps: [
      call(
        'POST /api/auth/login',
        undefined,
        { status: 200, body: { user: { _id: '$ada._id', email: '$ada.email' } } },
        { body: login('$ada.email'), signs: 'again' },
      ),
      call('GET /api/auth/me', 'again', { status: 200, body: { _id: '$ada._id' } }),
      call(
        'POST /api/auth/login',
        undefined,
        { status: 401, body: { err: AUTH_MESSAGES.wrongCredentials } },
        {
          about: 'a wrong password',
          body: login('$ada.email', 'not-the-password'),
          demo: { why: NO_PASSWORDS, expect: { status: 200, body: { user: { _id: '$ada._id' } } } },
        },
      ),
      call(
        'POST /api/auth/login',
        undefined,
        { status: 401, body: { err: AUTH_MESSAGES.wrongCredentials } },
        {
          about: 'an email nobody has',
          body: login('nobody.$run@example.com'),
          demo: { why: NO_PASSWORDS, expect: { status: 401, body: { err: DEMO_TEXTS.noUser } } },
        },
      ),
    ],
  },
  {
    name: 'who is logged in: only with a token',
    accounts: ['ada'],
    steps: [
      call('GET /api/auth/me', undefined, 401),
      call('GET /api/auth/me', 'ada', { status: 200, body: { _id: '$ada._id' } }),
    ],
  },
  {
    name: 'logging out ends that token and no other',
    why:
      'Logging out with no login is refused as any call that needs one is. (The demo answered ' +
      'it 204, as if a session had ended.)',
    accounts: ['ada'],
    steps: [
      call('POST /api/auth/login', undefined, 200, { body: login('$ada.email'), signs: 'phone' }),
      call('POST /api/auth/logout', 'phone', 204),
      call('GET /api/auth/me', 'phone', 401, {
        demo: {
          why: "a demo token only names the user: the demo's logout forgets it on the device",
          expect: { status: 200 },
        },
      }),
      call('GET /api/auth/me', 'ada', 200),
      call('POST /api/auth/logout', undefined, 401),
    ],
  },
  {
    name: 'forgot password answers the same for any email; a reset link that is not one is refused',
    accounts: ['ada'],
    steps: [
      call(
        'POST /api/auth/forgot-password',
        undefined,
        { status: 200, body: { message: AUTH_MESSAGES.resetLinkSent } },
        { body: { email: '$ada.email' }, demo: NO_MAIL },
      ),
      call(
        'POST /api/auth/forgot-password',
        undefined,
        { status: 200, body: { message: AUTH_MESSAGES.resetLinkSent } },
        { body: { email: 'nobody.$run@example.com' }, demo: NO_MAIL },
      ),
      call(
        'POST /api/auth/reset-password',
        undefined,
        { status: 400, body: { err: AUTH_MESSAGES.resetTokenInvalid } },
        { body: { token: 'x'.repeat(43), newPassword: 'a-new-password-1' }, demo: NO_MAIL },
      ),
    ],
  },
  {
    name: 'a password is changed by its owner only, with the current one',
    accounts: ['ada', 'max'],
    steps: [
      call('POST /api/user/$ada._id/change-password', 'max', 403, {
        body: changePassword(SCENARIO_PASSWORD),
        demo: KEEPS_NO_PASSWORDS,
      }),
      call(
        'POST /api/user/$ada._id/change-password',
        'ada',
        { status: 400, body: { err: AUTH_MESSAGES.wrongCurrentPassword } },
        { body: changePassword('not-the-password'), demo: KEEPS_NO_PASSWORDS },
      ),
      call(
        'POST /api/user/$ada._id/change-password',
        'ada',
        { status: 200, body: { message: AUTH_MESSAGES.passwordUpdated } },
        { body: changePassword(SCENARIO_PASSWORD), demo: KEEPS_NO_PASSWORDS },
      ),
    ],
  },
  {
    name: "the plans: trial mode, and each plan's limits",
    steps: [
      call('GET /api/plans', undefined, { status: 200, body: { trialMode: true, limits: PLAN_LIMITS } }),
    ],
  },
];
