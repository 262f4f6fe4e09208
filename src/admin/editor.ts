/**
 * The breeder's editor, on top of Decap CMS (issue 40): bundled into /admin/editor.js by
 * src/build/admin-bundle.ts and loaded after decap-cms.js. It
 *   - runs the build's rules before saving (src/admin/entry-rules.ts): every field shows the
 *     problems the build would report of it, in Spanish, and the save waits until there are none;
 *   - reads numbers as Colombians type them (src/admin/typed-number.ts) and days as DD/MM/AAAA
 *     (src/admin/typed-date.ts), instead of the browser's number and date boxes;
 *   - narrows the breeds to the chosen species;
 *   - cleans every photo in the browser before upload (src/admin/photo-upload.ts);
 *   - shows whether the live site has the last saved change (src/admin/live-status.ts);
 *   - asks before the ✕ of a list's item removes it (src/admin/item-bar.ts);
 *   - marks a litter's animals sold in one step (src/admin/sell-all.ts), and an entry updated today when an «Estado» changes (src/admin/status-day.ts);
 *   - compares the form, after a save, with the entry as saved (src/admin/saved-entry.ts).
 */
import type { EntryRefs, Problem } from './entry-rules';
import { describeProblems, entryProblems, forTheBreeder, nextToField, problemsOfField, readNit, readPhone, readWhatsapp, showWhatsapp } from './entry-rules';
import { cleanPhotosOnUpload } from './photo-upload';
import { parseTypedDay, parseTypedTime, showDay, today } from './typed-date';
import { numberExample, parseTypedNumber, showNumber } from './typed-number';
import { notify } from './notice';
import { refuseDeletingPhotosInUse } from './photos-in-use';
import { watchLiveStatus } from './live-status';
import { remindPriceDate } from './price-date';
import type { LiveSource } from './repository';
import { learnFromSave, reservationFilled, watchReservationTerms } from './reservation-terms';
import { registerPreviews } from './previews';
import { readableLists } from './list-lines';
import { spanishAriaLabels } from './aria-spanish';
import { confirmRemovals } from './item-bar';
import { foldOnTitle } from './fold-on-title';
import { reloadOnJumpBetweenEntries } from './fresh-entry';
import { hideHiddenFiles } from './media-library';
import { guardAgainstOtherTabs, refusal } from './other-tabs';
import { askBeforeLeavingSavedNewEntry } from './leave-guard';
import { openSectionOnArrival } from './open-section';
import { saveFeedback } from './save-feedback';
import { oneTapSelects } from './select-tap';
import { sellAllButton } from './sell-all';
import { updateOnStatusChange } from './status-day';
import { type DecapStore, keepSavedEntryAsLoaded, noSavedNoticeOverChanges } from './saved-entry';
import { EDITOR_PHRASES_ES } from './phrases-es';
import { LIST_FIELD, LIST_FORMAT } from '../build/cms-collections';
import { orderLike, ReadFiles } from './key-order';
import { type CheckableControl, offScreen, onScreen, recheckMarkedOnChange } from './recheck-marked';

/* Decap's globals: its registry, React's createElement and create-react-class. */
type Immutable = { get(key: string): any; getIn(path: (string | number)[]): any; toJS(): any };
type Props = Record<string, any> & { field: Immutable; value: any; collection: Immutable; getEntry?: () => Immutable | undefined; entry?: Immutable; parentIds?: string[] };
declare const CMS: any;
declare const h: (type: any, props?: Record<string, any> | null, ...children: any[]) => any;
declare const createClass: (spec: Record<string, any>) => any;
declare const __LIVE_SOURCE__: LiveSource;

const toJS = (v: any) => (v && typeof v.toJS === 'function' ? v.toJS() : v);

/** The breeds of each species and the species' names, as the collection's breed field lists them (src/build/cms-collections.ts). */
function refsOf(collection: Immutable): EntryRefs {
  const fields: any[] = toJS(collection.get('fields')) ?? [];
  const raza = fields.find((f) => f.name === 'raza');
  const bySpecies = (raza?.razas_por_especie ?? {}) as Record<string, { value: string; label: string }[]>;
  return {
    breedsBySpecies: raza ? Object.fromEntries(Object.entries(bySpecies).map(([sp, options]) => [sp, options.map((o) => o.value)])) : undefined,
    breedNames: Object.fromEntries(Object.values(bySpecies).flat().map((o) => [o.value, o.label])),
    speciesNames: raza?.nombres_especies,
    today: today(),
    reservationFilled: reservationFilled(),
  };
}

