/** One page of each built page type, for the shell test; later issues add theirs. */
export const SHELL_PAGES: { path: string; nav?: string }[] = [
  { path: '/', nav: 'Inicio' },
  { path: '/co/tienda/', nav: 'Inicio' },
];
