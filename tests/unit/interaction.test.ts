import { describe, expect, it, vi } from 'vitest';
import { armInteraction, INTERACTION_EVENTS, ISLAND_READY_EVENT } from '@/islands/interaction';
import { dispatchClick, FakeWindow } from './fake-window';

/** A link stand-in: `closest` matches one selector, `click()` dispatches a click on the window. */
class FakeLink {
  clicks = 0;
  href = 'https://wa.me/573000000000?text=Hola';
  constructor(private win: FakeWindow, private selector: string) {}
  closest(selector: string) {
    return selector === this.selector ? this : null;
  }
  click() {
    this.clicks++;
    return dispatchClick(this.win, this);
  }
}


describe('armInteraction', () => {
  it('starts once, on the first of any interaction event, and never before', () => {
    for (const type of INTERACTION_EVENTS) {
      const win = new FakeWindow();
      const start = vi.fn();
      armInteraction(win, new EventTarget(), {}, start);
      win.dispatchEvent(new Event('scroll'));
      win.dispatchEvent(new Event('mouseover'));
      expect(start).not.toHaveBeenCalled();
      win.dispatchEvent(new Event(type));
      for (const again of INTERACTION_EVENTS) win.dispatchEvent(new Event(again));
      expect(start, type).toHaveBeenCalledTimes(1);
    }
  });

  it('without a conversion function a click before hydration keeps its default action', () => {
    const win = new FakeWindow();
    const island = new EventTarget();
    armInteraction(win, island, { link: 'a[data-chat]', call: 'report' }, () => {});
    const link = new FakeLink(win, 'a[data-chat]');
    expect(dispatchClick(win, link).defaultPrevented).toBe(false);
    island.dispatchEvent(new Event(ISLAND_READY_EVENT));
    expect(link.clicks).toBe(0);
  });

  it('with the conversion function each click before the island is ready is answered by it at once, once, and starts hydration', () => {
    const win = new FakeWindow();
    const reported: string[] = [];
    win.report = (url: string) => reported.push(url);
    const island = new EventTarget();
    const start = vi.fn();
    armInteraction(win, island, { link: 'a[data-chat]', call: 'report' }, start);
    const link = new FakeLink(win, 'a[data-chat]');
    const other = new FakeLink(win, 'a.other');
    expect(dispatchClick(win, other).defaultPrevented).toBe(false);
    expect(dispatchClick(win, link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(reported).toEqual([]);
    expect(dispatchClick(win, link).defaultPrevented).toBe(true);
    expect(reported).toEqual([link.href]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(dispatchClick(win, link).defaultPrevented).toBe(true);
    expect(reported).toEqual([link.href, link.href]);
    expect(start).toHaveBeenCalledTimes(1);
    // Nothing is replayed for the island.
    expect(link.clicks).toBe(0);

    // Once the island is ready its clicks are its own: the loader neither prevents nor reports them.
    island.dispatchEvent(new Event(ISLAND_READY_EVENT));
    expect(dispatchClick(win, link).defaultPrevented).toBe(false);
    expect(reported).toEqual([link.href, link.href]);
  });

  it('keeps answering when hydration fails', async () => {
    const win = new FakeWindow();
    const reported: string[] = [];
    win.report = (url: string) => reported.push(url);
    const island = new EventTarget();
    armInteraction(win, island, { link: 'a[data-chat]', call: 'report' }, () => Promise.reject(new Error('offline')));
    const link = new FakeLink(win, 'a[data-chat]');
    expect(dispatchClick(win, link).defaultPrevented).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(dispatchClick(win, link).defaultPrevented).toBe(true);
    expect(reported).toEqual([link.href, link.href]);
  });
});
