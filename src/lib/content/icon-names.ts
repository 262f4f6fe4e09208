/** The icons of src/components/Icon.astro, by name (a text file may pick one, e.g. the home page's reasons). */
export const ICON_NAMES = ['chat', 'home', 'dog', 'cat', 'horse', 'cow', 'bird', 'shield', 'heart', 'star', 'clock', 'pin', 'stethoscope'] as const;
export type IconName = (typeof ICON_NAMES)[number];
