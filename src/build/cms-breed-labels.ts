/**
 * Spanish labels and hints of the breed and line files' fields in the editor (/admin/ › Razas y
 * líneas), keyed by content key, where the schemas (src/lib/content/schemas/) describe their
 * fields in English or not at all. A list of values (ficha.alzadaCm) takes its list's
 * path for its one field too (cms-config.ts › cmsField). Values kept as codes (baja, carnica,
 * calido) are explained in the hints; tests/unit/cms-breed-labels.test.ts holds every field labelled.
 */
import type { LabelMap } from './cms-config';

type Entry = { label: string; hint?: string };

const slug = (what: 'la raza' | 'la línea', example: string): Entry => ({
  label: 'Nombre en la dirección web',
  hint: `La parte de la dirección de las páginas de ${what}: minúsculas sin tildes, palabras unidas por guiones («${example}»). No lo cambie en ${what === 'la raza' ? 'una raza ya publicada' : 'una línea ya publicada'}: cambiaría las direcciones de sus páginas y los enlaces que ya circulan dejarían de funcionar.`,
});
const description: Entry = { label: 'Descripción', hint: 'Una presentación corta, de 100 a 320 caracteres, que se lee en sus páginas y en su tarjeta.' };
const unconfirmed = (label: string): Entry => ({ label, hint: 'Márquelo mientras no haya confirmado estos datos.' });

/** The climate fields both dogs and cats have. */
const climate = {
  adaptacion: {
    label: 'Adaptación al clima',
    hint: 'Lo que cambia para la raza según el clima de cada lugar: las páginas de las ciudades escriben sus consejos a partir de estos datos.',
  },
  'adaptacion.calor': {
    label: 'Aguanta el calor',
    hint: '«Baja»: sufre por encima de unos 28 °C; «Media»: lo aguanta con cuidados; «Alta»: lo lleva bien.',
  },
  'adaptacion.frio': {
    label: 'Aguanta el frío de la noche',
    hint: 'Cómo lleva las noches frías, por debajo de unos 10 °C. «Baja»: necesita abrigo; «Media»: lo aguanta con cuidados; «Alta»: las lleva bien.',
  },
  'adaptacion.estimado': unconfirmed('Adaptación por confirmar'),
} satisfies LabelMap;

