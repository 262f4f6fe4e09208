/** Placeholder until the Spanish phrases land (branch editor-spanish). */
export const EDITOR_PHRASES_ES: Record<string, unknown> = {};
