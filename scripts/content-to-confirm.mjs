#!/usr/bin/env node
/**
 * Writes CONTENT-TO-CONFIRM.md (npm run content:confirm): every price and fact of content/ that
 * the specification does not give, so nothing estimated is mistaken for confirmed. A unit test
 * fails when the file is not current. Confirming a value: correct it in content/ if needed, then
 * add it to the spec lists below (prices) or set its flag (`estimado: false`, a filled field).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import './ts-resolve.mjs';

const { CLAIMS, PRICE_MAX_AGE_DAYS, claimUses, priceDay } = await import('../src/lib/content/proofs.ts');

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Dog prices (COP) the specification gives (§9), by breed; every other amount is an estimate. */
export const SPEC_DOG_PRICES = {
  Pincher: [1300000, 1700000],
  Chihuahua: [2600000, 3000000, 4200000],
  'Bulldog francés': [2400000, 3800000],
  Goldendoodle: [8500000],
  Bernedoodle: [9500000],
  Pomerania: [2800000, 6500000],
  Doberman: [2000000, 4500000, 8500000],
  'Shih Tzu': [1700000, 1900000],
  Caniche: [7500000],
  'Cavalier King Charles Spaniel': [14000000],
};
/** Cat prices the specification gives (§9). */
export const SPEC_CAT_PRICES = { Persa: 2400000, Bengalí: 4500000, Siamés: 2000000, Sphynx: 5500000, 'Angora Turco': 1800000, Ragdoll: 4500000, 'Azul Ruso': 2300000, 'Maine Coon': 9500000 };

const cop = (n) => `$ ${n.toLocaleString('en-US').replace(/,/g, '’')}`;

/** The dog price rows as (breed, label, amount), from both row shapes of content/dogs/prices.json. */
function dogAmounts(prices) {
  return Object.values(prices).flat().flatMap((r) =>
    'b' in r
      ? [[r.b, 'macho', r.mf], [r.b, 'hembra', r.ff], ...(r.bf !== r.mf ? [[r.b, 'base', r.bf]] : []), ...(r.v ?? []).map((v) => [r.b, v.l, v.p])]
      : [[r.nombre, 'base (macho)', r.precio_base], ...(r.variaciones ?? []).map((v) => [r.nombre, v.nombre, v.precio])],
  );
}

/** The Markdown of CONTENT-TO-CONFIRM.md from the content files. */
/**
 * Every other entry that carries an estimate flag (`estimado: true` / `estimate: true`) at any
 * depth, except the prices listed above: place facts (climate, distances, delivery), breed
 * adaptation, cattle climate, the búfalo fact sheet. One line per entry, with the flagged fields.
 */
function estimatedFacts(dir) {
  const files = [
    'places/cities.json', 'places/localities.json', 'places/regions.json', 'places/towns.json', 'places/countries.json',
    'dogs/breeds.json', 'cats/breeds.json', 'livestock/equinos.json', 'livestock/bovinos.json', 'livestock/aves.json', 'livestock/bufalos.json', 'livestock/transporte.json',
  ];
  const flagged = (v) => v && typeof v === 'object' && (v.estimado === true || v.estimate === true);
  const out = ['## Facts marked as estimates (`estimado: true` or `estimate: true`)', ''];
  for (const file of files) {
    const json = read(`${dir}/${file}`);
    const entries = Array.isArray(json) ? json : [json];
    const lines = [];
    for (const entry of entries) {
      const name = entry.nombre ?? entry.barrio ?? entry.slug ?? entry.slug_barrio ?? entry.title ?? file;
      const fields = [];
      const facts = Object.keys(entry).filter((k) => (typeof entry[k] === 'object' || typeof entry[k] === 'number') && !['precio', 'formas', 'tags', 'usos', 'lineas', 'entradaGato'].includes(k));
      if (flagged(entry)) fields.push(facts.join(', ') || '(the entry)');
      const walk = (value, path) => {
        if (Array.isArray(value)) {
          value.forEach((v, i) => {
            if (flagged(v)) fields.push(v.etiqueta ?? v.label ?? `${path}.${i}`);
            walk(v, `${path}.${i}`);
          });
        }
        else if (value && typeof value === 'object') {
          for (const [k, v] of Object.entries(value)) {
            const at = path ? `${path}.${k}` : k;
            if (flagged(v) && !(k === 'precio' && file.startsWith('livestock/'))) fields.push(v.label ?? v.dato ?? at);
            walk(v, at);
          }
        }
      };
      walk(entry, '');
      if (fields.length) lines.push(`- [ ] ${name}: ${fields.join(', ')}`);
    }
    if (lines.length) out.push(`### \`content/${file}\`: ${lines.length}`, '', ...lines, '');
  }
  return out;
}

/**
 * The ICA requirements (content/ica-requirements.json) name some items by an abbreviation alone,
 * as the specification does ("LSE, PE"): a buyer cannot read them, and the site cannot spell them
 * out without a source. An abbreviation counts as explained when some item gives it in parentheses
 * after its full name ("Guía Sanitaria de Movilización Interna (GSMI)").
 */
function unexplainedAbbreviations(dir) {
  const requirements = read(`${dir}/ica-requirements.json`);
  const items = Object.entries(requirements).flatMap(([species, { items }]) => items.map((item, i) => [`${species}.items.${i}`, typeof item === 'string' ? item : item.texto]));
  const explained = new Set(items.flatMap(([, text]) => [...text.matchAll(/\(([A-ZÁÉÍÓÚÑ]{2,})\)/g)].map((m) => m[1])));
  const lines = items.flatMap(([at, text]) =>
    [...text.matchAll(/\b[A-ZÁÉÍÓÚÑ]{2,}\b/g)].map((m) => m[0]).filter((abbr) => !explained.has(abbr) && abbr !== 'ICA')
      .map((abbr) => `- [ ] \`${at}\` «${text}»: what does ${abbr} stand for? Write its full name with the abbreviation in parentheses.`));
  return ['## Abbreviations a buyer cannot read (content/ica-requirements.json)', '', ...(lines.length ? lines : ['None.']), ''];
}

/** What the specification says of each claim (§1, §2): the breeder proves it or it is not shown. */
const SPEC_CLAIMS = {
  ica: '"ICA certification (national agricultural health authority)"',
  founded: '"more than 30 years of experience"',
  dogsDelivered: '"more than 5000 dogs delivered in Bogotá"',
  familiesServed: '"5000+ happy families"',
};

/**
 * The claims of the texts and the proof each needs (src/lib/content/proofs.ts): what to give in
 * content/site.json, what the specification says, and the texts that say the claim, left out of
 * the pages (and refused by a deploy build) until the proof is given.
 */
function claims(dir, site) {
  const files = [
    { file: 'content/site.json', json: site },
    ...readdirSync(`${dir}/texts`).filter((f) => f.endsWith('.json')).sort().map((name) => ({ file: `content/texts/${name}`, json: read(`${dir}/texts/${name}`) })),
  ];
  const uses = claimUses(files);
  const value = (field) => field.split('.').reduce((o, k) => o?.[k], site);
  const out = ['## Claims and their proofs (content/site.json)', '',
    'A claim a buyer could check is shown only with its proof, a field of `content/site.json`. While a proof is empty, every sentence, card or list item that names it is left out of the pages, and a deploy build refuses the texts that claim it: give the proof, or remove the claim from those texts. Writing the claim without its placeholder ("certificación ICA", "30 años de experiencia") stops every build.', ''];
  for (const claim of CLAIMS) {
    const proof = value(claim.field);
    const given = typeof proof === 'object' && proof !== null ? proof.count !== null && proof.countedOn !== '' : proof !== '' && proof !== null;
    const texts = uses.filter((u) => u.claims.includes(claim.key)).map((u) => `\`${u.where}\``);
    const where = texts.length ? `claimed in ${texts.length} ${texts.length > 1 ? 'texts' : 'text'}: ${texts.join(', ')}` : 'no text claims it';
    out.push(given
      ? `- [x] \`${claim.field}\` (${claim.what}): given, ${JSON.stringify(proof)}; ${where}`
      : `- [ ] \`${claim.field}\` (${claim.what}): empty. Give ${claim.give}. The specification says ${SPEC_CLAIMS[claim.key]}; ${where}`);
  }
  return [...out, ''];
}

