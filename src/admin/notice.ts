/**
 * A message to the breeder that stays until read (a refused photo, say): a box at the foot of the
 * screen, over the status bar (live-status.ts), with a close button, announced to screen readers.
 * Not at the top: on a phone the entry's toolbar is there, and a box over it took the tap meant for
 * «Publicar» or ← (editor drive s49). Decap's own notices cannot be reached from outside its store.
 */
export const NOTICE_ID = 'aviso-del-editor';
/** The status bar at the foot of the editor (live-status.ts), which the notice sits above. */
export const STATUS_BAR_ID = 'estado-del-sitio';
/**
 * What tells the box that the breeder is correcting: a typed change, a chosen option, a tap on the
 * form. A tap is a click, not a pointerdown: a finger that scrolls the form starts with a
 * pointerdown too, and the notice went before it was read (drive s52).
 */
const EDITS = ['input', 'change', 'click'] as const;

/**
 * `untilEdit`: the box also goes at the breeder's next touch of the form (a typed change, or a tap:
 * a list's choices fire no change the page sees). The notice that nothing was saved covers part
 * of the form on a phone; once the breeder corrects a field it has been read, and goes.
 */
/** How a notice goes (`untilEdit`) and where it may send the breeder (`link`, opened in a tab of its own). */
export interface NoticeOptions {
  untilEdit?: boolean;
  /** A reminder, not a refusal: amber, not red (the price date after a save of the prices). */
  reminder?: boolean;
  link?: { text: string; href: string };
  /** Buttons that bring the form to a field the message names («Ir a «Precio en pesos»»): tapped, the notice stays, and the button takes the words `onClick` returns (the next field). */
  goTo?: { text: string; onClick: () => string | void }[];
  /** A button that does what the message asks («Recargar»). */
  button?: { text: string; onClick: () => void };
  /** A note of what the editor did for the breeder («Actualizado el» set to today): it goes by itself after these seconds, a scroll of the form does not take it. */
  seconds?: number;
  /** It says the entry was saved (in place of Decap's green «Guardado»): it goes as that one does, once the form has changes again (saved-entry.ts › closeSavedNotices). */
  saved?: boolean;
}

/** Whether a change of address stays on the screen: a new entry of a collection («#/collections/camadas/new») saved under its address («…/entries/pug-…»). */
export function sameScreen(from: string, to: string): boolean {
  const created = /^#\/collections\/([^/?]+)\/new(?:\?.*)?$/.exec(from);
  return Boolean(created && to.startsWith(`#/collections/${created[1]}/entries/`));
}

export function notify(message: string, { untilEdit = false, reminder = false, goTo = [], link, button, seconds, saved = false }: NoticeOptions = {}): void {
  document.getElementById(NOTICE_ID)?.remove();
  const box = document.createElement('div');
  box.id = NOTICE_ID;
  if (saved) box.dataset.saved = '';
  box.setAttribute('role', 'alert');
  // above the status bar at the foot, whatever its height (one to three lines)
  const foot = (document.getElementById(STATUS_BAR_ID)?.offsetHeight ?? 0) + 8;
  box.style.cssText =
    `position:fixed;z-index:100000;bottom:${foot}px;max-height:calc(100vh - ${foot + 120}px);overflow:auto;left:50%;transform:translateX(-50%);width:min(560px,calc(100vw - 24px));box-sizing:border-box;padding:10px 14px;border-radius:8px;${reminder ? 'background:#fff7e0;color:#6b4b00;border:1px solid #e8c66a' : 'background:#fcefea;color:#7a1d0e;border:1px solid #e5a293'};font:15px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.15)`;
  const text = document.createElement('p');
  // a notice of several problems has one a line
  text.style.cssText = 'margin:0;white-space:pre-line';
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Cerrar el aviso');
  close.style.cssText = 'position:absolute;top:2px;right:2px;width:44px;height:44px;border:0;background:none;font-size:22px;color:inherit;cursor:pointer';
  close.addEventListener('click', () => box.remove());
  // only the lines beside the × make room for it, not the whole text (a notice is as short as it can be on a phone: drive s52)
  const room = document.createElement('span');
  room.setAttribute('aria-hidden', 'true');
  room.style.cssText = 'float:right;width:32px;height:34px';
  text.prepend(room);
  box.append(text, close);
  for (const go of goTo) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = go.text;
    b.style.cssText = 'display:block;min-height:44px;padding:0;border:0;background:none;color:inherit;font:600 15px system-ui,sans-serif;text-decoration:underline;text-align:left;cursor:pointer';
    b.addEventListener('click', () => {
      const text = go.onClick();
      if (text) b.textContent = text;
    });
    box.append(b);
  }
  // where the message sends the breeder, in a tab of its own (the form she was typing stays here)
  if (link) {
    const a = document.createElement('a');
    a.href = link.href;
    a.target = '_blank';
    a.rel = 'noopener';
    a.textContent = link.text;
    a.style.cssText = 'display:inline-block;margin-top:2px;padding:10px 0;color:inherit;font-weight:600;text-decoration:underline';
    box.append(a);
  }
  if (button) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = button.text;
    b.style.cssText = 'display:block;margin-top:10px;min-height:44px;padding:0 20px;border:1px solid currentColor;border-radius:6px;background:#fff;color:inherit;font:600 15px system-ui,sans-serif;cursor:pointer';
    b.addEventListener('click', button.onClick);
    box.append(b);
  }
  document.body.append(box);
  // room below the form as tall as the box: the end of the form scrolls clear of it, whatever stays at the foot (drive s53)
  const below = document.createElement('div');
  below.setAttribute('aria-hidden', 'true');
  below.dataset.noticeRoom = '';
  below.style.height = `${box.offsetHeight + 8}px`;
  document.querySelectorAll('[data-notice-room]').forEach((r) => r.remove());
  document.body.append(below);
  new MutationObserver((_, observer) => {
    if (box.isConnected) return;
    below.remove();
    observer.disconnect();
  }).observe(document.body, { childList: true });
  // a notice is about the screen it was given on: it goes with it (editor drive s47: «No se guardó…» stayed on the list, over «Fotos»);
  // a new entry, once saved, is the same screen under its new address (drive s51: the old-prices notice of a new litter's save went at once, in one run of two)
  const leave = (event: HashChangeEvent) => {
    if (sameScreen(new URL(event.oldURL).hash, new URL(event.newURL).hash)) return;
    box.remove();
    window.removeEventListener('hashchange', leave);
  };
  window.addEventListener('hashchange', leave);
  if (seconds) setTimeout(() => box.remove(), seconds * 1000);
  if (untilEdit) {
    const edited = (event: Event) => {
      // the breeder's own touches only: not the editor's click that unfolds a group the notice sent her to (price-date.ts › «Ir a …»)
      if (!event.isTrusted || box.contains(event.target as Node)) return;
      box.remove();
      for (const type of EDITS) document.removeEventListener(type, edited, true);
    };
    for (const type of EDITS) document.addEventListener(type, edited, true);
  }
}
