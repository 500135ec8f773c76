import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { RESERVED_NAME_MESSAGE } from '@handyq/domain';
import { DB, type DbHandle } from '../src/db/database';
import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

const LINK_MESSAGE = 'Links must start with http:// or https://';
const PICTURE_MESSAGE = 'The picture must be one uploaded here';

describe.each(DB_TARGETS)('what a profile may hold on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let me: Account;
  beforeAll(async () => {
    t = await startTestApp(target, { env: ADMIN_ENV });
    api = apiClient(t, []);
    me = await signUp(api, 'Profile');
  });
  afterAll(() => t.close());

  const put = async (account: Account, changes: Record<string, unknown>) => {
    const current = await api.get(`/api/user/${account.user._id}`, account.token).expect(200);
    return api
      .put(`/api/user/${account.user._id}`, account.token)
      .send({ version: current.body.version, ...changes });
  };

  it.each([
    ['website', 'javascript:alert(document.cookie)', LINK_MESSAGE],
    ['instagram', 'data:text/html,<script>alert(1)</script>', LINK_MESSAGE],
    ['other', 'ftp://files.example.com/x', LINK_MESSAGE],
    ['youtube', 'youtube.com/@me', LINK_MESSAGE],
    ['imgUrl', 'https://tracker.example.com/pixel.gif', PICTURE_MESSAGE],
    ['imgUrl', '//tracker.example.com/pixel.gif', PICTURE_MESSAGE],
    ['imgUrl', '/api/media/../../avatars/x', PICTURE_MESSAGE],
  ])('%s = %s is refused, naming the field; nothing is stored', async (field, value, message) => {
    const res = await put(me, { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: message });
    const stored = await api.get(`/api/user/${me.user._id}`).expect(200);
    expect(stored.body[field]).not.toBe(value);
  });

  it('keeps http(s) links, an uploaded picture and the stock one', async () => {
    const saved = await put(me, {
      website: 'https://handstands.example.org/me',
      facebook: 'http://facebook.com/me',
      imgUrl: '/api/media/0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      website: 'https://handstands.example.org/me',
      facebook: 'http://facebook.com/me',
    });
    expect((await put(me, { imgUrl: '/api/avatars/default.svg', website: '' })).status).toBe(200);
  });

  it.each(['HandyQ', 'Handy Q', 'ADMIN', 'H4ndyQ', 'Moderator'])(
    'a new account may not be called %s',
    async (fullname) => {
      const res = await api
        .post('/api/auth/signup')
        .send({ fullname, email: `${fullname.replace(/\W/g, '')}@example.com`, password: 'a-password-1' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ fullname: RESERVED_NAME_MESSAGE });
    },
  );

  it('a user may not rename themself to a reserved name; an admin account may carry one', async () => {
    const res = await put(me, { fullname: 'HandyQ' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ fullname: RESERVED_NAME_MESSAGE });
    const admin = await logIn(api, ADMIN.email, ADMIN.password);
    // Nor may an admin give a user such a name: it would pass for the team all the same.
    const byAdmin = await api.put(`/api/user/${me.user._id}`, admin.token).send({
      version: (await api.get(`/api/user/${me.user._id}`, me.token)).body.version,
      fullname: 'Admin',
    });
    expect(byAdmin.status).toBe(400);
    expect((await put(admin, { fullname: 'HandyQ Support' })).status).toBe(200);
  });

  it('the migration blanks script links and outside pictures stored before the rule', async () => {
    const db = t.app.get<DbHandle>(DB).db;
    const victim = await signUp(api, 'Legacy');
    await db.execute(sql`update users set website = 'javascript:alert(1)', instagram = 'https://instagram.com/ok',
      other = 'data:text/html,x', img_url = 'https://tracker.example.com/p.gif' where id = ${victim.user._id}`);
    const migration = fs.readFileSync(
      path.join(__dirname, '..', 'drizzle', '0007_profile_links_own_images.sql'),
      'utf8',
    );
    await db.execute(sql.raw(migration));
    const after = await api.get(`/api/user/${victim.user._id}`, victim.token).expect(200);
    expect(after.body).toMatchObject({
      website: '',
      other: '',
      instagram: 'https://instagram.com/ok',
      imgUrl: '/api/avatars/default.svg',
      version: victim.user.version + 1,
    });
    // A profile already within the rules is left as it was.
    const untouched = await api.get(`/api/user/${me.user._id}`, me.token).expect(200);
    await db.execute(sql.raw(migration));
    expect((await api.get(`/api/user/${me.user._id}`, me.token)).body.version).toBe(untouched.body.version);
  });
});