const dogBreeds: LabelMap = {
  slug: slug('la raza', 'bulldog-frances'),
  nombre: { label: 'Nombre', hint: 'El nombre de la raza como lo leen los visitantes, con sus tildes y mayúsculas: «Bulldog Francés», «Shih Tzu».' },
  tamano: {
    label: 'Tamaño',
    hint: 'El grupo de tamaño de la raza: decide en qué página de tamaño aparece («Pequeños», «Grandes»…).',
  },
  usos: {
    label: 'Usos',
    hint: 'De uno a cuatro, sin repetir: cada uno pone la raza en la página de ese uso («Guardián» en la de guardianes y de alerta). Una raza de manejo especial no lleva «Familia».',
  },
  origen: { label: 'Origen', hint: 'El país o la región de donde viene la raza, como se lee solo: «Alemania», «Reino Unido».' },
  // the schema's own hint is Spanish and good; only its label is too long
  origenEnFrase: { label: 'Origen dentro de una frase' },
  peso: { label: 'Peso adulto', hint: 'Escríbalo así: «3 a 5 kg» (dos números, con coma si llevan decimales, y «kg»).' },
  altura: { label: 'Altura a la cruz', hint: 'Escríbala así: «25 a 30 cm» (dos números enteros y «cm»).' },
  descripcion: description,
  ...climate,
  'adaptacion.manto': {
    label: 'Tipo de pelo',
    hint: 'El tipo de pelo de la raza, para los consejos de clima.',
  },
  'adaptacion.braquicefalo': {
    label: 'Hocico corto (braquicéfalo)',
    hint: 'Márquelo si la raza está en la lista de razas de hocico corto que Avianca o LATAM no llevan en bodega (Bulldog, Pug, Shar Pei, Cane Corso…; las fuentes, en CONTENT-TO-CONFIRM.md): las páginas no la mandan en bodega con ninguna aerolínea.',
  },
  'adaptacion.cabinaCachorro': {
    label: 'Su cachorro cabe en cabina',
    hint: 'Solo para una raza de hocico corto: márquelo si un cachorro de 4 meses (la edad desde la que lo llevan las aerolíneas) pesa con su bolso 10 kg o menos. Entonces vuela en cabina; si no, nunca vuela (no la mandamos en bodega): va por carretera hasta unas 10 horas y más lejos se recoge en el criadero.',
  },
  manejoEspecial: {
    label: 'Raza de manejo especial',
    hint: 'Márquelo si la ley la lista como raza de manejo especial (Ley 1801 de 2016, art. 126: bozal, póliza y registro). Una raza así no puede tener el uso «familia».',
  },
  cruce: {
    label: 'Es un cruce, no una raza',
    hint: 'Márquelo si es el cruce de dos razas que ningún club reconoce como raza (Goldendoodle, Bernedoodle): las páginas lo cuentan aparte, «52 razas y 2 cruces».',
  },
  esperanzaVida: {
    label: 'Esperanza de vida',
    hint: 'Los años que suele vivir, como los da un veterinario. Escríbala así: «12 a 15 años».',
  },
  resumen: {
    label: 'Cómo es vivir con la raza',
    hint: 'Un solo párrafo de 50 a 90 palabras, escrito para quien está eligiendo: carácter, energía, apartamento o casa, niños, otros animales, horas solo y ladridos. Cierto de la raza en cualquier ciudad; sin precios ni frases sobre el criadero.',
  },
  enPocasPalabras: {
    label: 'Carácter y cuidados, en una frase',
    hint: 'De 7 a 20 palabras: cómo es y qué pide primero. Se lee en cada página de la raza en una ciudad, bajo «Antes de decidir»; el párrafo «Cómo es vivir con la raza» queda en la página de la raza. Sin ciudades ni precios.',
  },
  clima: {
    label: 'La raza en cada clima',
    hint: 'Hasta tres textos cortos, uno por clima: la página de la raza muestra cada uno bajo las ciudades de su clima, y la página de cada ciudad, el de su clima (frío, templado o cálido). Deje vacío el de un clima que no le pide nada especial a la raza (por lo menos uno va escrito). No nombre ciudades ni empiece por el clima («En tierra fría…», «Allí…»): la página ya dice dónde; empiece por lo que la raza necesita.',
  },
  'clima.frio': {
    label: 'En clima frío',
    hint: 'De 20 a 60 palabras, o vacío si el frío no le pide nada especial: lo que la raza necesita en tierra fría, por encima de unos 2.000 m, con noches de 5 a 12 °C (abrigo, dónde duerme).',
  },
  'clima.templado': {
    label: 'En clima templado',
    hint: 'De 20 a 60 palabras, o vacío si este clima no le pide nada especial: la raza entre 1.000 y 2.000 m, con días de 16 a 28 °C (paseos, cepillado).',
  },
  'clima.calido': {
    label: 'En clima cálido',
    hint: 'De 20 a 60 palabras, o vacío si el calor no le pide nada especial: la raza en tierra caliente, de 24 a 34 °C y húmeda en la costa. Si no es buena idea allí, dígalo claro y qué exige.',
  },
  saludPadres: {
    label: 'Pruebas de salud de los padres',
    hint: 'Una frase de 20 a 60 palabras: qué pruebas de los padres debe pedir ver el comprador («Pida ver las radiografías de cadera…»). No afirme que el criadero ya las hizo.',
  },
};

