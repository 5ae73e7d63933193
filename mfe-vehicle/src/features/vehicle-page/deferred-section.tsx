import { css } from '@forecourt/shared/styled-system/css';
import { type ComponentType, createElement, memo, type RefObject, Suspense, use, useEffect, useRef } from 'react';

// Sections far down the vehicle page (calculators, specifications, price comparison, similar cars…)
// whose code the browser loads only when the visitor nears them. The server renders them in full (the
// page without JavaScript, and the first paint, are complete); in the browser each stays as the
// server's HTML — visible, not yet interactive — inside its own Suspense boundary until it comes
// within DEFERRED_SECTION_MARGIN_PX of the viewport, then its chunk loads and React hydrates it. A
// click on it before then is replayed by React once it has hydrated.

/** How far ahead of the viewport a section's code starts loading: about a phone screen. */
export const DEFERRED_SECTION_MARGIN_PX = 800;

/** The attribute naming a deferred section's wrapper; `data-fc-hydrated` is added once it is live. */
export const DEFERRED_SECTION_ATTRIBUTE = 'data-fc-deferred';

// A section that renders nothing takes no room (and, out of the layout, never loads).
const wrapper = css({ minWidth: '0', '&:empty': { display: 'none' } });

/** Resolves once `element` is near the viewport; at once where that cannot be told. */
function nearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${DEFERRED_SECTION_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
  });
}

/** Marks the wrapper once the boundary it sits in has hydrated (its effects run then). */
function HydratedMark({ wrapperRef }: { wrapperRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    wrapperRef.current?.setAttribute('data-fc-hydrated', '');
  }, [wrapperRef]);
  return null;
}

/** Every section's preload, so tests (and anything else) can load them all without listing them. */
const preloads = new Set<() => Promise<unknown>>();

/**
 * Loads every deferred section made so far (the server does so by itself; tests that render a page wait for it).
 * @example beforeAll(preloadDeferredSections);
 */
export function preloadDeferredSections(): Promise<unknown> {
  return Promise.all([...preloads].map((preload) => preload()));
}

/** A deferred section: the component, plus `preload()` (the server and tests load every section first). */
export type DeferredSection<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/** One section's code: loaded or not, and the promise a render waits on until it is. */
interface SectionLoader<P> {
  name: string;
  current: () => ComponentType<P> | null;
  whenReady: () => Promise<unknown>;
}

function DeferredContent<P extends object>({ loader, sectionProps }: { loader: SectionLoader<P>; sectionProps: P }) {
  let Loaded = loader.current();
  if (!Loaded) {
    use(loader.whenReady());
    Loaded = loader.current();
  }
  return Loaded ? createElement(Loaded, sectionProps) : null;
}

function DeferredWrapper<P extends object>({ loader, sectionProps }: { loader: SectionLoader<P>; sectionProps: P }) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  return (
    <div className={wrapper} ref={wrapperRef} data-fc-deferred={loader.name}>
      <Suspense fallback={null}>
        <DeferredContent loader={loader} sectionProps={sectionProps} />
        <HydratedMark wrapperRef={wrapperRef} />
      </Suspense>
    </div>
  );
}

/**
 * Wraps a page section so its code loads when the visitor nears it. `load` is a dynamic import of the
 * section's module (its own chunk). On the server the section loads as soon as this module does, so
 * pages render it at once. Give it stable props (the page's data): the section is memoised, because
 * a boundary that changes before it has hydrated would be thrown away and rendered again.
 * @example const Features = deferredSection('features', () => import('../features/Features').then((m) => m.Features));
 */
export function deferredSection<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): DeferredSection<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  let waiting: Promise<unknown> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  };
  preloads.add(preload);
  const onServer = typeof document === 'undefined';
  if (onServer) void preload();
  // In the browser: a chunk that fails to load (offline, a deploy in between) leaves the server's HTML
  // in place, shown but inert, rather than failing the page.
  const whenNear = () =>
    nearViewport(document.querySelector(`[${DEFERRED_SECTION_ATTRIBUTE}="${name}"]`))
      .then(preload)
      .catch((error: unknown) => {
        console.error(`[fc] the ${name} section failed to load; it stays as the server rendered it`, error);
        return new Promise<never>(() => {});
      });
  const loader: SectionLoader<P> = {
    name,
    current: () => loaded,
    whenReady: () => {
      waiting ??= onServer ? preload() : whenNear();
      return waiting;
    },
  };
  const section = memo((props: P) => <DeferredWrapper loader={loader} sectionProps={props} />);
  section.displayName = `Deferred(${name})`;
  return Object.assign(section as unknown as ComponentType<P>, { preload });
}
