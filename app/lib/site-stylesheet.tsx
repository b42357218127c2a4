import { createContext, useContext } from 'react';
import stylesheetHref from '~/styles/app.css?url';

/** The built stylesheet's address, the same on the server and in the browser. */
export const siteStylesheetHref = stylesheetHref;

const StylesheetText = createContext<string | null>(null);

/** The server gives the built stylesheet's text to the page it renders (app/entry.server.tsx). */
export const SiteStylesheetProvider = StylesheetText.Provider;

const INLINE_ID = 'site-css';
let inlinedInDocument: string | null | undefined;

/** In the browser: the stylesheet the server wrote into the page, read once, or null if it linked it. */
function inlinedText(): string | null {
  if (inlinedInDocument === undefined) {
    inlinedInDocument = document.getElementById(INLINE_ID)?.textContent ?? null;
  }
  return inlinedInDocument;
}

/**
 * The site's one stylesheet. A built page carries it inline, so the first paint waits for no
 * second request (on a slow phone network that request queues behind the scripts); in development,
 * and wherever the text is not at hand, it is linked. In the browser the element keeps what the
 * server wrote: the text is read back from the page, so hydration finds exactly what it renders.
 */
export function SiteStylesheet() {
  const serverText = useContext(StylesheetText);
  const text = import.meta.env.DEV ? null : typeof document === 'undefined' ? serverText : inlinedText();
  if (text === null) return <link rel="stylesheet" href={siteStylesheetHref} />;
  return <style id={INLINE_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}
