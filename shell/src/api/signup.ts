import {
  authResponseSchema,
  type AuthResponse,
  type DemoSignupInput,
  type SignupInput,
} from '@handyq/domain/schemas';
import { api } from '@handyq/web/server';

export async function signup(input: SignupInput | DemoSignupInput): Promise<AuthResponse> {
  return authResponseSchema.parse(await api.post('auth/signup', { json: input }).json());
}
