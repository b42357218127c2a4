import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { seedCatalogueIfEmpty } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { sourcePages } from '../helpers/pages.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';

/**
 * Class names are joined as they are given (`app/lib/cn.ts`): a component offers a prop for each
 * part of its look a caller may change, so no class on an element has to override another, whose
 * winner would then depend on the order of the stylesheet. Every element of the main pages is
 * checked for two classes that set the same thing (`twMerge` leaves out the one it overrides).
 */

let site: Awaited<ReturnType<typeof sourcePages>>;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAsAdmin>>;

beforeAll(async () => {
  site = await sourcePages();
  t = await buildTestApp({}, { pages: site.pages });
  await seedCatalogueIfEmpty(t.database.db);
  admin = await signInAsAdmin(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await site?.close();
});

/** The class lists of a page whose classes contradict each other. */
async function contradictions(url: string, headers: Record<string, string> = {}): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBeLessThan(500);
  const found: string[] = [];
  for (const [, classes] of response.body.matchAll(/ class="([^"]*)"/g)) {
    const joined = classes!.trim().replace(/\s+/g, ' ');
    if (twMerge(joined) !== joined) found.push(joined);
  }
  return found;
}

describe('class names', () => {
  it.each([
    '/',
    '/?platform=switch&combat=false&sort=a-z&page=2',
    '/?search=stardew',
    '/?search=qqqqzzzz',
    '/game/stardew-valley',
    '/about',
    '/submit-game',
    '/report-error?game=stardew-valley',
    '/contact',
    '/upcoming',
    '/shelf',
    '/privacy-policy',
    '/admin',
    '/no-such-page',
  ])('no element of %s has classes that contradict each other', async (url) => {
    expect(await contradictions(url)).toEqual([]);
  });

  it("no element of the admin's dashboard has classes that contradict each other", async () => {
    expect(await contradictions('/admin', admin.headers)).toEqual([]);
  });
});
