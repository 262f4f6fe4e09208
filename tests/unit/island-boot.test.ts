import { describe, expect, it, vi } from 'vitest';
import {
  ASTRO_RUNTIME_MARKER,
  bootIslands,
  deferIslandRuntime,
  interactionOptions,
  islandModuleUrls,
  runtimeModule,
} from '@/build/island-boot';
import { dispatchClick, FakeWindow } from './fake-window';


class FakeIsland extends EventTarget {
  constructor(private attrs: Record<string, string>) {
    super();
  }
  getAttribute(name: string) {
    return this.attrs[name] ?? null;
  }
}

const chatOpts = JSON.stringify({ name: 'ChatIsland', value: { link: 'a[data-chat]', call: 'report' } });

function clickOn(win: FakeWindow, selector: string) {
  const target = { href: 'https://wa.me/573000000000?text=Hola', closest: (s: string) => (s === selector ? target : null), click: vi.fn() };
  return { event: dispatchClick(win, target), target };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the island loader', () => {
  it('reads the directive value of an island, and nothing from a broken or empty one', () => {
    expect(interactionOptions(chatOpts)).toEqual({ link: 'a[data-chat]', call: 'report' });
    expect(interactionOptions(JSON.stringify({ name: 'GalleryShuffle', value: true }))).toEqual({});
    expect(interactionOptions(null)).toEqual({});
    expect(interactionOptions('{not json')).toEqual({});
  });

  it('lists the modules the islands will import, each once', () => {
    const islands = [
      new FakeIsland({ 'component-url': '/_astro/GalleryShuffle.a.js', 'renderer-url': '/_astro/client.b.js' }),
      new FakeIsland({ 'component-url': '/_astro/ChatIsland.c.js', 'renderer-url': '/_astro/client.b.js' }),
    ];
    expect(islandModuleUrls(islands)).toEqual(['/_astro/GalleryShuffle.a.js', '/_astro/client.b.js', '/_astro/ChatIsland.c.js']);
  });

  it('loads the runtime once, on the first interaction, for all the islands of the page', () => {
    const win = new FakeWindow();
    const load = vi.fn(() => new Promise(() => {}));
    bootIslands(win, [new FakeIsland({ opts: '{}' }), new FakeIsland({ opts: chatOpts })], load);
    win.dispatchEvent(new Event('scroll'));
    expect(load).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('pointerdown'));
    win.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a chat click made before hydration with the conversion function at once, and starts hydration', () => {
    const win = new FakeWindow();
    const reported: string[] = [];
    win.report = (url: string) => reported.push(url);
    const chat = new FakeIsland({ opts: chatOpts });
    const load = vi.fn(() => new Promise(() => {}));
    bootIslands(win, [chat], load);
    const { event, target } = clickOn(win, 'a[data-chat]');
    expect(event.defaultPrevented).toBe(true);
    expect(reported).toEqual([target.href]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(target.click).not.toHaveBeenCalled();
  });

  it('keeps answering chat clicks when the runtime cannot load', async () => {
    const win = new FakeWindow();
    const reported: string[] = [];
    win.report = (url: string) => reported.push(url);
    bootIslands(win, [new FakeIsland({ opts: chatOpts })], () => Promise.reject(new Error('offline')));
    clickOn(win, 'a[data-chat]');
    await tick();
    const { event, target } = clickOn(win, 'a[data-chat]');
    expect(event.defaultPrevented).toBe(true);
    expect(reported).toEqual([target.href, target.href]);
  });
});

describe('the runtime module', () => {
  const directiveOf = () => {
    const self: { Astro?: { interaction: (load: () => Promise<() => unknown>) => Promise<unknown> } } = {};
    new Function('self', runtimeModule('/* Astro runtime */'))(self);
    return self.Astro!.interaction;
  };
  it('hydrates at once, since it is imported only after the interaction', async () => {
    const hydrate = vi.fn();
    await directiveOf()(() => Promise.resolve(hydrate));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
  it('returns a rejected promise when the island cannot load, so Astro reports the hydration error', async () => {
    await expect(directiveOf()(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
  it('carries Astro runtime after the directive', () => {
    expect(runtimeModule('(()=>{customElements.define("astro-island",f)})();')).toMatch(/interaction=[^\n]*\n\(\(\)=>\{customElements/);
  });
});

describe('deferIslandRuntime', () => {
  const runtime = `<script>(()=>{${ASTRO_RUNTIME_MARKER},f)})();</script>`;
  const directive = '<script>(()=>{(self.Astro||(self.Astro={})).interaction=h;window.dispatchEvent(new Event("astro:interaction"));})();</script>';
  const island = (client: string) => `<astro-island uid="a" component-url="/_astro/ChatIsland.x.js" ssr client="${client}" opts="{}"><a data-chat href="https://wa.me/1">Chat</a></astro-island>`;
  const page = (client: string) => `<!DOCTYPE html><html><head><script type="application/ld+json">{}</script></head><body><main>Hola</main>${directive}${runtime}${island(client)}<script>other()</script></body></html>`;

  it('replaces the inline runtime and directive with the loader at the end of the body, naming the module', () => {
    const out = deferIslandRuntime(page('interaction'), 'loader()', '/_astro/islands.abc.js')!;
    expect(out).not.toContain(ASTRO_RUNTIME_MARKER);
    expect(out).not.toContain('astro:interaction');
    expect(out).toContain('<script type="application/ld+json">{}</script>');
    expect(out).toContain('<script>other()</script>');
    expect(out).toMatch(/<\/astro-island><script>other\(\)<\/script><script data-module="\/_astro\/islands\.abc\.js">loader\(\)<\/script><\/body>/);
  });
  it('leaves a page alone when an island hydrates otherwise (idle needs the runtime at once), or when it has none', () => {
    expect(deferIslandRuntime(page('idle'), 'loader()', '/m.js')).toBeUndefined();
    expect(deferIslandRuntime(page('interaction') + island('idle'), 'loader()', '/m.js')).toBeUndefined();
    expect(deferIslandRuntime('<html><body><main>Hola</main></body></html>', 'loader()', '/m.js')).toBeUndefined();
  });
  it('fails the build when Astro no longer inlines its runtime the way it did', () => {
    expect(() => deferIslandRuntime(page('interaction').replace(runtime, ''), 'loader()', '/m.js')).toThrow(/island runtime once/);
  });
});
