import { z } from 'zod';
import type { ChangePasswordInput } from '@handyq/shared/schemas';
import { api } from '@handyq/shared/web/server';

const answer = z.object({ message: z.string(), token: z.string().min(1) });

/** Changes the password; the answer's token replaces the old one (which the server killed). */
export async function changePassword(id: string, input: ChangePasswordInput): Promise<string> {
  return answer.parse(await api.post(`user/${id}/change-password`, { json: input }).json()).token;
}
