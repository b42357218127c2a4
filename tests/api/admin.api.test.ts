import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { auditLog, contactMessages, errorReports, games, outbox, submissions } from '../../db/schema/index.ts';
import { csrfHeaders } from '../helpers/build-test-app.ts';
import { testAppWithAdmin } from '../helpers/test-app-with-admin.ts';
import { signInAs, signInAsAdmin } from '../helpers/sign-in.ts';
import { createGame, gameInput } from '../factories/games.ts';
import { createSubmission } from '../factories/submissions.ts';

const t = testAppWithAdmin();

const gameBody = {
  title: 'Lantern Lane',
  description: 'Light the lanterns of a sleepy street and hear its stories.',
  platforms: ['pc', 'iOS'],
  genre: 'adventure',
  developer: 'Wickerlight',
  releaseYear: 2023,
  features: ['Lantern lighting', '  ', 'Neighbour stories'],
  websiteUrl: '',
  imageUrl: '',
  hasCombat: false,
  featured: false,
};

async function as(headers: Record<string, string> | undefined, method: string, url: string, payload?: unknown) {
  return t.app.inject({ method: method as 'GET', url, headers, payload: payload as object });
}

async function tableCounts() {
  const db = t.database.db;
  const n = async (table: typeof games | typeof submissions | typeof errorReports | typeof contactMessages) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    games: await n(games),
    submissions: await n(submissions),
    reports: await n(errorReports),
    messages: await n(contactMessages),
  };
}

describe('every admin endpoint checks the admin role on the server', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/submissions'],
    ['GET', '/api/submissions/counts'],
    ['GET', '/api/submissions/possible-duplicates?ids=1'],
    ['PATCH', '/api/submissions/1/status', { status: 'approved' }],
    ['PATCH', '/api/submissions/1/content', gameBody],
    ['DELETE', '/api/submissions/1'],
    ['POST', '/api/games', gameBody],
    ['PATCH', '/api/games/1', gameBody],
    ['PUT', '/api/games/1', gameBody],
    ['PATCH', '/api/games/1/review', { review: '<p>Lovely</p>' }],
    ['DELETE', '/api/games/1'],
    ['GET', '/api/error-reports'],
    ['PATCH', '/api/error-reports/1', { status: 'resolved' }],
    ['GET', '/api/contact-messages'],
    ['PATCH', '/api/contact-messages/1', { handled: true }],
    ['GET', '/api/audit-log'],
  ];

  beforeAll(async () => {
    await createGame(t.database.db, { title: 'Guarded Game' });
    await createSubmission(t.database.db);
  });

  it.each(endpoints)(
    '%s %s: 401 without a session, even without a token, and nothing changes',
    async (method, url, body) => {
      const before = await tableCounts();
      const bare = await as(undefined, method, url, body);
      expect(bare.statusCode).toBe(401);
      expect(bare.json()).toMatchObject({ message: expect.any(String), code: 'unauthenticated' });
      const withToken = await as(await csrfHeaders(t.app), method, url, body);
      expect(withToken.statusCode).toBe(401);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it.each(endpoints)('%s %s: 403 for a signed-in user who is not an admin', async (method, url, body) => {
    const editor = await signInAs(t.app, { role: 'editor' });
    const before = await tableCounts();
    const response = await as(editor.headers, method, url, body);
    expect(response.statusCode).toBe(403);
    expect(await tableCounts()).toEqual(before);
  });

  it('403 user-disabled for an admin disabled since signing in', async () => {
    const other = await signInAsAdmin(t.app);
    await t.app.services.users.setDisabled(other.email, true);
    const response = await as(other.headers, 'GET', '/api/submissions');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('user-disabled');
  });

  it('403 for an admin write without the anti-forgery token', async () => {
    const response = await as({ cookie: `session=${t.admin.token}` }, 'POST', '/api/games', gameBody);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('invalid csrf token');
  });
});