const catBreeds: LabelMap = {
  slug: slug('la raza', 'azul-ruso'),
  nombre: { label: 'Nombre', hint: 'El nombre de la raza como lo leen los visitantes, con sus tildes y mayúsculas: «Persa», «Maine Coon».' },
  precio_base: { label: 'Precio base en pesos', hint: 'El precio de referencia de un gatito de la raza, en pesos, por ejemplo 1.500.000.' },
  precio_estimado: { label: 'Precio por confirmar', hint: 'Márquelo mientras no haya confirmado este precio: es un estimado.' },
  pelaje: { label: 'Pelaje', hint: 'El largo del pelo de la raza; «Sin pelo» es el del Sphynx.' },
  manto: { label: 'Tipo de manto', hint: 'Solo si el pelo pide otro cuidado que el de su largo: «Rex» es el pelo rizado y frágil del Devon Rex, que no se cepilla.' },
  // the schema's own hints of formas and formas.plural are Spanish and good; only their labels are too long
  formas: { label: 'Nombre en plural' },
  'formas.plural': { label: 'Plural después de «gatos»' },
  tags: {
    label: 'Rasgos',
    hint: 'Las páginas de categoría listan la raza por estos rasgos, sin repetir ninguno («Poco vocal (maúlla poco)», «Pelo largo», «Apto para apartamento»…)',
  },
  descripcion: description,
  // the schema's own hints of resumen, enPocasPalabras, clima and saludPadres are Spanish: only their labels here
  resumen: { label: 'Carácter y convivencia' },
  enPocasPalabras: { label: 'Carácter y cuidados, en una frase' },
  clima: { label: 'Cuidados según el clima' },
  'clima.frio': { label: 'En clima frío' },
  'clima.templado': { label: 'En clima templado' },
  'clima.calido': { label: 'En clima cálido' },
  saludPadres: { label: 'Pruebas de los padres' },
  avisoSalud: { label: 'Aviso de salud en la página de la raza' },
  ...climate,
  'adaptacion.braquicefalo': {
    label: 'Cara chata (braquicéfalo)',
    hint: 'Márquelo si la raza tiene la cara chata (Persa, Exótico): las páginas advierten de los cuidados con el calor y los viajes en avión.',
  },
  'adaptacion.enfermedadDeRaza': {
    label: 'Su rasgo se asocia a una enfermedad',
    hint: 'Márquelo si lo que define a la raza le causa una enfermedad o se asocia a ella (las orejas dobladas del Scottish Fold, las patas cortas del Munchkin): la tabla de razas de cada ciudad la nombra bajo los precios, para que se lea su página antes de elegir.',
  },
};

