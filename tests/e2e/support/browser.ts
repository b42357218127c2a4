import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const baseUrl = () => inject('baseUrl');

export interface BrowserSession {
  page: Page;
  /** The context of the latest `open`. */
  context: BrowserContext;
  /** Every context this test opened (two visitors at once are two contexts). */
  contexts: BrowserContext[];
  /** Console errors, page errors and hydration warnings seen so far in this test. */
  problems: string[];
}

/**
 * One Chromium per test file, a fresh context per test. Any console error, uncaught page error or
 * hydration warning fails the test that caused it.
 */
export function useBrowser(options: { width?: number; height?: number } = {}) {
  let browser: Browser;
  const session = {} as BrowserSession;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    session,
    /**
     * A new visitor (a context of its own) on `path`. Opening a second one in a test keeps the
     * first: both are closed after the test, and both report console problems.
     */
    async open(
      path = '/',
      viewport = { width: options.width ?? 1280, height: options.height ?? 900 },
      contextOptions: Pick<BrowserContextOptions, 'userAgent' | 'isMobile' | 'hasTouch' | 'javaScriptEnabled'> = {},
    ) {
      if (!session.contexts?.length) {
        session.contexts = [];
        session.problems = [];
      }
      session.context = await browser.newContext({ ...contextOptions, viewport, baseURL: baseUrl() });
      session.contexts.push(session.context);
      session.page = await session.context.newPage();
      session.page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' || /hydrat/i.test(text)) session.problems.push(`${message.type()}: ${text}`);
      });
      session.page.on('pageerror', (error) => session.problems.push(`pageerror: ${error.message}`));
      await session.page.goto(path);
      // Without scripts there is nothing to hydrate.
      if (contextOptions.javaScriptEnabled !== false) await waitForHydration(session.page);
      return session.page;
    },
  };
}

/** Fails the test on console errors or hydration warnings; call in afterEach. */
export function expectNoConsoleProblems(session: BrowserSession, allow: RegExp[] = []) {
  const problems = (session.problems ?? []).filter((p) => !allow.some((pattern) => pattern.test(p)));
  session.problems = [];
  expect(problems, 'console errors or hydration warnings').toEqual([]);
}

export function closeContextAfterEach(session: BrowserSession, allow: RegExp[] = []) {
  afterEach(async () => {
    try {
      expectNoConsoleProblems(session, allow);
    } finally {
      const contexts = session.contexts ?? [];
      session.contexts = [];
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
}

/** React Router marks hydration done once its client router exists. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined &&
      document.readyState === 'complete',
  );
  await page.waitForLoadState('networkidle');
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical accessibility violations on the current page. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the debugging protocol: a <script> tag without the page's nonce would be
  // refused by its Content-Security-Policy, as it should be.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Waits until the element shows; a page updates a moment after its URL changes. */
export async function visible(locator: import('playwright-core').Locator, timeout = 10_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
}
