import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, type Account } from './accounts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new private item of `owner`'s (as the PracticeLab's 'Add' makes one); its id. */
export async function privateItem(
  request: APIRequestContext,
  owner: Account,
  title: string,
): Promise<string> {
  const created = await request.post('/api/libraryItem', {
    headers: auth(owner.token),
    data: { title, type: 'drill' },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { _id: string })._id;
}

/** The item as its owner reads it. */
export async function readItem(request: APIRequestContext, owner: Account, id: string) {
  const res = await request.get(`/api/libraryItem/${id}`, { headers: auth(owner.token) });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { status: string; videoData: { url: string; caption: string }[] };
}

/** A new public item of `owner`'s (published, then approved by the admin); its id. */
export async function publicItem(request: APIRequestContext, owner: Account, title: string): Promise<string> {
  const created = await request.post('/api/libraryItem', {
    headers: auth(owner.token),
    data: { title, type: 'drill', body: 'Kick up against the wall and hold.' },
  });
  expect(created.ok()).toBe(true);
  let item = (await created.json()) as Record<string, unknown> & { _id: string };
  const move = async (token: string, status: string) => {
    const { author: _author, ...body } = item;
    const res = await request.put(`/api/libraryItem/${item._id}`, {
      headers: auth(token),
      data: { ...body, status },
    });
    expect(res.ok(), await res.text()).toBe(true);
    item = (await res.json()) as typeof item;
  };
  await move(owner.token, 'pending');
  await move(await adminToken(request), 'public');
  return item._id;
}
