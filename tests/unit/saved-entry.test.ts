/** The editor compares the form, after a save, with the entry as saved (src/admin/saved-entry.ts). */
import { describe, expect, it } from 'vitest';
import { type DecapStore, keepSavedEntryAsLoaded } from '@/admin/saved-entry';

/** An Immutable-like map over a plain object, as Decap's store holds its state. */
const im = (o: Record<string, unknown>) => ({ get: (k: string) => o[k], toJS: () => structuredClone(o) });

function fakeStore() {
  let listener = () => {};
  const dispatched: { type: string; payload: unknown }[] = [];
  let draft = im({ hasChanged: true, entry: im({ slug: 'gatos', collection: 'razas', isPersisting: true, data: { precio: 1 } }) });
  const store: DecapStore = {
    getState: () => ({ entryDraft: draft }),
    dispatch: (a) => dispatched.push(a),
    subscribe: (l) => ((listener = l), () => {}),
  };
  const set = (hasChanged: boolean, entry: Record<string, unknown>) => {
    draft = im({ hasChanged, entry: im(entry) });
    listener();
  };
  return { store, dispatched, set };
}

describe('after a save, the entry as saved is the one Decap compares the form with', () => {
  it('gives the store the saved entry as loaded when a save of an entry ends well', () => {
    const { store, dispatched, set } = fakeStore();
    keepSavedEntryAsLoaded(store);
    set(true, { slug: 'gatos', collection: 'razas', isPersisting: true, data: { precio: 2 } });
    expect(dispatched).toEqual([]);
    set(false, { slug: 'gatos', collection: 'razas', data: { precio: 2 } });
    expect(dispatched).toEqual([{ type: 'ENTRY_SUCCESS', payload: { collection: 'razas', entry: { slug: 'gatos', collection: 'razas', data: { precio: 2 } } } }]);
    // once: the next change of the store is no second save
    set(false, { slug: 'gatos', collection: 'razas', data: { precio: 2 } });
    expect(dispatched).toHaveLength(1);
  });
  it('leaves a failed save (the draft still changed) and a new entry (Decap loads it under its new address) alone', () => {
    const failed = fakeStore();
    keepSavedEntryAsLoaded(failed.store);
    failed.set(true, { slug: 'gatos', collection: 'razas', isPersisting: true });
    failed.set(true, { slug: 'gatos', collection: 'razas' });
    expect(failed.dispatched).toEqual([]);
    const fresh = fakeStore();
    keepSavedEntryAsLoaded(fresh.store);
    fresh.set(true, { collection: 'camadas', isPersisting: true });
    fresh.set(false, { collection: 'camadas' });
    expect(fresh.dispatched).toEqual([]);
  });
  it('does nothing without the store (decap-store.js not loaded)', () => {
    expect(() => keepSavedEntryAsLoaded(undefined)).not.toThrow();
  });
});