/** The fields every livestock line has (formas, precio, zonas, descripcion), with the examples of its species. */
function lineLabels(x: { nombre: string; slug: string; conArticulo: string; plural: string; pluralConArticulo: string; generico: string; unidad: string; segun: string; categorias: string }): LabelMap {
  return {
    slug: slug('la línea', x.slug),
    nombre: { label: 'Nombre', hint: `El nombre de la línea como lo leen los visitantes, con sus tildes y mayúsculas: ${x.nombre}.` },
    formas: { label: 'El nombre dentro de las frases', hint: 'Cómo se lee el nombre de la línea dentro de las frases de sus páginas.' },
    'formas.conArticulo': { label: 'Nombre con artículo', hint: `Empieza por el, la, los o las: ${x.conArticulo}.` },
    'formas.plural': { label: 'Plural', hint: `Los animales de la línea en plural, sin artículo: ${x.plural}.` },
    'formas.pluralConArticulo': { label: 'Plural con artículo', hint: `El plural con el, los o las delante: ${x.pluralConArticulo}.` },
    'formas.generico': {
      label: 'Los animales sin el nombre',
      hint: `Los animales con su artículo y en minúsculas, sin el nombre de la línea, como se dicen una vez nombrada: ${x.generico}. Si lo deja vacío, se usa el plural con artículo.`,
    },
    precio: { label: 'Precio de referencia', hint: 'El rango de precios que muestran las páginas de venta de la línea.' },
    'precio.desde': { label: 'Precio desde, en pesos', hint: 'El precio más bajo, en pesos, por ejemplo 1.500.000 (al menos 1.000).' },
    'precio.hasta': { label: 'Precio hasta, en pesos', hint: 'El precio más alto, en pesos, por ejemplo 8.000.000; no puede ser menor que el precio desde.' },
    'precio.unidad': { label: 'Unidad del precio', hint: `Empieza por «por»: ${x.unidad}.` },
    'precio.segun': {
      label: 'De qué depende el precio',
      hint: `Lo que decide dónde cae un animal dentro del rango, escrito para leerse después de «según» y empezando por la, el, los o las: ${x.segun}.`,
    },
    'precio.categorias': {
      label: 'Precios por categoría',
      hint: `Lo que cuesta cada tipo de animal de la línea, de dos a seis categorías: ${x.categorias}. Las páginas los muestran como una lista; cada rango cae dentro del precio desde y hasta de la línea.`,
    },
    'precio.categorias.nombre': { label: 'Categoría', hint: 'Con mayúscula inicial y sin el precio.' },
    'precio.categorias.desde': { label: 'Desde, en pesos', hint: 'En pesos, como lo escribe: 1.800.000.' },
    'precio.categorias.hasta': { label: 'Hasta, en pesos', hint: 'En pesos, como lo escribe: 2.800.000; no menor que el desde.' },
    'precio.estimado': { label: 'Precio por confirmar', hint: 'Márquelo mientras no haya confirmado este rango de precios ni sus categorías.' },
    'precio.comoCompraTipica': {
      label: 'Categoría que hace de compra típica',
      hint: 'Solo si la línea no tiene la categoría que la especie compra de costumbre (un caballo domado, una novilla de vientre): la suya que hace sus veces, escrita igual que en las categorías («Mula domada», «Búfala de vientre»). La tabla de razas de cada ciudad da su precio con ese nombre.',
    },
    zonas: {
      label: 'Zonas de cría',
      hint: 'Dónde se cría sobre todo la línea en Colombia: las páginas de venta le dicen al comprador si su región es una de ellas o cuál le queda más cerca.',
    },
    'zonas.departamentos': { label: 'Departamentos', hint: 'Los departamentos donde más se cría la línea (al menos uno).' },
    'zonas.estimado': unconfirmed('Zonas por confirmar'),
    procedencia: {
      label: 'De dónde salen los animales',
      hint: 'El municipio o la finca de donde salen los animales de esta línea hacia el comprador: «Montería», «una finca de Puerto López». Vacío, las páginas dicen que salen de la finca de origen y que el flete se cotiza desde allí; las líneas que no se recomiendan en tierra fría nunca se dicen despachadas desde Bogotá.',
    },
    descripcion: description,
    descripcionEnVenta: {
      label: 'Descripción en cada página de venta',
      hint: 'Márquelo solo si la gente busca esta línea con otro nombre y la descripción lo aclara (quien busca «paso fino colombiano» lee que es un andar del caballo criollo): la descripción sale entonces en la página de venta de cada ciudad.',
    },
    ficha: { label: 'Ficha técnica', hint: 'Los datos de la ficha que muestran la página de la línea y sus tarjetas en las páginas de categoría; con el peso se calcula también el transporte.' },
    'ficha.estimado': unconfirmed('Ficha por confirmar'),
    comprador: {
      label: 'Lo que pregunta el comprador',
      hint: 'Un párrafo de 20 a 120 palabras, de usted, que contesta lo que pregunta quien compra esta línea y no cualquier otra de la especie (edad, doma y registro de un caballo; registro de la asociación, producción y lo que se revisa en esa raza de ganado; sexo, edad, anilla o vacunas en las aves). Se lee en sus páginas, antes de decidir, después de lo que la especie dice para todas sus líneas (en ganado, de qué depende el precio de cada categoría y los papeles sanitarios del hato: Especies › Antes de decidir), que aquí no se repite. No escriba nada del criadero que no pueda sostener.',
    },
    ...climateLabels,
  };
}

