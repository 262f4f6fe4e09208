/** The intents of the dog articles, a dimension of their URLs (/blog/perros/{raza}-{ciudad}/{intencion}/), and their labels. */
export type DogIntent = 'precios' | 'criaderos' | 'venta';
export const DOG_INTENTS: readonly DogIntent[] = ['precios', 'criaderos', 'venta'];
export const INTENT_LABELS: Record<DogIntent, string> = {
  precios: 'Precios',
  criaderos: 'Criaderos',
  venta: 'Venta',
};
