// @vitest-environment happy-dom
/**
 * useLazyFeatures: a content root loads the code of `data.httpRequests` and of block animations
 * only when its content has them, starts them after mount (the request goes to a real local
 * content service; the answer shows in the DOM; the animated block gets its styles) and stops
 * them on unmount. Loading and starting are watched by passing the real modules through
 * `vi.mock`: every call reaches the real code.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { serveContent } from '../../../test/helpers/content-service.ts';
import { eventually, render, rerender } from '../../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock, type BuilderContent as Content } from '../../index.ts';

/** What the lazily loaded modules saw: their loads, each start (named by its content root) and each stop. */
const watched = vi.hoisted(() => ({
  loads: { http: 0, animations: 0 },
  starts: [] as { feature: 'http' | 'animations'; root: string; stopped: boolean }[],
}));

vi.mock('../http-requests.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../http-requests.ts')>();
  watched.loads.http++;
  return {
    ...real,
    startHttpRequests: (...args: Parameters<typeof real.startHttpRequests>) => {
      const run = { feature: 'http' as const, root: args[3].replace('httpRequests of content ', ''), stopped: false };
      watched.starts.push(run);
      const stop = real.startHttpRequests(...args);
      return () => {
        run.stopped = true;
        stop();
      };
    },
  };
});

vi.mock('../animations.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../animations.ts')>();
  watched.loads.animations++;
  return {
    ...real,
    startAnimations: (...args: Parameters<typeof real.startAnimations>) => {
      const run = {
        feature: 'animations' as const,
        root: args[0].getAttribute('builder-content-id') ?? '',
        stopped: false,
      };
      watched.starts.push(run);
      const stop = real.startAnimations(...args);
      return () => {
        run.stopped = true;
        stop();
      };
    },
  };
});

const service = serveContent({
  page: [{ id: 'lazy-entry', name: 'Lazy entry', data: { title: 'Fetched over HTTP' } }],
});
const apiUrl = (entry: string) => `${service.url}/api/v3/content/page?apiKey=${service.apiKey}&entry=${entry}`;

const text = (id: string, value: string, extra: Partial<BuilderBlock> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: value } },
  ...extra,
});
const FADE_IN = [{ styles: { opacity: '0' } }, { styles: { opacity: '1' } }];
const animated = (id: string): BuilderBlock =>
  text(id, 'animated', { animations: [{ trigger: 'pageLoad', steps: FADE_IN, duration: 0.01 }] });
const fetching = (id: string, entry = 'lazy-entry'): Content => ({
  id,
  data: {
    state: { entry },
    httpRequests: { found: apiUrl('{{state.entry}}') },
    blocks: [
      text('builder-found', '', {
        bindings: { 'component.options.text': 'state.found?.results?.[0]?.data?.title ?? "waiting"' },
      }),
    ],
  },
});
const plain = (id: string): Content => ({ id, data: { blocks: [text('builder-plain', 'plain')] } });
const show = (content: Content) => <BuilderContent content={content} canTrack={false} />;
/** Shows `children` for one commit only: they mount (their effects run) and go before anything loaded can arrive. */
function MountedOnce({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  useLayoutEffect(() => setShown(false), []);
  return shown ? children : null;
}
const startsOf = (root: string) => watched.starts.filter((run) => run.root === root).map((run) => run.feature);
const textOf = (host: HTMLElement, id: string) => host.querySelector(`[builder-id="${id}"]`)?.textContent ?? '';

describe('useLazyFeatures', () => {
  // First in the file: no root has needed either module yet.
  it('loads neither module for content without httpRequests or animations, and each only once content needs it', async () => {
    await render(show(plain('lazy-plain')));
    expect(watched.loads).toEqual({ http: 0, animations: 0 });

    // A root mounted later needs the animator: once it has started there, a start the plain
    // root had asked for (earlier, for the same module) would have come first.
    await render(
      <BuilderContent
        content={{ id: 'lazy-animated', data: { blocks: [animated('builder-box')] } }}
        canTrack={false}
      />,
    );
    await eventually(() => expect(startsOf('lazy-animated')).toEqual(['animations']));
    expect(watched.loads.animations).toBe(1);

    const fetchingHost = await render(show(fetching('lazy-fetching')));
    await eventually(() => expect(startsOf('lazy-fetching')).toEqual(['http']));
    await eventually(() => expect(textOf(fetchingHost, 'builder-found')).toBe('Fetched over HTTP'));
    expect(watched.loads.http).toBe(1);
    expect(startsOf('lazy-plain')).toEqual([]);
  });

  it('fetches data.httpRequests after mount over HTTP, its URL made from the state, and shows the answer', async () => {
    const host = await render(show(fetching('lazy-shows')));
    await eventually(() => expect(textOf(host, 'builder-found')).toBe('Fetched over HTTP'));
    expect(startsOf('lazy-shows')).toEqual(['http']);
  });

  it('starts the animations of the blocks that have them, inside the root that holds them', async () => {
    const host = await render(
      <BuilderContent
        content={{ id: 'lazy-fade', data: { blocks: [animated('builder-fade'), text('builder-still', 'still')] } }}
        canTrack={false}
      />,
    );
    const fade = host.querySelector<HTMLElement>('[builder-id="builder-fade"]')!;
    await eventually(() => expect(fade.hasAttribute('data-builder-animated')).toBe(true));
    await eventually(() => expect(fade.style.opacity).toBe('1'));
    expect(host.querySelector('[builder-id="builder-still"]')!.hasAttribute('data-builder-animated')).toBe(false);
    expect(startsOf('lazy-fade')).toEqual(['animations']);
  });

  it('stops both when the root goes (new content, or unmount), and starts them again for the content that follows', async () => {
    const both = (id: string): Content => ({
      ...fetching(id),
      data: { ...fetching(id).data, blocks: [...fetching(id).data!.blocks!, animated('builder-both')] },
    });
    const host = await render(show(both('lazy-first')));
    await eventually(() => expect(startsOf('lazy-first').sort()).toEqual(['animations', 'http']));

    await rerender(host, show(both('lazy-second')));
    await eventually(() => expect(startsOf('lazy-second').sort()).toEqual(['animations', 'http']));
    expect(watched.starts.filter((run) => run.root === 'lazy-first').every((run) => run.stopped)).toBe(true);
    await eventually(() => expect(textOf(host, 'builder-found')).toBe('Fetched over HTTP'));

    await rerender(host, null);
    expect(watched.starts.filter((run) => run.root === 'lazy-second').every((run) => run.stopped)).toBe(true);
  });

  it('starts nothing for a root that went before its code arrived', async () => {
    const both = {
      ...fetching('lazy-gone'),
      data: { ...fetching('lazy-gone').data, blocks: [animated('builder-gone')] },
    };
    await render(
      <MountedOnce>
        <BuilderContent content={both} canTrack={false} />
      </MountedOnce>,
    );
    // A root mounted after it: once both have started there, the gone root's starts would have come first.
    const later = {
      ...fetching('lazy-after'),
      data: {
        ...fetching('lazy-after').data,
        blocks: [...fetching('lazy-after').data!.blocks!, animated('builder-after')],
      },
    };
    const host = await render(show(later));
    await eventually(() => expect(startsOf('lazy-after').sort()).toEqual(['animations', 'http']));
    await eventually(() => expect(textOf(host, 'builder-found')).toBe('Fetched over HTTP'));
    expect(startsOf('lazy-gone')).toEqual([]);
  });
});
