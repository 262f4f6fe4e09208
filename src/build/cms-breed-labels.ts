/** Spanish labels of the breed and line files' fields for the editor (placeholder until written). */
import type { LabelMap } from './cms-config';
export const BREED_LABELS: Partial<Record<string, LabelMap>> = {};
