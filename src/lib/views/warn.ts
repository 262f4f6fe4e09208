/** Logs a build warning once per key, however many pages hit the same problem. */
const warned = new Set<string>();
export function warnOnce(key: string, message: string, log: (m: string) => void = console.warn): void {
  if (warned.has(key)) return;
  warned.add(key);
  log(message);
}
