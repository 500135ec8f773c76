import type { ForgotPasswordInput } from '@handyq/shared/schemas';
import { api } from '@handyq/shared/web/server';

export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  await api.post('auth/forgot-password', { json: input });
}
