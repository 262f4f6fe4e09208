/** Class lists shared by .astro components and React islands, so both render the same chips. */
export function chipClass(active: boolean): string {
  return active
    ? 'chip border-brand-700 bg-brand-700 text-white'
    : 'chip border-gray-300 hover:border-brand-500 hover:text-brand-700';
}
