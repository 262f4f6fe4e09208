/**
 * A day as the breeder types it, DD/MM/AAAA ("17/10/2026", also "17-10-2026", "17.10.26" or, on a
 * phone's number keypad that has no «/», "17102026"), saved
 * as the files keep it, AAAA-MM-DD. A day that does not exist (31/02/2026) or a month first
 * (10/17/2026) is refused with a message in Spanish, never saved as another day.
 */
export type TypedDay = { ok: true; value: string | null } | { ok: false; message: string };

const pad = (n: number) => String(n).padStart(2, '0');
const EXAMPLE = 'por ejemplo 17/10/2026';

export function parseTypedDay(input: string): TypedDay {
  const typed = input.trim();
  if (!typed) return { ok: true, value: null };
  let day: number, month: number, year: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const dmy = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{2}|\d{4})$/.exec(typed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3]!.length === 2 ? `20${dmy[3]}` : dmy[3])];
  else return { ok: false, message: `«${typed}» no es una fecha; escríbala día/mes/año, ${EXAMPLE}` };
  if (month < 1 || month > 12) {
    return { ok: false, message: `«${typed}»: el mes va en segundo lugar y es de 1 a 12; escriba la fecha día/mes/año, ${EXAMPLE}` };
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (day < 1 || date.getUTCMonth() !== month - 1) return { ok: false, message: `«${typed}»: ese día no existe; revise el día y el mes` };
  return { ok: true, value: `${year}-${pad(month)}-${pad(day)}` };
}

/** A saved day (AAAA-MM-DD) as the editor shows it: DD/MM/AAAA. Anything else as it is. */
export function showDay(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** Today on the breeder's clock, AAAA-MM-DD. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}


export type TypedTime = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * An hour as the breeder types it: «9», «9:00», «9 am», «5 p. m.», «17:30», «17h», saved as the
 * 24-hour «HH:MM» the site settings keep (schema.org's opening hours).
 */
export function parseTypedTime(input: string): TypedTime {
  const typed = input.trim();
  if (!typed) return { ok: true, value: null };
  const m = /^(\d{1,2})(?:[:.h](\d{2}))?\s*h?\s*(a\.?\s*m\.?|p\.?\s*m\.?)?$/i.exec(typed.toLowerCase());
  const wrong = { ok: false as const, message: `«${typed}» no es una hora; escríbala como 8:00 o 6 pm` };
  if (!m) return wrong;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = m[3]?.replace(/[^ap]/g, '');
  if (half) {
    if (hour < 1 || hour > 12) return wrong;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return wrong;
  return { ok: true, value: `${pad(hour)}:${pad(minute)}` };
}
