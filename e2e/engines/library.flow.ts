import { apiSignUp } from '../support/accounts';
import { publicItem } from '../support/library-items';
import { shot, test } from './fixtures';

// The Library Kit in each engine: the PracticeLab lists the library, and an item's page shows a
// comment another reader posts while it is open, live over the socket, with no reload.

test("the PracticeLab lists items; an open item shows another reader's comment as it is posted", async ({
  phone,
  request,
}) => {
  const owner = await apiSignUp(request, 'Engine Owner');
  const reader = await apiSignUp(request, 'Engine Reader');
  const title = `Wall line ${phone.engine} ${Date.now()}`;
  const id = await publicItem(request, owner, title);

  await phone.storeLogin(owner);
  await phone.goto('/libraryKit/practiceLab');
  await phone.see({ role: 'heading', name: 'PracticeLab' });
  await phone.see({ role: 'link', name: title });
  await shot(phone, 'practicelab');
  await phone.click({ role: 'link', name: title });
  await phone.waitForPath(new RegExp(`/libraryKit/libraryItem/${id}$`));
  await phone.see({ text: 'No comments yet.' });
  // a mark on the open page: it must still be there when the comment comes
  await phone.evaluate(() => ((window as unknown as { mark: number }).mark = 1), null);

  const posted = await request.post(`/api/libraryItem/${id}/msg`, {
    headers: { Authorization: `Bearer ${reader.token}` },
    data: { txt: `Stack the hips first (${phone.engine}).` },
  });
  test.expect(posted.status()).toBe(201);
  await phone.see({ text: `Stack the hips first (${phone.engine}).` });
  await phone.see({ text: 'Engine Reader', exact: false });
  test.expect(await phone.evaluate(() => (window as unknown as { mark?: number }).mark, null)).toBe(1);
});
