import { authResponseSchema, type AuthResponse, type SignupInput } from '@handyq/shared/schemas';
import { api } from '@handyq/shared/web/server';

export async function signup(input: SignupInput): Promise<AuthResponse> {
  return authResponseSchema.parse(await api.post('auth/signup', { json: input }).json());
}
