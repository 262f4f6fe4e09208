

/** The two-question FAQ of the breed-in-location page (how to reserve, home delivery). */
export function breedLocationFaq(breed: string, where: string) {
  return [
    {
      question: `¿Cómo reservo un cachorro ${breed} en ${where}?`,
      answer: `Escríbanos por WhatsApp: le enviamos fotos y videos de los cachorros ${breed} disponibles, acordamos la reserva y le confirmamos la fecha de entrega.`,
    },
    {
      question: `¿Hacen entrega a domicilio en ${where}?`,
      answer: `Sí. Llevamos el cachorro hasta su casa en ${where} con certificado de salud, carné de vacunas, desparasitación y guía sanitaria cuando el traslado la requiere.`,
    },
  ];
}