describe('the review queue', () => {
  it('lists submissions newest first, filtered by status, with possible duplicates', async () => {
    await createGame(t.database.db, { title: 'Moonlit Meadow' });
    const sub = await createSubmission(t.database.db, { title: 'Moonlit Meadows' });
    const response = await as(t.admin.headers, 'GET', '/api/submissions?status=pending');
    const listed = response.json().find((s: { id: number }) => s.id === sub.id);
    expect(listed.status).toBe('pending');
    expect(listed.similarGames.map((g: { title: string }) => g.title)).toContain('Moonlit Meadow');
  });

  it('approves: the game joins the catalogue, the email is queued, all in one go', async () => {
    const sub = await createSubmission(t.database.db, { title: 'Harbour Quilts', submitterEmail: 'fan@cozy.test' });
    const response = await as(t.admin.headers, 'PATCH', `/api/submissions/${sub.id}/status`, {
      status: 'approved',
      reviewNotes: 'Lovely pick',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      reviewNotes: 'Lovely pick',
      gameId: expect.any(Number),
    });
    const found = await t.app.inject({ method: 'GET', url: '/api/games?search=harbour%20quilts' });
    expect(found.json()[0]).toMatchObject({
      title: 'Harbour Quilts',
      slug: 'harbour-quilts',
      platforms: ['pc', 'switch'],
    });
    const queued = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'fan@cozy.test'));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.subject).toBe('Harbour Quilts is now on Cozy Games');
  });

  it('approves all or nothing: a failure after the game is added leaves no trace of it', async () => {
    const sub = await createSubmission(t.database.db, { title: 'Halfway Hearth', submitterEmail: 'half@cozy.test' });
    const before = await tableCounts();
    const auditBefore = (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
    // The email is queued after the game is inserted, in the same transaction: make that step fail.
    await t.database.db.execute(sql`
      create function refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused for this test'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox()`,
    );
    try {
      const failed = await as(t.admin.headers, 'PATCH', `/api/submissions/${sub.id}/status`, { status: 'approved' });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_outbox on outbox`);
      await t.database.db.execute(sql`drop function refuse_outbox()`);
    }
    expect(await tableCounts()).toEqual(before);
    expect(await t.database.db.select().from(games).where(eq(games.title, 'Halfway Hearth'))).toEqual([]);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'half@cozy.test'))).toEqual([]);
    expect((await t.database.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect(row).toMatchObject({ status: 'pending', gameId: null, reviewedBy: null });
    // Nothing half-done blocks a second try.
    const retried = await as(t.admin.headers, 'PATCH', `/api/submissions/${sub.id}/status`, { status: 'approved' });
    expect(retried.statusCode).toBe(200);
    expect(await t.database.db.select().from(games).where(eq(games.title, 'Halfway Hearth'))).toHaveLength(1);
  });

  it('takes an approved submission out of the Approved queue and its count once its game is deleted', async () => {
    const sub = await createSubmission(t.database.db, { title: 'Short-lived Orchard' });
    const approved = await as(t.admin.headers, 'PATCH', `/api/submissions/${sub.id}/status`, { status: 'approved' });
    const { gameId } = approved.json() as { gameId: number };
    const queue = async () => {
      const response = await as(t.admin.headers, 'GET', '/api/submissions?status=approved&limit=100');
      return {
        ids: (response.json() as { id: number }[]).map((s) => s.id),
        total: Number(response.headers['x-total-count']),
        count: (await as(t.admin.headers, 'GET', '/api/submissions/counts')).json().approved as number,
      };
    };
    const before = await queue();
    expect(before.ids).toContain(sub.id);
    expect(before.count).toBe(before.total);

    expect((await as(t.admin.headers, 'DELETE', `/api/games/${gameId}`)).statusCode).toBe(204);
    const after = await queue();
    expect(after.ids).not.toContain(sub.id);
    expect(after.total).toBe(before.total - 1);
    expect(after.count).toBe(before.count - 1);
    // The review itself is kept.
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect(row).toMatchObject({ status: 'approved', gameId: null });
  });

  it('rejects with notes; a rejected submission may still be approved; nothing else moves', async () => {
    const sub = await createSubmission(t.database.db, { title: 'Second Thoughts' });
    const url = `/api/submissions/${sub.id}/status`;
    const rejected = await as(t.admin.headers, 'PATCH', url, {
      status: 'rejected',
      reviewNotes: 'Has combat after all',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reviewNotes: 'Has combat after all' });
    expect((await as(t.admin.headers, 'PATCH', url, { status: 'rejected' })).statusCode).toBe(409);
    expect((await as(t.admin.headers, 'PATCH', url, { status: 'approved' })).statusCode).toBe(200);
    const again = await as(t.admin.headers, 'PATCH', url, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect((await as(t.admin.headers, 'PATCH', url, { status: 'rejected' })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/games?search=second%20thoughts' })).json()).toHaveLength(1);
  });

  it('refuses a bad decision with the spec messages', async () => {
    const sub = await createSubmission(t.database.db);
    const bad = await as(t.admin.headers, 'PATCH', `/api/submissions/${sub.id}/status`, {
      status: 'maybe',
      reviewNotes: 'x'.repeat(501),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'status', message: "Status must be either 'approved' or 'rejected'" },
      { path: 'reviewNotes', message: 'Review notes must be at most 500 characters' },
    ]);
    expect(
      (await as(t.admin.headers, 'PATCH', '/api/submissions/999999/status', { status: 'approved' })).statusCode,
    ).toBe(404);
  });

  it('edits and deletes a submission', async () => {
    const sub = await createSubmission(t.database.db);
    const edited = await as(t.admin.headers, 'PATCH', `/api/submissions/${sub.id}/content`, {
      ...gameBody,
      id: sub.id,
      featured: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Lantern Lane',
      platforms: ['pc', 'ios'],
      features: ['Lantern lighting', 'Neighbour stories'],
      websiteUrl: null,
      featured: true,
    });
    expect((await as(t.admin.headers, 'DELETE', `/api/submissions/${sub.id}`)).statusCode).toBe(204);
    expect((await as(t.admin.headers, 'DELETE', `/api/submissions/${sub.id}`)).statusCode).toBe(404);
  });
});

describe('managing games', () => {
  it('adds, edits (keeping the old address working) and deletes a game', async () => {
    const created = await as(t.admin.headers, 'POST', '/api/games', gameBody);
    expect(created.statusCode).toBe(201);
    const game = created.json();
    expect(game).toMatchObject({ slug: 'lantern-lane', platforms: ['pc', 'ios'], imageUrl: null });

    const renamed = await as(t.admin.headers, 'PATCH', `/api/games/${game.id}`, {
      ...gameBody,
      title: 'Lantern Lane Deluxe',
      id: game.id,
    });
    expect(renamed.json()).toMatchObject({ slug: 'lantern-lane-deluxe', title: 'Lantern Lane Deluxe' });
    const old = await t.app.inject({ method: 'GET', url: '/api/games/by-slug/lantern-lane' });
    expect(old.json()).toMatchObject({ id: game.id, slug: 'lantern-lane-deluxe' });
    // The game page's own lookup (with the vote count) follows the old address too.
    const page = await t.app.services.games.page('lantern-lane');
    expect(page.game).toMatchObject({ id: game.id, slug: 'lantern-lane-deluxe' });
    const searched = await t.app.inject({ method: 'GET', url: '/api/games?search=deluxe' });
    expect(searched.json().map((g: { id: number }) => g.id)).toContain(game.id);

    const put = await as(t.admin.headers, 'PUT', `/api/games/${game.id}`, {
      ...gameBody,
      title: 'Lantern Lane Deluxe',
      hasCombat: true,
    });
    expect(put.json().hasCombat).toBe(true);

    expect((await as(t.admin.headers, 'DELETE', `/api/games/${game.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).statusCode).toBe(404);
  });

  it('keeps every filter total right as games are added, changed and deleted', async () => {
    const total = async (query: string) =>
      Number((await t.app.inject({ method: 'GET', url: `/api/games?limit=1&${query}` })).headers['x-total-count']);
    const views = ['', 'platform=pc', 'platform=ios', 'platform=switch', 'combat=true', 'genre=adventure'];
    const counted = async () => Object.fromEntries(await Promise.all(views.map(async (v) => [v, await total(v)])));
    const before = await counted();

    const game = (await as(t.admin.headers, 'POST', '/api/games', { ...gameBody, title: 'Facet Fields' })).json();
    expect(await counted()).toEqual({
      ...before,
      '': before['']! + 1,
      'platform=pc': before['platform=pc']! + 1,
      'platform=ios': before['platform=ios']! + 1,
      'genre=adventure': before['genre=adventure']! + 1,
    });

    await as(t.admin.headers, 'PUT', `/api/games/${game.id}`, {
      ...gameBody,
      title: 'Facet Fields',
      platforms: ['switch'],
      genre: 'puzzle',
      hasCombat: true,
    });
    expect(await counted()).toEqual({
      ...before,
      '': before['']! + 1,
      'platform=switch': before['platform=switch']! + 1,
      'combat=true': before['combat=true']! + 1,
    });

    await as(t.admin.headers, 'DELETE', `/api/games/${game.id}`);
    expect(await counted()).toEqual(before);
  });

  it('validates games with the spec messages', async () => {
    const response = await as(t.admin.headers, 'POST', '/api/games', {
      ...gameBody,
      title: 'L',
      platforms: [],
      releaseYear: 1949,
      websiteUrl: 'not a url',
      imageUrl: 'nope',
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      title: 'Title must be at least 2 characters',
      platforms: 'At least one platform is required',
      releaseYear: 'Release year must be at least 1950',
      websiteUrl: 'Please enter a valid URL',
      imageUrl: 'Please enter a valid image URL',
    });
  });

  describe('review HTML is sanitised on save', () => {
    const payloads: [string, RegExp[]][] = [
      [
        '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:x">x</a>',
        [/<script/i, /onerror/i, /javascript:/i, /<img/i],
      ],
      ['<p onclick="steal()">Hi</p>', [/onclick/i]],
      ['<p style="background:url(javascript:alert(1))">Hi</p>', [/style=/i, /javascript:/i]],
      ['<svg onload=alert(1)><circle/></svg>', [/<svg/i, /onload/i]],
      ['<iframe src="https://evil.example"></iframe>', [/<iframe/i]],
      ['<a href="JaVaScRiPt:alert(1)">x</a>', [/javascript:/i]],
      ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', [/data:/i]],
      ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', [/javascript:/i, /<math/i]],
      ['<form action="https://evil.example"><input name=x></form>', [/<form/i, /<input/i]],
      ['<object data="x.swf"></object><embed src="x.swf">', [/<object/i, /<embed/i]],
      ['<scr<script>ipt>alert(1)</script>', [/<script/i]],
      ['<p>ok</p><style>body{display:none}</style>', [/<style/i]],
    ];

    it.each(payloads)('%s', async (payload, forbidden) => {
      const game = await createGame(t.database.db, gameInput());
      const response = await as(t.admin.headers, 'PATCH', `/api/games/${game.id}/review`, { review: payload });
      expect(response.statusCode).toBe(200);
      const stored = response.json().review ?? '';
      for (const pattern of forbidden) expect(stored).not.toMatch(pattern);
    });

    it('keeps headings, paragraphs, lists, emphasis and safe links', async () => {
      const game = await createGame(t.database.db, gameInput());
      const html =
        '<h3>Verdict</h3><p><strong>Warm</strong> and <em>gentle</em>.</p><ul><li>Tea</li></ul><a href="https://cozy.example">site</a>';
      const response = await as(t.admin.headers, 'PATCH', `/api/games/${game.id}/review`, { review: html });
      expect(response.json().review).toBe(
        '<h3>Verdict</h3><p><strong>Warm</strong> and <em>gentle</em>.</p><ul><li>Tea</li></ul><a href="https://cozy.example" rel="noopener nofollow" target="_blank">site</a>',
      );
    });
  });
});