/** The line in each climate class (climas.frio, climas.templado, climas.calido). */
const CLIMATE_NAMES = { frio: 'Tierra fría', templado: 'Clima templado', calido: 'Tierra caliente' } as const;
const climateLabels: LabelMap = {
  climas: {
    label: 'La línea en cada clima',
    hint: 'Para cada clima (tierra fría, templado, tierra caliente): si la línea se recomienda allí y una frase de lo que necesita o arriesga. La página de una ciudad muestra la frase de su clima y, si la línea no es apta, lo dice claramente.',
  },
  ...Object.fromEntries(
    Object.entries(CLIMATE_NAMES).flatMap(([key, name]) => [
      // the hint is the schema's: which places are of the class («como Bogotá, Pasto y Manizales»)
      [`climas.${key}`, { label: name }],
      [`climas.${key}.apto`, { label: 'Se recomienda en este clima', hint: 'Márquelo si la línea se cría bien en este clima; si no lo marca, la página le dice al comprador que no se la recomendamos allí.' }],
      [`climas.${key}.nota`, { label: 'Qué necesita o arriesga aquí', hint: 'Una frase de 15 a 50 palabras: el calor, el frío, la altura, los parásitos o el galpón, y qué le conviene al comprador si la línea no es apta.' }],
    ]),
  ),
};

const equines: LabelMap = {
  ...lineLabels({
    nombre: '«Paso Fino Colombiano», «Lusitano»',
    slug: 'paso-fino-colombiano',
    conArticulo: '«el Lusitano», «las mulas» (como en «Todo sobre el Lusitano»)',
    plural: '«caballos Paso Fino Colombiano» (como en «Venta de caballos Paso Fino Colombiano»)',
    pluralConArticulo: '«los caballos Paso Fino Colombiano», «las mulas»',
    generico: '«los caballos», «los animales»',
    unidad: '«por ejemplar», «por animal»',
    segun: '«la edad, la doma y la línea de sus padres»',
    categorias: '«Potro o potranca sin domar», «Caballo o yegua domados», «Reproductor»',
  }),
  usos: {
    label: 'Usos',
    hint: 'Al menos uno: para qué sirve la línea.',
  },
  'ficha.origen': { label: 'Origen', hint: 'Dónde se formó la línea: «Colombia, de caballos traídos de España».' },
  'ficha.pesoKg': { label: 'Peso adulto (kg)', hint: 'El peso típico de un adulto, en kilos (de 100 a 1.200).' },
  'ficha.alzadaCm': {
    label: 'Alzada (cm)',
    hint: 'La altura a la cruz en centímetros: dos números enteros, el mínimo y el máximo, por ejemplo 135 y 148.',
  },
  'ficha.andar': { label: 'Andares', hint: 'Los andares de la línea: «Paso fino, trocha, trote y galope».' },
  'ficha.temperamento': { label: 'Temperamento', hint: 'Una frase corta: «Brioso pero manejable; responde a la menor ayuda».' },
  'ficha.uso': { label: 'Uso', hint: 'Para qué se usa la línea, en una frase de 20 a 160 caracteres.' },
};

const bovines: LabelMap = {
  ...lineLabels({
    nombre: '«Brahman», «Holstein»',
    slug: 'brahman',
    conArticulo: '«el Brahman», «el búfalo Murrah» (como en «Todo sobre el Brahman»)',
    plural: '«ganado Brahman» (como en «Venta de ganado Brahman»)',
    pluralConArticulo: '«el ganado Brahman», «los búfalos Murrah»',
    generico: '«el ganado»',
    unidad: '«por animal»',
    segun: '«la edad, el peso y la línea de sus padres»',
    categorias: '«Ternero de levante», «Novilla de vientre», «Vaca parida», «Toro reproductor»',
  }),
  especialidad: {
    label: 'Especialidad',
    hint: '«Lechera»: leche; «Cárnica»: carne; «Doble propósito»: leche y carne. Una línea lechera o de doble propósito da la leche por día en la ficha; una cárnica o de doble propósito, la ganancia diaria.',
  },
  clima: {
    label: 'Clima en que mejor produce',
    hint: '«Cálido»: tierra caliente; «Templado»: clima medio; «Frío»: tierra fría. Es un estimado que usted debe confirmar.',
  },
  estimado: unconfirmed('Especialidad y clima por confirmar'),
  'ficha.origen': { label: 'Origen', hint: 'Dónde se formó la raza: «Estados Unidos, a partir de cebúes de la India».' },
  'ficha.pesoHembraKg': { label: 'Peso de la vaca adulta (kg)', hint: 'El peso típico de una vaca adulta, en kilos (de 150 a 1.000).' },
  'ficha.pesoMachoKg': { label: 'Peso del toro adulto (kg)', hint: 'El peso típico de un toro adulto, en kilos (de 250 a 1.500).' },
  'ficha.rasgos': { label: 'Rasgos físicos', hint: 'Cómo se ve el animal, en una frase: «Giba marcada, orejas largas y caídas y pelo corto y claro».' },
  'ficha.leche': {
    label: 'Leche por vaca al día (litros)',
    hint: 'Solo en líneas lecheras y de doble propósito: litros por vaca al día, de 1 a 40; los decimales van con coma: 12,5.',
  },
  'ficha.gananciaG': {
    label: 'Ganancia diaria (gramos)',
    hint: 'Solo en líneas cárnicas y de doble propósito: los gramos que gana al día un novillo en buen pasto (de 200 a 2.000).',
  },
  'ficha.uso': { label: 'Uso', hint: 'Cómo usan la raza los ganaderos colombianos, en una frase de 20 a 160 caracteres.' },
};

