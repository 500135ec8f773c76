import { authResponseSchema, type AuthResponse, type LoginInput } from '@handyq/shared/schemas';
import { api } from '@handyq/shared/web/server';

export async function login(input: LoginInput): Promise<AuthResponse> {
  return authResponseSchema.parse(await api.post('auth/login', { json: input }).json());
}