describe('error reports and messages', () => {
  it('lists and resolves error reports with notes', async () => {
    const [report] = await t.database.db
      .insert(errorReports)
      .values({ gameTitle: 'Stardew Valley', reportType: 'broken-link', description: 'The website link is dead.' })
      .returning();
    const list = await as(t.admin.headers, 'GET', '/api/error-reports');
    expect(list.json().map((r: { id: number }) => r.id)).toContain(report!.id);
    const resolved = await as(t.admin.headers, 'PATCH', `/api/error-reports/${report!.id}`, {
      status: 'resolved',
      reviewNotes: 'Fixed the link',
    });
    expect(resolved.json()).toMatchObject({ status: 'resolved', reviewNotes: 'Fixed the link' });
    expect(
      (await as(t.admin.headers, 'PATCH', `/api/error-reports/${report!.id}`, { status: 'lost' })).statusCode,
    ).toBe(400);
  });

  it('lists messages and marks them handled', async () => {
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Bea', email: 'bea@cozy.test', subject: 'Hello', message: 'Just saying hello to the team.' })
      .returning();
    const handled = await as(t.admin.headers, 'PATCH', `/api/contact-messages/${message!.id}`, { handled: true });
    expect(handled.json()).toMatchObject({ handled: true, handledAt: expect.any(String) });
    const list = await as(t.admin.headers, 'GET', '/api/contact-messages');
    expect(list.json().find((m: { id: number }) => m.id === message!.id).handled).toBe(true);
  });

  it('reopens a handled message, and logs who did', async () => {
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Cal', email: 'cal@cozy.test', subject: 'Reopen me', message: 'A question worth a second look.' })
      .returning();
    const unread = (await as(t.admin.headers, 'GET', '/api/contact-messages')).json();
    expect(unread.find((m: { id: number }) => m.id === message!.id)).toMatchObject({ handled: false, handledAt: null });
    await as(t.admin.headers, 'PATCH', `/api/contact-messages/${message!.id}`, { handled: true });
    const reopened = await as(t.admin.headers, 'PATCH', `/api/contact-messages/${message!.id}`, { handled: false });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ id: message!.id, handled: false, handledAt: null });
    const [latest] = (await as(t.admin.headers, 'GET', '/api/audit-log')).json();
    expect(latest).toMatchObject({
      userEmail: t.admin.email,
      action: 'message.reopened',
      targetType: 'message',
      targetId: message!.id,
      details: { subject: 'Reopen me' },
    });
  });

  it('leaves a report without notes when its new status comes without them', async () => {
    const [report] = await t.database.db
      .insert(errorReports)
      .values({ gameTitle: 'Spiritfarer', reportType: 'other', description: 'The genre looks wrong to me.' })
      .returning();
    await as(t.admin.headers, 'PATCH', `/api/error-reports/${report!.id}`, {
      status: 'resolved',
      reviewNotes: 'Checked',
    });
    const dismissed = await as(t.admin.headers, 'PATCH', `/api/error-reports/${report!.id}`, { status: 'dismissed' });
    expect(dismissed.json()).toMatchObject({ id: report!.id, status: 'dismissed', reviewNotes: null });
  });

  it.each([
    ['/api/error-reports/999999', { status: 'resolved' }, 'Error report not found'],
    ['/api/contact-messages/999999', { handled: true }, 'Message not found'],
  ])('answers 404 for %s, which does not exist, and logs nothing', async (url, body, text) => {
    const latestEntry = async () => (await as(t.admin.headers, 'GET', '/api/audit-log')).json()[0]?.id;
    const before = await latestEntry();
    const response = await as(t.admin.headers, 'PATCH', url, body);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(text);
    expect(await latestEntry()).toBe(before);
  });
});

