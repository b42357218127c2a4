import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testAppWithAdmin } from '../helpers/test-app-with-admin.ts';
import { signInAs } from '../helpers/sign-in.ts';
import { createGame } from '../factories/games.ts';
import { createSubmission } from '../factories/submissions.ts';

const t = testAppWithAdmin();

interface Listed {
  id: number;
  title: string;
  status: string;
  createdAt: string;
  similarGames: { id: number; slug: string; title: string }[];
}

const minutesAgo = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, 0) - minutes * 60_000);

/** 25 pending, 7 approved and 4 rejected submissions, each a minute older than the one before. */
beforeAll(async () => {
  const statuses = [
    ...Array<'pending'>(25).fill('pending'),
    ...Array<'approved'>(7).fill('approved'),
    ...Array<'rejected'>(4).fill('rejected'),
  ];
  for (const [index, status] of statuses.entries()) {
    await createSubmission(t.database.db, {
      title: `Queued Game ${index + 1}`,
      status,
      createdAt: minutesAgo(index * 3 + (status === 'pending' ? 0 : 1)),
    });
  }
});

const get = (url: string, headers: Record<string, string> | undefined = t.admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/submissions pages', () => {
  it('answers a page of a queue, newest first, with the number of matches in X-Total-Count', async () => {
    const first = await get('/api/submissions?status=pending&limit=10');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('25');
    const firstPage = first.json<Listed[]>();
    expect(firstPage.map((s) => s.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Queued Game ${i + 1}`));

    const last = await get('/api/submissions?status=pending&limit=10&offset=20');
    expect(last.headers['x-total-count']).toBe('25');
    expect(last.json<Listed[]>().map((s) => s.title)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Queued Game ${i + 21}`),
    );

    const beyond = await get('/api/submissions?status=pending&limit=10&offset=30');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('25');
  });

  it('pages through a queue without gaps or repeats, in the same order as the whole list', async () => {
    const whole = (await get('/api/submissions?status=approved')).json<Listed[]>();
    expect(whole).toHaveLength(7);
    const paged: Listed[] = [];
    for (let offset = 0; offset < 7; offset += 3) {
      const page = await get(`/api/submissions?status=approved&limit=3&offset=${offset}`);
      expect(page.headers['x-total-count']).toBe('7');
      paged.push(...page.json<Listed[]>());
    }
    expect(paged.map((s) => s.id)).toEqual(whole.map((s) => s.id));
    expect(paged.every((s) => s.status === 'approved')).toBe(true);
  });

  it('without limit answers every submission as before, and counts them all', async () => {
    const all = await get('/api/submissions');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(36);
    expect(all.headers['x-total-count']).toBe('36');
    const rejected = await get('/api/submissions?status=rejected');
    expect(rejected.json<Listed[]>().map((s) => s.status)).toEqual(Array(4).fill('rejected'));
    expect(rejected.headers['x-total-count']).toBe('4');
    const times = all.json<Listed[]>().map((s) => s.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it.each([
    ['limit=0', 'limit', 'Must be at least 1'],
    ['limit=101', 'limit', 'Must be at most 100'],
    ['limit=ten', 'limit', 'Must be a whole number'],
    ['offset=-1', 'offset', 'Must be a whole number'],
    ['status=waiting', 'status', 'Status is one of pending, approved, rejected'],
  ])('refuses %s with a clear message', async (query, path, message) => {
    const response = await get(`/api/submissions?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path, message }]);
  });
});

describe('GET /api/submissions/counts', () => {
  it('counts each queue, and follows a decision', async () => {
    const before = await get('/api/submissions/counts');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ pending: 25, approved: 7, rejected: 4 });

    const [newest] = (await get('/api/submissions?status=pending&limit=1')).json<Listed[]>();
    const decided = await t.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${newest!.id}/status`,
      headers: t.admin.headers,
      payload: { status: 'rejected', reviewNotes: 'Not a game' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await get('/api/submissions/counts')).json()).toEqual({ pending: 24, approved: 7, rejected: 5 });
    expect((await get('/api/submissions?status=pending&limit=5')).headers['x-total-count']).toBe('24');
  });

  it('is for admins only: 401 without a session, 403 for a signed-in user who is not an admin', async () => {
    const anonymous = await get('/api/submissions/counts', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
    const editor = await signInAs(t.app, { role: 'editor' });
    expect((await get('/api/submissions/counts', editor.headers)).statusCode).toBe(403);
    expect((await get('/api/submissions?limit=5', editor.headers)).statusCode).toBe(403);
    expect((await get('/api/submissions/possible-duplicates?ids=1', editor.headers)).statusCode).toBe(403);
    expect((await get('/api/submissions/possible-duplicates?ids=1', {})).statusCode).toBe(401);
  });

  it('is in the OpenAPI document with its response schema and the admin security', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/submissions/counts'].get;
    expect(operation.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(JSON.stringify(operation.responses['200'])).toContain('SubmissionCounts');
    const list = document.paths['/api/submissions'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['status', 'limit', 'offset']),
    );
  });
});

/** The lookup as it ran before, once per pending submission: the reference the page's one query must match. */
async function similarTitlesOneByOne(title: string) {
  const result = (await t.database.db.execute(sql`
    select id, slug, title from games
    where (title % ${title} or ${title} <% title or lower(title) = lower(${title}))
    order by greatest(similarity(title, ${title}), word_similarity(${title}, title)) desc, id
    limit 3
  `)) as unknown as { rows: { id: number; slug: string; title: string }[] };
  return result.rows;
}

describe('possible duplicates for a page of pending submissions', () => {
  it('gives each pending submission the same similar games as a lookup of its own title', async () => {
    for (const title of [
      'Moonlit Meadow',
      'Moonlit Meadow Deluxe',
      'Moonlit Harbour',
      'Teacup Tales',
      'Teacup Tales 2',
      'Teacup Trails',
      'Teacup Tale Stories',
      'Ox',
    ]) {
      await createGame(t.database.db, { title });
    }
    const wanted = ['Moonlit Meadows', 'teacup tales', 'OX', 'Nothing Alike Here', 'Moonlit Meadow'];
    for (const [index, title] of wanted.entries()) {
      await createSubmission(t.database.db, { title, createdAt: minutesAgo(-10 - index) });
    }
    await createSubmission(t.database.db, {
      title: 'Teacup Tales',
      status: 'approved',
      createdAt: minutesAgo(-20),
    });

    const page = (await get('/api/submissions?status=pending&limit=5')).json<Listed[]>();
    expect(page.map((s) => s.title)).toEqual([...wanted].reverse());
    for (const submission of page) {
      expect(submission.similarGames, submission.title).toEqual(await similarTitlesOneByOne(submission.title));
    }

    const byTitle = new Map(page.map((s) => [s.title, s.similarGames.map((g) => g.title)]));
    expect(byTitle.get('Moonlit Meadows')?.[0]).toBe('Moonlit Meadow');
    expect(byTitle.get('Moonlit Meadow')).toEqual(['Moonlit Meadow', 'Moonlit Meadow Deluxe', 'Moonlit Harbour']);
    expect(byTitle.get('teacup tales')?.[0]).toBe('Teacup Tales');
    expect(byTitle.get('teacup tales')).toHaveLength(3);
    expect(byTitle.get('OX')).toEqual(['Ox']);
    expect(byTitle.get('Nothing Alike Here')).toEqual([]);

    // Only pending submissions are checked against the catalogue.
    const [approved] = (await get('/api/submissions?status=approved&limit=1')).json<Listed[]>();
    expect(approved).toMatchObject({ title: 'Teacup Tales', similarGames: [] });

    // The dashboard lists a page without them, then asks for the whole page's in one lookup.
    const bare = (await get('/api/submissions?status=pending&limit=5&similar=false')).json<Listed[]>();
    expect(bare.map((s) => s.id)).toEqual(page.map((s) => s.id));
    expect(bare.every((s) => s.similarGames.length === 0)).toBe(true);
    const ids = [...bare.map((s) => s.id), approved!.id, 999_999].join(',');
    const looked = await get(`/api/submissions/possible-duplicates?ids=${ids}`);
    expect(looked.statusCode).toBe(200);
    const found = new Map(
      looked.json<{ submissionId: number; similarGames: Listed['similarGames'] }[]>().map((e) => [e.submissionId, e]),
    );
    expect([...found.keys()].sort()).toEqual(page.map((s) => s.id).sort());
    for (const submission of page) expect(found.get(submission.id)?.similarGames).toEqual(submission.similarGames);
  });

  it.each(['', '1,,2', 'a,b', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    'refuses possible-duplicates ids %j with a clear message',
    async (ids) => {
      const response = await get(`/api/submissions/possible-duplicates?ids=${ids}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'ids', message: 'A comma-separated list of up to 100 submission ids' },
      ]);
    },
  );
});
