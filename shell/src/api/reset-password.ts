import type { ResetPasswordInput } from '@handyq/domain/schemas';
import { api } from '@handyq/web/server';

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post('auth/reset-password', { json: input });
}