/** The date of the prices: what the titles say, and from which day a deploy refuses them (no clock: the file stays the same from day to day). */
function priceDate(site) {
  const day = priceDay(site.prices);
  const limit = new Date(Date.parse(`${day}T00:00:00Z`) + (PRICE_MAX_AGE_DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
  const confirmed = site.prices.confirmedOn ? `last confirmed on ${site.prices.confirmedOn} (\`prices.confirmedOn\`)` : 'never confirmed since (`prices.confirmedOn` is empty)';
  return ['## Date of the prices (content/site.json › prices)', '',
    `- [ ] The price lists below (and the confirmed prices of the specification) are dated ${site.prices.updatedOn} (\`prices.updatedOn\`), ${confirmed}; titles and texts call them prices of ${day.slice(0, 4)}. ` +
      `A deploy build from ${limit} on refuses them: check every price, then set \`prices.updatedOn\` to the day you changed them, or \`prices.confirmedOn\` to the day you checked they still hold.`, ''];
}

/** A name compared without case, accents or punctuation, as src/lib/content/breeder.ts compares it. */
const fold = (name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Where the animals are raised: the site names the dispatch city (`dispatch.city`) on every page and
 * measures every distance from it; an `address` in another town contradicts it and is not shown.
 */
function breederLocation(dir, site) {
  const city = read(`${dir}/places/cities.json`).find((c) => c.slug === site.dispatch.city);
  const { locality, region } = site.address;
  if (site.address.distance) return [`Consistent: the animals are raised in ${locality}, ${site.address.distance}; deliveries leave from ${city?.nombre ?? site.dispatch.city}.`];
  if (!city || fold(locality) === fold(city.nombre)) return [`Consistent: \`dispatch.city\` and \`address.locality\` both name ${locality}.`];
  return [
    `- [ ] \`address\` is in ${locality}, ${region}, but \`dispatch.city\` is "${city.slug}" (${city.nombre}), and the brand ("${site.brand}"), \`defaultDescription\` and every page say the animals are raised in ${city.nombre}, with the distances and delivery times of \`content/places/*.json\` measured from there. ` +
      `Until this is confirmed the site follows \`dispatch.city\`: the header and footer say ${city.nombre}, the Organization JSON-LD gives ${city.nombre}, ${city.departamento}, and the ${locality} address is not shown. ` +
      `Where are the animals raised? If in ${city.nombre}, correct \`address\` (and give \`address.street\`); if in a town near ${city.nombre} from which deliveries still leave ${city.nombre}, write how far it is in \`address.distance\` (editor: Criadero › WhatsApp, dirección y horario › «Distancia desde la ciudad de las entregas», e.g. «a 40 minutos de ${city.nombre}») and every page names the farm so; if the animals leave from ${locality}, \`dispatch.city\`, the distances of \`content/places/*.json\`, the brand and \`defaultDescription\` have to change with it.`,
    `- [ ] The livestock pages say the horses and birds, and the cattle breeds of its climate (Holstein, Normando, Jersey…), leave from ${city.nombre}: warm-land cattle (Brahman, Gyr…) are not said to leave from its altitude, and the altitude warning of a warm or temperate breed is given where it goes up from land of its own climate. Where is the farm of each species, and of the warm-land cattle? One \`dispatch.city\` serves every species today.`,
  ];
}

/**
 * The facts the dog breed texts written once (issue 41: `saludPadres`, `clima`, `resumen` in
 * content/dogs/breeds.json) state, one line per family of fact with its source, and the breeds
 * whose text states it (found by `re`), for a veterinarian to confirm. A family no text states any
 * more drops out; a new kind of fact needs its line here.
 */
export const DOG_TEXT_FACTS = [
  { re: /radiograf[íi]as de cadera/, fact: 'hip (and for large breeds elbow) dysplasia radiographs of both parents, with their grade', source: 'OFA hip and elbow databases (ofa.org), FCI hip grading; CHIC breed requirements (ofa.org › Browse by breed)' },
  { re: /Legg-Calvé-Perthes/, fact: 'Legg-Calvé-Perthes (hip X-ray) in toy breeds', source: 'OFA Legg-Calvé-Perthes database; CHIC requirements of the Miniature Pinscher, Toy and Miniature Poodle and West Highland' },
  { re: /r[óo]tulas/, fact: 'patellar luxation examination of the parents in small breeds', source: 'OFA patellar luxation database; CHIC requirements of the toy breeds' },
  { re: /examen de ojos|oftalm[óo]logo/, fact: 'eye examination of the parents by a veterinary ophthalmologist (cataracts, retinal atrophy, eyelids)', source: 'OFA eye certification (CAER, ACVO); ECVO eye scheme in Europe' },
  { re: /coraz[óo]n|card[íi]aco|cardi[óo]logo|Holter|ecocardiograma/, fact: 'heart examination of the parents (auscultation by a cardiologist; echocardiogram and Holter for dilated cardiomyopathy in Doberman, Boxer and Gran danés; mitral valve disease in the Cavalier; subaortic stenosis in Terranova, Rottweiler, Dogo de Burdeos)', source: 'OFA cardiac database; breed clubs (Doberman Pinscher Club of America, American Boxer Club, Cavalier King Charles Spaniel Club USA, Newfoundland Club of America)' },
  { re: /BOAS|respiraci[óo]n/, fact: 'respiratory assessment of brachycephalic parents (BOAS grading: nostrils, noise at rest, breathing after exercise)', source: 'The Kennel Club and University of Cambridge Respiratory Function Grading scheme (Pug, Bulldog francés, Bulldog inglés); for the other short-muzzled breeds a veterinary assessment, no formal scheme' },
  { re: /BAER/, fact: 'BAER hearing test of the parents (and of the puppy) where congenital deafness is frequent: Dálmata, Bull Terrier, Jack Russell, Boston Terrier, Whippet, parti-coloured Cocker', source: 'OFA congenital deafness database; CHIC requirements of those breeds; Strain, Deafness in dogs (LSU)' },
  { re: /ADN/, fact: 'DNA tests named per breed: prcd-PRA, PRA1/PRA2, PRA type B, cord1, X-linked PRA, CEA, TNS, CL, MDR1, EIC, JLPP, NCL-A, MLS, PLL, HSF4, GM1, CMO, degenerative myelopathy (SOD1), von Willebrand, hyperuricosuria, cystinuria, familial nephropathy, Pug dog encephalitis, hereditary nephritis, spinal dysraphism', source: 'OFA DNA test listings and CHIC requirements per breed; UC Davis Veterinary Genetics Laboratory; MDR1: Washington State University Veterinary Clinical Pharmacology Lab' },
  { re: /[áa]cidos biliares|shunt/, fact: 'liver shunt: bile acid test in Yorkshire Terrier and Maltés lines', source: 'Yorkshire Terrier Club of America and American Maltese Association health statements' },
  { re: /siringomielia/, fact: 'syringomyelia (MRI) in the Cavalier and the Grifón de Bruselas', source: 'BVA/Kennel Club Chiari-like malformation and syringomyelia scheme' },
  { re: /hernias de disco|calcificaciones de los discos/, fact: 'disc disease: spine X-ray counting disc calcifications in the Dachshund; disc hernias in the Pekinés', source: 'Dachshund Breed Council (UK) IVDD X-ray screening, from the Danish and Finnish clubs' },
  { re: /tiroides|hipotiroidismo/, fact: 'thyroid test or history of hypothyroidism in the parents', source: 'OFA thyroid database' },
  { re: /renal|ri[ñn]ones|orina que vigila/, fact: 'kidney disease: renal dysplasia in Lhasa Apso and Shih Tzu, urine protein test in the Bull Terrier', source: 'American Lhasa Apso Club, American Shih Tzu Club; Bull Terrier Club (UK) health scheme (UPC)' },
  { re: /fiebre familiar|alopecia X|torsi[óo]n g[áa]strica|c[áa]ncer|pancreatitis|Musladin|epilepsia/, fact: 'questions on the family history (Shar Pei fever, alopecia X in the Pomerania, gastric torsion in deep-chested breeds, cancer in the Boyero de Berna, pancreatitis in the Schnauzer miniatura, epilepsy in the Beagle)', source: 'breed clubs of each breed; gastric torsion: Glickman et al. 2000 (Purdue bloat study)' },
];
/** Climate facts the `clima` texts state, and where they come from. */
export const DOG_CLIMATE_FACTS = [
  { re: /golpe de calor/, fact: 'short-muzzled, giant or double-coated breeds, and working breeds that do not stop, at risk of heatstroke in hot lowlands; exercise at dawn and at night', source: 'Hall et al. 2020, Scientific Reports 10:9128 (VetCompass, Royal Veterinary College): heat-related illness in dogs, brachycephalic breeds about twice the risk' },
  { re: /[Nn]o lo rape|nunca lo rape|nunca se rapa/, fact: 'a double coat is not shaved in the heat (it insulates from sun and heat); alopecia after clipping in Pomerania', source: 'general grooming advice of breed clubs; say less if the breeder’s veterinarian disagrees' },
  { re: /(?<!no necesita |necesidad de )\b(?:saco|abrigo)\b/, fact: 'short-haired, small and lean breeds need a coat on cold highland nights and mornings (5 to 12 °C)', source: 'general veterinary advice; the cold class of src/lib/domain/places.ts › climateClass' },
];

function dogTextFacts(dir) {
  const breeds = read(`${dir}/dogs/breeds.json`);
  const line = ({ re, fact, source }, text) => {
    const named = breeds.filter((b) => re.test(text(b))).map((b) => b.nombre);
    return named.length ? [`- [ ] ${fact} (${named.length} breeds: ${named.join(', ')}). Source: ${source}.`] : [];
  };
  return [
    '## Dog breed texts written once (content/dogs/breeds.json › resumen, clima, saludPadres)', '',
    'Each breed has one paragraph on living with it (`resumen`), a note for each climate class (`clima.frio`, `clima.templado`, `clima.calido`) and the health tests of the parents a buyer should ask to see (`saludPadres`), written for the site as texts to confirm. The texts ask the buyer to see the tests; none says the breeder has done them. The facts they state, by family:', '',
    ...DOG_TEXT_FACTS.flatMap((f) => line(f, (b) => b.saludPadres ?? '')),
    ...DOG_CLIMATE_FACTS.flatMap((f) => line(f, (b) => Object.values(b.clima ?? {}).join(' '))),
    '',
    '## Living with a dog in each place (content/places › entorno, «En casa y de paseo»)', '',
    '- [ ] Each city, locality, region and town has one or two sentences on what living with a dog there asks of the owner (housing, the conjunto\'s rules, steep streets, midday heat or cold nights, river and wetland edges), written for the site from general knowledge of the place. Some name local facts to check before they stay: cafés that welcome pets in Chapinero, workshops in Barrios Unidos, the polluted Tunjuelo river, plane noise in Fontibón, ticks in Villavicencio, frost in Chía. Since issue 41 (s42) the 12 cities\' and the Bogotá localities\' texts also name their parks (`parques`, themselves estimates) where they say where to walk the dog, with a few facts of their own to check: Parques del Río in Medellín is flat and the Parque Arví is a weekend outing; the Parque Centenario of Cartagena has shade trees; the Malecón de Cúcuta runs along the río Pamplonita; the Bosque Popular El Prado and the Ecoparque Los Yarumos (Manizales), the Parque Bosque de San Carlos and the Parque Entrenubes have walking paths; the Parque El Tunal is large. Confirm or correct them place by place in the editor.',
    '',
  ];
}

/**
 * The livestock rules and facts written or corrected for issue 41 (content/ica-requirements.json,
 * content/texts/ganado-preguntas.json, the `comprador` and `climas` of content/livestock/*.json,
 * content/places/cities.json), each with where it is written and its source. «por confirmar»: the
 * source is a secondary report or none was found, and the content says no more than the source does.
 */
export const LIVESTOCK_SOURCES = [
  ['Equinos: the GSMI moves every horse, mule or donkey; a sport horse with the Pasaporte Equino (PE) of Fedecuestre moves with it instead', '`ica-requirements.json › equinos.items.0`', 'CONtexto ganadero, «Los caballos deportistas ya cuentan con su Pasaporte Equino», 21-08-2015 (https://www.contextoganadero.com/ganaderia-sostenible/los-caballos-deportistas-ya-cuentan-con-su-pasaporte-equino)', 'confirmado'],
  ['Equinos: the Libreta Sanitaria Equina (LSE) and the Pasaporte Equino (PE) are documents where a vet registered with the ICA through a federation records vaccines and tests; they are not vaccines (the old items «Vacuna LSE vigente», «Vacuna PE vigente» were wrong and are gone; the site no longer names Fedecuestre)', '`ica-requirements.json › equinos.notas.0`', 'ICA, «Otras enfermedades de declaración obligatoria en équidos» (https://www.ica.gov.co/areas/pecuaria/servicios/enfermedades-animales/encefalitis-equina-1/otras-enfermedades-de-declaracion-obligatoria-en-e)', 'confirmado'],
  ['Caballos de deporte (s49c): the category page says which breed serves each discipline (Pura Sangre Inglés, carreras; Cuarto de Milla, coleo and cattle work; árabe, enduro; Pura Raza Española and Lusitano, doma clásica; salto no longer promised) and that a horse competing in Fedecuestre events needs the federation\'s Pasaporte Equino, which the buyer asks us for', '`livestock/clusters.json › equinos › deporte` (description, intro)', 'CONtexto ganadero, «Los caballos deportistas ya cuentan con su Pasaporte Equino», 21-08-2015: approved by the ICA, issued by Fedecuestre, only for sport horses registered with Fedecuestre (https://www.contextoganadero.com/ganaderia-sostenible/los-caballos-deportistas-ya-cuentan-con-su-pasaporte-equino); the breed per discipline: fuente por confirmar (general breed references)', 'por confirmar (the disciplines; whether each horse for sale has the pasaporte)'],
  ['Lusitano fact sheet (s49c): about 500 kg, alzada 155 to 160 cm (the APSL averages at six years: females 1,55 m, males 1,60 m), noble, brave and docile; it no longer copies the Pura Raza Española\'s (155 to 165 cm, 520 kg)', '`equinos.json › lusitano.ficha`', 'APSL breed standard as published by Sacred Springs Farm (http://sacredspringsfarm.com/ssf_horses/standards.html) and Serra Neves (https://serraneves.com/home.php?lang=en&section=2): middleweight around 500 kg, average height females 1.55 m and males 1.60 m, noble, generous and ardent but gentle; the PRE sheet: fuente por confirmar', 'por confirmar (PRE)'],
  ['Razas gigantes guide (s49c): the Cane Corso, the Dogo de Burdeos and the Mastín napolitano do not fly (on the short-muzzled lists of some airlines for the hold, see «Which breeds the site never sends in the hold»): by road up to about 10 hours from Bogotá, collected at the breeder beyond', '`dogs/clusters.json › tamano › gigantes.guia.3`', 'the rows on the hold and on road delivery above (Avianca\'s and LATAM\'s lists)', 'por confirmar with the breeder, as those rows'],
  ['Equinos: current vaccine against Venezuelan equine encephalitis (EEV), applied at least 15 days before the GSMI is requested', '`ica-requirements.json › equinos.items.1` (its short form, on every horse sale page, now spelled out: «vacuna contra la encefalitis equina venezolana»), `equinos.notas.0`; no longer repeated in the comprador of the mestizos de trabajo (the list of documents below it says it)', 'Resolución ICA 6646 de 2017 (medidas sanitarias para la EEV; http://legal.legis.com.co/document.legis/resolucion-6646-de-junio-2-de-2017); the 15 days and the 2-year validity from an ICA note of 2023 (Arauca) reported at https://www.breakinglatest.news/news/a-man-who-would-have-sexually-abused-his-two-stepdaughters-in-tame-is-imprisoned-news/', 'por confirmar: the 15 days in the text of the resolution'],
  ['Equinos: to take the animal to fairs and shows («concentraciones»), a negative equine infectious anaemia (AIE) test and the equine influenza (IE) vaccine', '`ica-requirements.json › equinos.items.2`', 'ICA, «Otras enfermedades de declaración obligatoria en équidos»: «Mediante la Resolución 676 de 2015 … Anemia Infecciosa Equina (AIE) – Influenza Equina (IE) … se establecen requisitos para su movilización … especialmente aquellas que regulan la movilización hacia eventos recreativos y de concentración de animales … Las vacunaciones y la toma de muestras para diagnóstico … deberán ser realizadas por un Médico Veterinario» (https://www.ica.gov.co/areas/pecuaria/servicios/enfermedades-animales/encefalitis-equina-1/otras-enfermedades-de-declaracion-obligatoria-en-e); El Campesino, 23-04-2015 (https://elcampesino.co/?p=2771); Resolución ICA 1634 de 2010, concentraciones de animales (https://normograma.invima.gov.co/normograma/docs/resolucion_ica_1634_2010.htm)', 'confirmado: both diseases have requirements for gatherings under Res. 676 de 2015; por confirmar with a vet: that the IE requirement is the vaccine (the page names vaccinations and samples together), and whether the AIE test is also required farm to farm (the site does not say so)'],
  ['Predio registration: every predio with equines is registered whatever its number; cattle and buffalo from 15 (dairy) or 20 (beef, dual purpose) head, poultry from 200 birds; smaller ones are inscribed (ISPP), which the poultry pages now say in the ICA item instead of «con menos, la granja se inscribe» (blind read s45: inscribed where?)', '`ica-requirements.json › equinos.items.3`, `bovinos.items.3`, `bovinos.notas.1`, `aves.items.2` («una granja más pequeña se inscribe ante el ICA (Inscripción Sanitaria de Predio Pecuario)»), `aves.notas.0`; `ganado-preguntas.json › documents.answerWithRegistry`, now also on the horse pages (they answered «Ninguno»)', 'ICA, requisitos del Registro Sanitario de Predio Pecuario (RSPP) y la Inscripción Sanitaria de Predio Pecuario (ISPP), reported 15-09-2017 (https://seguimiento.co/node/8510, https://newsradio.com.co/?p=8906); ICA San Andrés, 26-03-2018, Resolución 9810 for the inscription (https://www.ica.gov.co/noticias/ica-capacitacion-requisitos-predios-pecuarios)', 'por confirmar: the number of the RSPP resolution in force'],
  ['Bovinos: the GSMI is issued from a registered predio with the certificate of the last vaccination cycle', '`ica-requirements.json › bovinos.items.0-1`, `notas.0`', 'ICA, as explained at https://elcampesino.co/?p=2771; the cycles are set each year by resolution (e.g. Resolución ICA 14921 de 2016, http://legal.legis.com.co/document.legis/resolucion-14921-de-octubre-24-de-2016), Ley 395 de 1997', 'confirmado'],
  ['Bovinos: brucellosis vaccination of heifer calves (terneras, bucerras) of 3 to 9 months; from some zones, a negative brucellosis test of adult females and bulls to move them', '`ica-requirements.json › bovinos.items.2`, `bovinos.notas.1`, `ganado-preguntas.json › health.checks.bovino`', 'Resolución ICA 75495 de 2020 (https://www.fedegan.org.co/noticias/el-ica-actualiza-norma-para-prevencion-y-control-de-la-brucelosis-bovina); Resolución ICA 7465 de 2022, zones and test within 30 days (https://amp.agronegocios.co/finca/ica-modifico-la-entrada-en-vigencia-de-las-medidas-sanitarias-para-la-brucelosis-bovina-3472729)', 'confirmado; the zones change: the site says «desde algunas zonas»'],
  ['Bovinos: removed from the ICA list «Vacunación contra carbón bacteridiano», «Certificado sanitario veterinario» and «Identificación individual con chapeta o tatuaje»: no source found that the ICA requires them to move cattle nationally', '`ica-requirements.json › bovinos`', 'fuente por confirmar', 'por confirmar with the breeder\'s vet: put any back with its source'],
  ['Bovinos: the ICA certifies predios free of brucellosis (and of tuberculosis); the cattle `comprador` texts tell the buyer to ask for it, never that the breeder has it', '`comprador` of content/livestock/bovinos.json', 'Resolución ICA 75495 de 2020 (certification of predios libres de brucelosis, above); tuberculosis: fuente por confirmar', 'por confirmar (tuberculosis)'],
  ['Aves: the GSMI for farm birds (poultry, farmyard birds, ostrich); none is claimed for pet canaries, budgerigars or lovebirds (the old list gave every bird a GSMI)', '`ica-requirements.json › aves.items.0`, `ganado-preguntas.json › documents.answer` (no longer says the GSMI of a canary is processed)', 'fuente por confirmar (the ICA resolution that requires the GSMI for poultry); no source found either way for cage birds, so nothing is said', 'por confirmar'],
  ['Aves: Newcastle vaccination is compulsory for production poultry; bronchitis and Gumboro, and the «certificado veterinario», are no longer listed as ICA requirements', '`ica-requirements.json › aves.items.1`, `health.checks.gallinas`', 'Ley 1255 de 2008 (programa de control y erradicación de Newcastle); Resolución ICA 30292 de 2017 (http://legal.legis.com.co/document.legis/resolucion-30292-de-noviembre-17-de-2017); Fenavi, cartilla de bioseguridad, «Programa de vacunación obligatorio»', 'por confirmar: which other vaccines are compulsory, and for ducks, geese, turkeys and quail'],
  ['Aves: a farm of 200 birds or more needs the Registro Sanitario de Predio Avícola (RSPA) of the ICA; biosecure farms are certified', '`ica-requirements.json › aves.items.2`, `aves.notas.0`, `comprador` of the poultry lines', 'Resolución ICA 3651 de 2014 (granjas avícolas bioseguras; https://elmorichal.com/2019/06/14/los-productores-avicolas-de-puerto-carreno-estan-mas-cerca-de-certificar-sus-predios-en-el-ica/); Resolución ICA 1515 de 2015 (https://www.agronegocios.co/ganaderia/autoridades-extreman-medidas-para-evitar-ingreso-de-influenza-aviar-en-colombia-2622399); the 200 birds: RSPP reports above', 'confirmado'],
  ['Aves: the ostrich only from an authorised zoocría, and the buyer asks to see its permit (s49: the resolution «Res. ICA 1371/2004» the list cited was found nowhere, and a blind reader says the zoocría of an exotic species is licensed by the environmental authority, not the ICA; the number is gone)', '`ica-requirements.json › aves.items.3`, `aves.json › avestruz`', 'fuente por confirmar: which authority licenses an ostrich zoocriadero in Colombia (Decreto 1076 de 2015, the CAR of the region?)', 'por confirmar'],
  ['Aves: CITES lists every parrot (Psittaciformes) in Appendix II except the rosy-faced lovebird (Agapornis roseicollis), the budgerigar, the cockatiel and the rose-ringed parakeet; canaries are not listed', '`ica-requirements.json › aves.items.5` (agapornis pages), `comprador` of agapornis and budgerigars', 'CITES, Appendices I, II and III (https://cites.org/eng/app/appendices.php)', 'por confirmar against the current appendices'],
  ['Aves: canaries, budgerigars and lovebirds are domesticated foreign species, not Colombian wildlife; native parrots and songbirds are wildlife and cannot be sold', '`ica-requirements.json › aves.items.4`, `aves.notas.0`, `comprador` of budgerigars', 'fuente por confirmar (Colombian wildlife law: Ley 611 de 2000, Código Penal art. 328)', 'por confirmar'],
  ['Breed registers named in the `comprador` texts: Caballo criollo colombiano, the associations of Fedequinas (e.g. Asdesilla); Asocebú (Brahman, Nelore, Guzerá, Gyr; control lechero and pruebas de desempeño); Asocriollo (BON, Romosinuano, Hartón del Valle, Sanmartinero, Costeño con cuernos); Asonormando', '`comprador` of equinos.json and bovinos.json', 'https://amp.agronegocios.co/finca/conozca-la-importancia-del-registro-en-el-caballo-criollo-colombiano-en-colombia-4069248; El Cebú n.º 427 (Asocebú); https://bovinosengeneral.blogspot.com/p/razas-bovinas-autoctonas-de-colombia.html; https://diariolaeconomia.com/notas-de-la-finca/item/8097-normando-potencia-genetica-y-alternativa-para-mejorar-el-hato.html', 'confirmado'],
  ['Simmental and Simbrah (s49c): the buyer texts name Asosimmental Simbrah (Asociación Colombiana de Criadores de Ganado Simmental Simbrah y sus Cruces) as the Colombian association of both breeds', '`comprador` of bovinos.json › simmental, simbrah', 'Revista Simmental n.º 21 (Asosimmental Simbrah, «XXIII Feria Nacional Simmental, V Feria Simbrah» at Corferias), posted 2016 (https://vdocuments.co/revista-simmental-no-21.html); ABCRSS, «Simental brasileiro é alvo de interesse na Colombia», naming the Asociación Colombiana de Criadores de Ganado Simmental Simbrah y sus Cruces (http://simentalsimbrasil.org.br/noticia/179/simental+brasileiro+%25C3%25A9+alvo+de+interesse+na+colombia+)', 'por confirmar: that the association registers the Simbrah today (sources of 2012 to 2016)'],
  ['Breed registers named without a source found: AQHA (Cuarto de Milla), WAHO (árabe), ANCCE (Pura Raza Española), APSL (Lusitano), the Stud Book (Pura Sangre Inglés), Asoholstein, Asobúfalos; the other breeds say «la asociación de la raza» without a name', '`comprador` of equinos.json and bovinos.json', 'fuente por confirmar', 'por confirmar'],
  ['Climate classes of every line (`climas`): warm-land cattle (cebuinas, criollos of hot land, búfalo, Girolando) not recommended in cold highlands (altitude disease; the pages name no altitude: the s48 reader put the risk from about 1,600 to 2,000 m, not the 2,300 m a note once said); Holstein, Angus, Hereford, Simmental, Normando, Jersey and Pardo Suizo pure not recommended in hot land; broilers not in cold highlands (ascites above about 2,000 m); ostrich not in cold, rainy highlands', '`climas` of content/livestock/*.json', 'the site\'s own rules of thumb (Written content, below) and Colombian usage; the classes are those of `climateClass` (src/lib/domain/places.ts: mean ≤ 16 °C frío, ≤ 23 °C templado, cálido above)', 'por confirmar with the breeder\'s vet'],
  ['Line intros rewritten so each says what its fact sheet, buyer text and climate notes do not (issue 41): Angus, calving ease; Nelore, the most numerous beef breed of Brazil; Guzerá, one of the oldest zebu breeds of India, with good maternal ability; Gyr, one of the few dairy zebu breeds; Girolando, a Brazilian breed from Gyr × Holstein; Simmental, one of the oldest and most widespread breeds, from Switzerland; Simbrah, formed in the United States; Pardo Suizo, one of the oldest breeds of Europe; Murrah, the most widespread dairy buffalo breed; Costeño con cuernos, one of the scarcest Colombian criollo breeds; Lusitano, war horse and horse of mounted bullfighting; caballo árabe and Pura Sangre Inglés, whose blood many saddle and sport breeds carry', '`descripcion` of content/livestock/equinos.json, bovinos.json, aves.json', 'fuente por confirmar: general breed references (breed societies\' histories); the Costeño con cuernos as endangered: FAO, Domestic Animal Diversity Information System (DAD-IS)', 'por confirmar'],
  ['Buyer facts of the bird lines: canaries, only males sing; the closed ring fits only in the first days and usually carries the year and the breeder\'s code; budgerigars, forehead bars until 3 or 4 months and the cere (blue in males); lovebirds sexed by DNA; quail, one male per three or four hens; turkeys kept apart from chickens (blackhead)', '`comprador` of content/livestock/aves.json', 'fuente por confirmar (general aviculture)', 'por confirmar'],
  ['Prices by category of the cattle lines (`precio.categorias`: ternero de levante, novilla de vientre, vaca parida, toro reproductor; bucerro, búfala, búfalo for the Murrah), and the line ranges widened to span them: the calf from about 180 to 250 kg at $ 9.000 to $ 11.000 a kilo live weight, the heifer and the cow with calf above it, the registered bull the widest', '`precio` of content/livestock/bovinos.json', 'CONtexto ganadero, «Macho de levante rompió récord en el mercado de Puerto Berrío», 04-2025: macho de levante of 100 to 279 kg at $ 10.172 a kilo on average, $ 5.256 to $ 13.030 by quality (https://contextoganadero.com/regiones/macho-de-levante-rompio-record-en-el-mercado-de-puerto-berrio); OPCA (Universidad de Córdoba) via CONtexto ganadero, 2025 prices rising in the Córdoba and Sucre auctions (https://www.contextoganadero.com/regiones/2025-segundo-ano-de-caida-en-oferta-de-ganado-que-mantiene-precios-al-alza-en-cordoba-y-sucre); the heifer, cow and bull prices: fuente por confirmar (no 2025 auction report per head found)', 'por confirmar with the breeder: every range is an estimate'],
  ['Prices by category of the horse, mule and donkey lines (`precio.categorias`: potro o potranca sin domar, caballo o yegua domados, reproductor o ejemplar de exposición; mules and donkeys by their training, a donkey stallion (hechor) for mule breeding; no mule is a reproductor)', '`precio` of content/livestock/equinos.json', 'Semana, «El galope del caballo criollo colombiano: las cifras detrás de este multimillonario negocio», 07-03-2026, from Fedequinas: a Caballo Criollo Colombiano of good bloodline costs $ 20 to 50 millones, a champion far more (https://www.semana.com/economia/articulo/el-galope-del-caballo-criollo-colombiano-las-cifras-detras-de-este-multimillonario-negocio-en-el-pais/202650/); Las2orillas, export prices of criollo horses: paseo and chalanería US$ 7.000 to 30.000 (https://las2orillas.co/criadores-de-caballos-criollos-se-abren-camino-en-el-exterior); the other breeds, mules and donkeys: fuente por confirmar', 'por confirmar with the breeder: every range is an estimate'],
  ['Prices by category of the bird lines (`precio.categorias`): broiler chicks per chick by lot size (50 to 499, 500 or more), pullets per pullet by lot size, point-of-lay pullet vs laying hen, canaries female vs singing male, budgerigars unsexed vs sexed', '`precio` of content/livestock/aves.json', 'fuente por confirmar: no 2025 price list of Colombian hatcheries or canary breeders found; the ranges stay within the lines\' earlier reference ranges but for the singing canary (up to $ 180.000)', 'por confirmar with the breeder: every range is an estimate'],
  ['Origin of the animals: a line not recommended in tierra fría (cebuine and warm-land criollo cattle, búfalo, broiler chicks, ostrich) is never said to leave from Bogotá (2,640 m) nor given a freight from Bogotá; the pages say it leaves from its farm of origin until `procedencia` is written; the line\'s page names, in its answer\'s delivery row, the departments where the line is mostly bred (`zonas`, estimated) as where the freight is quoted from (broiler chicks: their hatchery or farm, no zones), and lists the cities where the line is not recommended apart', '`procedencia` and `zonas` of content/livestock/*.json; `ganado-paginas.json › sale.facts.camion-origen`, `cajas-origen`, `freightOrigin`, `line.deliveryFromFarm`, `line.deliveryFromHatchery`, `line.climateNotCities`', 'the lines\' own `climas.frio` notes (altitude disease of cebuine cattle, no altitude named, ascites of broilers above about 2,000 m)', 'por confirmar: the breeder writes each line\'s origin'],
  ['Freight of a line that leaves from its farm of origin, in a city of a department where the line is bred (`zonas`, estimated: the Brahman in Villavicencio, the Meta; broiler chicks in Cali, the Valle del Cauca): the row says «Se lo cotizamos desde la finca de origen, que puede estar cerca: el Meta es zona de cría del Brahman», no figure. No freight is estimated from a breeding zone: a zone is a whole department, the content has road distances only from Bogotá to each city (`places/cities.json › entrega`), not from any farm or department, so the per-km rate of `transporte.json` has no honest distance to apply to', '`ganado-paginas.json › sale.facts.freightInZone`, `freightInZoneBoxes`; src/lib/views/livestock-place-pages.ts › inBreedingZone', 'the site\'s own rule, from the estimated `zonas` of content/livestock/*.json', 'por confirmar: the breeder writes each line\'s `procedencia`, and a freight can then be estimated from that place'],
  ['A horse line\'s price leads with the trained horse: on its sale pages the whole frame («Caballo domado: $ 12 a 35 millones; potro sin domar, desde $ 6 millones; reproductor o de exposición, hasta $ 120 millones»), on its own page, the table of categories in its answer with the trained horse first; a horse buyer asks first what a trained horse costs; cattle lines keep the span of their categories (each cattle buyer buys another category). In the table of lines of a city or climate page, one figure per line: the species\' typical purchase (the trained horse, the novilla de vientre), named in the column\'s heading; the span of the categories where the line sells none (mules, donkeys, búfalo)', '`species.json › equinos.ganado.compraTipicaPrimero`, `compraTipica`; `ganado-paginas.json › sale.facts.priceTypical`, `line.priceTable`, `inCity.columns.precio`, `inCity.linePriceSpan`', 'the editor\'s read of the pages (issue 41, seventh read); the prices are the estimated `precio.categorias` above', 'por confirmar with the breeder'],
  ['Caballo criollo colombiano (slug paso-fino-colombiano, URLs unchanged): the breed is the Caballo Criollo Colombiano; paso fino, trocha, trote y galope and trocha y galope are its four andares (not «modalidades» of a breed called Paso Fino); the line is named «Caballo criollo colombiano» in its name, h1, title and texts, «paso fino» only as an andar', '`equinos.json › paso-fino-colombiano` (nombre, formas, descripcion, ficha, comprador, precio.segun), `clusters.json` (paseo, exposición), `ica-requirements.json › equinos.notas.1`', 'Asocaba (an association of Fedequinas), «El caballo criollo colombiano» (https://asocaba.com/el-ccc/): the four andares of the caballo criollo colombiano, paso fino one of them; Contexto Ganadero, «El caballo criollo colombiano: más que una raza» (https://contextoganadero.com/cronica/el-caballo-criollo-colombiano-mas-que-una-raza-un-potencial-para-el-pais); https://amp.agronegocios.co/finca/conozca-la-importancia-del-registro-en-el-caballo-criollo-colombiano-en-colombia-4069248 (the register of the Caballo Criollo Colombiano); Las2orillas, «Hasta 5.000 millones: lo que cuesta un pura sangre en las caballerizas más ganadoras de Colombia» (https://las2orillas.co/hasta-5-000-millones-lo-que-cuesta-un-pura-sangre-en-las-caballerizas-mas-ganadoras-de-colombia)', 'confirmado; renamed from «Paso Fino Colombiano» (a gait, not a breed) in issue 41'],
  ['Canaries, budgerigars and lovebirds: the item «Origen de criadero en cautiverio» is removed (a wildlife-management notion; no source that the ICA asks it for a domestic cage bird); their pages list no ICA requirement but the CITES one of the agapornis', '`ica-requirements.json › aves.items`', 'no source found either way: the site says less', 'por confirmar with the ICA'],
  ['Pullets and laying hens (pollonas Hy-Line, ponedoras Lohmann) travel by road in a truck, never by air cargo, however far; day-old chicks commonly fly as air cargo beyond 10 hours of road', '`aves.json › soloCarretera`; `ganado-paginas.json › sale.facts.cajas-camion`', 'general poultry practice (grown birds are moved in crates on trucks; airlines carry day-old chicks as cargo): fuente por confirmar', 'por confirmar with the breeder'],
  ['Climate notes and buyer texts rewritten to say what is particular to each line or breed instead of shade and water (s45): anhidrosis in the Pura Sangre Inglés in humid heat; Gyr cows letting their milk down only with the calf; the Girolando\'s blood fractions; the Brahman\'s light coat, dark skin and loose dewlap; the Guzerá descending from the Kankrej; the Lusitano from the centre and south of Portugal; the Jersey calving easily and prone to milk fever; Bengals liking water; Siamese points lightening in the heat; Maine Coon trills; the Papillón and the Doberman without undercoat; the Shiba\'s two heavy moults a year; the Poodle\'s clip every 4 to 6 weeks', '`climas.*.nota` and `comprador` of content/livestock/equinos.json, bovinos.json, aves.json; `clima`, `saludPadres`, `resumen` of content/dogs/breeds.json and content/cats/breeds.json', 'fuente por confirmar: general breed references (breed societies\' and veterinary texts)', 'por confirmar'],
  ['Climate notes of the cattle lines not advised in hot land or in the cold, and a few more, rewritten so the rows of a city or climate page do not repeat «sufre el calor… En su lugar conviene…», «Se formó…», «esa ventaja» (blind read s45, farm-voice): Angus carried into hot land by Angus semen on zebu cows; the Hereford not fattening in hot savanna, the Braford keeping its docility; the Holstein\'s milk and fertility dropping in the heat; the Jersey hit by anaplasma and babesia from ticks; the Normando outyielded in hot land by the Costeño con cuernos and the Hartón del Valle; the Simbrah made to carry the Simmental\'s growth into hot land; the Pardo Suizo in dual-purpose crosses with zebu; few ticks at cold-highland altitudes (BON); the Nelore spending on keeping warm what it would gain in meat; the Normando\'s milk for cheese in the cold (búfalo); a donkey\'s fat neck as a warning sign of laminitis; the Arabian, a sensitive horse, calmer at pasture than stabled; a purebred Sanmartinero\'s kinship mattering little when it is crossed with zebu; broiler ascites can already appear on the highest farms of the temperate class late in the cycle; day-old chicks checked dry, active and even on arrival', '`climas.*.nota` and `comprador` of content/livestock/bovinos.json, equinos.json, aves.json', 'fuente por confirmar: general cattle, equine and poultry references (breed societies\' and veterinary texts); the ascites altitude: the broiler rows above (about 2,000 m) and veterinary texts on altitude and cold as its triggers', 'por confirmar'],
  ['Cold and temperate climate notes of every livestock line rewritten to say what is particular to the line (s45): the criollo bred at altitude and its gait spoiled by bad shoeing; PSSM and HYPP (with its genetic test) in Cuarto de Milla lines; PRE and Lusitano fattening easily on rich pasture (laminitis); the Pura Sangre losing weight in cold rain and getting ulcers on much grain; mules carrying at altitude, their hooves softened by mud; donkeys\' coat not shedding water; Angus finishing steers on kikuyo; Simmental calves born large; Holstein hit by anaplasma and babesia on hot farms; Jersey climbing slopes better than a Holstein; Romosinuano\'s polled trait dominant; broiler ascites late in the cycle; poults and goslings under a brooder for 5 to 6 weeks; the ostrich without a preen gland; red mite in canaries', '`climas.frio.nota`, `climas.templado.nota` of content/livestock/equinos.json, bovinos.json, aves.json', 'fuente por confirmar: general breed and veterinary references', 'por confirmar'],
  ['Dog and cat climate notes and place texts rewritten so two pages do not share a frame and a place text does not repeat the breed\'s care (s45 blind read, pets): the Akita from the mountains of northern Japan; the Corgi bred to herd cattle in the rain and cold of Wales; the Saint Bernard bred by the monks of the Great St Bernard pass; the Samoyed from Siberia; the Himalayan descending from the Persian; the Great Dane\'s short coat and little body fat (it no longer says its size makes it lose heat); a dog panting without pause, with a very red tongue, as a sign of heat stress; Dalmatians forming urinary stones (already stated), kept', '`clima`, `saludPadres`, `resumen` of content/dogs/breeds.json and content/cats/breeds.json; `calorPerros` of content/places/cities.json', 'fuente por confirmar: general breed references (breed societies\' and veterinary texts)', 'por confirmar'],
  ['Place facts in the rewritten dog and cat place texts (s45): the Sabana de Bogotá, from Chía to Zipaquirá, has frost at dawn in the dry months; in Cartagena the buildings of Bocagrande and El Laguito; in Villavicencio the humid heat from mid-morning (walks before eight or after five, advice); in Manizales fog that lowers visibility on the roads; in Rionegro farms with cows and horses; in Cundinamarca\'s towns many loose dogs (an unvaccinated puppy kept away from them)', '`entorno` of content/places/regions.json (chia, cundinamarca), towns.json (rionegro), cities.json (cartagena, manizales); `calorPerros` of cities.json (villavicencio)', 'fuente por confirmar: IDEAM (heladas en la Sabana de Bogotá en temporada seca) and general knowledge of the places', 'por confirmar'],
  ['Pereira: 1,411 m and 16 to 27 °C are a temperate climate with warm afternoons; `entorno` said «de clima suave»', '`places/cities.json › pereira.entorno`', 'the city\'s own data in content/places/cities.json (`clima`), itself an estimate to confirm; the other 11 cities\' `entorno` agree with their class', 'corregido'],
  ['Export of live cattle: no country is named (the 19 countries of content/places/countries.json were shown under «Exportación, bajo consulta», Estados Unidos, Puerto Rico and España among them); Colombia vaccinates against foot-and-mouth disease and those markets do not, as a rule, admit live cattle from a country that does', '`species.json › bovinos.ganado.portada.internacional` (false; no `exportacion`)', 'no source found that any of those countries receives live breeding cattle from Colombia; the export of live cattle from Colombia that is reported goes by ship to the Middle East (Iraq, Jordan, Lebanon, Egypt) in fattening lots, not a breeder\'s sale: fuente por confirmar', 'por confirmar with the breeder: name a country only with its source and what it requires'],
  ['Export of live horses: only Estados Unidos is named; horses from Colombia (a country affected by Venezuelan equine encephalitis) enter after a federal import quarantine of at least 7 days, tested for dourine, glanders, equine infectious anaemia and piroplasmosis', '`species.json › equinos.ganado.portada.exportacion`', 'USDA APHIS Import Alert, «Additional Restrictions for Equine Commodities Originating from Countries Affected by Venezuelan Equine Encephalitis», 23-02-2022 (https://www.animaltransportationassociation.org/news/1182-usda-import-alert-additional-restrictions-for-equine-commodities-originating-from-countries-affected-by-venezuelan-equine-encephalitis): «the required 7-day federal import quarantine for horses»; USDA APHIS VS Guidance 13407.1, «Testing of Equidae during Import Quarantine», 2021 (https://docslib.org/doc/2949246/testing-of-equidae-during-import-quarantine): dourine, glanders, EIA and EP; countries affected by VEE: every country of the Western hemisphere but Canada, Mexico, Bermuda and the British Virgin Islands (http://www.apolloequine.com/7-day-quarantine-imports)', 'confirmado for Estados Unidos; por confirmar: any other country the breeder ships horses to, each with its source'],
  ['Broiler chicks leave a planta de incubación (a hatchery), not a farm: their delivery and freight say «desde la planta de incubación o la granja de origen» (not «su planta … su granja», which a usted text reads as the buyer\'s)', '`ganado-paginas.json › sale.facts.cajas-origen`, `freightOriginBoxes`; `descripcion` and `comprador` of the broiler lines', 'the lines\' own texts (day-old chicks «recién salidos de la planta de incubación»); general poultry practice', 'confirmado'],
  ['Dog climate classes (`adaptacion.frio`, `adaptacion.calor`) made consistent with coat and build (s49, blind read s48: Goldendoodle and Bernedoodle, Shih Tzu and Lhasa Apso classed apart). Cold: a double coat is «alta» (Pekinés from media); a curly, wire or medium coat «media», except a wire-coated mini (Grifón) «baja» (Bernedoodle from alta); a long coat without undercoat on a mini «baja» (Papillon from media), a long dense coat on a small dog «media» (Lhasa Apso from alta, like the Shih Tzu); a short coat «baja» on small and lean dogs (Pincher, Chihuahua, Pug, Bulldog francés, Dachshund, Boston, Whippet, Doberman, Boxer, Dálmata, Weimaraner, Gran danés), «media» where the coat is dense or has undercoat (Jack Russell, Beagle, Basset, Malinois, Cane Corso; Rottweiler from alta) or the dog is heavy and muscular (Pitbull from baja, like the Bull Terrier and the American Bully; Bulldog inglés, Shar Pei, Dogo de Burdeos, Mastín napolitano). Heat: a short-muzzled breed is «baja» (Lhasa Apso from media; the Cavalier, on Avianca\'s list only, with a longer muzzle, stays «media»); a lean, athletic short-coated dog «alta» (Whippet, Doberman, Dálmata, Malinois; Weimaraner from media); other short coats «media» (Jack Russell and Pitbull from alta)', '`dogs/breeds.json › adaptacion` (all `estimado: true`); their `clima` notes agree with the class', 'fuente por confirmar: general breed references; the breeder or a vet should confirm the classes', 'por confirmar'],
  ['Health and breed facts added (s49): the Pomerania\'s parents, asked about collapsed trachea (a honking cough); the Scottish Fold not recognised by the main cat associations of Europe (FIFe, the GCCF) because of the osteochondrodysplasia its gene causes; on the hairless cats\' page, the Sphynx\'s parents asked for an echocardiogram for hypertrophic cardiomyopathy (as its `saludPadres` already says)', '`saludPadres` of pomerania in content/dogs/breeds.json; `resumen` of scottish-fold in content/cats/breeds.json; `guia` of the sin-pelo group in content/cats/clusters.json', 'fuente por confirmar: general breed references (FIFe and GCCF breed lists)', 'por confirmar'],
  ['Pereira: the Parque Consotá is no longer named as a walk for a dog (a Comfamiliar recreation park with pools and an entrance fee; no source that it admits pets); `entorno` says to ask in the conjunto where a dog may go. Name a park only when the breeder knows dogs are walked there', '`places/cities.json › pereira.entorno`, `parques` (empty)', 'the s48 reader\'s check of the park; no source found that it admits dogs', 'por confirmar'],
  ['Pet texts corrected after the s49 blind read (pets): the Boyero de Berna moved from the giant to the large size (FCI and AKC treat it as a large breed; 35 to 55 kg), the giant group now 40 to 90 kg with the Cane Corso the lightest; the Shar Pei\'s folds gather moisture and grease (a dog barely sweats through its skin) and its fever swells the hocks (corvejones); the Shar Pei reserved with strangers and apt to clash with other dogs, the Shiba Inu chasing cats, clashing with dogs of its sex and asking children for respect (as their `resumen` say; the children clause is general breed guidance)', '`dogs/breeds.json › boyero-de-berna.tamano`, `shar-pei.clima.calido`, `saludPadres`, `enPocasPalabras`, `shiba-inu.clima`, `enPocasPalabras`; `dogs/clusters.json › tamano.gigantes.guia`', 'FCI standard 45 and AKC breed page (Bernese Mountain Dog, large working dog); general veterinary knowledge (familial Shar Pei fever, skin-fold dermatitis); no source checked in s49 for the Shiba and children', 'por confirmar'],
  ['Devon Rex: its coat (`manto: rex`) is cared for with the hand, a soft glove or a chamois, never a brush (it breaks), and its care list says so (`texts/gatos.json › coatCare.rex`); its parents asked for an echocardiogram for hypertrophic cardiomyopathy and a patella check besides the myopathy DNA test and the blood group. The cat tag `hipoalergenico` reads «Lo toleran algunos alérgicos» (was «Apto para algunos alérgicos»): no cat is hypoallergenic', '`cats/breeds.json › devon-rex.manto`, `saludPadres`; `texts/gatos.json › coatCare.rex`; `src/lib/domain/cats.ts › TAG_LABELS`', 'pawhealth.org and breed guides (s49 reader): rex coat fragile; HCM and patellar luxation are described in the breed (breeder to confirm which tests the parents have)', 'por confirmar'],
  ['Cats sold to Spain: the page now states what Ley 7/2023 asks of the owner (microchip; sterilised before 6 months unless inscribed as a breeding cat of a registered breeder; the kitten arrives at 7 months or more, so the buyer sees a vet there before reserving: `entradaGato.tenencia`, s49). Not stated: who may sell (art. 55: only a breeder in Spain\'s register, with a written contract), nor a price in euros. Someone in Spain should confirm what applies to a kitten bought from a breeder abroad', '`/gatos-en-españa/` (content/places/countries.json › entradaGato.tenencia)', 'Ley 7/2023 arts. 26 and 55 as quoted by petinder.online, madridinforma.eldiario.es and detrinidadyasociados.com (read s48–s49), not the BOE text itself', 'por confirmar'],
  ['Cattle raised in tick-free cold highlands have no defences against anaplasmosis and babesiosis; in Colombia the usual protection before taking them down to tick land is premunition (a controlled infection), not a commercial vaccine: the Holstein and Jersey notes of the temperate class tell the buyer to ask us whether the cow was premunized before the trip (s48 read 9: «pregunte si la vacunaron», «contra la anaplasma»)', '`bovinos.json › holstein.climas.templado.nota`, `jersey.climas.templado.nota`; «anaplasmosis y babesiosis» also in `jersey.climas.calido.nota`', 'fuente por confirmar: Colombian veterinary practice as the s48 reader reported it', 'por confirmar with the breeder\'s vet: whether the breeder premunizes the cows it sends to temperate or hot land, and how; if not, the notes must say what the buyer does instead'],
  ['Lusitano and Pura Raza Española, Iberian horses, fatten on little grass and risk laminitis (infosura) on the tender pasture of the temperate class: the Lusitano\'s note now says it as the PRE\'s does (it said «Trabaja a diario sin que el clima lo frene»); the PRE\'s says to measure the heart girth (perímetro torácico) monthly with a tape to see whether it gains weight, the Lusitano\'s to watch for fat on the crest of the neck', '`equinos.json › lusitano.climas.templado.nota`, `pura-raza-espanola.climas.templado.nota`; the Lusitano\'s question on work with cattle moved to its `comprador`, its `ficha.uso` says «trabajo con ganado» (not «doma vaquera»)', 'fuente por confirmar: general equine references on equine metabolic syndrome in Iberian breeds', 'por confirmar with the breeder\'s vet'],
  ['Line descriptions rewritten without the advertising mould «De X, Y y Z, el … es …» (s48 read 9, Lohmann Brown; every line of the three species checked), with these facts now said: the Brahman stands the tick (was «resistente a los parásitos»); the Jersey a breed of small cows; the Simbrah a beef breed that fattens fast without losing hardiness; the Lohmann Brown keeps up its production a long time (was «alta persistencia de postura»); the lovebirds from Africa and Madagascar (Agapornis canus; was «sur y este del continente»), ours born in a breeder\'s aviary', '`descripcion` of content/livestock/bovinos.json, equinos.json, aves.json; `agapornis.ficha.origen`', 'fuente por confirmar: general breed references; the lovebird range from general ornithological references', 'por confirmar'],
  ['The dual-purpose category page gives each breed\'s climate (its `clima`, «Donde más rinde») and milk on its card instead of milk and gain, and its intro says the European breeds yield in cold and temperate land, the Guzerá, the lowland criollos and the buffalo in hot land (s48 read 8: which breed for which climate)', '`clusters.json › bovinos.doble-proposito.intro`, `ficha`', 'the lines\' own `clima` (an estimate)', 'por confirmar with the breeder'],
  ['Temperate-class notes of the cattle rewritten (s48 reads 8 and 9): no claim that the Brahman, the Sanmartinero or the Hereford do well on slopes (no source); no «fincas más bajas de este clima» formula; a Nelore cow served by an Angus bull gives crossbred calves that grow faster than pure Nelore (hybrid vigour); the Normando bull on zebu cows on farms with hot afternoons; the Brangus and the Braford, zebu crosses, for the Angus and the Hereford where the afternoons are hot; the Pardo Suizo crossed with Gyr or Brahman where ticks abound', '`climas.templado.nota` of content/livestock/bovinos.json', 'fuente por confirmar: general cattle references', 'por confirmar'],
  ['Livestock buyer texts in one voice (s49 blind read 10): a question to the seller is «pregúntenos» or «pídanos» (the breeder sells), «pregunte» only where the buyer asks someone else; every mention of the ICA certificate says «predio libre de brucelosis y tuberculosis»; the moulds «Del X se pregunta…», «la pregunta es…» rewritten line by line', '`comprador` of content/livestock/bovinos.json, equinos.json, aves.json; `mestizos-trabajo.climas.frio.nota`', 'no new fact; tuberculosis as in the row on the ICA certificate above', 'por confirmar (tuberculosis, as above)'],
  ['Romosinuano: a beef breed (its heading «Raza de carne», `especialidad: carnica`); its `ficha.uso` said «Carne y leche en la Costa Caribe» and now says «Carne en la Costa Caribe, puro o en cruce con cebú»; no dual-purpose use is claimed. The cross with zebu is said once (ficha.uso), fertility and maternal ability once (comprador), regular calving in heat once (climas.calido); the temperate note keeps the dominant polled trait of its bull on horned cows', '`bovinos.json › romosinuano` (descripcion, ficha.uso, comprador, climas.frio, climas.templado)', 'fuente por confirmar: general breed references (Asocriollo; AGROSAVIA Turipaná keeps the breed as a beef criollo); whether some farms milk it in dual purpose is for the breeder to say', 'por confirmar with the breeder: if his Romosinuano are milked, say so in `ficha.uso` with how (dual purpose, calf at foot)'],
  ['Girolando by blood fraction and climate: the half-blood cow (1/2 or 5/8 Holstein) for hot land, where the line yields most (its `clima`); in the temperate class the cow of 3/4 Holstein blood or more, which milks more there than a half-blood with improved pasture and supplement (the note said «ordeñan cerca de una lechera especializada», not kept: no source)', '`bovinos.json › girolando` (ficha.uso, comprador, climas.templado, climas.calido)', 'fuente por confirmar: general Girolando references (the Brazilian breed society grades 1/2 to 7/8; higher Holstein fractions for better management and milder climate)', 'por confirmar with the breeder\'s vet'],
  ['Pullets and laying hens: the buyer is told to ask us to show the vaccination plan with its dates, and what a pullet or hen of that age usually carries (Marek, Newcastle, Gumboro, infectious bronchitis and, by zone, fowl pox or coryza); it is never said that ours carry them. The Hy-Line temperate note now says that a pullet there reaches lay without heating or fans, in an open house with curtains lowered on cool nights (it was a mirror sentence of cold and heat). The Lohmann price unit is «por ave» (a point-of-lay pullet was priced «por gallina»)', '`aves.json › pollonas-hy-line` (comprador, climas.templado), `ponedoras-lohmann` (comprador, precio.unidad)', 'fuente por confirmar: Hy-Line and Lohmann management guides (vaccination programmes vary by zone); the temperate class is a mean of 16 to 23 °C', 'por confirmar with the breeder\'s vet: the vaccines of his lots, and whether coryza and fowl pox are given in his zone'],
  ['Arabian horse in the temperate class: «Como es tan sensible, encerrado se pone nervioso; en este clima puede vivir en potrero todo el año» (was the calque «Sensible como es, vive más tranquilo en potrero»); mules: the age is asked of us and confirmed by the buyer by the teeth (the sentence read as if the height were confirmed by the teeth)', '`equinos.json › arabe.climas.templado.nota`, `mulas.comprador`', 'no new fact', 'confirmado (wording)'],
];

/**
 * Where each line's animals leave from (content/livestock › procedencia, «De dónde salen los
 * animales» in the editor): a business fact only the breeder knows. Until it is written, a line that
 * suits Bogotá's cold is dispatched from Bogotá; the others are said to leave from their farm of
 * origin, with the freight quoted from there (src/lib/domain/livestock-sale.ts › lineOrigin).
 */
function lineOrigins(dir) {
  const site = read(`${dir}/site.json`);
  const dispatch = read(`${dir}/places/cities.json`).find((c) => c.slug === site.dispatch.city);
  const rows = ['equinos', 'bovinos', 'aves'].flatMap((species) =>
    read(`${dir}/livestock/${species}.json`)
      .filter((l) => l.estadoLegal !== 'solo-informativo' && !l.procedencia)
      .map((l) => `- [ ] ${species} › ${l.nombre}: ${l.climas?.frio?.apto === false ? `not suited to ${dispatch.nombre}'s cold: the pages say it leaves «desde la finca de origen» and quote the freight from there` : `the pages say it leaves from ${dispatch.nombre}`}`),
  );
  return ['## Where each line leaves from (content/livestock › procedencia, «De dónde salen los animales»)', '',
    'Write the municipality or farm the animals of each line leave from; the pages then name it (its freight is quoted, not computed).', '',
    ...(rows.length ? rows : ['All written.']), ''];
}

/**
 * The facts of a pet's trip written for issue 41 (dog and cat pages of a place): the airline rules
 * the delivery follows and the trip's cost, each with where it is written and its source. A cost
 * without a source is not given as a figure: the page says how it is settled.
 */
export const PET_TRIP_SOURCES = [
  ['Cost of the trip in the cabin: the airline\'s fee for a pet in the cabin on a flight within Colombia, «desde $ 220.000» (Avianca), shown «(estimado)» with «y el pasaje del acompañante»', '`texts/comunes.json › answer.petCost.cabin`, `answer.petCost.anyFlight`, `answer.petCost.roadOrCabin`, `answer.petCost.roadOrAnyFlight` (row «Costo del envío» of the dog and cat pages of places reached by air)', 'Pulzo, «Nueva norma de Avianca para viajar con mascotas (en cabina) entró en vigencia», 02-2023 (https://www.pulzo.com/nacion/avianca-hoy-normas-viajar-con-mascotas-cabina-PP2618095A): «Las tarifas para viajar al interior de Colombia con la mascota van desde los $ 220.000»; an undated third-party page gives COP 145.000 (https://airlinespet.com/avianca-airlines-pet-policy/); no LATAM figure found', 'estimado, por confirmar against the airline\'s current fee, and who flies with the pet and pays that ticket'],
  ['Cost of the trip in our vehicle (the dispatch city, up to 10 hours of road), in the hold and abroad: no figure with a source, so the row says «Se lo cotizamos por chat antes de reservar» / «la bodega se cobra por peso»', '`texts/comunes.json › answer.petCost.road`, `.hold`, `.abroad`', 'none: the breeder has not given a cost per trip; no current hold or international fee found. Searched again 12-2026 for road transport of a pet Bogotá–Medellín, delivery inside Bogotá and the Avianca/LATAM hold fee within Colombia: the articles give rules (LATAM hold up to 45 kg with the kennel, El Espectador 05-2024; Avianca 51 kg) but no current figure; the only figures are undated or vague («40 mil pesos en rutas nacionales», bienestarcolsanitas.com, undated; «250 mil pesos como máximo», Caracol Radio 28-09-2024, not said to be the hold), too weak for an estimate', 'por confirmar: give the cost of a trip in our vehicle (per trip or per km) and it can be shown as an estimate'],
  ['Airlines take dogs and cats from 4 months of age (the wait after the rabies vaccine): a puppy or kitten flies from 4 months', '`texts/perros.json › placePage.trip.carreteraOAvion`, `.avion`, `placePage.roadOnly`, `placePage.snubNosed`; `texts/gatos-paginas.json › answer.tripValue`', 'Avianca, quoted by Pulzo, 02-2023 (above): «No transportamos mascotas (perros o gatos) que sean menores a cuatro meses de nacimiento, esto debido al periodo mínimo de espera después de aplicar la vacuna de la rabia»; El Espectador, «Viajar con mascotas en Avianca: requisitos, precios y registro» (https://www.elespectador.com/la-red-zoocial/viajar-con-mascotas-en-avianca-requisitos-precios-y-registro/); LATAM, 16 weeks: El Tiempo, 12-2023 (https://www.eltiempo.com/vida/viajar/como-viajar-en-avion-con-una-mascota-siga-estas-recomendaciones-de-latam-835180); both: Infobae, 09-12-2023 (https://www.infobae.com/colombia/2023/12/09/como-viajar-con-su-mascota-en-un-avion-asi-puede-hacer-la-reserva-anticipada-y-documentacion-requerida/)', 'por confirmar: El País (Cali), 01-09-2024, says 2 months on domestic flights and 4 on international ones (https://elpais.com.co/turismo/cuales-son-los-requisitos-para-viajar-con-una-mascota-en-la-cabina-de-un-avion-0156.html)'],
  ['In the cabin up to 10 kg with the carrier, under the seat; short-muzzled (brachycephalic) dogs never in the hold, so a short-muzzled puppy flies only in the cabin, with a companion', '`texts/perros.json › placePage.flight.cabinOnly`, `roadOnly`, `snubNosed`; `texts/gatos-paginas.json › delivery.snubNosed`; src/lib/domain/dogs.ts › fliesWithAirlines', 'Avianca from 01-02-2023: Pulzo (above) and El País, 01-09-2024 (above), 10 kg with the container; seguimiento.co, 04-02-2023, «Perros de más de 10 kilos deberán viajar en bodega: Avianca» (https://seguimiento.co/colombia/perros-de-mas-de-10-kilos-deberan-viajar-en-bodega-avianca-62051): brachycephalic breeds not in the hold; LATAM: El Espectador, 05-2024 (https://www.elespectador.com/la-red-zoocial/como-viajan-los-perros-y-gatos-en-la-bodega-de-un-avion-noticias-hoy/)', 'confirmado (airline rules change: check them each year)'],
  ['Which breeds the site never sends in the hold (`braquicefalo`): a breed on the list of short-muzzled breeds that Avianca or LATAM refuses in the hold. The two lists differ (Avianca\'s has no Shih Tzu, Lhasa Apso, Cane Corso or Mastín napolitano; LATAM\'s has no Cavalier King Charles Spaniel), and the site does not know which airline flies a route, so a breed on either is driven or flies in the cabin: Avianca\'s and LATAM\'s both, Bulldog francés, Bulldog inglés, Boston Terrier, Pug, Pekinés, Grifón de Bruselas, Boxer, Dogo de Burdeos, Shar Pei; Avianca\'s only, Cavalier King Charles Spaniel; LATAM\'s only, Shih Tzu, Lhasa Apso, Cane Corso, Mastín napolitano. Added s47 (blind read: the list looked short): Shar Pei, Cane Corso, Mastín napolitano (by road up to about 10 hours, collected at the breeder beyond), Lhasa Apso, Cavalier (in the cabin). The texts say «Hay aerolíneas que no llevan … en bodega … y no lo mandamos en bodega con ninguna», not that every airline refuses every one. Not marked: the American Bully, the Pitbull, the Rottweiler, the Akita and the Bull Terrier, which LATAM\'s list refuses in the hold as dangerous breeds, not as short-muzzled ones (the Pitbull, Boxer, Dogo de Burdeos and Mastín napolitano are on its list of both); the pages still say they fly in the hold', '`dogs/breeds.json › adaptacion.braquicefalo`; `texts/perros.json › placePage.roadOnly`, `pickupOnly`, `snubNosed.road`, `snubNosed.far`; src/lib/domain/dogs.ts › fliesWithAirlines', 'Avianca: El Espectador, «Estas son las razas de perros que no pueden viajar en un avión», 03-2025, quoting Avianca\'s site: not in the hold «Chinese Shar Pei, Boxer, Dogo de Burdeos, Bulldog, Bulldog inglés, Grifón Belga, Grifón de Bruselas, Petit Brabancon, Chin, Spaniel Japonés, Boston Terrier, Bulldog Francés, Spaniel Tibetano, … Cavalier King Charles Spaniel, King Charles Spaniel, English Toy Spaniel, Pekinés, Pug y Doguillo» and their crosses, «(Esto no aplica para cabina …)» (https://www.elespectador.com/la-red-zoocial/estas-son-las-razas-de-perros-que-no-pueden-viajar-en-un-avion/, read 2026-12-07). LATAM: its list of 09-2022, as reported by Estadão, «Latam eleva restrições para transporte de animais em porões de aviões» (https://www.estadao.com.br/economia/negocios/latam-eleva-restricoes-para-transporte-de-animais-em-poroes-de-avioes/) and Metrópoles (https://metropoles.com/colunas/e-o-bicho/pug-e-shar-pei-veja-as-racas-de-cachorro-proibidas-em-voos-da-latam), read 2026-12-07: short-muzzled «Affenpinscher, Boston Terrier, Bulldog (todas as raças), Cane Corso ou Mastim Italiano, Chow Chow, Toy Spaniel Inglês, Griffon de Bruxelas, Chin (Spaniel) Japonês, Lhasa Apso, Mastim Inglês, Pequinês, Pug ou Carlino (todas as raças), Shar Pei, Shih Tzu, Spaniel tibetano»; dangerous «Bull Terrier, Bulldog Americano, American Bully, Akita In, Dogo Argentino, Fila Brasileiro, Karabash, Rottweiler, Tosa Japonês»; both «… Pitbull Terrier Americano, Boxer, Bullmastiff, Dogo de Burdeos, Mastim Napolitano, Presa Canário»; cats «Burmês Americano, Himalaio, Persa (todos os tipos), Shorthair Exótico». LATAM in Colombia: El Espectador, 05-2024 (above), only «no ser braquicéfalos» with examples', 'por confirmar: LATAM\'s list is of 2022 and reported from Brazil, not read on latam.com for Colombia; whether LATAM carries the American Bully, Pitbull, Rottweiler, Akita and Bull Terrier in the hold from Colombia (if not, and the breeder flies them with LATAM, they need a flag of their own); check both lists each year'],
  ['Which short-muzzled puppies fit the cabin at 4 months with a soft carrier (≤ 10 kg): Grifón de Bruselas, Shih Tzu, Pug, Bulldog francés, Boston Terrier, Pekinés, and since s47 Lhasa Apso and Cavalier King Charles Spaniel (5 to 8 kg adults) (`cabinaCachorro`); not the Bulldog inglés, Boxer, Dogo de Burdeos, Shar Pei, Cane Corso and Mastín napolitano, which do not fly', '`dogs/breeds.json › adaptacion.cabinaCachorro`', 'estimate: a puppy of 4 months weighs about half its adult weight (`peso`), a soft carrier 1 to 2 kg; a big French bulldog male may come near the limit', 'por confirmar with the weights of the breeder\'s own puppies at 4 months'],
  ['A short-muzzled breed that does not fly goes by road in our vehicle up to about 10 hours; farther (Barranquilla, Cartagena, Cúcuta, Pasto) it is not sent: the buyer collects it at the breeder («En nuestro criadero, donde usted lo recoge»); before issue 41 it went 17 to 18 hours by road into the Caribbean heat', '`texts/perros.json › placePage.delivery.enSede`, `trip.enSede`, `roadOnly`, `snubNosed`; src/lib/domain/places.ts › petDelivery', 'the site\'s own rule (heat stroke risk of brachycephalic breeds: Hall et al. 2020, Scientific Reports 10:9128, cited below)', 'por confirmar with the breeder: does it deliver farther by road, in two days?'],
];

/**
 * What each country asks to let in a kitten from Colombia (content/places/countries.json ›
 * entradaGato), one row per country: the rule as the country's cat page gives it under
 * «Documentos», its sources, and what is left to confirm. A country without a rule keeps the
 * general text on its page (its rules are confirmed by chat before reserving).
 */
function catEntryRules(dir) {
  const countries = read(`${dir}/places/countries.json`);
  const source = (f) => `${f.titulo}, ${f.fecha} (${f.url})`;
  const rows = countries.map((c) => {
    const e = c.entradaGato;
    if (!e) return [c.nombre, 'none written: the page says the entry rules are confirmed before reserving (`texts/gatos-paginas.json › delivery.documentsAbroad`)', 'no reliable dated source found (12-2026)', 'por confirmar: find the authority\'s rules, then write `entradaGato`'];
    const age = e.edadMinimaMeses ? ` Earliest age shown: ${e.edadMinimaMeses} months (\`edadMinimaMeses\`).` : '';
    const owner = e.tenencia ? ` What the country's law asks of the owner (\`tenencia\`, under the documents): «${e.tenencia}»` : '';
    return [c.nombre, `«${e.requisitos}»${age}${owner}`, e.fuentes.map(source).join('; '), `por confirmar: ${e.porConfirmar}`];
  });
  return sourcesTable('## Cat entry rules by country (content/places/countries.json › entradaGato)',
    'The cat page of a country (/gatos-en-{país}/) gives its rule under «Documentos», after the ICA export certificate. Rules change: check each against its authority before a kitten flies, correct `entradaGato` (rule, sources, `porConfirmar`), then regenerate this file.',
    rows, ['country', 'rule', 'source', 'status']);
}

const petTripSources = () =>
  sourcesTable('## Pet trips: airline rules and costs, and their sources (issue 41)', 'The dog and cat pages of a place give the trip\'s cost only where a figure has a source, as an estimate. Correct the content, then this list (`PET_TRIP_SOURCES` in scripts/content-to-confirm.mjs).', PET_TRIP_SOURCES);

/** A section of rules or facts with their sources: a heading, what to do, and a table of rows (rule or fact, where, source, status). */
function sourcesTable(heading, intro, rows, columns = ['rule or fact', 'where', 'source', 'status']) {
  return [heading, '', intro, '', `| ${columns.join(' | ')} |`, `|${columns.map(() => '---|').join('')}`, ...rows.map((row) => `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`), ''];
}

const livestockSources = () =>
  sourcesTable('## Livestock rules and facts and their sources (issue 41)', 'Written or corrected for issue 41. Where the source is uncertain the site says less; correct the content, then this list (`LIVESTOCK_SOURCES` in scripts/content-to-confirm.mjs).', LIVESTOCK_SOURCES);

export function contentToConfirm(dir = 'content') {
  const site = read(`${dir}/site.json`);
  const out = ['# Content to confirm', '', '<!-- Generated by `npm run content:confirm` from content/; do not edit by hand. -->', '',
    'Everything below is on the site but not in the specification: the breeder confirms or corrects each item in `content/`, then regenerates this file.', ''];

  const identity = [
    ['business.legalName', 'razón social'], ['business.nit', 'NIT'], ['business.icaRegistration', 'registro ICA'],
    ['address.street', 'dirección (calle y número)'], ['business.phone', 'teléfono'], ['business.email', 'correo'], ['business.social', 'redes sociales'],
  ].filter(([field]) => {
    const value = field.split('.').reduce((o, k) => o?.[k], site);
    return Array.isArray(value) ? value.length === 0 : !value;
  });
  out.push('## Business identity (content/site.json)', '');
  out.push(...(identity.length ? identity.map(([field, label]) => `- [ ] \`${field}\`: ${label}, empty; not shown until filled`) : ['All filled.']), '');

  out.push('## Breeder location (content/site.json)', '', ...breederLocation(dir, site), '');
  out.push(...claims(dir, site));
  out.push(...priceDate(site));
  out.push(...unexplainedAbbreviations(dir));
  out.push(...livestockSources());
  out.push(...petTripSources());
  out.push(...catEntryRules(dir));

  const g = site.guarantee;
  const guarantee = [
    g.durationDays === null && '`guarantee.durationDays`: how many days the health guarantee lasts',
    !g.covers && '`guarantee.covers`: what the guarantee covers',
    !g.conditions && '`guarantee.conditions`: what the buyer must do to keep it',
    g.microchip === null && '`guarantee.microchip`: whether dogs and cats are delivered with a microchip',
    !g.exclusions && '`guarantee.exclusions`: what the guarantee does not cover; shown on /garantia-de-salud/ and every litter once written',
    !g.howToClaim && '`guarantee.howToClaim`: how a buyer claims it (whom to write, which documents, in what time)',
  ].filter(Boolean);
  out.push('## Health guarantee (content/site.json)', '', ...(guarantee.length ? guarantee.map((t) => `- [ ] ${t}`) : ['All confirmed.']), '');
  out.push(...publishedTerms(site));

  const estimatedDogs = dogAmounts(read(`${dir}/dogs/prices.json`)).filter(([breed, , amount]) => !(SPEC_DOG_PRICES[breed] ?? []).includes(amount));
  out.push(`## Dog prices not in the specification (content/dogs/prices.json): ${estimatedDogs.length}`, '', '| breed | price | COP |', '|---|---|---|',
    ...estimatedDogs.map(([breed, label, amount]) => `| ${breed} | ${label} | ${cop(amount)} |`), '');

  // A base price the pages give as one size's (issue 41): the specification gives the amount, not the size it is for.
  const sized = Object.values(read(`${dir}/dogs/prices.json`)).flat().filter((r) => r.tamano_base);
  out.push(`## Dog prices given as one size's (content/dogs/prices.json › tamano_base): ${sized.length}`, '',
    ...sized.map((r) => `- [ ] ${r.nombre}: the base price ${cop(r.precio_base)} is shown as the «${r.tamano_base}» size's${(r.variaciones ?? []).length ? `, beside ${r.variaciones.map((v) => `«${v.nombre}» ${cop(v.precio)}`).join(' and ')}` : ''}. The specification gives the amount, not its size: confirm the size (or correct \`tamano_base\`), and give the prices of the sizes the breeder sells that the list lacks.`), '');

  const estimatedCats = read(`${dir}/cats/breeds.json`).filter((c) => SPEC_CAT_PRICES[c.nombre] !== c.precio_base);
  out.push(`## Cat prices not in the specification (content/cats/breeds.json): ${estimatedCats.length}`, '', '| breed | COP |', '|---|---|',
    ...estimatedCats.map((c) => `| ${c.nombre} | ${cop(c.precio_base)} |`), '');

  out.push('## Livestock reference prices marked `estimado: true` (content/livestock/*.json)', '', '| species | line | from | to | unit |', '|---|---|---|---|---|');
  for (const species of ['equinos', 'bovinos', 'aves']) {
    for (const line of read(`${dir}/livestock/${species}.json`).filter((l) => l.precio?.estimado)) {
      out.push(`| ${species} | ${line.nombre} | ${cop(line.precio.desde)} | ${cop(line.precio.hasta)} | ${line.precio.unidad} |`);
      // Its prices by category (issue 41), each a row of its own: their sources are in the livestock sources table above.
      for (const c of line.precio.categorias ?? []) out.push(`| ${species} | ${line.nombre} › ${c.nombre} | ${cop(c.desde)} | ${cop(c.hasta)} | ${line.precio.unidad} |`);
    }
  }
  out.push('', ...estimatedFacts(dir));
  out.push('', ...lineOrigins(dir));
  // The purpose of each cattle breed: its card's badge, and the category card it is listed under.
  const bovines = read(`${dir}/livestock/bovinos.json`);
  const purpose = (p) => bovines.filter((b) => b.especialidad === p).map((b) => b.nombre).join(', ');
  out.push('', '## Cattle purposes (content/livestock/bovinos.json › especialidad)', '',
    `- [ ] Each breed's purpose is its badge and decides its category card (content/livestock/clusters.json, checked at build): beef (carnica) ${purpose('carnica')}; dairy (lechera) ${purpose('lechera')}; dual-purpose (doble-proposito) ${purpose('doble-proposito')}. The specification gives dairy for Holstein, Jersey and Normando, beef for Brahman and Angus, and dual-purpose for the others; the beef and dairy breeds beyond those follow Colombian usage (Hereford, Nelore, Simbrah, Romosinuano and Sanmartinero beef; Gyr and Girolando dairy). Normando stays dairy: Colombian ranchers often call it dual-purpose, which needs its daily gain (ficha.gananciaG). Pardo Suizo and Costeño con cuernos stay dual-purpose, also listed with the dairy breeds. Confirm or correct each.`);
  // Who flies with a kitten in the cabin: the cat pages leave it to the reservation (src/lib/text/cats/places.ts).
  out.push('', '## Cats flying in the cabin (src/lib/text/cats/places.ts)', '',
    '- [ ] The cat pages of places reached by air say the kitten flies in the cabin, in an approved carrier, with a person who goes with it (the answer\'s «Entrega» on country pages, «bajo el asiento de quien lo acompaña» in `texts/gatos-paginas.json › delivery.avion`), and, once, that at reservation we confirm «quién va con él» (`delivery.avion`, `exterior`; for the cities of 4 to 10 hours of road, once, in `texts/gatos-guias.json › cities.arrange`); the answer\'s «Costo del envío» gives the airline\'s cabin fee as an estimate «y el pasaje del acompañante» (Pet trips, above). Who may fly with it (the buyer, someone the buyer trusts, someone of the breeder), and who pays that person\'s ticket? Once confirmed, the pages can say it.');
  out.push('', ...catTexts());
  out.push('', ...dogTextFacts(dir));
  out.push('## Written content', '',
    '- [ ] Breed facts (origin, weight, height, life expectancy, descriptions, character and care lines) in `content/dogs/breeds.json`, `content/cats/breeds.json` and `content/livestock/*.json` were written for the site, not taken from the specification.',
    '- [ ] The answer of every dog page of a breed in a place (`placePage` in `content/texts/perros.json`, issue 41) states the breeder\'s delivery as facts: our own vehicle to the door in Bogotá and up to 4 hours of road, the same day; road or a same-day flight up to 10 hours; a same-day flight to the city\'s airport beyond, where the buyer collects the puppy; a short-muzzled puppy flies only in the cabin, where it fits at 4 months (`cabinaCachorro`); the others of its kind go by road up to about 10 hours and are collected at the breeder beyond; a puppy up to 8 kg as an adult may fly in the cabin or the hold, a bigger one in the hold (Pet trips, above). The trip\'s cost is the airline\'s cabin fee where it flies in the cabin, an estimate, and «Se lo cotizamos por chat antes de reservar» otherwise (no tariff was given: the terms say the cost is confirmed in writing before any payment). Under the answer, `placePage.includes` says what comes with the puppy, as the specification does: health certificate, vaccines, deworming and the health guarantee. The special-handling text (`placePage.rules`) cites Ley 1801 de 2016, art. 126 (muzzle and short leash, civil liability insurance, the register of the alcaldía; an owner of age, as mioriente.com reads the law, 2023; since s49 also that the assembly of a conjunto may forbid them, which mioriente.com gives as a qualified decision of three quarters of the co-owners and a reader of the site cited as art. 129: the pages say only that it may) for the breeds with `manejoEspecial` in `content/dogs/breeds.json`, on their pages of a place, their breed page and the dog lists that show them. Those are the breeds of the sale among the 14 of the article (American Staffordshire Terrier, Bullmastiff, Dóberman, Dogo Argentino, Dogo de Burdeos, Fila Brasileiro, Mastín Napolitano, Bull Terrier, Pit Bull Terrier, American Pit Bull Terrier, De presa canario, Rottweiler, Staffordshire Terrier, Tosa Japonés «y aquellas nuevas razas o mezclas de razas que el Gobierno nacional determine», as a law firm quotes art. 126 word for word: valenciagrajalesabogados.blogspot.com/2017/01/caninos-perros-potencialmente.html; mioriente.com, 2023, names the Bull Terrier too): Pitbull, Doberman, Rottweiler, Dogo de Burdeos, Mastín napolitano and, since s49, the Bull Terrier. The lists of 13 without the Bull Terrier (El Tiempo, «¿Cuáles razas de perro deben usar bozal según la ley colombiana?», https://www.eltiempo.com/vida/cuales-razas-de-perro-deben-usar-bozal-segun-la-ley-colombiana-741625; xataka.com.co) are those of the earlier Ley 746 de 2002, art. 108-F, as El Tiempo says; three blind readers (s47, s48) cited 1801\'s list with the Bull Terrier. Check art. 126 on secretariasenado.gov.co. The American Bully is not named in the article and is no longer marked (s49; it was marked 12-2026 as a cross): its own `descripcion` says it was bred from the Pitbull and the American Staffordshire, that the law covers the crosses of those breeds and that some alcaldías treat it as one, and asks the buyer to ask his alcaldía. Whether the American Bully counts as a cross or hybrid under art. 126 (and so needs muzzle, insurance and the register) is open: a lawyer in Colombia or the alcaldía of Bogotá should say, and if it does, put `manejoEspecial` back. A reader of the site cited a summary of the Constitutional Court\'s ruling C-059 of 2018 that mentions a ban on breeding and importing some of these breeds (arts. 126 to 134): a lawyer in Colombia should confirm whether the breeder may breed and sell each of them before their pages go live. The breeder and someone in Colombia should confirm these.',
    '- [ ] The buyer\'s guides of the dog and cat category pages (`guia` in `content/dogs/clusters.json` and `content/cats/clusters.json`) and the biology, feeding and care of the birds shown for education only (`educacion` in `content/livestock/aves.json`) were written for the site; the dog guides state the Ley 1801 de 2016 rules for dogs of special handling (Rottweiler, Doberman, Pitbull: census at the alcaldía, civil liability insurance, muzzle and leash), which someone in Colombia should check.',
    '- [ ] Freight of the cattle and equine sale pages (`src/lib/domain/livestock-trip.ts`, shown as estimates): the vehicle, live weight capacity, head limit and pesos per km of a full vehicle in `content/livestock/transporte.json`; the freight of the whole vehicle = km × pesos per km, to $ 100.000 (at least $ 100.000); per animal of a full vehicle = that over the adults of the line it carries (its live weight over the line\'s `ficha` adult weight, at most the head limit), to $ 10.000; horses travel one to a stall, so the equine truck\'s capacity (4.800 kg) lets the head limit (8 stalls) decide for every equine line up to 600 kg, and a Lusitano and a PRE pay the same per animal on a route (s48 read 9 found $ 350.000 and $ 400.000 on one route for two horses of about the same size); the delivered price of a sale page = the line\'s reference price plus that per-animal freight. Birds travel in ventilated boxes, by road up to 10 hours and by air cargo beyond (`BOXES_MAX_ROAD_HOURS`, `src/lib/domain/livestock-sale.ts`): confirm the airline route and that the buyer collects them at the airport.', '');
  return out.join('\n');
}

/**
 * The cat breed and place texts of issue 41 (content/cats/breeds.json › resumen, clima, saludPadres;
 * content/cats/places.json › hogar; content/texts/gatos-paginas.json › delivery, answer), with the
 * sources of the health tests a buyer is told to ask for.
 */
function catTexts() {
  return [
    '## Cat breed and place texts (content/cats/breeds.json, content/cats/places.json)', '',
    '- [ ] `saludPadres`: the tests of the parents each breed page tells a buyer to ask to see, said as what to ask, never as what this breeder has. Sources: the cat tests of the UC Davis Veterinary Genetics Laboratory (vgl.ucdavis.edu, «Cat» tests by breed): polycystic kidney disease PKD1 (Persa, Exótico, Himalayo, British Shorthair), hypertrophic cardiomyopathy MYBPC3 A31P (Maine Coon) and R820W (Ragdoll), spinal muscular atrophy SMA (Maine Coon), glycogen storage disease IV (Bosque de Noruega), pyruvate kinase deficiency PK-def (Abisinio, Bengalí), progressive retinal atrophy PRA-b (Bengalí) and PRA-rdAc (Abisinio, Siamés), Devon Rex and Sphynx myopathy (COLQ); International Cat Care (icatcare.org, breed and disease pages): HCM screening by echocardiography (Sphynx, Bengalí, British Shorthair, Bosque de Noruega, Maine Coon, Ragdoll), blood group B frequent in the Devon Rex, deafness in white blue-eyed cats (BAER test; Angora turco), osteochondrodysplasia of the Scottish Fold (one straight-eared parent), renal amyloidosis in Abyssinians, lordosis and joint problems in short-legged cats (Munchkin). A veterinarian should read each line.',
    '- [ ] `resumen` (character, activity, living with the breed) and `clima` (what the breed needs in cold, temperate and hot places) were written for the site from the breed descriptions and `adaptacion`; confirm them breed by breed.',
    '- [ ] `content/cats/places.json` › `hogar`: what a family with a kitten prepares at home in each place, written from the place facts of content/places (homes, climate, rains); confirm them city by city.',
    '- [ ] Delivery of kittens (content/texts/gatos-paginas.json › delivery, answer): up to 4 hours of road in our vehicle to the door, the same day; 4 to 10 hours by road or in the cabin to the city\'s airport; beyond, in the cabin to the airport; abroad, in the cabin or the pressurised hold with the ICA export health certificate. Where the kitten may fly, the freight is the airline\'s cabin fee, an estimate (Pet trips, above); by road and abroad: «Se lo cotizamos por chat antes de reservar». A fixed place (Rionegro) is consolidated into a city only where its delivery, airport and climate class are the city\'s: Rionegro shares Medellín\'s airport but is of the cold class, so its page stays.',
  ];
}

/** The reservation and visit terms and the inventory settings of content/site.json the breeder has not filled (issue 26). */
function publishedTerms(site) {
  const r = site.reservation ?? {};
  const v = site.visits ?? {};
  const inv = site.inventario ?? {};
  const reservation = [
    !r.deposit && '`reservation.deposit`: the deposit that reserves an animal ("$500.000", "el 30 % del precio"), and for a cattle lot whether it is paid per animal or once for the lot ("$500.000 por animal")',
    !r.depositReturn && '`reservation.depositReturn`: whether the deposit is reembolsable, transferible or no-reembolsable',
    (r.holdDays ?? null) === null && '`reservation.holdDays`: how many days a reserved animal is held (one number, shown on litters and on cattle lots alike)',
    !r.contract && '`reservation.contract`: the contract signed when reserving or buying',
  ].filter(Boolean);
  const visits = [!v.inPerson && '`visits.inPerson`: when and how buyers can visit the animals and their parents', !v.videoCalls && '`visits.videoCalls`: whether and how animals are shown by video call'].filter(Boolean);
  const settings = [
    (inv.diasVisibleVendida ?? null) === null && '`inventario.diasVisibleVendida`: days a sold-out litter or lot stays published after its update date (30 until set)',
    (inv.diasSinActualizar ?? null) === null && '`inventario.diasSinActualizar`: days after its update date a litter or lot stops showing animals as available (14 until set)',
  ].filter(Boolean);
  const list = (items) => (items.length ? items.map((t) => `- [ ] ${t}`) : ['All filled.']);
  return [
    '## Reservation and deposit (content/site.json)', '',
    'Empty terms are not shown. While deposit, depositReturn and holdDays are empty, a deploy build refuses any animal marked disponible in content/inventario/.', '',
    ...list(reservation), '',
    '## Visits and video calls (content/site.json)', '', ...list(visits), '',
    '## Inventory settings (content/site.json)', '', ...list(settings), '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('CONTENT-TO-CONFIRM.md', contentToConfirm());
  console.log('CONTENT-TO-CONFIRM.md written');
}
