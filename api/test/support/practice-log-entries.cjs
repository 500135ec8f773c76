// A user's practice log of many entries written straight into the table (the API's daily limit
// would take weeks): used by the stats bench and by the API test that checks the stats over
// 10,000 entries, so both judge the same log.
const DAY_MS = 86_400_000;

/**
 * SQL that inserts `count` runs for `userId`, spread over 400 days before `now` (ms), every 11th
 * day missed; tool, figures and time of day vary from run to run.
 * @param {string} userId
 * @param {number} now
 * @param {number} count
 */
function seedEntriesSql(userId, now, count) {
  if (!/^[\w-]{1,64}$/.test(userId)) throw new Error(`not a user id: ${userId}`);
  if (!Number.isSafeInteger(now) || !Number.isSafeInteger(count) || count < 0) {
    throw new Error('now and count are whole numbers');
  }
  return `
    insert into practice_log (user_id, id, tool, name, inputs, sets, started_at, ended_at, created_at,
      held_seconds, longest_hold, entries, shapes, reps)
    select '${userId}', gen_random_uuid()::text, tool, 'Custom', '{}', '[]', started, started + 60000 * (1 + i % 30), ${now}::bigint,
      case when tool = 'holdOn' then 5 + (i * 37) % 120 + (i % 3) * 10 else 0 end,
      case when tool = 'holdOn' then 5 + (i * 37) % 120 else 0 end,
      case when tool = 'entryBuddy' then (i * 13) % 50 + 1 else 0 end,
      case when tool = 'shapeJam' then (i * 17) % 60 + 1 else 0 end,
      case when tool = 'drillDJ' then (i * 19) % 70 + 1 else 0 end
    from (
      select i, (array['holdOn', 'entryBuddy', 'shapeJam', 'drillDJ'])[1 + (i / 3) % 4] as tool,
        ${now}::bigint - (case when (i * 7919) % 400 % 11 = 3 then (i * 7919) % 400 + 1 else (i * 7919) % 400 end) * ${DAY_MS}::bigint
          - (i % 1440) * 60000 - i as started
      from generate_series(1, ${count}) as i
    ) as runs`;
}

module.exports = { seedEntriesSql };
