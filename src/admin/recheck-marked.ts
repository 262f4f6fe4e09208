/**
 * A field marked in red by a rule that spans fields loses its mark as soon as the entry no longer
 * breaks the rule, not at the next «Publicar» (drive s53/s54: in «Cifras comprobables», «Falta el
 * día en que contó este número» stayed beside «Número» after «Lo conté hoy» filled the day). Decap
 * checks a field again only when that field changes, and clears no other's errors; here, at each
 * change of the entry's data, every control on the screen that carries errors is checked again
 * (Decap's own Widget › validate, handed to each control as `props.validate`): its mark goes when
 * the rules pass, and stays, with its words of now, while they do not. A field without a mark is
 * left alone (no red before the breeder asks to save).
 */
import type { DecapStore, Immutable } from './saved-entry';

/** A control of the form that can be checked again: Decap hands each its field's id (`forID`) and its Widget's `validate`. */
export interface CheckableControl {
  props: { forID?: string; validate?: () => void };
}

const controls = new Set<CheckableControl>();
/** A control on the screen (called from its componentDidMount). */
export const onScreen = (control: CheckableControl) => void controls.add(control);
/** A control gone from the screen (its componentWillUnmount). */
export const offScreen = (control: CheckableControl) => void controls.delete(control);

/** The ids of the fields that carry errors in Decap's entry draft (its `fieldsErrors`: id → list of errors). */
export function markedFields(fieldsErrors: { forEach?(f: (errors: { size?: number; length?: number }, id: string) => void): void } | undefined): Set<string> {
  const ids = new Set<string>();
  fieldsErrors?.forEach?.((errors, id) => {
    if ((errors?.size ?? errors?.length ?? 0) > 0) ids.add(id);
  });
  return ids;
}

export function recheckMarkedOnChange(store: DecapStore | undefined): void {
  if (!store) return;
  let data: unknown;
  store.subscribe(() => {
    const draft = store.getState().entryDraft;
    const now = (draft?.get('entry') as Immutable | undefined)?.get('data');
    if (now === data) return;
    data = now;
    if (!markedFields(draft?.get('fieldsErrors')).size) return;
    // after Decap's own handling of the change (it clears the changed field's errors, and checks it)
    setTimeout(() => {
      const marked = markedFields(store.getState().entryDraft?.get('fieldsErrors'));
      for (const control of controls) if (control.props.forID && marked.has(control.props.forID)) control.props.validate?.();
    });
  });
}