let cache = new WeakMap<object, Problem[]>();
/** The references of each collection, kept by its fields for the check before saving. */
const refsByCollection = new Map<string, EntryRefs>();
/** The problems of the entry being edited (once per version of its data). */
function problemsOf(props: Props): { problems: Problem[]; data: unknown } {
  const entry = props.getEntry?.() ?? props.entry;
  const data = entry?.get('data');
  if (!entry || !data) return { problems: [], data: undefined };
  let problems = cache.get(data);
  const plain = toJS(data);
  if (!problems) {
    const refs = refsOf(props.collection);
    refsByCollection.set(props.collection.get('name'), refs);
    problems = entryProblems(props.collection.get('name'), entry.get('slug'), plain, refs);
    cache.set(data, problems);
  }
  return { problems, data: plain };
}

const error = (props: Props, message: string) => ({ error: { type: 'CUSTOM', parentIds: props.parentIds ?? [], message } });

/** The build's verdict on this field: true, or the problems next to it. An empty field is Decap's to report («Falta …»), once. */
function rulesOf(props: Props): true | ReturnType<typeof error> {
  const value = toJS(props.value);
  // an empty field is Decap's to require; an empty optional one still shows a rule across fields
  // (no climate note at all: each of the three says so, next to it)
  if ((value === undefined || value === null || value === '') && props.field.get('required') !== false) return true;
  const { problems, data } = problemsOf(props);
  const name = props.field.get('name');
  const own = problemsOfField(problems, data, name, value);
  return own.length ? error(props, [...new Set(own.map((p) => nextToField(p, name)))].join(' · ')) : true;
}

const failed = (r: unknown) => r === false || (r !== null && typeof r === 'object' && !(r instanceof Promise) && Boolean((r as { error?: unknown }).error));

/**
 * Decap's image widget asks for a saved photo's thumbnail once, when the field first shows; the
 * photo is still loading then, and it keeps the blank it got (a reopened litter showed empty
 * boxes). Until the photo has loaded, this asks again every 300 ms (for up to 15 s) and, once it
 * has, hands the widget a new `getAsset`, which makes it ask once more and show the photo.
 */
const EMPTY_ASSET = 'empty.svg';
function awaitThumbnail(control: any): void {
  let tries = 0;
  const check = () => {
    const { value, field, getAsset } = control.props;
    if (!control.mounted || !value || typeof value !== 'string') return;
    const asset = getAsset(value, field);
    if (asset && asset.path !== EMPTY_ASSET) {
      control.loadedGetAsset = (...args: unknown[]) => control.props.getAsset(...args);
      control.forceUpdate();
    } else if (++tries < 50) setTimeout(check, 300);
  };
  setTimeout(check, 300);
}

/** A Decap widget with the build's rules added to its own checks. */
function withRules(name: string, narrow?: (props: Props) => Props) {
  const base = CMS.getWidget(name);
  if (!base) return;
  const { control: Base, preview, ...rest } = base;
  class Checked extends Base {
    constructor(props: Props) {
      super(props);
      // an empty list that needs one item says so plainly («Agregue al menos un animal.»), not «La cantidad en «Animales» debe estar entre 1 y 24.» (editor drive s49)
      const size = (this as any).validateSize;
      if (typeof size === 'function') {
        (this as any).validateSize = () => {
          const errors = size.call(this);
          const { field, value } = (this as any).props as Props;
          const message = field.get('empty_message');
          if (errors.length) return !toJS(value)?.length && typeof message === 'string' ? [{ type: 'RANGE', message }] : errors;
          // a list with items has Decap check the items and then sets the list's errors to these alone (ListControl › validate):
          // the build's rules of the list and of its texts go here («paragraphs › 0»: a wrong marker, editor drive s50)
          const rules = rulesOf((this as any).props);
          return rules === true ? [] : [rules.error];
        };
      }
      const own = (this as any).isValid;
      (this as any).isValid = () => {
        const r = own ? own.call(this) : true;
        return failed(r) || r instanceof Promise ? r : rulesOf((this as any).props);
      };
    }
    componentDidMount() {
      (this as any).mounted = true;
      onScreen(this as unknown as CheckableControl);
      (Base.prototype as any).componentDidMount?.call(this);
      if (name === 'image') awaitThumbnail(this);
    }
    componentWillUnmount() {
      (this as any).mounted = false;
      offScreen(this as unknown as CheckableControl);
      (Base.prototype as any).componentWillUnmount?.call(this);
    }
    render() {
      const self = this as any;
      if (!narrow && !self.loadedGetAsset) return super.render();
      const props = self.props;
      self.props = narrow ? narrow(props) : { ...props, getAsset: self.loadedGetAsset };
      try {
        return super.render();
      } finally {
        self.props = props;
      }
    }
  }
  CMS.registerWidget({ ...rest, name, controlComponent: Checked, previewComponent: preview });
}

