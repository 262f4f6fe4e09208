/**
 * The preview beside a litter or a lot: what a buyer reads of it on the site (the breed and the
 * city by their names, the dates in words, each animal's sex, colour and status, its price in
 * pesos), not the raw file. Names come from the options of the form's own fields.
 */
import { formatCOP, longDate } from '../lib/text/spanish';

/** A day of the entry in words, as the site writes it; nothing while it is not a day yet. */
const dayInWords = (day: unknown) => (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? longDate(day) : '');

declare const CMS: any;
declare const h: (type: any, props?: Record<string, any> | null, ...children: any[]) => any;

const toJS = (v: any) => (v && typeof v.toJS === 'function' ? v.toJS() : v);

const STATUS: Record<string, [string, string]> = { disponible: ['Disponible', 'Disponible'], reservado: ['Reservado', 'Reservada'], vendido: ['Vendido', 'Vendida'] };

/** The label of a value among a select field's options. */
function labelOf(fields: any[], name: string, value: unknown, species?: string): string {
  const field = fields.find((f) => f.name === name);
  const options: { label: string; value: string }[] = (species && field?.razas_por_especie?.[species]) || field?.options || [];
  return options.find((o) => o.value === value)?.label ?? String(value ?? '');
}

function photo(getAsset: (path: string) => any, file: { archivo?: string; texto?: string } | undefined) {
  if (!file?.archivo) return null;
  return h('img', { src: String(getAsset(file.archivo) ?? ''), alt: file.texto ?? '', style: { width: '100%', maxWidth: '420px', borderRadius: '8px', display: 'block', margin: '8px 0' } });
}

function InventoryPreview(props: { entry: any; collection: any; getAsset: (path: string) => any }) {
  const data = toJS(props.entry.get('data')) ?? {};
  const fields = toJS(props.collection.get('fields')) ?? [];
  const breed = labelOf(fields, 'raza', data.raza, data.especie);
  const city = labelOf(fields, 'ciudad', data.ciudad);
  const litter = data.tipo === 'camada';
  // a new lot reads «Lote nuevo» until it is described, not «Lote en» (drive s54)
  const title = litter ? (breed ? `Camada de ${breed}${city ? ` en ${city}` : ''}` : 'Camada nueva') : `${data.descripcion || 'Lote nuevo'}${city ? ` en ${city}` : ''}`;
  const lines = [
    data.nacimiento && `Nacidos el ${dayInWords(data.nacimiento)}`,
    litter && data.listosDesde && `Listos para entregar desde el ${dayInWords(data.listosDesde)}`,
    !litter && data.cantidad && `${data.cantidad} animales${typeof data.precio === 'number' ? ` · ${formatCOP(data.precio)} por ${data.precioPor === 'lote' ? 'el lote' : 'animal'}` : ''}`,
    data.actualizado && `Actualizado el ${dayInWords(data.actualizado)}`,
  ].filter(Boolean);
  const animals = (litter ? (data.animales as any[]) ?? [] : []).map((a, i) =>
    h(
      'li',
      { key: i, style: { margin: '10px 0' } },
      h('strong', null, (STATUS[a.estado] ?? ['', ''])[a.sexo === 'hembra' ? 1 : 0] || 'Sin estado'),
      ` · ${a.sexo === 'hembra' ? 'Hembra' : a.sexo === 'macho' ? 'Macho' : ''}${a.nombre ? ` «${a.nombre}»` : ''}${a.color ? ` · color ${a.color}` : ''}${typeof a.precio === 'number' ? ` · ${formatCOP(a.precio)}` : ' · precio de la lista de la raza'}`,
      ...((a.fotos as any[]) ?? []).map((f) => photo(props.getAsset, f)),
    ),
  );
  return h(
    'article',
    { style: { fontFamily: 'system-ui, sans-serif', color: '#1f2937', padding: '16px', maxWidth: '640px', lineHeight: 1.5 } },
    h('p', { style: { fontSize: '13px', color: '#6b7280', margin: '0 0 8px' } }, 'Así la verá un comprador en el sitio (vista aproximada)'),
    h('h1', { style: { fontSize: '24px', margin: '0 0 8px' } }, title),
    ...lines.map((line) => h('p', { style: { margin: '2px 0' } }, line)),
    ...((data.fotos as any[]) ?? []).map((f) => photo(props.getAsset, f)),
    animals.length ? h('ul', { style: { paddingLeft: '18px' } }, ...animals) : null,
  );
}

export function registerPreviews(): void {
  CMS.registerPreviewTemplate('camadas', InventoryPreview);
  CMS.registerPreviewTemplate('lotes', InventoryPreview);
}
