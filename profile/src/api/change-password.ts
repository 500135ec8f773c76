import { changePasswordResponseSchema, type ChangePasswordInput } from '@handyq/domain/schemas';
import { api } from '@handyq/web/server';

/** Changes the password; the answer's token replaces the old one (which the server killed). */
export async function changePassword(id: string, input: ChangePasswordInput): Promise<string> {
  return changePasswordResponseSchema.parse(
    await api.post(`user/${id}/change-password`, { json: input }).json(),
  ).token;
}