/** The breed field offers the breeds of the species chosen above it. */
function breedsOfSpecies(props: Props): Props {
  const bySpecies = props.field.get('razas_por_especie');
  const species = (props.getEntry?.() ?? props.entry)?.getIn(['data', 'especie']);
  const options = bySpecies && species ? bySpecies.get(species) : undefined;
  return options ? { ...props, field: (props.field as any).set('options', options) } : props;
}

/**
 * A new entry's field set to `value` as its starting value: the form stays «unchanged» (drive s54:
 * a new lot opened and left untouched said «CAMBIOS NO GUARDADOS», ← asked about changes nobody
 * made, and an address typed over it had the browser ask «¿Salir del sitio?», a dialog without the
 * editor's words). Decap marks a draft changed unless its data equals one of the `entries` its
 * change carries: here, the new entry with this value. False (nothing done) when the entry is not
 * new or already has changes; the control then sets the value as any change.
 */
function startsWith(store: DecapStore | undefined, field: Immutable, value: unknown): boolean {
  const draft = store?.getState().entryDraft;
  const entry = draft?.get('entry') as (Immutable & { setIn(path: string[], v: unknown): Immutable }) | undefined;
  if (!store || !entry || !entry.get('newRecord') || draft!.get('hasChanged') || typeof entry.setIn !== 'function') return false;
  const name = field.get('name');
  store.dispatch({ type: 'DRAFT_CHANGE_FIELD', payload: { field, value, metadata: undefined, entries: [entry.setIn(['data', name], value)], i18n: undefined } });
  return true;
}

/** A text box that reads what is typed into a value (a number, a day) and shows the saved value its way. */
function typedControl(parse: (text: string, props: Props) => { ok: true; value: unknown } | { ok: false; message: string }, show: (value: unknown) => string, extra?: (self: any) => any) {
  return createClass({
    getInitialState() {
      return { text: null as string | null };
    },
    componentDidMount() {
      onScreen(this as unknown as CheckableControl);
      // a new litter or lot starts updated today («Actualizado el»), as a default, not as a change of the breeder's
      if ((this.props.value === undefined || this.props.value === null || this.props.value === '') && this.props.field.get('default_today')) {
        if (!startsWith((window as { decapStore?: DecapStore }).decapStore, this.props.field, today())) this.props.onChange(today());
      }
    },
    componentWillUnmount() {
      offScreen(this as unknown as CheckableControl);
    },
    handleChange(event: { target: { value: string } }) {
      this.setState({ text: event.target.value });
      const read = parse(event.target.value, this.props);
      this.props.onChange(read.ok ? read.value : event.target.value);
    },
    handleBlur() {
      this.props.setInactiveStyle?.();
      if (this.state.text !== null && parse(this.state.text, this.props).ok) this.setState({ text: null });
    },
    isValid() {
      const value = this.props.value;
      if (typeof value === 'string' && value.trim()) {
        const read = parse(value, this.props);
        if (!read.ok) return error(this.props, read.message);
      }
      return rulesOf(this.props);
    },
    render() {
      const input = h('input', {
        type: 'text',
        id: this.props.forID,
        className: this.props.classNameWrapper,
        value: this.state.text ?? show(this.props.value),
        onChange: this.handleChange,
        onFocus: this.props.setActiveStyle,
        onBlur: this.handleBlur,
        autoComplete: 'off',
        ...(extra ? extra(this).input : {}),
      });
      return extra ? h('div', { style: { display: 'flex', gap: '8px', alignItems: 'stretch' } }, input, extra(this).after) : input;
    },
  });
}

