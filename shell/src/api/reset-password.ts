import type { ResetPasswordInput } from '@handyq/shared/schemas';
import { api } from '@handyq/shared/web/server';

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post('auth/reset-password', { json: input });
}