const birds: LabelMap = {
  ...lineLabels({
    nombre: '«Pollitos Ross», «Periquitos australianos»',
    slug: 'pollitos-ross',
    conArticulo: '«los pollitos Ross», «el avestruz» (como en «Todo sobre el avestruz»)',
    plural: '«pollitos Ross» (como en «Venta de pollitos Ross»)',
    pluralConArticulo: '«los pollitos Ross», «las codornices»',
    generico: '«las gallinas», «los pollos de engorde»',
    unidad: '«por pollito», «por gallina», «por ave»',
    segun: '«la edad y el sexo»',
    categorias: '«Macho cantor», «Hembra», «Lote de 500 pollitos o más»',
  }),
  etiqueta: {
    label: 'Etiqueta de la tarjeta',
    hint: 'El rótulo de la línea en su tarjeta. Si la línea es de solo información o de zoocría, la tarjeta muestra eso en su lugar.',
  },
  estadoLegal: {
    label: 'Situación legal',
    hint: '«Venta»: se vende; «Zoocría autorizada»: se vende, pero requiere zoocría autorizada (el avestruz); «Solo informativo»: no se vende, la página solo informa y lleva los textos educativos.',
  },
  tipo: {
    label: 'Tipo de ave',
    hint: 'Decide qué requisitos del ICA se aplican. «Gallinas»: pollos de engorde, pollonas y ponedoras; «Corral»: pavos, patos, gansos y codornices (piden los datos de la criadora); «Avestruz»; «Ornamentales»: canarios, pericos y otras aves de jaula.',
  },
  soloCarretera: {
    label: 'Viajan solo por carretera',
    hint: 'Márquelo en las aves que se entregan crecidas (pollonas, gallinas) y en las de corral mientras ninguna aerolínea le confirme que las lleva vivas: viajan en camión aunque el viaje sea largo, nunca por carga aérea. Sin marcar, las aves que quedan a más de 10 horas llegan por carga aérea (las de jaula).',
  },
  ficha: { label: 'Ficha técnica', hint: 'Obligatoria en las líneas que se venden: los datos de la ficha de sus páginas de venta.' },
  'ficha.origen': { label: 'Origen', hint: 'De dónde viene la línea: «Aviagen (Reino Unido y Estados Unidos)».' },
  'ficha.pesoAdultoKg': {
    label: 'Peso (kg)',
    hint: 'En los pollos de engorde, el peso a la edad de venta; en las demás aves, el peso adulto. En kilos, con coma para los decimales: 2,6.',
  },
  'ficha.produccion': {
    label: 'Producción',
    hint: 'Lo que produce y cuándo, o lo que debe saber un comprador, en una frase que sigue a la descripción. Su verbo concuerda con ella: en plural si habla de las aves («Llegan a unos 2,6 kg a los 42 días»), en singular si habla de una («Se sacrifica…»).',
  },
  'ficha.vidaAnios': {
    label: 'Esperanza de vida (años)',
    hint: 'Para las aves ornamentales y el avestruz: dos números enteros, el mínimo y el máximo de años, por ejemplo 8 y 12.',
  },
  'ficha.confortC': {
    label: 'Temperatura de confort (°C)',
    hint: 'Las temperaturas entre las que el ave adulta vive cómoda: dos números enteros, el mínimo y el máximo en °C, por ejemplo 18 y 22.',
  },
  'ficha.alimentoG': {
    label: 'Alimento por ave al día (g)',
    hint: 'Gramos por ave al día a 21 °C: en postura para las ponedoras, al final del ciclo para los pollos de engorde, semilla para las aves de jaula.',
  },
  'ficha.criadora': {
    label: 'Criadora de los pollitos',
    hint: 'Obligatoria en las aves de corral, que también se venden como pollitos de pocos días: el calor que necesitan bajo la criadora.',
  },
  'ficha.criadora.inicioC': {
    label: 'Temperatura la primera semana (°C)',
    hint: 'Los grados bajo la criadora la primera semana, de 28 a 40; luego se bajan 3 °C por semana.',
  },
  'ficha.criadora.semanas': {
    label: 'Semana en que se retira la criadora',
    hint: 'La semana en que las aves ya tienen plumas y se apaga la criadora, aun con frío (de 2 a 10).',
  },
  educacion: {
    label: 'Textos educativos',
    hint: 'Solo en las líneas de solo información: de 2 a 4 párrafos, de 80 a 420 caracteres cada uno, sobre la biología, la alimentación y los cuidados que promete la descripción.',
  },
};