const NumberControl = typedControl(
  (text, props) => {
    const kind = props.field.get('value_type') === 'int' ? 'int' : 'float';
    return parseTypedNumber(text, kind, numberExample(kind, String(props.field.get('name') ?? ''), String(props.field.get('label') ?? '')));
  },
  showNumber,
  () => ({ input: { inputMode: 'decimal', placeholder: '' } }),
);

const DayControl = typedControl(
  (text) => parseTypedDay(text),
  showDay,
  (self) => ({
    input: { inputMode: 'numeric', placeholder: 'DD/MM/AAAA' },
    after: h(
      'button',
      {
        type: 'button',
        onClick: () => {
          self.setState({ text: null });
          self.props.onChange(today());
        },
        style: { flex: '0 0 auto', whiteSpace: 'nowrap', minHeight: '44px', padding: '0 14px', border: '1px solid #8f97a6', borderRadius: '5px', background: '#fff', color: '#313d3e', fontSize: '15px', cursor: 'pointer' },
      },
      // where a screen has two days of the same thing, the button says which it records (Criadero › Fecha de los precios: drive s51)
      String(self.props.field.get('today_button') ?? 'Hoy'),
    ),
  }),
);

/** Decap's Spanish phrases with ours over them (deep). */
function merged(base: Record<string, any>, over: Record<string, any>): Record<string, any> {
  const out: Record<string, any> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = value && typeof value === 'object' && base[key] && typeof base[key] === 'object' ? merged(base[key], value) : value;
  return out;
}

/** The WhatsApp number as people write or dial it («+57 300 123 4567», «300 123 4567»), saved as wa.me wants it (573001234567), or refused with the build's own reason. */
const MobileControl = typedControl(
  (text) => readWhatsapp(text),
  showWhatsapp,
  () => ({ input: { inputMode: 'tel', placeholder: '300 123 4567' } }),
);

/** The business's phone as people write it («+57 (601) 123-4567»), saved with spaces only («+57 601 1234567»). */
const PhoneControl = typedControl(
  (text) => readPhone(text),
  (value) => (typeof value === 'string' ? value : ''),
  () => ({ input: { inputMode: 'tel', placeholder: '+57 601 1234567' } }),
);

/** The NIT as people write it («901.234.567-8»), saved as the site prints it («901234567-8»). */
const NitControl = typedControl(
  (text) => readNit(text),
  (value) => (typeof value === 'string' ? value : ''),
  () => ({ input: { inputMode: 'text', placeholder: '900.123.456-7' } }),
);

const TimeControl = typedControl(
  (text) => parseTypedTime(text),
  (value) => (typeof value === 'string' ? value : ''),
  () => ({ input: { inputMode: 'text', placeholder: '8:00' } }),
);

const preview = (show: (v: unknown) => string) => (props: { value: unknown }) => h('span', null, show(props.value));

/** The files as read, whose order of keys a save keeps (src/admin/key-order.ts). */
const readFiles = new ReadFiles();
const writeJson = (value: unknown, fields: readonly string[] = []) => `${JSON.stringify(orderLike(value, readFiles.templateFor(value), fields), null, 2)}\n`;

/** The breeds' and lines' files: a JSON array in the repository, an object with `items` in the editor. */
const listFormat = {
  fromFile: (text: string) => ({ [LIST_FIELD]: readFiles.remember(JSON.parse(text)) }),
  toFile: (data: Record<string, unknown>) => writeJson(data[LIST_FIELD] ?? []),
};
/** Every other file of the editor, JSON as Decap writes it, with its keys in the order they had (new ones in the order of the form's fields). */
const jsonFormat = {
  fromFile: (text: string) => readFiles.remember(JSON.parse(text)),
  toFile: (data: Record<string, unknown>, fieldsOrder: readonly string[] = []) => writeJson(data, fieldsOrder),
};

