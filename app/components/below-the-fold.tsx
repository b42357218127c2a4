import { lazy, memo, Suspense, type ComponentType } from 'react';

/** How far ahead of the screen (px) a part's code starts loading, so it is there when scrolled to. */
const LOAD_AHEAD = 800;

/** Input that may start a navigation: once it comes, every part is hydrated for it. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'popstate'] as const;

/**
 * Resolves once the element with this id is near the screen or above it, however the page got there
 * (a scroll, a jump to an anchor, a resize), or at the visitor's first input; at once when there is
 * no such element. The input matters because React must hydrate a part before any navigation
 * renders over it: a navigation would otherwise wait for the part's code.
 */
function whenWanted(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  const near = () => element.getBoundingClientRect().top <= window.innerHeight + LOAD_AHEAD;
  if (near()) return Promise.resolve();
  return new Promise((resolve) => {
    let queued = false;
    const done = () => {
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    const check = () => {
      queued = false;
      if (near()) done();
    };
    // At most one layout read a frame, however many events come.
    const onMove = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove, { passive: true });
    for (const type of INPUT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** A promise-like that hands its value to `then` at once, not on the next tick. */
function now<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}

/**
 * A part of a page far below the fold whose code the browser loads only when it comes near the
 * screen. The server renders it with the rest of the page; in the browser React keeps that HTML as
 * it is (its links work as plain links, its `<details>` open by themselves) until the code arrives,
 * then hydrates it. `anchorId` names an element of the part, which tells when it is near. After a
 * navigation in the browser there is no such HTML to keep, and the code loads at once.
 */
export function belowTheFold(anchorId: string, load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | undefined;
  // The server needs the code for every render: it loads with this module.
  if (import.meta.env.SSR) void load().then((part) => (loaded = part));

  const Part = lazy(() => {
    // Already in memory: handed over synchronously, so React renders the part in the same pass as
    // the page around it rather than streaming it in after.
    const ready = loaded;
    if (ready) return now({ default: ready });
    const part = import.meta.env.SSR ? load() : whenWanted(anchorId).then(load);
    return part.then((component) => ({ default: component }));
  });

  // Without props it never renders again with the page around it, which would make React hydrate it.
  return memo(function BelowTheFold() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  });
}
