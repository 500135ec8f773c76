import type { ForgotPasswordInput } from '@handyq/domain/schemas';
import { api } from '@handyq/web/server';

export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  await api.post('auth/forgot-password', { json: input });
}