export function setUpEditor(): void {
  CMS.registerCustomFormat(LIST_FORMAT, 'json', listFormat);
  // over Decap's own «json» (custom formats come after its own)
  CMS.registerCustomFormat('json', 'json', jsonFormat);
  const spanish = merged(CMS.getLocale('es') ?? {}, EDITOR_PHRASES_ES);
  CMS.registerLocale('es', spanish);
  // Decap speaks English until it has read config.yml («Loading configuration...»): Spanish from the start
  CMS.registerLocale('en', merged(CMS.getLocale('en') ?? {}, spanish));
  for (const name of ['string', 'text', 'boolean', 'list', 'object', 'image']) withRules(name);
  withRules('select', breedsOfSpecies);
  const number = CMS.getWidget('number');
  CMS.registerWidget({ name: 'number', controlComponent: NumberControl, previewComponent: preview(showNumber), schema: number?.schema ?? {} });
  CMS.registerWidget({ name: 'celular', controlComponent: MobileControl, previewComponent: preview((v) => (typeof v === 'string' ? v : '')) });
  CMS.registerWidget({ name: 'telefono', controlComponent: PhoneControl, previewComponent: preview((v) => (typeof v === 'string' ? v : '')) });
  CMS.registerWidget({ name: 'nit', controlComponent: NitControl, previewComponent: preview((v) => (typeof v === 'string' ? v : '')) });
  CMS.registerWidget({ name: 'hora', controlComponent: TimeControl, previewComponent: preview((v) => (typeof v === 'string' ? v : '')) });
  const datetime = CMS.getWidget('datetime');
  CMS.registerWidget({ name: 'datetime', controlComponent: DayControl, previewComponent: preview(showDay), schema: datetime?.schema ?? {} });

  // a form older than the file (another tab saved the entry since this one loaded it) saves nothing
  guardAgainstOtherTabs((window as { decapStore?: DecapStore }).decapStore, (name, handler) => CMS.registerEventListener({ name, handler }), notify);

  // the last gate: a problem of a field this screen does not show stops the save, with its message
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: Immutable }) => {
      const refs = { ...(refsByCollection.get(entry.get('collection')) ?? { today: today() }), reservationFilled: reservationFilled() };
      const data = toJS(entry.get('data'));
      const problems = entryProblems(entry.get('collection'), entry.get('slug'), data, refs);
      if (problems.length) throw refusal(`El sitio no aceptaría esta entrada. ${forTheBreeder(describeProblems(problems))}`);
      if (entry.get('collection') === 'criadero') learnFromSave(data);
    },
  });

  // the problems found before the reservation terms were read are found again
  watchReservationTerms(__LIVE_SOURCE__, () => (cache = new WeakMap()));
  cleanPhotosOnUpload(notify);
  registerPreviews();
  readableLists();
  spanishAriaLabels();
  confirmRemovals();
  foldOnTitle();
  oneTapSelects();
  openSectionOnArrival((window as { decapStore?: DecapStore }).decapStore);
  reloadOnJumpBetweenEntries((handler) => CMS.registerEventListener({ name: 'preSave', handler }));
  hideHiddenFiles();
  refuseDeletingPhotosInUse(__LIVE_SOURCE__, notify);
  saveFeedback(notify);
  sellAllButton((window as { decapStore?: DecapStore }).decapStore, notify);
  updateOnStatusChange((window as { decapStore?: DecapStore }).decapStore, notify);
  keepSavedEntryAsLoaded((window as { decapStore?: DecapStore }).decapStore);
  recheckMarkedOnChange((window as { decapStore?: DecapStore }).decapStore);
  noSavedNoticeOverChanges((window as { decapStore?: DecapStore }).decapStore);
  askBeforeLeavingSavedNewEntry((window as { decapStore?: DecapStore }).decapStore, EDITOR_PHRASES_ES.editor.editor.onLeavePage);
  watchLiveStatus(__LIVE_SOURCE__, (name, handler) => CMS.registerEventListener({ name, handler }));
  remindPriceDate(__LIVE_SOURCE__, (name, handler) => CMS.registerEventListener({ name, handler }), notify, (window as { decapStore?: DecapStore }).decapStore);
}

setUpEditor();
