// Many realistic library items for the search benchmark, written straight into `library_items`
// with SQL (batches of rows sent as one JSON parameter), the same on PGlite and on a PostgreSQL
// server. The rows come from a seeded generator, so every run holds the same items.
//
// The mix: 60 % drills, 25 % tutorials, 15 % workouts; a drill or tutorial has a feature (one of
// the four tools) 60 % of the time; 90 % public, 3 % pending, 7 % private; owners skewed (a few
// authors write most items, the admin 5 %); 1-4 tags; a text body of 3-6 cues (a workout: 3-6
// steps); some with an image or comments; created over about two years. Exactly 1 % of the
// titles contain SEARCH_WORD (no tag does), which `?txt=` looks for.

/** In 1 % of the titles and nowhere else. */
export const SEARCH_WORD = 'planche';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TOOLS = ['holdOn', 'entryBuddy', 'shapeJam', 'drillDJ'];
const MODIFIERS = [
  'Slow',
  'Tempo',
  'Assisted',
  'Banded',
  'Freestanding',
  'Wall-facing',
  'Back-to-wall',
  'Tuck',
  'Straddle',
  'Pike',
  'One-leg',
  'Paused',
  'Eccentric',
  'Spotted',
  'Box',
  'Daily',
];
const EXERCISES = [
  'wall walk',
  'kick-up',
  'chest-to-wall hold',
  'heel pull',
  'toe pull',
  'shoulder shrug',
  'hollow hold',
  'arch hold',
  'press',
  'L-sit',
  'crow pose',
  'frog stand',
  'wrist warm-up',
  'scap push-up',
  'pike push-up',
  'handstand walk',
  'cartwheel bail',
  'forearm stand',
  'headstand',
  'wall scissor',
  'line drill',
  'stag balance',
  'finger balance',
  'bail practice',
  'shoulder opener',
  'pancake stretch',
  'pike compression',
  'block hop',
  'tuck slide',
  'straddle hold',
];
const SUFFIXES = [
  ' for beginners',
  ' with a block',
  ' on parallettes',
  ': 30 s sets',
  ' ladder',
  ' (advanced)',
  ' on the floor',
  ' with a partner',
  ' on canes',
  ': week 1',
  ': week 2',
  ' before work',
  ' in 10 minutes',
  ' without a wall',
];
const TAGS = [
  'wall',
  'balance',
  'strength',
  'mobility',
  'wrists',
  'shoulders',
  'core',
  'beginner',
  'intermediate',
  'advanced',
  'press',
  'kick-up',
  'line',
  'alignment',
  'breathing',
  'warm-up',
  'cool-down',
  'straddle',
  'tuck',
  'pike',
  'hollow',
  'arch',
  'scapula',
  'endurance',
  'timing',
  'partner',
  'parallettes',
  'canes',
  'floor',
  'bail',
  'fear',
  'control',
  'tempo',
  'flexibility',
  'hamstrings',
  'hips',
  'stability',
  'freestanding',
  'one-arm',
  'conditioning',
];
const GOALS = [
  'a straighter line',
  'steadier balance',
  'stronger shoulders',
  'confidence upside down',
  'control of the press',
  'open shoulders',
  'happy wrists',
  'longer holds',
];
const CUES = [
  'Push the floor away and keep the shoulders by the ears.',
  'Squeeze the glutes and point the toes without arching the lower back.',
  'Keep the ribs in and the hips stacked over the shoulders.',
  'Look between the hands, not at the wall.',
  'Shift the weight into the fingertips to save a fall towards the back.',
  'Breathe out slowly through the whole hold.',
  'Stop the set as soon as the line breaks; quality over time.',
  'Rest twice as long as the hold between sets.',
  'Film one set from the side and compare it with the last session.',
  'Spread the fingers wide and grip the floor with the finger pads.',
  'Walk the feet down the wall one small step at a time.',
  'Keep the elbows locked and the arms straight all the way.',
  'Drive the heels up as if reaching for the ceiling.',
  'Bail with a cartwheel to either side when you overbalance.',
];

/** mulberry32: small, fast and seeded. */
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  return { next, int, pick };
}

/** One owner per weight: index i weighs 1/(i+1). */
function ownerPicker(rnd, admin, users) {
  const weights = users.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((s, w) => s + w, 0);
  return () => {
    if (!users.length || rnd.next() < 0.05) return admin;
    let x = rnd.next() * total;
    for (let i = 0; i < users.length; i++) if ((x -= weights[i]) < 0) return users[i];
    return users[users.length - 1];
  };
}

const AUTHOR_INFO = {
  shareFullname: false,
  shareEmail: false,
  shareInstagram: false,
  shareFacebook: false,
  shareWebsite: false,
  shareYoutube: false,
  sharePicture: false,
  shareBio: false,
  bio: '',
};

/**
 * `count` item rows (snake_case, as the INSERT below reads them), owned by `admin` and `users`
 * (each `{ id, fullname }`), answered in batches of `batch`.
 */
