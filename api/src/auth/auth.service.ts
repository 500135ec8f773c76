import { createHash, randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  AUTH_MESSAGES,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type SignupInput,
  type User,
} from '@handyq/domain/schemas';
import { errorText } from '../common/error-text';
import { redactUrl } from '../common/logging';
import { CONFIG, type AppConfig } from '../config';
import { DomainEvents } from '../events/domain-events';
import { MailService } from '../mail/mail.service';
import { HashBusyException } from '../users/hash-gate';
import { PasswordHasher } from '../users/password-hasher';
import { EmailTakenError, USER_MESSAGES, UsersService } from '../users/users.service';
import { AuthRepository } from './auth.repository';
import type { TokenPayload } from './jwt.strategy';
import { RateLimiter } from '../limits/rate-limiter';
import { LIMIT_RULES, type LimitRules } from '../limits/limit-rules';

/** How long a mailed reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthResult {
  user: User;
  token: string;
}

/** An error a form shows as is: `message` and `err` say the same. */
const shown = (text: string) => ({ message: text, err: text });

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

@Injectable()
export class AuthService {
  private readonly log = new Logger(AuthService.name);
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly tokens: AuthRepository,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly mail: MailService,
    private readonly limits: RateLimiter,
    @Inject(LIMIT_RULES) private readonly rules: LimitRules,
    private readonly events: DomainEvents,
  ) {}

  /** A token for the user at their current token version. */
  private async issue(user: User): Promise<AuthResult> {
    const tv = await this.users.tokenVersion(user._id);
    if (tv === undefined) throw new UnauthorizedException();
    // A random id per token, so one token (one device) can be logged out alone.
    const payload: TokenPayload = { sub: user._id, tv, jti: randomBytes(16).toString('base64url') };
    return { user, token: await this.jwt.signAsync(payload) };
  }

  /** Ends this token now, server-side: it is refused from then on, on every instance. */
  async logout(token: Pick<TokenPayload, 'jti'> & { exp: number }): Promise<void> {
    await this.tokens.revokeToken(token.jti, new Date(token.exp * 1000));
    await this.events.publish('auth.token-revoked', { jti: token.jti });
  }

  /**
   * A new basic account (UsersService.create's defaults); 409 when the email is taken in any
   * case. Every signup from an IP counts towards SIGNUP_LIMIT per hour.
   */
  async signup(input: SignupInput, ip: string): Promise<AuthResult> {
    await this.limits.take(this.rules.signup, ip);
    const passwordHash = await this.hasher.hash(input.password, ip);
    try {
      const user = await this.users.create({ fullname: input.fullname, email: input.email, passwordHash });
      return await this.issue(user);
    } catch (err) {
      if (err instanceof EmailTakenError) throw new ConflictException(shown(AUTH_MESSAGES.emailTaken));
      throw err;
    }
  }

  /**
   * 401 'Wrong email or password.' for an unknown email and a wrong password alike. Every
   * attempt is counted before the password is checked, per email (LOGIN_FAIL_LIMIT in 15
   * minutes) and per address (LOGIN_IP_FAIL_LIMIT): past either, 429, even with the right
   * password. A success forgets the email's failures and gives the address its attempt back.
   */
  async login(input: LoginInput, ip: string): Promise<AuthResult> {
    await this.limits.take(this.rules.loginIp, ip);
    await this.limits.take(this.rules.login, input.email);
    const creds = await this.users.credentialsByEmail(input.email);
    let ok: boolean;
    try {
      ok = await this.hasher.verify(creds?.passwordHash, input.password, ip);
    } catch (err) {
      // Refused unchecked (the server is busy hashing): not held against the address. It stays
      // counted for the email: a burst against one account must not get more tries by this.
      if (err instanceof HashBusyException) await this.limits.refund(this.rules.loginIp, ip);
      throw err;
    }
    const user = ok && creds ? await this.users.findById(creds.id) : undefined;
    if (!user) throw new UnauthorizedException(shown(AUTH_MESSAGES.wrongCredentials));
    await this.limits.clear(this.rules.login, input.email);
    await this.limits.refund(this.rules.loginIp, ip);
    if (creds && this.hasher.outdated(creds.passwordHash))
      await this.rehash(creds.id, creds.passwordHash, input, ip);
    return this.issue(user);
  }

  /**
   * A hash made with older parameters is replaced by one with today's, now that the password is
   * known. Best effort: a busy server or a failed write leaves the old hash, which still works.
   */
  private async rehash(id: string, oldHash: string, input: LoginInput, ip: string): Promise<void> {
    try {
      await this.users.upgradePasswordHash(id, oldHash, await this.hasher.hash(input.password, ip));
    } catch (err) {
      this.log.warn(`Password rehash skipped: ${errorText(err).message}`);
    }
  }

  /**
   * Checks the current password, sets the new one and kills every older token; answers a
   * fresh token so the tab that changed it stays logged in. Only the user themself.
   */
  async changePassword(
    viewer: User,
    id: string,
    input: ChangePasswordInput,
  ): Promise<{ message: string; token: string }> {
    // The current password is the user's to know: admins too are refused for others.
    if (viewer._id !== id) throw new ForbiddenException(USER_MESSAGES.notYours);
    const creds = await this.users.credentialsById(id);
    if (!creds) throw new NotFoundException(USER_MESSAGES.notFound);
    // Counted before the check, like a login: a stolen session cannot guess the password.
    await this.limits.take(this.rules.passwordChange, id);
    if (!(await this.hasher.verify(creds.passwordHash, input.currentPassword))) {
      throw new BadRequestException(shown(AUTH_MESSAGES.wrongCurrentPassword));
    }
    await this.limits.clear(this.rules.passwordChange, id);
    await this.users.setPassword(id, await this.hasher.hash(input.newPassword));
    await this.tokens.deleteResetTokensOf(id);
    await this.events.publish('auth.tokens-revoked', { userId: id });
    const { token } = await this.issue(viewer);
    return { message: AUTH_MESSAGES.passwordUpdated, token };
  }

  /**
   * Mails a reset link when the email has an account. The answer is the same, and as quick,
   * either way: it waits only for the limits (FORGOT_PASSWORD_IP_LIMIT requests per address,
   * then FORGOT_PASSWORD_LIMIT per email, known or not, per hour); looking the email up, making
   * the token and mailing happen after it, and a failure there is logged.
   */
  async forgotPassword(input: ForgotPasswordInput, ip: string): Promise<{ message: string }> {
    await this.limits.take(this.rules.forgotIp, ip);
    await this.limits.take(this.rules.forgot, input.email);
    this.mail.sendLater('Mailing a reset link', async () => {
      const user = await this.users.findByEmail(input.email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await this.tokens.saveResetToken(sha256(token), user._id, new Date(Date.now() + RESET_TOKEN_TTL_MS));
      const link = `${this.config.publicUrl}/reset-password?token=${token}`;
      try {
        await this.mail.send({
          to: user.email,
          subject: 'Reset your HandyQ password',
          text:
            `Hi ${user.fullname},\n\nSomeone (hopefully you) asked to reset your HandyQ password.\n` +
            `Choose a new one here within the next hour:\n\n${link}\n\n` +
            `If it was not you, ignore this mail: your password stays as it is.\n`,
        });
        // The token stays in the mail file: a log is read by more people than a mailbox.
        if (this.mail.mode === 'outbox')
          this.log.log(
            `Password reset link for user ${user._id}: ${redactUrl(link)} (full link in the outbox mail)`,
          );
      } catch (err) {
        // the account by its id: a log is read by more people than a mailbox, an email is personal
        this.log.error(`Could not mail the reset link to user ${user._id}: ${String(err)}`);
      }
    });
    return { message: AUTH_MESSAGES.resetLinkSent };
  }

  /** Sets the password of a valid, unused, unexpired reset token; older tokens die. */
  async resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
    const userId = await this.tokens.consumeResetToken(sha256(input.token));
    if (!userId || !(await this.users.setPassword(userId, await this.hasher.hash(input.newPassword)))) {
      throw new BadRequestException(shown(AUTH_MESSAGES.resetTokenInvalid));
    }
    await this.tokens.deleteResetTokensOf(userId);
    await this.events.publish('auth.tokens-revoked', { userId });
    return { message: AUTH_MESSAGES.passwordReset };
  }
}
