/**
 * The schema of the inventory texts: content/texts/inventario.json (src/lib/content/texts.ts).
 */
import { z } from 'astro/zod';
import { text } from '../fields';
import { template } from './text-fields';

/** A short label of the inventory pages (a heading, a field name, a status). */
const inventoryLabel = (max: number, description: string) => text(2, max).describe(description);

/** A status in the four forms that agree with what it qualifies, by its article: { el: "Vendido", la: "Vendida", los: "Vendidos", las: "Vendidas" }. */
const statusForms = (max: number, description: string) =>
  z
    .strictObject({
      el: inventoryLabel(max, 'Para un macho: «Vendido».'),
      la: inventoryLabel(max, 'Para una hembra o una camada: «Vendida».'),
      los: inventoryLabel(max, 'Para un lote de lo que se dice con «los»: «Vendidos».'),
      las: inventoryLabel(max, 'Para un lote de lo que se dice con «las»: «Vendidas».'),
    })
    .describe(description);

/** The words of the inventory pages (content/texts/inventario.json): litters, lots, animals, the listing and "Disponibles ahora". */
export const inventoryTextsSchema = z.strictObject({
  listing: z
    .strictObject({
      title: text(10, 80).describe('Título de la página de disponibles (/disponibles/) en la pestaña y en Google.'),
      heading: inventoryLabel(60, 'Encabezado de la página de disponibles.'),
      intro: text(20, 300).describe('Párrafo bajo el encabezado cuando hay animales publicados.'),
      empty: text(20, 300).describe('Lo que dice la página cuando no hay nada publicado (no se indexa mientras tanto).'),
      emptyButton: inventoryLabel(40, 'Botón de WhatsApp de la página vacía.'),
      description: text(50, 160).describe('Descripción de la página de disponibles para Google.'),
    })
    .describe('La página de animales disponibles, con todas las camadas y lotes publicados.'),
  availableNow: z
    .strictObject({
      heading: inventoryLabel(40, 'Título del bloque con las camadas y lotes que tienen animales disponibles (páginas de raza, de ciudad, de especie y de inicio).'),
      seeAll: inventoryLabel(60, 'Enlace del bloque a la página de todos los disponibles.'),
      count: template(['n'], 3, 40).describe('Cuántos animales disponibles tiene una camada o un lote, en la tarjeta, cuando son varios. {n}: el número.'),
      countOne: inventoryLabel(40, 'Lo mismo cuando hay uno solo: «1 disponible».'),
    })
    .describe('El bloque «Disponibles ahora».'),
  status: z
    .strictObject({
      disponible: statusForms(30, 'Estado de un animal disponible.'),
      reservado: statusForms(30, 'Estado de un animal reservado.'),
      vendido: statusForms(30, 'Estado de un animal vendido.'),
      'por-confirmar': statusForms(40, 'Estado de un animal disponible de una publicación sin actualizar: no se ofrece como disponible.'),
    })
    .describe('Cómo se muestra el estado de cada animal, camada o lote, concordando con lo que califica: «el» un macho, «la» una hembra o una camada, «los»/«las» un lote según lo que se vende («Vendidas» para unas novillas).'),
  sexes: z.strictObject({ macho: inventoryLabel(20, 'Un macho.'), hembra: inventoryLabel(20, 'Una hembra.') }).describe('El sexo de un animal.'),
  entry: z
    .strictObject({
      litterTitle: template(['raza', 'fecha'], 10, 80).describe('Título de la página de una camada. {raza}: la raza o línea; {fecha}: el día en que nacieron.'),
      litterChat: template([], 5, 40).describe('La camada en el mensaje de WhatsApp, tras «quiero más información sobre», en minúscula: «esta camada». El mensaje ya nombra la página («Hola, vengo de la página «Camada de Shih Tzu nacida el 20 de agosto de 2026» (…)»), así que no repite la raza ni la fecha.'),
      lotChat: template([], 5, 40).describe('El lote en el mensaje de WhatsApp, tras «quiero más información sobre», en minúscula: «este lote». El mensaje ya nombra la página, que dice qué se vende.'),
      animalTitle: template(['animal', 'raza'], 5, 80).describe('Título de la página de un animal. {animal}: su nombre o su sexo; {raza}: la raza.'),
      colour: template(['color'], 7, 40).describe('El color de un animal tras su sexo («Hembra · color blanco y dorado») y en el mensaje de WhatsApp («Luna (hembra, color blanco y dorado)»). {color}: su campo «Color», tal como se escribe, que no concuerda con el sexo; por eso va tras «color».'),
      description: template(['raza', 'ciudad', 'datos', 'fecha'], 30, 200).describe(
        'Descripción para Google de una camada o un lote. {raza}: la raza o línea; {ciudad}: dónde están; {datos}: lo que la publicación muestra, de descriptionParts («las fechas, los padres, el estado de cada animal y el precio»); {fecha}: el día de su actualización.',
      ),
      descriptionParts: z
        .strictObject({
          dates: inventoryLabel(60, 'Las fechas de nacimiento y de entrega: «las fechas». Solo si la publicación las tiene.'),
          parents: inventoryLabel(60, 'Los padres de una camada: «los padres». Solo si la camada dice algo de ellos.'),
          animals: inventoryLabel(60, 'El estado de cada animal de una camada: «el estado de cada animal».'),
          count: inventoryLabel(60, 'La cantidad de animales de un lote: «la cantidad».'),
          lot: inventoryLabel(60, 'El estado de un lote: «el estado del lote».'),
          price: inventoryLabel(60, 'El precio: «el precio». Solo si hay uno publicado.'),
        })
        .describe('Lo que dice {datos} de la descripción, parte por parte: cada publicación nombra solo lo que tiene.'),
      updated: template(['fecha'], 10, 60).describe('La fecha de actualización, en cada publicación. {fecha}: el día («3 de noviembre de 2026»).'),
      born: inventoryLabel(40, 'Rótulo de la fecha de nacimiento; la fecha va justo después, así que termina en «el»: «Nacieron el» 20 de agosto de 2026.'),
      ready: inventoryLabel(40, 'Rótulo de la fecha desde la que pueden entregarse; la fecha va justo después, así que termina en «el»: «Listos para entregar desde el» 20 de octubre de 2026.'),
      where: inventoryLabel(40, 'Rótulo de la ciudad donde están.'),
      animalDates: template(['nacimiento', 'entrega', 'ciudad'], 20, 160).describe('En la página de un animal de una camada, bajo su sexo y color: cuándo nació, desde cuándo se entrega y dónde está. {nacimiento}, {entrega}: los días («20 de agosto de 2026»); {ciudad}: la ciudad de la camada. Sin género: sirve para un macho y para una hembra.'),
      count: inventoryLabel(30, 'Rótulo de la cantidad de un lote.'),
      mother: inventoryLabel(20, 'Título de la madre.'),
      father: inventoryLabel(20, 'Título del padre.'),
      registration: inventoryLabel(40, 'Rótulo del registro o pedigrí de un padre.'),
      healthTests: inventoryLabel(40, 'Rótulo de las pruebas de salud de un padre.'),
      animals: inventoryLabel(40, 'Título de la lista de animales de una camada.'),
      video: inventoryLabel(60, 'Enlace al video de la camada o del lote.'),
      priceAsk: inventoryLabel(40, 'Lo que se muestra cuando no hay precio publicado.'),
      listPrice: template(['precio'], 10, 60).describe('Lo que se muestra cuando el animal no tiene precio propio y se da el de la lista de precios de su raza (y sexo). {precio}: ese precio («$ 1’700’000»).'),
      perAnimal: inventoryLabel(20, 'Tras el precio de un lote por animal.'),
      perLot: inventoryLabel(20, 'Tras el precio de un lote entero.'),
      stale: template(['dias'], 20, 200).describe('Aviso en una publicación sin actualizar: sus animales no se muestran como disponibles. {dias}: los días sin actualizar.'),
      soldOut: text(20, 200).describe('Aviso en una publicación con todo vendido, mientras sigue visible.'),
      ask: inventoryLabel(40, 'Botón de WhatsApp de una camada, un lote o un animal.'),
      seeAnimal: inventoryLabel(40, 'Enlace a la página de un animal con fotos propias.'),
      backToLitter: inventoryLabel(40, 'Enlace de un animal a su camada.'),
    })
    .describe('Las páginas de una camada, un lote o un animal.'),
  terms: z
    .strictObject({
      reservation: inventoryLabel(60, 'Título de las reglas de reserva y anticipo.'),
      deposit: inventoryLabel(30, 'Rótulo del valor del anticipo.'),
      depositReturn: z
        .strictObject({ reembolsable: inventoryLabel(60, 'El anticipo se devuelve.'), transferible: inventoryLabel(60, 'El anticipo pasa a otro animal.'), 'no-reembolsable': inventoryLabel(60, 'El anticipo no se devuelve.') })
        .describe('Cómo se lee la devolución del anticipo.'),
      depositReturnLabel: inventoryLabel(40, 'Rótulo de la devolución del anticipo.'),
      holdDays: template(['dias'], 10, 120).describe('Cuántos días se guarda un animal reservado. {dias}: el número de días.'),
      holdDaysLabel: inventoryLabel(30, 'Rótulo de cuántos días se guarda un animal reservado.'),
      contract: inventoryLabel(30, 'Rótulo del contrato.'),
      guarantee: inventoryLabel(60, 'Título de la garantía de salud en las publicaciones.'),
      guaranteeDays: template(['dias'], 10, 120).describe('La duración de la garantía. {dias}: el número de días.'),
      guaranteeDaysLabel: inventoryLabel(30, 'Rótulo de la duración de la garantía.'),
      covers: inventoryLabel(30, 'Rótulo de lo que cubre la garantía.'),
      exclusions: inventoryLabel(30, 'Rótulo de lo que la garantía no cubre.'),
      conditions: inventoryLabel(30, 'Rótulo de las condiciones de la garantía.'),
      howToClaim: inventoryLabel(30, 'Rótulo de cómo reclamar la garantía.'),
      visits: inventoryLabel(60, 'Título de las visitas y videollamadas.'),
      inPerson: inventoryLabel(30, 'Rótulo de las visitas al criadero.'),
      videoCalls: inventoryLabel(30, 'Rótulo de las videollamadas.'),
    })
    .describe('Los términos que escribe en Criadero › Garantía de salud, reserva y visitas, en cada publicación y en la página de garantía: se muestran solo los que estén llenos.'),
});
