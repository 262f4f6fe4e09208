import { describe, expect, it, vi } from 'vitest';
import { armInteraction, HOLD_TIMEOUT_MS, INTERACTION_EVENTS, ISLAND_READY_EVENT } from '@/islands/interaction';
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

  it('without a conversion function a click before hydration keeps its default action and is not replayed', () => {
    const win = new FakeWindow();
    const island = new EventTarget();
    armInteraction(win, island, { hold: 'a[data-chat]', holdIf: 'report' }, () => {});
    const link = new FakeLink(win, 'a[data-chat]');
    expect(dispatchClick(win, link).defaultPrevented).toBe(false);
    island.dispatchEvent(new Event(ISLAND_READY_EVENT));
    expect(link.clicks).toBe(0);
  });

  it('with the conversion function the first click is held, starts hydration and is replayed once when the island is ready', () => {
    const win = new FakeWindow();
    win.report = () => {};
    const island = new EventTarget();
    const start = vi.fn();
    armInteraction(win, island, { hold: 'a[data-chat]', holdIf: 'report' }, start);
    const link = new FakeLink(win, 'a[data-chat]');
    const other = new FakeLink(win, 'a.other');
    expect(dispatchClick(win, other).defaultPrevented).toBe(false);
    expect(dispatchClick(win, link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(dispatchClick(win, link).defaultPrevented).toBe(true);
    expect(dispatchClick(win, link).defaultPrevented).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(link.clicks).toBe(0);

    const seenByIsland: boolean[] = [];
    win.addEventListener('click', (e) => seenByIsland.push(e.defaultPrevented));
    island.dispatchEvent(new Event(ISLAND_READY_EVENT));
    expect(link.clicks).toBe(1);
    // The replayed click reaches the island unprevented; later clicks are the island's alone.
    expect(seenByIsland).toEqual([false]);
    expect(dispatchClick(win, link).defaultPrevented).toBe(false);
    island.dispatchEvent(new Event(ISLAND_READY_EVENT));
    expect(link.clicks).toBe(1);
  });

  it('gives a held click back to the conversion function when hydration fails', async () => {
    const win = new FakeWindow();
    const reported: string[] = [];
    win.report = (url: string) => reported.push(url);
    const island = new EventTarget();
    armInteraction(win, island, { hold: 'a[data-chat]', holdIf: 'report' }, () => Promise.reject(new Error('offline')));
    const link = new FakeLink(win, 'a[data-chat]');
    expect(dispatchClick(win, link).defaultPrevented).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(reported).toEqual([link.href]);
    // Holding has stopped: the next click keeps its default action; a late ready replays nothing.
    expect(dispatchClick(win, link).defaultPrevented).toBe(false);
    island.dispatchEvent(new Event(ISLAND_READY_EVENT));
    expect(link.clicks).toBe(0);
  });

  it('gives a held click back when the island is not ready in time, and never reports it twice', () => {
    vi.useFakeTimers();
    try {
      const win = new FakeWindow();
      const reported: string[] = [];
      win.report = (url: string) => reported.push(url);
      const island = new EventTarget();
      armInteraction(win, island, { hold: 'a[data-chat]', holdIf: 'report' }, () => new Promise(() => {}));
      const link = new FakeLink(win, 'a[data-chat]');
      dispatchClick(win, link);
      vi.advanceTimersByTime(HOLD_TIMEOUT_MS - 1);
      expect(reported).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(reported).toEqual([link.href]);
      island.dispatchEvent(new Event(ISLAND_READY_EVENT));
      expect(link.clicks).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
