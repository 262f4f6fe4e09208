/** The icons of src/components/Icon.astro, by name (content/species.json › icono and the home page's reasons pick one). */
export const ICON_NAMES = ['chat', 'home', 'dog', 'cat', 'horse', 'cow', 'bird', 'shield', 'heart', 'star', 'clock', 'pin', 'stethoscope'] as const;
export type IconName = (typeof ICON_NAMES)[number];
