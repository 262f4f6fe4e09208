/** Class lists shared by .astro components and React islands, so both render the same chips. */
export function chipClass(active: boolean): string {
  return active
    ? 'inline-block rounded-full border border-brand-700 bg-brand-700 px-3 py-1.5 text-sm font-medium text-white'
    : 'inline-block rounded-full border border-gray-300 px-3 py-1.5 text-sm font-medium hover:border-brand-500 hover:text-brand-700';
}