export const BREED_LABELS: Partial<Record<string, LabelMap>> = {
  dogBreeds,
  catBreeds,
  'lineas/equinos': equines,
  'lineas/bovinos': bovines,
  'lineas/aves': birds,
};

/** The codes the content files keep in their lists and choices (tags, uses, climates, the deposit's return, the home page's icons…), as the breeder reads them in the editor. */
const OPTION_WORDS: Readonly<Record<string, string>> = {
  pequenos: 'pequeños',
  compania: 'compañía',
  guardian: 'guardián',
  hipoalergenico: 'hipoalergénico',
  carinoso: 'cariñoso',
  jugueton: 'juguetón',
  familias_ninos: 'familias con niños',
  apartamento: 'apto para apartamento',
  corto: 'pelo corto',
  largo: 'pelo largo',
  doble: 'doble manto',
  rizado: 'pelo rizado',
  duro: 'pelo duro',
  medio: 'pelo semilargo',
  poco_vocal: 'poco vocal (maúlla poco)',
  vocal: 'vocal (maúlla mucho)',
  tam_grande: 'tamaño grande',
  poca_caida_pelo: 'suelta poco pelo',
  sin_pelo: 'sin pelo',
  exposicion: 'exposición',
  reproduccion: 'reproducción',
  carnica: 'cárnica',
  'doble-proposito': 'doble propósito',
  calido: 'cálido',
  frio: 'frío',
  'zoocria-autorizada': 'zoocría autorizada',
  'solo-informativo': 'solo informativo',
  // content/site.json › reservation.depositReturn
  '': 'sin definir todavía',
  reembolsable: 'se devuelve (reembolsable)',
  transferible: 'pasa a otro animal (transferible)',
  'no-reembolsable': 'no se devuelve (no reembolsable)',
  // the icons of the home page's reasons (content/texts/inicio.json)
  chat: 'chat',
  home: 'casa',
  dog: 'perro',
  cat: 'gato',
  horse: 'caballo',
  cow: 'vaca',
  bird: 'ave',
  shield: 'escudo',
  heart: 'corazón',
  star: 'estrella',
  clock: 'reloj',
  pin: 'ubicación',
  stethoscope: 'estetoscopio',
};

/** «poco_vocal» → «Poco vocal (maúlla poco)»: an option's label. */
export function optionLabel(value: string): string {
  const words = OPTION_WORDS[value] ?? value.replace(/[_-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
