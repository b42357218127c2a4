import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, visible, waitForHydration } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';

/** Every page of app/routes.ts a visitor can open (the XML and text routes are not pages). */
const PUBLIC_PAGES = [
  '/',
  '/?platform=switch&combat=false&sort=a-z',
  '/game/stardew-valley',
  '/games/114',
  '/about',
  '/submit-game',
  '/report-error?game=Stardew%20Valley',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/admin',
  '/no-such-page',
];

/** Chromium reports a 404 page's own status as a failed resource; that one is the page working. */
const NOT_FOUND_RESOURCE = /Failed to load resource: the server responded with a status of 404/;

/**
 * The attributes the server's HTML gave each element that React hydrated, against the props of
 * the browser's own render of it (React keeps them on the element). React's production build,
 * which these tests run, does not report such a difference; its development build logs it as "A
 * tree hydrated but some attributes of the server rendered HTML didn't match". Compared at once
 * after hydration, before any script changes an attribute.
 */
function attributeMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const NAMES: Record<string, string> = {
      className: 'class',
      htmlFor: 'for',
      httpEquiv: 'http-equiv',
      acceptCharset: 'accept-charset',
    };
    /** Props React handles itself rather than as attributes of the same name. */
    const SKIPPED = new Set([
      'children',
      'dangerouslySetInnerHTML',
      'suppressHydrationWarning',
      'suppressContentEditableWarning',
      'ref',
      'key',
      'autoFocus',
      'defaultValue',
      'defaultChecked',
      'value',
      'checked',
      'selected',
    ]);
    /** Attributes whose `false` React writes out, as "false". */
    const BOOLEANISH = new Set(['spellcheck', 'draggable', 'contenteditable']);
    const attributeName = (element: Element, prop: string) => {
      if (NAMES[prop]) return NAMES[prop];
      if (element instanceof SVGElement && !['viewBox', 'preserveAspectRatio'].includes(prop)) {
        return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      }
      return element instanceof SVGElement ? prop : prop.toLowerCase();
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      if (!key) continue;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key]!;
      if (props.suppressHydrationWarning) continue;
      const expected = new Map<string, string | null>();
      for (const [prop, value] of Object.entries(props)) {
        if (SKIPPED.has(prop) || typeof value === 'function' || value === null || value === undefined) continue;
        const name = attributeName(element, prop);
        const isData = name.startsWith('aria-') || name.startsWith('data-') || BOOLEANISH.has(name);
        if (value === false && !isData) continue;
        // An empty style object writes no attribute.
        if (name === 'style' && Object.values(value as object).every((item) => item == null || item === '')) continue;
        expected.set(name, value === true && !isData ? '' : typeof value === 'object' ? null : String(value));
      }
      const where = `<${element.localName}${element.id ? `#${element.id}` : ''}>`;
      for (const name of element.getAttributeNames()) {
        if (['value', 'checked', 'selected'].includes(name)) continue;
        // What is left of a style after React took its last property away (an update, not a mismatch).
        if (name === 'style' && element.getAttribute(name) === '') continue;
        if (!expected.has(name)) problems.push(`${where}: the server's ${name}="${element.getAttribute(name)}"`);
      }
      for (const [name, value] of expected) {
        const actual = element.getAttribute(name);
        if (actual === null) problems.push(`${where}: the browser's ${name}="${value}" is missing`);
        else if (value !== null && name !== 'nonce' && actual !== value) {
          problems.push(`${where}: ${name} is "${actual}" on the server, "${value}" in the browser`);
        }
      }
    }
    return problems;
  });
}

/** Console errors and warnings of a page from its first byte. */
function listen(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !NOT_FOUND_RESOURCE.test(message.text())) {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

describe('every page hydrates cleanly', () => {
  const browser = useBrowser();

  it('logs no error or warning and hydrates every attribute as the server rendered it, on every public page', async () => {
    const page = await browser.open('/about');
    const messages = listen(page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      expect({ path, mismatches: await attributeMismatches(page) }).toEqual({ path, mismatches: [] });
    }
    expect(messages).toEqual([]);
    await browser.session.context.close();
  });

  it('does the same for the signed-in admin dashboard', async () => {
    const page = await browser.open('/admin');
    const messages = listen(page);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    // Rendered by the server for the signed-in admin this time, then hydrated.
    await page.reload();
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    expect(await attributeMismatches(page)).toEqual([]);
    expect(messages).toEqual([]);
    await browser.session.context.close();
  });
});
