/**
 * The chat island: one per page, hydrated on the visitor's first interaction
 * (`client:interaction`; until this island announces it is ready, the loader answers a chat
 * click itself by calling the conversion function, when the page has one). It enhances every
 * server-rendered <a data-chat> link: with the site's conversion function present it hands
 * it the chat URL (which reports the conversion and opens the chat); otherwise it opens the
 * chat in a new tab, and if the browser blocks that tab it shows a toast with a link.
 */
import { useCallback, useEffect, useReducer, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { announceIslandReady } from '@/islands/interaction';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, toastReducer, type Toast } from './toast';
import toastStyles from './toast.css?inline';

/** The toast's rules, added to the page once the island mounts (see toast.css). */
function addToastStyles() {
  if (document.getElementById('toast-styles')) return;
  const style = document.createElement('style');
  style.id = 'toast-styles';
  style.textContent = toastStyles;
  document.head.append(style);
}

interface Props {
  conversionFunction: string;
}

type ConversionFn = (url: string) => unknown;

export default function ChatIsland({ conversionFunction }: Props) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const regionRef = useRef<HTMLOListElement>(null);
  const nextId = useRef(1);

  const show = useCallback((toast: Omit<Toast, 'id' | 'duration' | 'variant'> & Partial<Pick<Toast, 'duration' | 'variant'>>) => {
    dispatch({ type: 'add', toast: { duration: TOAST_DURATION_MS, variant: 'default', ...toast, id: nextId.current++ } });
  }, []);

  useEffect(addToastStyles, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-chat]');
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      const track = (window as unknown as Record<string, unknown>)[conversionFunction];
      if (typeof track === 'function') {
        (track as ConversionFn)(link.href);
        return;
      }
      const tab = window.open(link.href, '_blank');
      if (tab) {
        tab.opener = null;
      } else {
        show({
          variant: 'destructive',
          title: 'No pudimos abrir WhatsApp',
          description: 'Su navegador bloqueó la nueva pestaña. Toque el botón para abrir el chat.',
          action: { label: 'Abrir chat', href: link.href },
        });
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    // Handlers are live: the loader stops answering chat clicks.
    announceIslandReady(regionRef.current);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [conversionFunction, show]);

  return (
    <ol
      ref={regionRef}
      tabIndex={-1}
      aria-label={`Notificaciones (${TOAST_HOTKEY})`}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-center gap-2 p-4 outline-none sm:items-end"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => dispatch({ type: 'dismiss', id: toast.id })} />
      ))}
    </ol>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const startX = useRef<number | null>(null);
  const itemRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!Number.isFinite(toast.duration)) return;
    const timer = window.setTimeout(onDismiss, toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, onDismiss]);

  const onPointerDown = (e: ReactPointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (startX.current === null || !itemRef.current) return;
    const dx = Math.max(0, e.clientX - startX.current);
    itemRef.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (dx >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else if (itemRef.current) itemRef.current.style.transform = '';
  };

  const destructive = toast.variant === 'destructive';
  return (
    <li
      ref={itemRef}
      role={destructive ? 'alert' : 'status'}
      data-variant={toast.variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      className="toast"
    >
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-text">{toast.description}</p>}
        {toast.action && (
          <a href={toast.action.href} target="_blank" rel="noopener" className="toast-action">
            {toast.action.label}
          </a>
        )}
      </div>
      <button type="button" onClick={onDismiss} aria-label="Cerrar notificación" className="toast-close">
        ×
      </button>
    </li>
  );
}
