/** Stardew Valley's Steam app id in the shipped data: the stand-in store has 4 screenshots for it. */
export const E2E_ART_APP = { slug: 'stardew-valley', appId: 413150, screenshots: 4 };

/** How long the background import has before the admin's 'Import art again' is asked for. */
const BACKGROUND_IMPORT_MS = 10_000;

interface ArtState {
  id: number;
  screenshots: unknown[];
}

async function artState(url: string): Promise<ArtState | null> {
  const response = await fetch(`${url}/api/games/by-slug/${E2E_ART_APP.slug}`);
  return response.ok ? ((await response.json()) as ArtState) : null;
}

/**
 * 'Import art again' for the game, as the admin does it from the edit dialog. Without a network the
 * background import can stop before it reaches the game: other games' official sites cannot be
 * found, and it takes three such failures before any success for no network at all.
 */
async function importAgainAsAdmin(url: string, gameId: number, admin: { email: string; password: string }) {
  const headers = async (bearer?: string) => {
    const auth: Record<string, string> = bearer ? { Authorization: `Bearer ${bearer}` } : {};
    const response = await fetch(`${url}/api/csrf-token`, { headers: auth });
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { ...auth, Cookie: cookie, 'X-CSRF-Token': csrfToken, 'Content-Type': 'application/json' };
  };
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: await headers(),
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const { 'Content-Type': _json, ...noBody } = await headers(token);
  const imported = await fetch(`${url}/api/games/${gameId}/art/import`, { method: 'POST', headers: noBody });
  if (!imported.ok) throw new Error(`'Import art again' answered ${imported.status}: ${await imported.text()}`);
}

/**
 * Waits until Stardew Valley has its imported screenshots (the renditions take seconds on a busy
 * machine), so every browser test sees the catalogue as it stays. Given the admin, it asks for
 * 'Import art again' when the background import has not brought them in time.
 */
export async function waitForImportedArt(
  url: string,
  admin?: { email: string; password: string },
  timeoutMs = 60_000,
): Promise<void> {
  const started = Date.now();
  let askedAgain = false;
  while (Date.now() - started < timeoutMs) {
    const game = await artState(url);
    if (game && game.screenshots.length >= E2E_ART_APP.screenshots) return;
    if (game && admin && !askedAgain && Date.now() - started > BACKGROUND_IMPORT_MS) {
      askedAgain = true;
      await importAgainAsAdmin(url, game.id, admin);
      continue;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The art import did not give ${E2E_ART_APP.slug} its screenshots within ${timeoutMs / 1000} s`);
}
