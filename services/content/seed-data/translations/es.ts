import type { LanguageTexts } from "./index";

export const ES: LanguageTexts = {
  "hello-bars/summer-deals": {
    text: "<strong>¡Ya están aquí las ofertas de verano!</strong> 10 % de descuento en el alquiler de coches con el código YAZ10.",
  },
  "hello-bars/flight-week": { text: "<strong>Semana de vuelos:</strong> equipaje extra gratis en vuelos nacionales." },
  "hello-bars/retired-bar": { text: "<strong>Campaña anterior</strong>" },
  "campaigns/yaz-firsatlari": {
    title: "Ofertas de verano",
    summary: "10 % de descuento en el alquiler de coches con recogida en verano.",
    imageAlt: "Una cala de Bodrum al atardecer",
    conditions: [
      "Válido para recogidas del 1 de junio al 31 de agosto.",
      "Válido para reservas realizadas del 1 de junio de 2026 al 31 de agosto de 2027.",
      "No acumulable con otras ofertas.",
    ],
  },
  "campaigns/suv15": {
    title: "15 % de descuento en SUV",
    summary: "15 % de descuento en coches de la categoría SUV.",
    conditions: [
      "Válido para reservas realizadas del 1 de enero de 2026 al 31 de diciembre de 2027.",
      "Válido solo para la categoría SUV.",
      "No acumulable con otras ofertas.",
    ],
  },
  "campaigns/ucak-bileti-haftasi": {
    title: "Semana de vuelos",
    summary: "15 kg de equipaje extra gratis en vuelos nacionales.",
    imageAlt: "Un avión de pasajeros preparándose para despegar al atardecer",
    conditions:
      "<ul><li>Válido para billetes nacionales de solo ida y de ida y vuelta.</li><li>El equipaje extra se añade automáticamente a la reserva al comprar el billete; no necesitas ningún código.</li><li>Válido para billetes comprados durante la campaña, sea cual sea la fecha del vuelo.</li><li>El equipaje extra se mantiene si se modifica el billete y no se reembolsa por separado.</li></ul>",
  },
  "campaigns/kis-firsatlari-2025": {
    title: "Ofertas de invierno 2025",
    summary: "25 % de descuento en el alquiler de coches en los meses de invierno.",
    imageAlt: "Una carretera entre montañas nevadas",
    conditions: "<p>Estuvo vigente para alquileres del 1 de diciembre de 2024 al 31 de marzo de 2025.</p>",
  },
  "faqs/faq-car-documents": {
    question: "¿Qué documentos necesito para recoger el coche?",
    answer:
      "<p>Para recoger el coche en el mostrador de alquiler, el conductor principal debe presentar los siguientes documentos <strong>originales</strong>:</p><ul><li>Un permiso de conducir válido; no se aceptan fotocopias ni fotos.</li><li>El documento nacional de identidad turco o, en el caso de ciudadanos extranjeros, el pasaporte.</li><li>Una tarjeta de crédito a nombre del conductor principal con límite suficiente para el depósito.</li><li>La confirmación de tu reserva (bono); basta con mostrarla en el móvil.</li></ul><p>Si tu permiso de conducir no está en alfabeto latino, necesitarás además un <strong>permiso de conducir internacional</strong>. Si has añadido un conductor adicional, también se comprobarán sus documentos en la recogida.</p>",
  },
  "faqs/faq-car-credit-card-deposit": {
    question: "¿Necesito una tarjeta de crédito para el depósito? ¿Puedo usar una tarjeta de débito?",
    answer:
      '<p>La mayoría de las empresas de alquiler cobran el depósito como una preautorización (bloqueo) en una <strong>tarjeta de crédito a nombre del conductor principal</strong>. Por lo general, no se aceptan para el depósito tarjetas de débito, tarjetas prepago ni tarjetas de otra persona.</p><p>El importe del depósito depende de la categoría del coche y del paquete de protección que elijas; aparece en los resultados de búsqueda y en el resumen de tu reserva. Los paquetes completos reducen considerablemente el depósito.</p><p>Cuando devuelves el coche sin daños y conforme a las condiciones del alquiler, la empresa de alquiler libera el bloqueo; según tu banco, el importe puede tardar <strong>entre 7 y 30 días hábiles</strong> en volver a estar disponible en tu tarjeta. Consulta las <a href="/en/car/rental-terms">condiciones del alquiler</a> para más información.</p>',
  },
  "faqs/faq-car-minimum-age": {
    question: "¿Hay una edad mínima o una antigüedad mínima del permiso para alquilar un coche?",
    answer:
      "<p>La edad mínima del conductor depende de la categoría del coche:</p><table><thead><tr><th>Categoría del coche</th><th>Edad mínima</th></tr></thead><tbody><tr><td>Económico y compacto</td><td>21</td></tr><tr><td>Grande, SUV y furgoneta</td><td>23</td></tr><tr><td>Descapotable</td><td>25</td></tr><tr><td>Lujo</td><td>27</td></tr></tbody></table><p>Las empresas de alquiler también exigen un permiso de conducir con una antigüedad de <strong>entre 1 y 3 años</strong>. Los conductores por debajo de cierta edad (normalmente 25 años) pueden tener que pagar un <em>recargo diario por conductor joven</em>, que se indica por separado en la oferta. Algunas empresas piden un informe de solvencia turco (Findeks) para los coches de lujo y de categoría grande.</p>",
  },
  "faqs/faq-car-one-way": {
    question: "¿Puedo devolver el coche en un lugar distinto al de recogida?",
    answer:
      "<p>Sí. Las empresas que ofrecen <strong>alquileres solo de ida</strong> te permiten dejar el coche en otra ciudad o en otro aeropuerto. Marca «Devolver en otro lugar» en el formulario de búsqueda y elige el punto de devolución.</p><p>El cargo por alquiler solo de ida consiste en un importe fijo más un importe por cada 100 km entre ambos puntos, y ya está incluido en el precio que se muestra. Las empresas que no ofrecen alquileres solo de ida no aparecen en este tipo de búsqueda.</p>",
  },
  "faqs/faq-car-fuel-mileage": {
    question: "¿Cómo funcionan las políticas de combustible y kilometraje?",
    answer:
      "<p>Normalmente los coches se alquilan con la política <strong>«mismo nivel»</strong>: debes devolver el coche con el mismo nivel de combustible con el que lo recogiste. El combustible que falte se cobra al precio vigente de la empresa de alquiler más un cargo por servicio.</p><p>Algunas empresas fijan un límite de kilometraje diario (por ejemplo, de 250 a 500 km al día). Si hay límite, se indica en los detalles de la oferta y cada kilómetro adicional tiene un coste extra. Las ofertas con la etiqueta «Kilometraje ilimitado» no tienen este cargo.</p>",
  },
  "faqs/faq-car-protection-packages": {
    question: "¿Qué seguro y qué protección incluye el precio?",
    answer:
      "<p>Todos los alquileres incluyen el seguro obligatorio de responsabilidad civil frente a terceros y una cobertura por daños de colisión (CDW) con franquicia. La franquicia es el importe máximo que pagas si el coche sufre daños. Los paquetes más completos reducen tanto la franquicia como el depósito:</p><ul><li><strong>Paquete Básico:</strong> responsabilidad civil frente a terceros y CDW con franquicia.</li><li><strong>Paquete Bronce:</strong> añade la protección contra robo; el depósito se reduce un 20 %.</li><li><strong>Paquete Plata:</strong> CDW sin franquicia y protección contra robo, lunas y neumáticos; el depósito se reduce a la mitad.</li><li><strong>Paquete Oro:</strong> añade un seguro de accidentes personales y un conductor adicional; el depósito se reduce a una cuarta parte.</li></ul><p>Ningún paquete cubre los daños causados por conducir bajo los efectos del alcohol, por un conductor no autorizado o por un uso contrario al contrato de alquiler.</p>",
  },
  "faqs/faq-car-tolls-fines": {
    question: "¿Cómo se pagan los peajes de autopistas y puentes y las multas de tráfico?",
    answer:
      "<p>La mayoría de los coches de alquiler llevan un dispositivo de telepeaje HGS. Los peajes de autopistas y puentes se registran en el dispositivo durante el alquiler y la empresa de alquiler los cobra de tu depósito o de tu tarjeta después de la devolución. Las sanciones por pasos impagados también se te repercuten.</p><p>Las multas de tráfico y de aparcamiento impuestas durante el alquiler son responsabilidad del conductor. La empresa de alquiler transfiere la multa al conductor o bien la paga dentro del plazo legal y la carga, junto con el posible cargo por gestión, en tu tarjeta.</p>",
  },
  "faqs/faq-flight-check-in": {
    question: "¿Cómo hago el check-in en línea y cuándo debo estar en el aeropuerto?",
    answer:
      "<p>El check-in en línea se hace en la web o en la app de la aerolínea y suele abrirse <strong>24 horas antes</strong> de la salida. Accede con el código PNR (de reserva) que figura en tu billete electrónico y tu apellido.</p><ul><li>Te recomendamos estar en el aeropuerto al menos <strong>1 hora y media</strong> antes de los vuelos nacionales y <strong>3 horas</strong> antes de los internacionales.</li><li>Los mostradores de facturación suelen cerrar 45 minutos antes de la salida en vuelos nacionales y 60 minutos antes en internacionales.</li><li>Si llevas equipaje facturado, después de hacer el check-in en línea tendrás que pasar igualmente por el mostrador de entrega de equipaje.</li></ul>",
  },
  "faqs/faq-flight-baggage": {
    question: "¿Cuánto equipaje puedo llevar?",
    answer:
      '<p>Tu franquicia de equipaje depende de la tarifa que hayas comprado y figura en tu billete electrónico:</p><table><thead><tr><th>Tarifa</th><th>Equipaje de mano</th><th>Equipaje facturado</th></tr></thead><tbody><tr><td>Light</td><td>8 kg</td><td>Sin equipaje</td></tr><tr><td>Standard</td><td>8 kg</td><td>20 kg</td></tr><tr><td>Flex</td><td>8 kg</td><td>25 kg</td></tr><tr><td>Business</td><td>16 kg</td><td>32 kg</td></tr></tbody></table><p>Por lo general, el equipaje de mano no debe superar los 55 × 40 × 23 cm. Añadir equipaje al hacer la reserva, o más tarde en la página <a href="/en/reservation/change">Gestionar la reserva</a>, es más barato que pagarlo en el aeropuerto.</p>',
  },
  "faqs/faq-flight-change": {
    question: "¿Puedo cambiar la fecha o la hora de mi vuelo?",
    answer:
      '<p>Que puedas cambiarlo o no depende de tu tarifa. Los billetes <strong>Light</strong> no admiten cambios; las tarifas <strong>Standard</strong> y <strong>Business</strong> permiten cambios con un cargo, y las tarifas <strong>Flex</strong> permiten cambios gratuitos. En cualquier caso, si el nuevo vuelo es más caro, pagas la diferencia de tarifa.</p><p>Envía tu solicitud de cambio antes de la salida desde la página <a href="/en/reservation/change">Modificar o cancelar</a> o desde Mis reservas, en tu cuenta. Las normas de las aerolíneas no permiten cambiar de pasajero; solo se pueden corregir errores ortográficos en los nombres.</p>',
  },
  "faqs/faq-flight-cancel-refund": {
    question: "¿Cuánto me devuelven si cancelo mi billete?",
    answer:
      "<p>El reembolso depende de la tarifa: las tarifas <strong>Flex</strong> y <strong>Business</strong> se reembolsan descontando un cargo por cancelación; las tarifas <strong>Light</strong> y <strong>Standard</strong> no son reembolsables, salvo las tasas y cargos reembolsables.</p><p>Si la aerolínea cancela tu vuelo o este sufre un retraso importante, conservas los derechos que te reconoce el reglamento turco de derechos de los pasajeros aéreos (SHY-YOLCU).</p><p>Los reembolsos aprobados se abonan en la tarjeta con la que pagaste; según tu banco, pueden tardar <strong>entre 7 y 14 días hábiles</strong> en llegar. Al tratarse de un servicio de transporte con fecha determinada, el billete de avión está excluido del derecho de desistimiento según el Reglamento turco de Contratos a Distancia.</p>",
  },
  "faqs/faq-flight-passengers": {
    question: "¿Cómo debo introducir los datos de los pasajeros? ¿Cómo funcionan los billetes de bebé y de niño?",
    answer:
      "<p>Introduce los nombres de los pasajeros <strong>exactamente como aparecen en el documento de identidad o en el pasaporte</strong>; en los vuelos internacionales también se necesitan el número y la fecha de caducidad del pasaporte. Muchos países exigen que el pasaporte tenga una validez mínima de 6 meses después de la fecha de regreso; comprobar los requisitos de visado y de entrada antes de viajar es responsabilidad del pasajero.</p><ul><li><strong>Bebé (0–2 años):</strong> viaja en el regazo de un adulto, sin asiento propio; un bebé por adulto.</li><li><strong>Niño (2–12 años):</strong> tiene un billete de niño con asiento propio.</li><li>Los pasajeros mayores de 12 años necesitan un billete de adulto.</li></ul>",
  },
  "faqs/faq-payment-methods": {
    question: "¿Qué formas de pago puedo utilizar?",
    answer:
      "<p>Puedes pagar con <strong>tarjetas de crédito y de débito</strong> Visa, Mastercard y Troy. Los datos de la tarjeta los procesa una entidad de pago autorizada conforme a la norma PCI DSS; RotaGo no guarda el número de tu tarjeta.</p><p>En los alquileres de coches, aunque pagues con tarjeta de débito, recuerda que en el mostrador de alquiler necesitarás una <strong>tarjeta de crédito</strong> a nombre del conductor principal para el depósito.</p>",
  },
  "faqs/faq-payment-installments": {
    question: "¿Puedo pagar a plazos?",
    answer:
      "<p>Las tarjetas de crédito emitidas por bancos de Turquía permiten pagar a plazos. Las opciones disponibles para tu tarjeta, y los intereses si los hay, aparecen en la página de pago en cuanto introduces el número de la tarjeta.</p><ul><li>El número de plazos depende de las ofertas de tu banco y de los límites legales vigentes.</li><li>Las tarjetas de débito, algunas tarjetas de empresa y las tarjetas emitidas en el extranjero no permiten el pago a plazos.</li><li>El reembolso de una compra a plazos puede repartirse entre los plazos pendientes, según tu banco.</li></ul>",
  },
  "faqs/faq-payment-3d-secure": {
    question: "¿Qué es 3-D Secure? ¿Qué hago si no me llega el código de verificación (SMS)?",
    answer:
      "<p>3-D Secure es un paso de seguridad en el que el banco emisor de tu tarjeta verifica que eres tú quien paga. Se te redirige a la página de tu banco, donde introduces el código de un solo uso enviado al número de teléfono que tienes registrado en él.</p><p>Si no te llega el código:</p><ul><li>Comprueba que el número de móvil registrado en tu banco está actualizado.</li><li>Verifica en la app de tu banco que tu tarjeta está habilitada para compras en línea.</li><li>Si sigue sin funcionar, llama a tu banco; el código de verificación solo lo envía el banco.</li></ul><p><strong>El personal de RotaGo nunca te pedirá tu código de verificación, el PIN de tu tarjeta ni el CVV.</strong></p>",
  },
  "faqs/faq-payment-double-charge": {
    question: "En mi tarjeta aparecen dos cargos. ¿Por qué?",
    answer:
      '<p>Cuando pagas, tu banco realiza primero una <strong>preautorización</strong> por el importe. Si un pago no se completó, o si actualizaste la página y volviste a intentarlo, el bloqueo del intento fallido puede aparecer durante unos días como «operación pendiente». Ese importe no se cobra y tu banco suele liberarlo en un plazo de 3 a 7 días hábiles.</p><p>En los alquileres de coches, el bloqueo del depósito realizado en el mostrador de alquiler también aparece como una operación independiente. Si tienes dudas sobre algún cargo, <a href="/en/about-us/contact">contacta con nosotros</a> indicando tu número de reserva.</p>',
  },
  "faqs/faq-payment-invoice": {
    question: "¿Cómo obtengo mi factura? ¿Puede emitirse a nombre de mi empresa?",
    answer:
      '<p>En las reservas prepagadas, tu factura electrónica (e-Arşiv) se envía por correo electrónico a la dirección indicada en la reserva después de la fecha del servicio, y también puedes descargarla desde la página <a href="/en/account/invoices">Facturas</a>. En los vuelos, el billete electrónico cubre la tarifa y RotaGo factura su cargo por servicio.</p><p>Para obtener una factura a nombre de una empresa, marca «Necesito una factura a nombre de una empresa» al finalizar la compra e introduce el nombre de la empresa, la oficina tributaria y el número de identificación fiscal. Los datos de la factura no pueden modificarse una vez emitida. Los extras contratados en el mostrador de alquiler los factura la empresa de alquiler.</p>',
  },
  "faqs/faq-account-login": {
    question: "¿Cómo inicio sesión en mi cuenta? ¿Necesito una contraseña?",
    answer:
      '<p>No necesitas contraseña. En la página <a href="/en/login">Iniciar sesión</a>, introduce tu número de móvil o tu dirección de correo electrónico; iniciarás sesión en cuanto introduzcas el <strong>código de un solo uso de 6 dígitos</strong> que te enviamos. La primera vez solo te pedimos tu nombre.</p><p>El código es válido durante unos minutos. Si no te llega, revisa la carpeta de correo no deseado y solicita un nuevo código pasados unos instantes.</p>',
  },
  "faqs/faq-account-find-booking": {
    question: "¿Cómo puedo ver una reserva que hice sin cuenta?",
    answer:
      '<p>En la página <a href="/en/reservation/find">Buscar una reserva</a>, introduce tu número de reserva y la dirección de correo electrónico que usaste al reservar para consultarla, descargar tu bono y solicitar un cambio o una cancelación.</p><p>Si inicias sesión con la dirección de correo electrónico o el número de teléfono con los que reservaste, tus reservas anteriores también aparecerán en Mis reservas, dentro de tu cuenta.</p>',
  },
  "faqs/faq-account-passengers": {
    question: "¿Puedo guardar los datos de los pasajeros?",
    answer:
      '<p>Sí. Añádete a ti y a las personas con las que sueles viajar en <a href="/en/account/registered-passengers">Pasajeros guardados</a>, dentro de tu cuenta. Al elegir un pasajero guardado al finalizar la compra, el nombre, la fecha de nacimiento y los datos del documento de identidad se rellenan automáticamente.</p><p>Si guardas los datos de otra persona, debes informarle del tratamiento de sus datos personales. Puedes editar o eliminar los pasajeros guardados en cualquier momento.</p>',
  },
  "faqs/faq-account-delete": {
    question: "¿Cómo elimino mi cuenta y mis datos personales?",
    answer:
      '<p>Envía tus solicitudes al amparo del artículo 11 de la Ley turca n.º 6698 de Protección de Datos Personales a <strong>kvkk@rotago.com.tr</strong> desde la dirección de correo electrónico registrada en tu cuenta. Te responderemos gratuitamente en un plazo máximo de <strong>30 días</strong>.</p><p>Al eliminar tu cuenta, tus datos personales se borran o se anonimizan; los registros que la ley nos obliga a conservar, como las facturas y las reservas, se guardan durante los plazos legales de conservación. Consulta el <a href="/en/kvkk/kvkk-aydinlatma-metni">aviso de privacidad</a> para más información.</p>',
  },
  "sliders/slide-home-antalya": {
    title: "El verano te espera en Antalya",
    subtitle: "Alquiler de coches con recogida en el aeropuerto y opciones de kilometraje ilimitado.",
    imageAlt: "El mar turquesa y la carretera de la costa vistos desde los acantilados de Antalya",
  },
  "sliders/slide-home-flight-week": {
    title: "Semana de vuelos",
    subtitle:
      "Equipaje extra gratis en vuelos nacionales; compara los vuelos de todas las aerolíneas en una sola búsqueda.",
    imageAlt: "Un avión de pasajeros aterrizando en la pista al atardecer",
  },
  "sliders/slide-home-aegean": {
    title: "Descubre las calas del Egeo a tu ritmo",
    subtitle: "Coches entregados con recepción personalizada en los aeropuertos de Bodrum, Dalaman y Esmirna.",
    imageAlt: "Casas blancas, el puerto deportivo y veleros en Bodrum",
  },
  "sliders/slide-home-suv": {
    title: "SUV espaciosos para toda la familia, con un 15 % de descuento",
    subtitle: "Usa el código SUV15 en cualquier alquiler de la categoría SUV.",
    imageAlt: "Un SUV blanco circulando por una carretera de montaña",
  },
  "sliders/slide-car-istanbul": {
    title: "Recogida en la terminal en los dos aeropuertos de Estambul",
    subtitle:
      "Compara las ofertas de todas nuestras empresas de alquiler asociadas en el Aeropuerto de Estambul y en Sabiha Gökçen.",
    imageAlt: "El puente del Bósforo iluminado de noche y el perfil urbano de Estambul",
  },
  "sliders/slide-flight-trabzon": {
    title: "Vuela a las mesetas del mar Negro",
    subtitle: "Vuelos regulares desde Estambul y Ankara a Trebisonda, con tarifas Light económicas.",
    imageAlt: "Una verde meseta del mar Negro con casas de madera entre la niebla",
  },
  "about-pages/about-hakkimizda": {
    title: "Quiénes somos",
    body: "<p><strong>RotaGo</strong> es una empresa de tecnología de viajes creada para que alquilar un coche y comprar un billete de avión en Turquía sea fácil, transparente y fiable. Te permitimos comparar en una sola búsqueda las ofertas de empresas de alquiler locales y regionales en aeropuertos y oficinas urbanas de toda Turquía.</p><h2>Qué hacemos</h2><ul><li><strong>Alquiler de coches:</strong> te mostramos con claridad, antes de pagar, todas las condiciones, incluidos el depósito, el límite de kilometraje, los requisitos de edad y los paquetes de protección.</li><li><strong>Vuelos:</strong> comparamos vuelos nacionales e internacionales junto con su franquicia de equipaje y sus condiciones de cambio.</li><li><strong>Atención 24/7:</strong> te ayudamos en turco y en inglés en cada etapa de tu viaje.</li></ul><h2>Nuestros valores</h2><p>Sin cargos ocultos: el precio que ves es el precio que pagas. Evaluamos periódicamente a nuestros socios según las valoraciones de los clientes y los índices de reclamaciones, y protegemos tus datos personales conforme a la Ley turca n.º 6698 de Protección de Datos Personales.</p><h2>Datos de la empresa</h2><p>RotaGo Seyahat ve Teknoloji A.Ş. es una agencia de viajes del Grupo A y miembro de TÜRSAB (número de licencia A-12345). Nuestra sede central está en Büyükdere Cad. No:199, 34394 Şişli/Estambul, Turquía.</p>",
  },
  "about-pages/about-ekibimiz": {
    title: "Nuestro equipo",
    body: '<p>El equipo de RotaGo lo forman más de 60 personas con experiencia en software, turismo, experiencia de cliente y finanzas, que trabajan en nuestras oficinas de Estambul, Esmirna y Antalya. A continuación te presentamos a nuestro equipo directivo.</p><p>¿Quieres unirte a nosotros? Echa un vistazo a nuestras <a href="/en/about-us/career">ofertas de empleo</a>.</p>',
  },
  "about-pages/about-kariyer": {
    title: "Trabaja con nosotros",
    body: '<p>Buscamos compañeros curiosos a los que les guste asumir responsabilidades y que compartan nuestro objetivo: hacer que viajar sea fácil para todo el mundo.</p><h2>Qué ofrecemos</h2><ul><li>Trabajo híbrido y horario flexible</li><li>Seguro médico privado y tarjeta restaurante</li><li>Un presupuesto anual para un viaje reservado en RotaGo</li><li>Apoyo para formación, congresos y certificaciones</li></ul><h2>Cómo presentar tu candidatura</h2><ol><li>Envía tu CV a kariyer@rotago.com.tr indicando el nombre del puesto en el asunto.</li><li>Mantén una llamada de presentación de 30 minutos con nuestro equipo de Personas.</li><li>Realiza una entrevista técnica o un caso práctico, según el puesto.</li><li>Conoce a tu responsable y a tus futuros compañeros en una entrevista final.</li></ol><p>Los datos personales que compartes al presentar tu candidatura se tratan únicamente con fines de selección, tal como se describe en el <a href="/en/kvkk/kvkk-aydinlatma-metni">aviso de privacidad</a>.</p>',
  },
  "about-pages/about-basin": {
    title: "RotaGo en los medios",
    body: "<p>A continuación encontrarás noticias y entrevistas sobre RotaGo. Para consultas de prensa y para solicitar nuestro logotipo y material gráfico, escribe a basin@rotago.com.tr.</p>",
  },
  "about-pages/about-iletisim": {
    title: "Contacto",
    body: '<p>Nuestro servicio de atención al cliente está a tu disposición para cualquier cuestión sobre tu reserva <strong>las 24 horas del día, los 7 días de la semana</strong>.</p><ul><li><strong>Atención al cliente:</strong> +90 850 333 44 55</li><li><strong>Correo electrónico:</strong> support@rotago.com</li><li><strong>Dirección:</strong> Büyükdere Cad. No:199, 34394 Şişli/Estambul, Turquía</li><li><strong>Correo electrónico certificado (KEP):</strong> rotago@hs01.kep.tr</li></ul><h2>Preguntas frecuentes</h2><p>Encuentra al instante respuestas sobre documentación, depósitos, cancelaciones y reembolsos en nuestra página <a href="/en/reservation/change">Modificar o cancelar</a> y en las preguntas frecuentes. Para consultar una reserva existente, usa <a href="/en/reservation/find">Buscar una reserva</a>.</p><h2>Datos personales</h2><p>Envía tus solicitudes relativas a la Ley de Protección de Datos Personales a kvkk@rotago.com.tr.</p>',
  },
  "investors/investor-yatirimci-iliskileri": {
    title: "Relación con inversores",
    body: "<p>RotaGo Seyahat ve Teknoloji A.Ş. es una plataforma de viajes en línea centrada en el alquiler de coches y la venta de billetes de avión en Turquía. La empresa no cotiza en bolsa; todas sus acciones están en manos de sus fundadores y de inversores institucionales y particulares.</p><h2>RotaGo en cifras</h2><ul><li>Acuerdos con 12 empresas de alquiler en oficinas de aeropuertos y ciudades de toda Turquía</li><li>Venta de billetes de avión nacionales e internacionales como agencia de viajes del Grupo A</li><li>Sede central en Estambul y oficinas regionales en Esmirna y Antalya</li><li>Una plataforma disponible en 14 idiomas, con el turco y el inglés a la cabeza</li></ul><h2>Nuestra estrategia</h2><p>Nuestra estrategia de crecimiento se apoya en tres pilares: ganar cuota de mercado en el alquiler de coches en aeropuertos de zonas turísticas, combinar vuelos y alquiler de coches en una sola reserva y atender a quienes visitan Turquía en su propio idioma.</p><h2>Contacto</h2><p>Para cualquier consulta sobre relación con inversores, escribe a yatirimci@rotago.com.tr.</p>",
  },
  "investors/investor-kurumsal-yonetim": {
    title: "Gobierno corporativo",
    body: "<p>RotaGo se rige por el Código de Comercio turco n.º 6102 y por sus estatutos sociales, conforme a los principios de transparencia, rendición de cuentas, equidad y responsabilidad.</p><h2>Consejo de Administración</h2><p>El Consejo está formado por cinco miembros, dos de ellos independientes. Se reúne al menos cuatro veces al año y supervisa los objetivos estratégicos, el presupuesto y la gestión de riesgos de la empresa.</p><h2>Comisiones</h2><ul><li><strong>Comisión de Auditoría:</strong> supervisa la información financiera, el control interno y la auditoría externa.</li><li><strong>Comisión de Detección Temprana de Riesgos:</strong> vigila los riesgos operativos, financieros y de seguridad de la información.</li><li><strong>Comisión de Nombramientos y Retribuciones:</strong> revisa la política retributiva de la alta dirección y los nombramientos.</li></ul><h2>Políticas</h2><ul><li>Código Ético y de Conducta Empresarial</li><li>Política contra el Soborno y la Corrupción</li><li>Política de Conservación y Destrucción de Datos Personales</li><li>Política de Seguridad de la Información</li></ul><p>Nuestros estados financieros se someten cada año a una auditoría independiente.</p>",
  },
  "investors/investor-finansal-takvim": {
    title: "Calendario financiero",
    body: "<p>A continuación figuran las publicaciones financieras y los eventos para inversores previstos para 2027. Las fechas pueden cambiar; cualquier novedad se anunciará en esta página.</p><table><thead><tr><th>Fecha</th><th>Evento</th></tr></thead><tbody><tr><td>26 de febrero de 2027</td><td>Estados financieros auditados de 2026</td></tr><tr><td>25 de marzo de 2027</td><td>Junta General Ordinaria</td></tr><tr><td>14 de mayo de 2027</td><td>Resumen de actividad del primer trimestre de 2027</td></tr><tr><td>13 de agosto de 2027</td><td>Informe de actividad del primer semestre de 2027</td></tr><tr><td>12 de noviembre de 2027</td><td>Resumen de actividad de los nueve primeros meses de 2027</td></tr></tbody></table>",
  },
  "investors/investor-genel-kurul": {
    title: "Junta general",
    body: "<p>La Junta General Ordinaria de RotaGo Seyahat ve Teknoloji A.Ş. correspondiente al ejercicio 2026 se celebrará el <strong>jueves 25 de marzo de 2027</strong> a las 14:00 en la sede central, Büyükdere Cad. No:199, 34394 Şişli/Estambul, Turquía.</p><h2>Orden del día</h2><ol><li>Apertura y elección del presidente de la junta</li><li>Lectura y deliberación del informe de actividad 2026 del Consejo de Administración</li><li>Lectura del resumen del informe de auditoría independiente</li><li>Lectura, deliberación y aprobación de los estados financieros de 2026</li><li>Aprobación de la gestión de cada uno de los consejeros por separado</li><li>Deliberación sobre la propuesta del Consejo de Administración relativa a la distribución de beneficios</li><li>Aprobación del nombramiento del auditor independiente</li><li>Ruegos y preguntas, y clausura</li></ol><p>Los accionistas pueden asistir personalmente o por medio de representante. El modelo de delegación y la documentación de la junta están a disposición de los accionistas en la sede central al menos 15 días antes de la reunión.</p>",
  },
  "companies/company-anadolu-rent": {
    description:
      "<p><strong>Anadolu Rent</strong> tiene una de las redes de oficinas más amplias de Turquía. Con mostradores en la terminal de todos los grandes aeropuertos, puedes recoger tu coche nada más aterrizar.</p><p>Su amplia flota, desde coches económicos hasta berlinas de lujo, con kilometraje ilimitado y alquileres solo de ida, la convierte en la favorita de quienes viajan por negocios o por vacaciones y se desplazan en coche de una ciudad a otra.</p><p>Valoración de los clientes de RotaGo: <strong>4,6 / 5</strong> (2140 opiniones).</p><h3>Condiciones de alquiler</h3><ul><li>Permiso de conducir con al menos 1 año de antigüedad</li><li>Recargo por conductor joven (menores de 25 años): 150 TRY al día</li><li>Kilometraje ilimitado</li><li>Alquileres solo de ida: 1500 TRY más 400 TRY por cada 100 km</li><li>Recogida: mostrador en la terminal, oficina en la ciudad</li><li>Paquetes de protección: Básico, Plata, Oro</li><li>Informe de solvencia (Findeks) obligatorio para: lujo</li></ul>",
  },
  "companies/company-ege-oto-kiralama": {
    description:
      "<p><strong>Ege Oto Kiralama</strong> es una empresa familiar de la costa del Egeo conocida por su trato cercano. Su personal te espera en el aeropuerto con un cartel con tu nombre y te entrega el coche en el aparcamiento.</p><p>Ofrece coches bien cuidados y de bajo consumo para rutas hacia Çeşme, Alaçatı, Kuşadası y Bodrum; su límite de kilometraje diario es más que suficiente para la mayoría de las vacaciones.</p><p>Valoración de los clientes de RotaGo: <strong>4,4 / 5</strong> (860 opiniones).</p><h3>Condiciones de alquiler</h3><ul><li>Permiso de conducir con al menos 2 años de antigüedad</li><li>Recargo por conductor joven (menores de 25 años): 120 TRY al día</li><li>Límite de kilometraje diario: 400 km</li><li>Alquileres solo de ida: 1200 TRY más 350 TRY por cada 100 km</li><li>Recogida: recepción personalizada, oficina en la ciudad</li><li>Paquetes de protección: Básico, Bronce, Plata</li></ul>",
  },
  "companies/company-bosphorus-cars": {
    description:
      "<p><strong>Bosphorus Cars</strong> es una empresa con sede en Estambul especializada en alquileres económicos. Ofrece traslados regulares desde los aeropuertos hasta su oficina, donde recoges el coche sin las prisas de la terminal.</p><p>Destaca por sus coches compactos automáticos, ideales para moverse por la ciudad y para alquileres cortos. Los coches se devuelven en la misma oficina donde se recogieron.</p><p>Valoración de los clientes de RotaGo: <strong>4,2 / 5</strong> (1320 opiniones).</p><h3>Condiciones de alquiler</h3><ul><li>Permiso de conducir con al menos 1 año de antigüedad</li><li>Recargo por conductor joven (menores de 24 años): 140 TRY al día</li><li>Límite de kilometraje diario: 300 km</li><li>No ofrece alquileres solo de ida; el coche se devuelve en la oficina de recogida</li><li>Recogida: traslado gratuito a la oficina, oficina en la ciudad</li><li>Paquetes de protección: Básico, Bronce</li></ul>",
  },
  "companies/company-akdeniz-arac": {
    description:
      "<p><strong>Akdeniz Araç</strong> está especializada en Antalya y la costa mediterránea y es una de las empresas mejor valoradas por nuestros clientes. La recepción personalizada y los mostradores en la terminal te facilitan los primeros minutos de tus vacaciones.</p><p>Ofrece descapotables para la carretera de la costa y SUV espaciosos para familias numerosas; los paquetes completos Plata y Oro reducen considerablemente el depósito.</p><p>Valoración de los clientes de RotaGo: <strong>4,7 / 5</strong> (540 opiniones).</p><h3>Condiciones de alquiler</h3><ul><li>Permiso de conducir con al menos 2 años de antigüedad</li><li>Recargo por conductor joven (menores de 25 años): 180 TRY al día</li><li>Kilometraje ilimitado</li><li>Alquileres solo de ida: 2000 TRY más 450 TRY por cada 100 km</li><li>Recogida: recepción personalizada, mostrador en la terminal</li><li>Paquetes de protección: Básico, Plata, Oro</li><li>Informe de solvencia (Findeks) obligatorio para: lujo, descapotable</li></ul>",
  },
  "companies/company-kapadokya-rent-a-car": {
    description:
      "<p><strong>Kapadokya Rent a Car</strong> ofrece coches asequibles para descubrir a tu ritmo la historia y los paisajes de Anatolia Central. Su edad mínima para conductores jóvenes es baja, lo que la convierte en una buena opción para quienes llevan poco tiempo conduciendo.</p><p>Fundada en Capadocia, hoy da servicio en los principales aeropuertos y en muchos centros urbanos, con traslados desde los aeropuertos hasta sus oficinas.</p><p>Valoración de los clientes de RotaGo: <strong>4,3 / 5</strong> (410 opiniones).</p><h3>Condiciones de alquiler</h3><ul><li>Permiso de conducir con al menos 1 año de antigüedad</li><li>Recargo por conductor joven (menores de 23 años): 100 TRY al día</li><li>Límite de kilometraje diario: 250 km</li><li>No ofrece alquileres solo de ida; el coche se devuelve en la oficina de recogida</li><li>Recogida: oficina en la ciudad, traslado gratuito a la oficina</li><li>Paquetes de protección: Básico, Bronce</li></ul>",
  },
  "companies/company-marmara-filo": {
    description:
      "<p><strong>Marmara Filo</strong> pone su experiencia en flotas de empresa al servicio de los particulares, con una gran flota de modelos recientes. Es una de las pocas empresas que ofrecen los cuatro paquetes de protección.</p><p>Con mostradores en la terminal, kilometraje ilimitado y alquileres solo de ida, es una opción práctica para viajar entre Estambul, Bursa y Ankara.</p><p>Valoración de los clientes de RotaGo: <strong>4,5 / 5</strong> (1780 opiniones).</p><h3>Condiciones de alquiler</h3><ul><li>Permiso de conducir con al menos 1 año de antigüedad</li><li>Recargo por conductor joven (menores de 25 años): 160 TRY al día</li><li>Kilometraje ilimitado</li><li>Alquileres solo de ida: 1600 TRY más 380 TRY por cada 100 km</li><li>Recogida: mostrador en la terminal, oficina en la ciudad</li><li>Paquetes de protección: Básico, Bronce, Plata, Oro</li><li>Informe de solvencia (Findeks) obligatorio para: lujo</li></ul>",
  },
  "companies/company-lykia-car-rental": {
    description:
      "<p><strong>Lykia Car Rental</strong> es una empresa boutique fundada en Fethiye, donde empieza la Ruta Licia. Solo alquila con paquetes de protección completos, así que en vacaciones no tendrás que preocuparte por depósitos ni franquicias.</p><p>Te entregan el coche en el aeropuerto con recepción personalizada: busca el cartel con tu nombre.</p><p>Valoración de los clientes de RotaGo: <strong>4,8 / 5</strong> (290 opiniones).</p><h3>Condiciones de alquiler</h3><ul><li>Permiso de conducir con al menos 2 años de antigüedad</li><li>Recargo por conductor joven (menores de 26 años): 200 TRY al día</li><li>Kilometraje ilimitado</li><li>No ofrece alquileres solo de ida; el coche se devuelve en la oficina de recogida</li><li>Recogida: recepción personalizada</li><li>Paquetes de protección: Plata, Oro</li><li>Informe de solvencia (Findeks) obligatorio para: lujo, descapotable</li></ul>",
  },
  "companies/company-premium-drive": {
    description:
      "<p><strong>Premium Drive</strong> ofrece un servicio de alquiler prémium para ocasiones especiales y viajes de negocios, con una flota selecta de berlinas de lujo, coches de categoría grande y descapotables.</p><p>La recogida en la terminal y la recepción personalizada, el kilometraje ilimitado y los alquileres solo de ida están incluidos de serie. Los requisitos de experiencia al volante y de informe de solvencia son más estrictos para los coches de categoría grande y de lujo.</p><p>Valoración de los clientes de RotaGo: <strong>4,9 / 5</strong> (210 opiniones).</p><h3>Condiciones de alquiler</h3><ul><li>Permiso de conducir con al menos 3 años de antigüedad</li><li>Recargo por conductor joven (menores de 27 años): 300 TRY al día</li><li>Kilometraje ilimitado</li><li>Alquileres solo de ida: 3000 TRY más 600 TRY por cada 100 km</li><li>Recogida: recepción personalizada, mostrador en la terminal</li><li>Paquetes de protección: Plata, Oro</li><li>Informe de solvencia (Findeks) obligatorio para: lujo, descapotable, grande</li></ul>",
  },
  "seo-locations/seo-istanbul-havalimani": {
    title: "Alquiler de coches en el Aeropuerto de Estambul",
    intro:
      "<p>Alquilar un coche en el Aeropuerto de Estambul (IST) es la forma más flexible de llegar a la orilla europea de la ciudad y a Tracia. Los mostradores de alquiler se encuentran en la terminal y en las plantas del aparcamiento; puedes recoger tu coche a los pocos minutos de aterrizar.</p><p>En RotaGo puedes comparar los precios de todas las empresas asociadas del Aeropuerto de Estambul, junto con sus condiciones de depósito y kilometraje.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>El aeropuerto está a unos 40 km de Taksim. La autopista del Norte de Mármara y el puente Yavuz Sultan Selim, que llevan a la ciudad, son de peaje; el dispositivo HGS de tu coche de alquiler los paga automáticamente. Los días laborables el tráfico es intenso de 07:00 a 10:00 y de 17:00 a 20:00, así que planifica el trayecto teniéndolo en cuenta.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>Los aparcamientos de varias plantas del aeropuerto abren las 24 horas, todos los días. Al devolver el coche, sigue las señales de «Devolución de coches de alquiler». En el centro de la ciudad es difícil aparcar en la calle; utiliza los aparcamientos municipales o el de tu hotel.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Costa del mar Negro, Kilyos:</strong> unos 35 km, 40 minutos</li><li><strong>Şile y Ağva:</strong> unos 120 km, entre 1 hora y media y 2 horas</li><li><strong>Edirne:</strong> unos 220 km, 2 horas y media</li><li><strong>Bursa (por el puente de Osmangazi):</strong> unos 240 km, entre 2 horas y media y 3 horas</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en el Aeropuerto de Estambul (IST) | RotaGo",
    metaDescription:
      "Coches de alquiler con recogida en la terminal del Aeropuerto de Estambul (IST). Compara precios, depósitos y kilometraje y reserva en minutos.",
  },
  "seo-locations/seo-sabiha-gokcen-havalimani": {
    title: "Alquiler de coches en el Aeropuerto Sabiha Gökçen",
    intro:
      "<p>El Aeropuerto Sabiha Gökçen (SAW), en la orilla asiática de Estambul, es el punto de partida más práctico para barrios como Kadıköy, Ataşehir y Kartal, y para viajar hacia Kocaeli, Sakarya y Bursa.</p><p>Los mostradores de alquiler están en las salas de llegadas internacionales y nacionales; algunas empresas te llevan en un traslado gratuito a una oficina cercana.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>Kadıköy está a unos 40 km; para llegar a la orilla europea hay que cruzar un puente o el túnel Eurasia. Los peajes de puentes, túneles y autopistas se pagan mediante HGS; el túnel Eurasia es más caro que los puentes. Cuenta con mucho tráfico por la tarde en la TEM y la D-100.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>Los aparcamientos al aire libre y cubiertos situados frente a la terminal son de pago. Con las empresas que ofrecen traslado, dejas el coche en su oficina y vuelves a la terminal en su lanzadera; preséntate en la oficina al menos 2 horas y media antes de tu vuelo.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Lago Sapanca:</strong> unos 110 km, 1 hora y media</li><li><strong>Kartepe:</strong> unos 100 km, 1 hora y media</li><li><strong>Bursa y Uludağ:</strong> unos 150 km, 2 horas</li><li><strong>Şile:</strong> unos 75 km, 1 hora</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en el Aeropuerto Sabiha Gökçen (SAW) | RotaGo",
    metaDescription:
      "Coches de alquiler baratos en el Aeropuerto Sabiha Gökçen de Estambul (SAW). Compara la recogida en la terminal o con traslado y reserva en línea.",
  },
  "seo-locations/seo-antalya-havalimani": {
    title: "Alquiler de coches en el Aeropuerto de Antalya",
    intro:
      "<p>El Aeropuerto de Antalya (AYT), el aeropuerto vacacional con más tráfico de Turquía, es la puerta de entrada a la costa mediterránea, de Kemer a Alanya. Alquilar un coche en el aeropuerto te lleva directamente a tu hotel sin esperar un traslado y te permite descubrir calas y ciudades antiguas a tu aire.</p><p>En verano la demanda es muy alta; te recomendamos reservar con antelación, sobre todo si buscas un coche automático o un SUV.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>El aeropuerto está a unos 13 km del centro de la ciudad. Respeta los límites de velocidad en la carretera costera D-400, que cuenta con numerosos tramos de control de velocidad media y radares. En julio y agosto las temperaturas al mediodía pueden superar los 40 °C; aparca a la sombra y lleva agua en el coche.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>Los aparcamientos situados frente a las terminales son de pago. En lugar de meterte con el coche en las estrechas calles de Kaleiçi, utiliza los aparcamientos que rodean el casco antiguo. En verano, en las playas de Konyaaltı y Lara es más fácil encontrar sitio a primera hora de la mañana.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Belek:</strong> unos 30 km, 30 minutos</li><li><strong>Kemer:</strong> unos 55 km, 50 minutos</li><li><strong>Side y Manavgat:</strong> unos 65 km, 1 hora</li><li><strong>Alanya:</strong> unos 125 km, 1 hora y 45 minutos</li><li><strong>Kaş:</strong> unos 190 km, 3 horas (carretera costera con muchas curvas)</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en el Aeropuerto de Antalya (AYT) | RotaGo",
    metaDescription:
      "Coches de alquiler en el Aeropuerto de Antalya (AYT) para Kemer, Belek, Side y Alanya. Compara los mejores precios y recoge tu coche en el aeropuerto.",
  },
  "seo-locations/seo-izmir-adnan-menderes-havalimani": {
    title: "Alquiler de coches en el Aeropuerto Adnan Menderes de Esmirna",
    intro:
      "<p>El Aeropuerto Adnan Menderes de Esmirna (ADB) es el punto de partida de unas vacaciones en el Egeo que van desde la península de Çeşme hasta Éfeso. Con un coche recogido en el aeropuerto, llegarás rápidamente a los pueblos de la costa por la autopista.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>El aeropuerto está a unos 18 km de Konak. La autopista Esmirna–Çeşme y la autopista hacia Aydın son de peaje y se pagan mediante HGS. Los fines de semana y festivos, cuenta con mucho tráfico por la tarde en el regreso desde Çeşme.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>En los alrededores de Alsancak y el Kordon hay pocas plazas en la calle; utiliza los aparcamientos de varias plantas. El centro de Alaçatı puede cerrarse al tráfico las noches de verano; deja el coche en los aparcamientos de la entrada del pueblo.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Urla:</strong> unos 45 km, 40 minutos</li><li><strong>Selçuk y Éfeso:</strong> unos 60 km, 50 minutos</li><li><strong>Kuşadası:</strong> unos 75 km, 1 hora</li><li><strong>Çeşme y Alaçatı:</strong> unos 95 km, 1 hora y 10 minutos</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en el Aeropuerto de Esmirna (ADB) | RotaGo",
    metaDescription:
      "Coches de alquiler en el Aeropuerto Adnan Menderes de Esmirna (ADB) para Çeşme, Alaçatı y Éfeso. Compara precios y alquila con total confianza.",
  },
  "seo-locations/seo-dalaman-havalimani": {
    title: "Alquiler de coches en el Aeropuerto de Dalaman",
    intro:
      "<p>El Aeropuerto de Dalaman (DLM) es el más cercano a Fethiye, Göcek, Ölüdeniz, Dalyan y Marmaris. Los centros turísticos están muy alejados entre sí, así que alquilar un coche te ahorra tiempo y el coste de los traslados.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>El túnel de Göcek es de peaje y se paga mediante HGS. La carretera de la costa entre Fethiye y Kaş es muy pintoresca, pero tiene muchas curvas; conduce con precaución de noche. En los caminos rurales puedes encontrarte con rebaños de cabras y vacas.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>En verano, los aparcamientos de Ölüdeniz y del Valle de las Mariposas se llenan antes del mediodía. Hay aparcamientos municipales en los alrededores del puerto deportivo de Fethiye. Si vas a hacer una excursión en barco en Dalyan, utiliza los aparcamientos de pago junto al río.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Göcek:</strong> unos 25 km, 25 minutos</li><li><strong>Dalyan y la playa de İztuzu:</strong> unos 30 km, 35 minutos</li><li><strong>Fethiye y Ölüdeniz:</strong> unos 50–65 km, 1 hora</li><li><strong>Marmaris:</strong> unos 95 km, 1 hora y media</li><li><strong>Kaş:</strong> unos 160 km, 2 horas y media</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en el Aeropuerto de Dalaman (DLM) | RotaGo",
    metaDescription:
      "Coches de alquiler en el Aeropuerto de Dalaman (DLM) para Fethiye, Göcek, Ölüdeniz y Marmaris. Compara las mejores ofertas y reserva en línea.",
  },
  "seo-locations/seo-milas-bodrum-havalimani": {
    title: "Alquiler de coches en el Aeropuerto de Milas-Bodrum",
    intro:
      "<p>El Aeropuerto de Milas-Bodrum (BJV) está a unos 35 km de la península de Bodrum. Con un coche recogido en el aeropuerto llegarás fácilmente a cualquier rincón de la península, como Yalıkavak, Gümüşlük o Turgutreis.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>La carretera del aeropuerto a la península está en buen estado, pero en verano se forman colas en la entrada de Bodrum y en el cruce de Torba. Las carreteras que bajan a las calas son estrechas y empinadas; con un coche pequeño es más fácil aparcar y maniobrar.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>Aparcar en el centro de Bodrum, el puerto deportivo y el bazar es muy complicado; utiliza los aparcamientos de pago. La mayoría de los beach clubs y restaurantes ofrecen servicio de aparcacoches.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Centro de Bodrum:</strong> unos 35 km, 35 minutos</li><li><strong>Yalıkavak:</strong> unos 50 km, 50 minutos</li><li><strong>Gümüşlük:</strong> unos 55 km, 55 minutos</li><li><strong>Güllük:</strong> unos 20 km, 25 minutos</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en el Aeropuerto de Bodrum (BJV) | RotaGo",
    metaDescription:
      "Coches de alquiler en el Aeropuerto de Milas-Bodrum (BJV) para Yalıkavak, Gümüşlük y Turgutreis. Compara precios y recoge el coche en el aeropuerto.",
  },
  "seo-locations/seo-ankara-esenboga-havalimani": {
    title: "Alquiler de coches en el Aeropuerto Esenboğa de Ankara",
    intro:
      "<p>El Aeropuerto Esenboğa de Ankara (ESB) es la primera parada de quienes viajan por negocios a la capital y de quienes visitan Anatolia Central. Los mostradores de alquiler están en las salas de llegadas nacionales e internacionales.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>El aeropuerto está a unos 28 km de Kızılay por una amplia autovía. La carretera de circunvalación de Ankara te permite evitar el centro en los viajes interurbanos. En invierno puede haber nieve y hielo; entre noviembre y marzo, revisa los neumáticos de invierno al recoger el coche.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>En los alrededores de Kızılay, Ulus y Tunalı Hilmi hay muy pocas plazas en la calle; utiliza los aparcamientos de varias plantas. Los aparcamientos del aeropuerto son de pago; al devolver el coche, sigue las señales de «Alquiler de coches».</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Beypazarı:</strong> unos 100 km, 1 hora y media</li><li><strong>Lago Tuz:</strong> unos 150 km, 2 horas</li><li><strong>Safranbolu:</strong> unos 220 km, 2 horas y media</li><li><strong>Capadocia (Göreme):</strong> unos 300 km, 3 horas y media</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en el Aeropuerto Esenboğa de Ankara (ESB) | RotaGo",
    metaDescription:
      "Coches de alquiler en el Aeropuerto Esenboğa de Ankara (ESB) para viajes de negocios y rutas a Capadocia. Compara precios y reserva en línea.",
  },
  "seo-locations/seo-trabzon-havalimani": {
    title: "Alquiler de coches en el Aeropuerto de Trebisonda",
    intro:
      "<p>El Aeropuerto de Trebisonda (TZX) está a pocos kilómetros del centro de la ciudad y es la puerta de entrada a las mesetas del mar Negro oriental. Lugares como Uzungöl, el monasterio de Sümela y Ayder son de difícil acceso en transporte público, así que un coche de alquiler es la opción más sencilla.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>La carretera de la costa es amplia y tiene muchos túneles; las carreteras que suben a las mesetas son estrechas, tienen muchas curvas y en algunos tramos son empinadas. La niebla y los chaparrones repentinos son frecuentes; lleva las luces encendidas y reduce la velocidad. Llena el depósito antes de subir a las mesetas.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>En el centro de Trebisonda hay aparcamientos de varias plantas en los alrededores de Meydan. Los aparcamientos para visitantes de Uzungöl y Sümela son de pago y se llenan pronto los fines de semana de verano.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Monasterio de Sümela:</strong> unos 50 km, 1 hora</li><li><strong>Rize:</strong> unos 75 km, 1 hora</li><li><strong>Uzungöl:</strong> unos 100 km, 1 hora y 45 minutos</li><li><strong>Meseta de Ayder:</strong> unos 170 km, 2 horas y media</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en el Aeropuerto de Trebisonda (TZX) | RotaGo",
    metaDescription:
      "Coches de alquiler en el Aeropuerto de Trebisonda (TZX) para Uzungöl, Sümela y las mesetas de Ayder. Compara ofertas y reserva en línea.",
  },
  "seo-locations/seo-istanbul": {
    title: "Alquiler de coches en Estambul",
    intro:
      "<p>Alquilar un coche en Estambul es fácil gracias a sus dos aeropuertos, sus oficinas en el centro y las opciones de recepción personalizada. Muchos visitantes recorren la península histórica en transporte público y alquilan un coche para hacer excursiones de un día fuera de la ciudad.</p><p>En RotaGo puedes ver todas las oficinas de Estambul en el mapa y elegir el punto de recogida según el barrio en el que te alojes.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>Los puentes del Bósforo, el túnel Eurasia y las autopistas son de peaje y se pagan con el dispositivo HGS del coche. Los puentes de los Mártires del 15 de Julio y Fatih Sultan Mehmet solo cobran en el sentido de Europa a Asia; el puente Yavuz Sultan Selim y el túnel Eurasia cobran en ambos sentidos. Sigue las previsiones de tráfico de tu aplicación de navegación y, si puedes, evita las horas punta.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>Aparcar es difícil en barrios céntricos como Beyoğlu, Sultanahmet y Kadıköy, y la grúa puede retirar los coches mal aparcados. Utiliza los aparcamientos municipales y privados, y comprueba si tu hotel dispone de aparcamiento.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Bosque de Belgrado:</strong> a unos 25 km del centro</li><li><strong>Polonezköy y Riva:</strong> a unos 35 km</li><li><strong>Şile y Ağva:</strong> a unos 75–100 km</li><li><strong>Sapanca y Maşukiye:</strong> a unos 140 km</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en Estambul | Mejores precios | RotaGo",
    metaDescription:
      "Alquiler de coches por días o semanas en Estambul. Compara precios en oficinas del aeropuerto y de la ciudad, con depósitos y condiciones claros.",
  },
  "seo-locations/seo-antalya": {
    title: "Alquiler de coches en Antalya",
    intro:
      "<p>Con sus ciudades antiguas, sus cascadas y más de 600 km de costa, Antalya es uno de los mejores destinos para descubrir en coche. Alquila en el centro de la ciudad o en el aeropuerto y planifica tus rutas desde la costa de Licia hasta las ciudades antiguas de Panfilia.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>Las vías principales de la ciudad son amplias, pero Kaleiçi y sus alrededores tienen calles estrechas de sentido único. Las tardes de verano se forman atascos entre Konyaaltı y Lara. En las carreteras de montaña (por ejemplo, hacia Saklıkent y Termessos), ten cuidado con las curvas y las piedras en la calzada.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>Hay aparcamientos de pago en los alrededores de Kaleiçi, en la playa de Konyaaltı y en Lara. Lugares como la cascada de Düden y Aspendos tienen grandes aparcamientos para visitantes.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Cascada baja de Düden:</strong> a unos 10 km del centro</li><li><strong>Termessos:</strong> a unos 35 km</li><li><strong>Teatro de Aspendos:</strong> a unos 45 km</li><li><strong>Olympos y Çıralı:</strong> a unos 80 km</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en Antalya | RotaGo",
    metaDescription:
      "Alquiler de coches en Antalya: compara las ofertas de oficinas urbanas y del aeropuerto y planifica libremente tu ruta de Kaleiçi a Aspendos.",
  },
  "seo-locations/seo-izmir": {
    title: "Alquiler de coches en Esmirna",
    intro:
      "<p>Esmirna es la ciudad más animada del Egeo y la puerta de entrada a localidades costeras como Çeşme, Urla, Seferihisar y Foça. Alquila en una oficina del centro y organiza tus escapadas de fin de semana con total libertad.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>En la ciudad, el tráfico se concentra en hora punta en el eje Karşıyaka–Bornova–Konak; para cruzar al otro lado de la bahía, la circunvalación suele ser más rápida. En verano, cuenta con mucho tráfico en la autopista de Çeşme los viernes y domingos por la tarde.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>Hay aparcamientos de varias plantas en los alrededores de Alsancak, Kemeraltı y el Kordon. El bazar de Kemeraltı no es apto para coches; deja el tuyo en un aparcamiento cercano.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Urla y la ruta de los viñedos:</strong> a unos 40 km del centro</li><li><strong>Foça:</strong> a unos 70 km</li><li><strong>Şirince y Éfeso:</strong> a unos 80 km</li><li><strong>Çeşme y Alaçatı:</strong> a unos 85 km</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en Esmirna | RotaGo",
    metaDescription:
      "Alquiler de coches en Esmirna: compara precios en oficinas de Alsancak, Konak y el aeropuerto, y descubre las rutas de Çeşme, Urla y Éfeso.",
  },
  "seo-locations/seo-ankara": {
    title: "Alquiler de coches en Ankara",
    intro:
      "<p>En Ankara, la capital, un coche de alquiler es la forma más práctica de ganar tiempo entre reuniones de negocios y de acercarse a la historia y los paisajes de Anatolia Central. Alquila en las oficinas de Kızılay, Çankaya y el aeropuerto.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>Las amplias avenidas de Ankara y su circunvalación facilitan la conducción, pero Kızılay y la carretera de Eskişehir tienen mucho tráfico en hora punta. Algunas calles pueden cerrarse por actos oficiales y eventos. En invierno, consulta el tiempo y el estado de las carreteras antes de salir de la ciudad.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>Hay aparcamientos de varias plantas en los alrededores de Kızılay y Ulus, y zonas de estacionamiento regulado en la calle en Çankaya y Tunalı Hilmi. Los aparcamientos de los centros comerciales son una opción práctica en la ciudad.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Lago Mogan, Gölbaşı:</strong> a unos 25 km del centro</li><li><strong>Beypazarı:</strong> a unos 100 km</li><li><strong>Gordion:</strong> a unos 95 km</li><li><strong>Capadocia:</strong> a unos 280 km</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en Ankara | RotaGo",
    metaDescription:
      "Alquiler de coches en Ankara: compara ofertas en las oficinas de Kızılay, Çankaya y Esenboğa. Coches asequibles para trabajo y turismo.",
  },
  "seo-locations/seo-trabzon": {
    title: "Alquiler de coches en Trebisonda",
    intro:
      "<p>Trebisonda es el centro de cualquier ruta por el mar Negro. Las verdes mesetas, los lagos de montaña y los monasterios históricos están a una o dos horas de la ciudad; con un coche de alquiler recorres la región a tu ritmo, sin depender del horario de una excursión organizada.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>Algunas carreteras de las mesetas son de grava o estrechas; un coche con mayor altura libre al suelo o un SUV resulta más cómodo. Durante las fiestas de verano de las mesetas, algunas carreteras se congestionan. Espera en los tramos más anchos para dejar pasar a los vehículos que vienen de frente.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>Hay aparcamientos en los alrededores de Meydan y de la plaza Atatürk. En el mirador de Boztepe y en Uzungöl, llegar temprano los fines de semana facilita encontrar aparcamiento.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Boztepe:</strong> a unos 5 km del centro</li><li><strong>Monasterio de Sümela y valle de Altındere:</strong> a unos 50 km</li><li><strong>Uzungöl:</strong> a unos 100 km</li><li><strong>Zigana y Gümüşhane:</strong> a unos 110 km</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en Trebisonda | RotaGo",
    metaDescription:
      "Alquiler de coches en Trebisonda: compara ofertas de SUV y coches económicos para las mesetas del mar Negro y la carretera a Uzungöl.",
  },
  "seo-locations/seo-bodrum": {
    title: "Alquiler de coches en Bodrum",
    intro:
      "<p>La península de Bodrum, con calas y pueblos de carácter muy diverso, está hecha para descubrirla en coche. Con un coche de una oficina de Bodrum o del Aeropuerto de Milas-Bodrum, irás fácilmente de Gümbet a Gümüşlük y de Türkbükü a Bitez.</p>",
    sections: [
      {
        heading: "Consejos para conducir",
        body: "<p>La carretera de circunvalación principal de la península está en buen estado, pero las que bajan a las calas son estrechas y empinadas. En julio y agosto hay mucho tráfico en los accesos al centro de Bodrum, Gümbet y Yalıkavak; sal con tiempo si quieres ver la puesta de sol en Gümüşlük.</p>",
      },
      {
        heading: "Aparcamiento",
        body: "<p>Aparcar cerca del castillo y del puerto deportivo es muy complicado; utiliza los aparcamientos municipales. La mayoría de las playas de las calas tienen aparcamiento de pago o servicio de aparcacoches.</p>",
      },
      {
        heading: "Rutas populares",
        body: "<ul><li><strong>Bitez y Ortakent:</strong> a unos 6–10 km del centro</li><li><strong>Türkbükü y Gündoğan:</strong> a unos 20 km</li><li><strong>Puerto deportivo de Yalıkavak:</strong> a unos 20 km</li><li><strong>Gümüşlük:</strong> a unos 20 km</li></ul>",
      },
    ],
    metaTitle: "Alquiler de coches en Bodrum | RotaGo",
    metaDescription:
      "Alquiler de coches en Bodrum: compara precios en las oficinas de la ciudad y del aeropuerto, y descubre las calas de Yalıkavak, Türkbükü y Gümüşlük.",
  },
  "car-brands/brand-audi": {
    intro:
      "<p>El Audi A6 es la opción de lujo para viajes de negocios y largos trayectos entre ciudades, con un habitáculo silencioso y un comportamiento muy seguro en carretera. La mayoría de los Audi de alquiler son diésel automáticos.</p>",
    metaDescription:
      "Compara precios de alquiler del Audi A6 entre empresas y reserva la mejor tarifa diaria en pocos minutos.",
  },
  "car-brands/brand-bmw": {
    intro:
      "<p>La flota de alquiler de BMW incluye la berlina 520i para viajes de negocios y el 420i Cabrio para rutas soleadas por el Mediterráneo. Ambos son automáticos de gasolina; consulta la edad mínima del conductor para las categorías de lujo y descapotable.</p>",
    metaDescription:
      "Precios de alquiler del BMW 520i y del 420i Cabrio. Compara empresas y reserva la mejor tarifa diaria.",
  },
  "car-brands/brand-citroen": {
    intro:
      "<p>El Citroën C4 es un cómodo coche familiar de tamaño medio, con una suspensión suave y un maletero amplio. Su motor diésel consume poco en los trayectos largos.</p>",
    metaDescription:
      "Compara precios de alquiler del Citroën C4 y alquila un diésel automático a una buena tarifa diaria.",
  },
  "car-brands/brand-dacia": {
    intro:
      "<p>Los Dacia Sandero y Duster están entre los coches de alquiler más asequibles. El Sandero es ideal para la ciudad y los trayectos cortos; la gran altura libre al suelo del Duster lo hace idóneo para caminos rurales y mesetas de montaña.</p>",
    metaDescription: "Precios de alquiler del Dacia Sandero y del Duster. Compara coches económicos y reserva ya.",
  },
  "car-brands/brand-fiat": {
    intro:
      "<p>El Fiat Egea es el coche de alquiler por excelencia en Turquía: espacioso, económico y disponible en casi todas las oficinas. El Doblo es ideal para familias numerosas y mucho equipaje; el 500C, para disfrutar a cielo abierto en la ciudad y en la costa.</p>",
    metaDescription:
      "Precios de alquiler del Fiat Egea, Doblo y 500C. Alquila el coche más alquilado de Turquía a una buena tarifa diaria.",
  },
  "car-brands/brand-ford": {
    intro:
      "<p>La Ford Tourneo Custom tiene ocho plazas y espacio para el equipaje de todos, ideal para grupos, traslados al aeropuerto y vacaciones en familia.</p>",
    metaDescription:
      "Precios de alquiler de la Ford Tourneo Custom. Compara la furgoneta de ocho plazas entre empresas de alquiler.",
  },
  "car-brands/brand-honda": {
    intro:
      "<p>El Honda Civic es uno de los compactos más populares, con un comportamiento deportivo y un cambio automático fiable.</p>",
    metaDescription: "Compara precios de alquiler del Honda Civic y reserva ya tu coche automático.",
  },
  "car-brands/brand-hyundai": {
    intro:
      "<p>El Hyundai i20 es un coche económico automático y fácil de aparcar en la ciudad; el Elantra ofrece un habitáculo más amplio y la comodidad de la categoría compacta para los trayectos largos.</p>",
    metaDescription: "Precios de alquiler del Hyundai i20 y del Elantra. Compara empresas y reserva la mejor tarifa.",
  },
  "car-brands/brand-mercedes-benz": {
    intro:
      "<p>El Mercedes-Benz E 200 es la berlina de lujo para reuniones de negocios y ocasiones especiales; la Vito de nueve plazas es la furgoneta para traslados VIP y grupos grandes.</p>",
    metaDescription:
      "Precios de alquiler del Mercedes-Benz E 200 y de la Vito. Alquila una berlina de lujo o una furgoneta de nueve plazas.",
  },
  "car-brands/brand-mini": {
    intro:
      "<p>El MINI Cooper Cabrio es el símbolo de la conducción a cielo abierto en destinos vacacionales como Bodrum y Çeşme. Tiene cuatro plazas y un maletero pequeño, así que es ideal para quienes viajan con poco equipaje.</p>",
    metaDescription:
      "Precios de alquiler del MINI Cooper Cabrio. Disfruta de un descapotable en vacaciones a buen precio.",
  },
  "car-brands/brand-nissan": {
    intro:
      "<p>El Nissan Qashqai es un SUV muy equilibrado para la ciudad y la autopista, con una posición de conducción elevada y cambio automático.</p>",
    metaDescription: "Compara precios de alquiler del Nissan Qashqai y alquila un SUV automático a la mejor tarifa.",
  },
  "car-brands/brand-opel": {
    intro:
      "<p>El Opel Corsa, automático y compacto, es una opción práctica y económica para alquilar en la ciudad.</p>",
    metaDescription: "Precios de alquiler del Opel Corsa. Compara este coche económico automático entre empresas.",
  },
  "car-brands/brand-peugeot": {
    intro:
      "<p>El Peugeot 3008 es un cómodo SUV familiar con un interior moderno y un maletero amplio; su motor diésel es económico en los trayectos largos.</p>",
    metaDescription: "Compara precios de alquiler del Peugeot 3008 y alquila un SUV diésel a buen precio.",
  },
  "car-brands/brand-renault": {
    intro:
      "<p>Los Renault Clio y Megane son clásicos de las flotas de alquiler turcas. El Clio se ofrece con cambio manual o automático en la categoría económica; el Megane, como diésel automático en la categoría compacta, y el Kangoo ofrece mucho espacio para el equipaje.</p>",
    metaDescription: "Precios de alquiler del Renault Clio, Megane y Kangoo. Compara empresas y reserva ya.",
  },
  "car-brands/brand-skoda": {
    intro:
      "<p>El Škoda Superb tiene uno de los asientos traseros y maleteros más amplios de su categoría, ideal para viajes de negocios y largos trayectos en familia.</p>",
    metaDescription:
      "Compara precios de alquiler del Škoda Superb y alquila una berlina espaciosa a una buena tarifa diaria.",
  },
  "car-brands/brand-togg": {
    intro:
      "<p>El Togg T10X es el SUV eléctrico de fabricación nacional de Turquía. La red de recarga crece rápidamente en las grandes ciudades y a lo largo de las autopistas; planifica los cargadores rápidos de tu ruta antes de alquilarlo.</p>",
    metaDescription: "Precios de alquiler del Togg T10X. Compara el SUV eléctrico turco entre empresas de alquiler.",
  },
  "car-brands/brand-toyota": {
    intro:
      "<p>Los híbridos de Toyota, el Corolla, el C-HR y el Camry, destacan por su bajísimo consumo en ciudad. Todos son automáticos, lo que facilita la conducción en el tráfico.</p>",
    metaDescription: "Precios de alquiler de los híbridos Toyota Corolla, C-HR y Camry. Compara empresas y reserva ya.",
  },
  "car-brands/brand-volkswagen": {
    intro:
      "<p>El Volkswagen Passat es la berlina de negocios clásica de la categoría grande; el Tiguan es un SUV familiar fiable, con motor diésel y un interior espacioso.</p>",
    metaDescription:
      "Precios de alquiler del Volkswagen Passat y del Tiguan. Compara empresas y reserva a buen precio.",
  },
  "car-brands/brand-volvo": {
    intro:
      "<p>El Volvo S90, un híbrido con un completo equipamiento de seguridad, es un coche de lujo tranquilo y cómodo para los trayectos largos.</p>",
    metaDescription: "Compara precios de alquiler del Volvo S90 híbrido y alquila una berlina de lujo a buen precio.",
  },
  "cities/flight-istanbul": {
    name: "Estambul",
    title: "Vuelos a Estambul",
    intro:
      "<p>Estambul tiene dos grandes aeropuertos: el Aeropuerto de Estambul (IST), en la orilla europea, y Sabiha Gökçen (SAW), en la orilla asiática. Reciben vuelos de toda Turquía y de todo el mundo a cualquier hora del día y de la noche.</p><p>Elige el aeropuerto según dónde te alojes: IST queda más cerca de Taksim, Beşiktaş y el casco antiguo; SAW, de Kadıköy, Ataşehir y Kartal.</p>",
    metaTitle: "Vuelos a Estambul | RotaGo",
    metaDescription:
      "Compara vuelos a Estambul: todas las aerolíneas al Aeropuerto de Estambul y a Sabiha Gökçen, con equipaje y tarifas.",
    airports: [{ name: "Aeropuerto de Estambul" }, { name: "Aeropuerto Sabiha Gökçen" }],
  },
  "cities/flight-antalya": {
    name: "Antalya",
    title: "Vuelos a Antalya",
    intro:
      "<p>El Aeropuerto de Antalya (AYT) es el aeropuerto vacacional con más tráfico de Turquía. En verano aterrizan cada día cientos de vuelos procedentes de toda Europa y de Turquía; desde aquí se llega a Kemer, Belek, Side y Alanya.</p>",
    metaTitle: "Vuelos a Antalya | RotaGo",
    metaDescription: "Compara vuelos al Aeropuerto de Antalya desde Turquía y el extranjero, con equipaje y tarifas.",
    airports: [{ name: "Aeropuerto de Antalya" }],
  },
  "cities/flight-izmir": {
    name: "Esmirna",
    title: "Vuelos a Esmirna",
    intro:
      "<p>El Aeropuerto Adnan Menderes de Esmirna (ADB) es la puerta de entrada al Egeo: el aeropuerto más cercano a Çeşme, Alaçatı, Éfeso y Kuşadası, con vuelos frecuentes desde Estambul y Ankara durante todo el día.</p>",
    metaTitle: "Vuelos a Esmirna | RotaGo",
    metaDescription: "Compara vuelos al Aeropuerto Adnan Menderes de Esmirna desde Turquía y el extranjero.",
    airports: [{ name: "Aeropuerto Adnan Menderes de Esmirna" }],
  },
  "cities/flight-ankara": {
    name: "Ankara",
    title: "Vuelos a Ankara",
    intro:
      "<p>El aeropuerto de la capital, Esenboğa (ESB), está a unos 30 km del centro. Para viajes de negocios hay numerosos vuelos de mañana y de tarde desde Estambul, Esmirna y Antalya.</p>",
    metaTitle: "Vuelos a Ankara | RotaGo",
    metaDescription: "Compara vuelos de todas las aerolíneas al Aeropuerto Esenboğa de Ankara.",
    airports: [{ name: "Aeropuerto Esenboğa de Ankara" }],
  },
  "cities/flight-trabzon": {
    name: "Trebisonda",
    title: "Vuelos a Trebisonda",
    intro:
      "<p>El Aeropuerto de Trebisonda (TZX) es el punto de partida hacia las mesetas del mar Negro, Uzungöl y el monasterio de Sümela. El aeropuerto está junto al centro de la ciudad.</p>",
    metaTitle: "Vuelos a Trebisonda | RotaGo",
    metaDescription: "Compara vuelos a Trebisonda: vuelos económicos a la costa del mar Negro.",
    airports: [{ name: "Aeropuerto de Trebisonda" }],
  },
  "cities/flight-mugla": {
    name: "Muğla",
    title: "Vuelos a Muğla (Dalaman, Bodrum)",
    intro:
      "<p>Muğla tiene dos aeropuertos: Dalaman (DLM), para Fethiye, Marmaris y Göcek, y Milas-Bodrum (BJV), para la península de Bodrum. En verano también hay vuelos directos desde toda Europa.</p>",
    metaTitle: "Vuelos a Muğla: Dalaman y Bodrum | RotaGo",
    metaDescription: "Compara vuelos a Dalaman y Milas-Bodrum para viajar a Fethiye, Marmaris y Bodrum.",
    airports: [{ name: "Aeropuerto de Dalaman" }, { name: "Aeropuerto de Milas-Bodrum" }],
  },
  "custom-links/footer-istanbul-havalimani": {
    column: "Ubicaciones de alquiler populares",
    label: "Alquiler de coches en el Aeropuerto de Estambul",
  },
  "custom-links/footer-sabiha-gokcen-havalimani": {
    column: "Ubicaciones de alquiler populares",
    label: "Alquiler de coches en el Aeropuerto Sabiha Gökçen",
  },
  "custom-links/footer-antalya-havalimani": {
    column: "Ubicaciones de alquiler populares",
    label: "Alquiler de coches en el Aeropuerto de Antalya",
  },
  "custom-links/footer-izmir": { column: "Ubicaciones de alquiler populares", label: "Alquiler de coches en Esmirna" },
  "custom-links/footer-ankara": { column: "Ubicaciones de alquiler populares", label: "Alquiler de coches en Ankara" },
  "custom-links/footer-milas-bodrum-havalimani": {
    column: "Ubicaciones de alquiler populares",
    label: "Alquiler de coches en el Aeropuerto de Milas-Bodrum",
  },
};
