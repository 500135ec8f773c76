import { authResponseSchema, type AuthResponse, type LoginInput } from '@handyq/domain/schemas';
import { api } from '@handyq/web/server';

export async function login(input: LoginInput): Promise<AuthResponse> {
  return authResponseSchema.parse(await api.post('auth/login', { json: input }).json());
}