describe('the audit log', () => {
  it('records who did what, and shows it to admins', async () => {
    const sub = await createSubmission(t.database.db, { title: 'Audited Acres' });
    await as(t.admin.headers, 'PATCH', `/api/submissions/${sub.id}/status`, {
      status: 'rejected',
      reviewNotes: 'Not cozy',
    });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, sub.id));
    expect(rows.some((r) => r.action === 'submission.reject' && r.userEmail === t.admin.email)).toBe(true);
    const response = await as(t.admin.headers, 'GET', '/api/audit-log');
    expect(response.statusCode).toBe(200);
    const [latest] = response.json();
    expect(latest).toEqual({
      id: expect.any(Number),
      userEmail: t.admin.email,
      action: 'submission.reject',
      targetType: 'submission',
      targetId: sub.id,
      targetTitle: 'Audited Acres',
      details: { title: 'Audited Acres', reviewNotes: 'Not cozy' },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Date.now() - Date.parse(latest.createdAt)).toBeLessThan(60_000);
  });

  it("gives each entry the current title of its game, for the entries that kept none; null once it's gone", async () => {
    const game = await createGame(t.database.db, { title: 'Titled Later' });
    const edited = await as(t.admin.headers, 'PATCH', `/api/games/${game.id}`, {
      ...gameBody,
      title: 'Titled Later',
    });
    expect(edited.statusCode).toBe(200);
    const latest = async () => (await as(t.admin.headers, 'GET', '/api/audit-log')).json()[0];
    expect(await latest()).toMatchObject({ action: 'game.update', targetId: game.id, targetTitle: 'Titled Later' });

    await as(t.admin.headers, 'DELETE', `/api/games/${game.id}`);
    const entries = (await as(t.admin.headers, 'GET', '/api/audit-log')).json() as {
      action: string;
      targetId: number;
      targetTitle: string | null;
      details: { title?: string };
    }[];
    const mine = entries.filter((entry) => entry.targetId === game.id);
    expect(mine.map((entry) => entry.action)).toEqual(['game.delete', 'game.update']);
    expect(mine.every((entry) => entry.targetTitle === null)).toBe(true);
    expect(mine[0]!.details.title).toBe('Titled Later');
  });
});