export function* itemBatches(count, { admin, users, batch = 5000, seed = 20_260_101 }) {
  const rnd = generator(seed);
  const owner = ownerPicker(rnd, admin, users);
  const ids = new Set();
  const start = Date.UTC(2024, 0, 1);
  const step = Math.floor((2 * 365 * 24 * 3600 * 1000) / count);
  let rows = [];
  for (let i = 0; i < count; i++) {
    let id;
    do {
      id = Array.from({ length: 6 }, () => rnd.pick(ID_CHARS)).join('');
    } while (ids.has(id));
    ids.add(id);

    const r = rnd.next();
    const type = r < 0.6 ? 'drill' : r < 0.85 ? 'tutorial' : 'workout';
    const feature = type !== 'workout' && rnd.next() < 0.6 ? rnd.pick(TOOLS) : '';
    const exercise = i % 100 === 42 ? `${SEARCH_WORD} lean` : rnd.pick(EXERCISES);
    const suffix = rnd.next() < 0.4 ? rnd.pick(SUFFIXES) : '';
    const title = `${rnd.pick(MODIFIERS)} ${exercise}${suffix}${type === 'workout' ? ' workout' : ''}`;
    const tags = [...new Set(Array.from({ length: 1 + rnd.int(4) }, () => rnd.pick(TAGS)))];
    const body =
      type === 'workout'
        ? Array.from({ length: 3 + rnd.int(4) }, (_, s) => ({
            feature: rnd.pick(TOOLS),
            favoriteName: `Set ${s + 1}`,
          }))
        : Array.from({ length: 3 + rnd.int(4) }, () => rnd.pick(CUES)).join(' ');
    const s = rnd.next();
    const status = s < 0.9 ? 'public' : s < 0.93 ? 'pending' : 'private';
    const by = owner();
    const createdAt = start + i * step + rnd.int(step);
    const msgs =
      rnd.next() < 0.1
        ? Array.from({ length: 1 + rnd.int(3) }, (_, m) => {
            const from = rnd.pick(users.length ? users : [admin]);
            return {
              id: `${id}-${m}`,
              by: { _id: from.id, fullname: from.fullname },
              txt: rnd.pick(['Great cue, thanks!', 'Helped my line a lot.', 'How long should I rest?']),
              createdAt: createdAt + (m + 1) * 3_600_000,
            };
          })
        : [];
    rows.push({
      id,
      title,
      type,
      feature,
      description: `${title} to build ${rnd.pick(GOALS)}. ${rnd.pick(CUES)}`,
      body,
      tags,
      tags_text: tags.join(' '),
      links: [],
      external_links: [],
      video_data: [],
      img_data: rnd.next() < 0.2 ? [{ url: `/api/media/${id}.webp`, caption: '', isMain: true }] : [],
      author_info: { ...AUTHOR_INFO, shareFullname: rnd.next() < 0.3 },
      status,
      owner_id: by.id,
      created_at: createdAt,
      msgs,
    });
    if (rows.length === batch) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length) yield rows;
}

const INSERT = `
  insert into library_items (id, title, type, feature, description, body, tags, tags_text, links,
    external_links, video_data, img_data, author_info, status, owner_id, created_at, msgs, version)
  select id, title, type, feature, description, body, tags, tags_text, links, external_links,
    video_data, img_data, author_info, status, owner_id, created_at, msgs, 1
  from jsonb_to_recordset($1::jsonb) as r(id text, title text, type text, feature text,
    description text, body jsonb, tags text[], tags_text text, links jsonb, external_links jsonb,
    video_data jsonb, img_data jsonb, author_info jsonb, status text, owner_id text,
    created_at bigint, msgs jsonb)
  on conflict (id) do nothing`;

/**
 * Adds `count` items to the database behind `db` (`query(sql, params)` answering `{ rows }`:
 * a pg Client or a PGlite), owned by its users (the first admin 5 %, the others skewed), then
 * VACUUM ANALYZE. Answers the owners (admin first) and what the benchmark's queries match.
 *
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: any[] }> }} db
 * @param {number} count
 * @param {(done: number) => void} [progress]
 */
export async function seedItems(db, count, progress = () => {}) {
  const { rows: people } = await db.query(
    'select id, fullname, is_admin from users order by is_admin desc, created_at, id',
  );
  const [admin, ...users] = people;
  if (!admin?.is_admin) throw new Error('no admin in users: start the server once before seeding');
  let done = 0;
  for (const rows of itemBatches(count, { admin, users })) {
    await db.query(INSERT, [JSON.stringify(rows)]);
    progress((done += rows.length));
  }
  await db.query('vacuum analyze library_items');
  await db.query('vacuum analyze users');
  const { rows } = await db.query(
    `select count(*)::int as items,
       count(*) filter (where title ilike $1 or tags_text ilike $1)::int as txt,
       count(*) filter (where (title ilike $1 or tags_text ilike $1) and status = 'public')::int as txt_public,
       count(*) filter (where type = 'drill' and feature = 'holdOn' and status = 'public')::int as filtered_public
     from library_items`,
    [`%${SEARCH_WORD}%`],
  );
  return { admin, users, counts: rows[0] };
}
