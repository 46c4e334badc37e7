/**
 * The accessibility statement (`legal-texts`, slug `erisilebilirlik-beyani`): the standard the shop
 * targets (WCAG 2.2 AA), how far it meets it, the limitations known today, how to reach us about a
 * barrier, and when and how the statement was prepared. One version in every language of the site:
 * a statement about barriers must not itself be one.
 */
import { type Document, html } from "./document";
import { CONTACT } from "./identity";

type Languages = "tr" | "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "ru" | "ja" | "zh" | "ko" | "hi" | "ar";

interface Statement {
  readonly title: string;
  readonly body: string;
}

const ACCESSIBILITY_STATEMENT_SLUG = "erisilebilirlik-beyani";
const UPDATED_AT = "2026-11-27T09:00:00.000Z";

function statement(texts: Readonly<Record<Languages, Statement>>): Document {
  const shared = { slug: ACCESSIBILITY_STATEMENT_SLUG, updatedAt: UPDATED_AT };
  const data = Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, { ...shared, ...text }]));
  return {
    collection: "legal-texts",
    documentId: `legal-${ACCESSIBILITY_STATEMENT_SLUG}`,
    data: { ...data, tr: data.tr!, en: data.en! },
  };
}

const EMAIL_TR = CONTACT.email.tr;
const EMAIL = CONTACT.email.en;
const PHONE = CONTACT.phoneInternational;

export const ACCESSIBILITY_STATEMENT: Document = statement({
  tr: {
    title: "Erişilebilirlik beyanı",
    body: html`
      <p>
        RotaGo olarak araç kiralama ve uçak bileti sitemizin, ekran okuyucu, yalnızca klavye, ekran büyütme veya sesli
        komut kullananlar dahil herkes tarafından kullanılabilmesini istiyoruz. Bu beyan, sitenin bugün ne ölçüde
        erişilebilir olduğunu ve bilinen eksikleri açıklar.
      </p>
      <h2>Hedeflediğimiz standart</h2>
      <p>
        Hedefimiz, W3C'nin Web İçeriği Erişilebilirlik Yönergeleri (WCAG) 2.2 sürümünün AA düzeyidir. Site bu standarda
        <strong>kısmen uygundur</strong>: aşağıda sayılan bölümler henüz tam olarak uymamaktadır.
      </p>
      <h2>Neler yapıyoruz</h2>
      <ul>
        <li>
          Arama, karşılaştırma, rezervasyon ve ödeme adımlarının tamamı yalnızca klavyeyle yapılabilir; odak her zaman
          görünür.
        </li>
        <li>
          Sayfalar anlamlı başlıklar, işaretler ve form etiketleriyle kurulur; görsellerin metin karşılığı vardır.
        </li>
        <li>Sayfalar 320 piksel genişlikte ve %200 yakınlaştırmada yana kaydırma gerektirmeden okunur.</li>
        <li>Site 14 dilde sunulur; Arapça sağdan sola gösterilir.</li>
        <li>Her sürüm otomatik erişilebilirlik testlerinden ve klavyeyle yapılan rezervasyon testlerinden geçer.</li>
      </ul>
      <h2>Bilinen kısıtlamalar</h2>
      <ul>
        <li>
          Bazı içerikler (kampanya metinleri, ofis açıklamaları, bazı yasal metinler) yalnızca Türkçe ve İngilizce
          hazırdır; bu bölümler kendi dilleriyle işaretlenir, böylece ekran okuyucular doğru telaffuz eder.
        </li>
        <li>
          Rezervasyon belgelerinin PDF sürümleri (voucher, e-bilet, fatura) Türkçe ve İngilizcedir ve etiketli PDF
          değildir. Aynı bilgiler rezervasyon sayfanızda erişilebilir bir web sayfası olarak yer alır.
        </li>
        <li>
          Ödemedeki 3-D Secure doğrulama sayfası kartınızı veren banka tarafından sunulur ve erişilebilirliği bizim
          denetimimizde değildir.
        </li>
        <li>Ofis konumlarının harita bağlantıları üçüncü taraf harita hizmetlerini açar.</li>
        <li>
          Arama sonuçları ve fiyatlar tedarikçinin belirlediği süre boyunca geçerlidir. Süresi dolan bir sonuç için bir
          pencere bunu söyler ve sizi seçimleriniz korunmuş olarak aynı aramaya geri götürür.
        </li>
      </ul>
      <h2>Geri bildirim ve iletişim</h2>
      <p>
        Sitede bir engelle karşılaşırsanız ya da bir içeriği başka bir biçimde (örneğin düz metin veya büyük puntolu)
        almak isterseniz bize ${EMAIL_TR} adresinden yazabilir veya ${PHONE} numaralı telefondan 7/24 ulaşabilirsiniz.
        Lütfen sayfanın adresini ve yaşadığınız sorunu belirtin. En geç 5 iş günü içinde yanıt veririz; rezervasyonunuzu
        o arada telefonla birlikte tamamlayabiliriz.
      </p>
      <h2>Bu beyanın hazırlanması</h2>
      <p>
        Bu beyan 27 Kasım 2026'da, ekibimizin yaptığı bir öz değerlendirmeye (otomatik testler, yalnızca klavyeyle ve
        ekran okuyucuyla yapılan denemeler, 320 piksel ve %200 yakınlaştırma kontrolleri) dayanarak hazırlanmıştır ve
        her büyük değişiklikte gözden geçirilir.
      </p>
    `,
  },
  en: {
    title: "Accessibility statement",
    body: html`
      <p>
        At RotaGo we want our car rental and flight ticket site to be usable by everyone, including people who use a
        screen reader, only a keyboard, screen magnification or voice control. This statement explains how accessible
        the site is today and what we know is still missing.
      </p>
      <h2>The standard we aim for</h2>
      <p>
        Our target is level AA of the W3C Web Content Accessibility Guidelines (WCAG) version 2.2. The site is
        <strong>partially conformant</strong> with this standard: the parts listed below do not fully meet it yet.
      </p>
      <h2>What we do</h2>
      <ul>
        <li>
          Searching, comparing, booking and paying can all be done with a keyboard alone; focus is always visible.
        </li>
        <li>Pages are built with meaningful headings, landmarks and form labels; images have text alternatives.</li>
        <li>Pages read without sideways scrolling at 320 pixels wide and at 200% zoom.</li>
        <li>The site is offered in 14 languages; Arabic is shown right to left.</li>
        <li>Every release passes automated accessibility tests and bookings made with the keyboard only.</li>
      </ul>
      <h2>Known limitations</h2>
      <ul>
        <li>
          Some content (campaign texts, office descriptions, some legal texts) exists only in Turkish and English; those
          parts are marked with their own language so that screen readers pronounce them correctly.
        </li>
        <li>
          The PDF versions of booking documents (voucher, e-ticket, invoice) are in Turkish and English and are not
          tagged PDFs. The same information is on your reservation page as an accessible web page.
        </li>
        <li>
          The 3-D Secure check during payment is a page of the bank that issued your card; its accessibility is not in
          our control.
        </li>
        <li>Map links of office locations open third-party map services.</li>
        <li>
          Search results and prices are valid for a time the supplier sets. When a result has expired, a dialog says so
          and takes you back to the same search with your choices kept.
        </li>
      </ul>
      <h2>Feedback and contact</h2>
      <p>
        If you meet a barrier on the site, or would like content in another format (for example plain text or large
        print), write to us at ${EMAIL} or call ${PHONE}, around the clock. Please tell us the page's address and the
        problem you had. We answer within 5 working days at the latest, and we can complete your booking with you by
        phone in the meantime.
      </p>
      <h2>How this statement was prepared</h2>
      <p>
        This statement was prepared on 27 November 2026 from a self-assessment by our team (automated tests, trials with
        a keyboard only and with a screen reader, checks at 320 pixels and at 200% zoom), and it is reviewed with every
        major change.
      </p>
    `,
  },
  de: {
    title: "Erklärung zur Barrierefreiheit",
    body: html`
      <p>
        Wir bei RotaGo möchten, dass unsere Website für Mietwagen und Flugtickets von allen genutzt werden kann – auch
        von Menschen, die einen Screenreader, ausschließlich die Tastatur, eine Bildschirmlupe oder eine Sprachsteuerung
        verwenden. Diese Erklärung beschreibt, wie barrierefrei die Website heute ist und was nach unserem Kenntnisstand
        noch fehlt.
      </p>
      <h2>Der Standard, den wir anstreben</h2>
      <p>
        Unser Ziel ist die Konformitätsstufe AA der Richtlinien für barrierefreie Webinhalte (WCAG) 2.2 des W3C. Die
        Website ist mit diesem Standard <strong>teilweise konform</strong>: Die unten aufgeführten Bereiche erfüllen ihn
        noch nicht vollständig.
      </p>
      <h2>Was wir tun</h2>
      <ul>
        <li>
          Suchen, Vergleichen, Buchen und Bezahlen sind vollständig allein mit der Tastatur möglich; der Fokus ist stets
          sichtbar.
        </li>
        <li>
          Die Seiten sind mit aussagekräftigen Überschriften, Landmarks und Formularbeschriftungen aufgebaut; Bilder
          haben Textalternativen.
        </li>
        <li>
          Die Seiten lassen sich bei einer Breite von 320 Pixeln und bei 200 % Zoom ohne horizontales Scrollen lesen.
        </li>
        <li>Die Website ist in 14 Sprachen verfügbar; Arabisch wird von rechts nach links angezeigt.</li>
        <li>
          Jede neue Version besteht automatisierte Barrierefreiheitstests sowie Buchungen, die ausschließlich mit der
          Tastatur durchgeführt werden.
        </li>
      </ul>
      <h2>Bekannte Einschränkungen</h2>
      <ul>
        <li>
          Einige Inhalte (Aktionstexte, Beschreibungen der Vermietstationen, einige Rechtstexte) gibt es nur auf
          Türkisch und Englisch; diese Abschnitte sind mit ihrer jeweiligen Sprache ausgezeichnet, damit Screenreader
          sie richtig aussprechen.
        </li>
        <li>
          Die PDF-Versionen der Buchungsunterlagen (Voucher, E-Ticket, Rechnung) sind auf Türkisch und Englisch verfasst
          und keine getaggten PDFs. Dieselben Informationen finden Sie als barrierefreie Webseite auf Ihrer
          Reservierungsseite.
        </li>
        <li>
          Die Prüfung mit 3-D Secure bei der Zahlung ist eine Seite der Bank, die Ihre Karte ausgegeben hat; auf deren
          Barrierefreiheit haben wir keinen Einfluss.
        </li>
        <li>Die Kartenlinks zu den Standorten der Vermietstationen öffnen Kartendienste von Drittanbietern.</li>
        <li>
          Suchergebnisse und Preise gelten für einen vom Anbieter festgelegten Zeitraum. Ist ein Ergebnis abgelaufen,
          weist ein Dialog darauf hin und führt Sie zur selben Suche zurück, wobei Ihre Auswahl erhalten bleibt.
        </li>
      </ul>
      <h2>Feedback und Kontakt</h2>
      <p>
        Wenn Sie auf der Website auf eine Barriere stoßen oder Inhalte in einem anderen Format wünschen (zum Beispiel
        als reinen Text oder in Großdruck), schreiben Sie uns an ${EMAIL} oder rufen Sie uns rund um die Uhr unter
        ${PHONE} an. Bitte nennen Sie uns die Adresse der Seite und das Problem, auf das Sie gestoßen sind. Wir
        antworten spätestens innerhalb von 5 Werktagen und können Ihre Buchung in der Zwischenzeit gemeinsam mit Ihnen
        telefonisch abschließen.
      </p>
      <h2>Wie diese Erklärung erstellt wurde</h2>
      <p>
        Diese Erklärung wurde am 27. November 2026 auf Grundlage einer Selbstbewertung durch unser Team erstellt
        (automatisierte Tests, Tests ausschließlich mit der Tastatur und mit einem Screenreader, Prüfungen bei 320
        Pixeln Breite und bei 200 % Zoom) und wird bei jeder größeren Änderung überprüft.
      </p>
    `,
  },
  es: {
    title: "Declaración de accesibilidad",
    body: html`
      <p>
        En RotaGo queremos que nuestro sitio de alquiler de coches y billetes de avión pueda utilizarlo cualquier
        persona, incluidas las que usan un lector de pantalla, solo el teclado, la ampliación de pantalla o el control
        por voz. Esta declaración explica el grado de accesibilidad actual del sitio y lo que sabemos que aún falta.
      </p>
      <h2>El estándar al que aspiramos</h2>
      <p>
        Nuestro objetivo es el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 del W3C. El
        sitio es <strong>parcialmente conforme</strong> con este estándar: las partes que se indican a continuación
        todavía no lo cumplen por completo.
      </p>
      <h2>Qué hacemos</h2>
      <ul>
        <li>
          Buscar, comparar, reservar y pagar se puede hacer por completo solo con el teclado; el foco siempre es
          visible.
        </li>
        <li>
          Las páginas se construyen con encabezados significativos, puntos de referencia y etiquetas de formulario; las
          imágenes tienen alternativas textuales.
        </li>
        <li>Las páginas se leen sin desplazamiento horizontal con 320 píxeles de ancho y con un zoom del 200 %.</li>
        <li>El sitio está disponible en 14 idiomas; el árabe se muestra de derecha a izquierda.</li>
        <li>
          Cada nueva versión supera pruebas automáticas de accesibilidad y reservas realizadas únicamente con el
          teclado.
        </li>
      </ul>
      <h2>Limitaciones conocidas</h2>
      <ul>
        <li>
          Algunos contenidos (textos de promociones, descripciones de oficinas, algunos textos legales) solo están
          disponibles en turco y en inglés; esas partes están marcadas con su propio idioma para que los lectores de
          pantalla las pronuncien correctamente.
        </li>
        <li>
          Las versiones en PDF de los documentos de reserva (bono, billete electrónico, factura) están en turco y en
          inglés y no son PDF etiquetados. La misma información figura en la página de su reserva como una página web
          accesible.
        </li>
        <li>
          La verificación 3-D Secure durante el pago es una página del banco que emitió su tarjeta; su accesibilidad no
          está bajo nuestro control.
        </li>
        <li>Los enlaces a mapas de las ubicaciones de las oficinas abren servicios de mapas de terceros.</li>
        <li>
          Los resultados de búsqueda y los precios son válidos durante un tiempo que fija el proveedor. Cuando un
          resultado ha caducado, un cuadro de diálogo se lo indica y lo lleva de vuelta a la misma búsqueda, con sus
          selecciones conservadas.
        </li>
      </ul>
      <h2>Comentarios y contacto</h2>
      <p>
        Si encuentra una barrera en el sitio o desea recibir algún contenido en otro formato (por ejemplo, texto sin
        formato o letra grande), escríbanos a ${EMAIL} o llámenos al ${PHONE}, las 24 horas del día. Indíquenos la
        dirección de la página y el problema que ha tenido. Respondemos en un plazo máximo de 5 días hábiles y, mientras
        tanto, podemos completar su reserva con usted por teléfono.
      </p>
      <h2>Cómo se elaboró esta declaración</h2>
      <p>
        Esta declaración se elaboró el 27 de noviembre de 2026 a partir de una autoevaluación realizada por nuestro
        equipo (pruebas automáticas, pruebas solo con el teclado y con un lector de pantalla, comprobaciones a 320
        píxeles y con un zoom del 200 %) y se revisa con cada cambio importante.
      </p>
    `,
  },
  fr: {
    title: "Déclaration d'accessibilité",
    body: html`
      <p>
        Chez RotaGo, nous voulons que notre site de location de voitures et de billets d'avion soit utilisable par tous,
        y compris par les personnes qui utilisent un lecteur d'écran, uniquement un clavier, un logiciel
        d'agrandissement d'écran ou la commande vocale. Cette déclaration indique dans quelle mesure le site est
        accessible aujourd'hui et ce qui, à notre connaissance, manque encore.
      </p>
      <h2>La norme que nous visons</h2>
      <p>
        Notre objectif est le niveau AA des Règles pour l'accessibilité des contenus Web (WCAG) 2.2 du W3C. Le site est
        <strong>partiellement conforme</strong> à cette norme : les parties énumérées ci-dessous ne la respectent pas
        encore entièrement.
      </p>
      <h2>Ce que nous faisons</h2>
      <ul>
        <li>
          La recherche, la comparaison, la réservation et le paiement peuvent tous se faire uniquement au clavier ; le
          focus est toujours visible.
        </li>
        <li>
          Les pages sont construites avec des titres explicites, des points de repère et des étiquettes de formulaire ;
          les images ont des alternatives textuelles.
        </li>
        <li>Les pages se lisent sans défilement horizontal sur une largeur de 320 pixels et avec un zoom de 200 %.</li>
        <li>Le site est proposé en 14 langues ; l'arabe s'affiche de droite à gauche.</li>
        <li>
          Chaque nouvelle version passe des tests d'accessibilité automatisés ainsi que des réservations effectuées
          uniquement au clavier.
        </li>
      </ul>
      <h2>Limites connues</h2>
      <ul>
        <li>
          Certains contenus (textes des promotions, descriptions des agences, certains textes juridiques) n'existent
          qu'en turc et en anglais ; ces parties sont balisées avec leur propre langue afin que les lecteurs d'écran les
          prononcent correctement.
        </li>
        <li>
          Les versions PDF des documents de réservation (bon de réservation, billet électronique, facture) sont en turc
          et en anglais et ne sont pas des PDF balisés. Les mêmes informations figurent sur votre page de réservation
          sous la forme d'une page web accessible.
        </li>
        <li>
          La vérification 3-D Secure lors du paiement est une page de la banque qui a émis votre carte ; son
          accessibilité ne dépend pas de nous.
        </li>
        <li>
          Les liens vers les cartes indiquant l'emplacement des agences ouvrent des services de cartographie tiers.
        </li>
        <li>
          Les résultats de recherche et les prix sont valables pendant une durée fixée par le fournisseur. Lorsqu'un
          résultat a expiré, une boîte de dialogue vous l'indique et vous ramène à la même recherche en conservant vos
          choix.
        </li>
      </ul>
      <h2>Vos retours et nous contacter</h2>
      <p>
        Si vous rencontrez un obstacle sur le site ou souhaitez recevoir un contenu dans un autre format (par exemple en
        texte brut ou en gros caractères), écrivez-nous à ${EMAIL} ou appelez le ${PHONE}, 24 h/24. Merci de nous
        indiquer l'adresse de la page et le problème rencontré. Nous répondons sous 5 jours ouvrés au plus tard et
        pouvons, entre-temps, finaliser votre réservation avec vous par téléphone.
      </p>
      <h2>Établissement de cette déclaration</h2>
      <p>
        Cette déclaration a été établie le 27 novembre 2026 sur la base d'une auto-évaluation réalisée par notre équipe
        (tests automatisés, essais uniquement au clavier et avec un lecteur d'écran, vérifications à 320 pixels et avec
        un zoom de 200 %) ; elle est revue à chaque modification importante.
      </p>
    `,
  },
  it: {
    title: "Dichiarazione di accessibilità",
    body: html`
      <p>
        In RotaGo vogliamo che il nostro sito di noleggio auto e biglietti aerei possa essere utilizzato da tutti,
        comprese le persone che usano uno screen reader, solo la tastiera, l'ingrandimento dello schermo o i comandi
        vocali. Questa dichiarazione spiega quanto il sito sia accessibile oggi e che cosa, per quanto ci risulta, manca
        ancora.
      </p>
      <h2>Lo standard a cui puntiamo</h2>
      <p>
        Il nostro obiettivo è il livello AA delle Linee guida per l'accessibilità dei contenuti Web (WCAG) 2.2 del W3C.
        Il sito è <strong>parzialmente conforme</strong> a questo standard: le parti elencate di seguito non lo
        soddisfano ancora pienamente.
      </p>
      <h2>Che cosa facciamo</h2>
      <ul>
        <li>
          Ricerca, confronto, prenotazione e pagamento si possono svolgere interamente con la sola tastiera; il focus è
          sempre visibile.
        </li>
        <li>
          Le pagine sono costruite con titoli significativi, punti di riferimento (landmark) ed etichette dei moduli; le
          immagini hanno alternative testuali.
        </li>
        <li>Le pagine si leggono senza scorrimento orizzontale a una larghezza di 320 pixel e con lo zoom al 200%.</li>
        <li>Il sito è disponibile in 14 lingue; l'arabo è visualizzato da destra a sinistra.</li>
        <li>
          Ogni nuova versione supera test automatici di accessibilità e prenotazioni effettuate con la sola tastiera.
        </li>
      </ul>
      <h2>Limitazioni note</h2>
      <ul>
        <li>
          Alcuni contenuti (testi delle promozioni, descrizioni degli uffici, alcuni testi legali) sono disponibili solo
          in turco e in inglese; queste parti sono contrassegnate con la rispettiva lingua, così che gli screen reader
          le pronuncino correttamente.
        </li>
        <li>
          Le versioni PDF dei documenti di prenotazione (voucher, biglietto elettronico, fattura) sono in turco e in
          inglese e non sono PDF taggati. Le stesse informazioni sono disponibili nella pagina della sua prenotazione,
          sotto forma di pagina web accessibile.
        </li>
        <li>
          La verifica 3-D Secure durante il pagamento è una pagina della banca che ha emesso la sua carta; la sua
          accessibilità non dipende da noi.
        </li>
        <li>I link alle mappe con la posizione degli uffici aprono servizi di mappe di terze parti.</li>
        <li>
          I risultati di ricerca e i prezzi sono validi per un periodo stabilito dal fornitore. Quando un risultato è
          scaduto, una finestra di dialogo lo segnala e la riporta alla stessa ricerca, mantenendo le sue scelte.
        </li>
      </ul>
      <h2>Segnalazioni e contatti</h2>
      <p>
        Se incontra una barriera sul sito o desidera ricevere un contenuto in un altro formato (ad esempio testo
        semplice o caratteri ingranditi), ci scriva a ${EMAIL} o ci chiami al ${PHONE}, 24 ore su 24. Ci indichi
        l'indirizzo della pagina e il problema riscontrato. Rispondiamo entro 5 giorni lavorativi al massimo e, nel
        frattempo, possiamo completare la prenotazione insieme a lei per telefono.
      </p>
      <h2>Come è stata redatta questa dichiarazione</h2>
      <p>
        Questa dichiarazione è stata redatta il 27 novembre 2026 sulla base di un'autovalutazione svolta dal nostro team
        (test automatici, prove con la sola tastiera e con uno screen reader, verifiche a 320 pixel e con lo zoom al
        200%) e viene rivista a ogni modifica importante.
      </p>
    `,
  },
  pt: {
    title: "Declaração de acessibilidade",
    body: html`
      <p>
        Na RotaGo, queremos que o nosso site de aluguer de carros e bilhetes de avião possa ser utilizado por todas as
        pessoas, incluindo quem utiliza um leitor de ecrã, apenas o teclado, um ampliador de ecrã ou comandos de voz.
        Esta declaração explica o nível de acessibilidade atual do site e o que sabemos que ainda falta.
      </p>
      <h2>A norma que procuramos cumprir</h2>
      <p>
        O nosso objetivo é o nível AA das Diretrizes de Acessibilidade para o Conteúdo da Web (WCAG) 2.2 do W3C. O site
        está <strong>parcialmente conforme</strong> com esta norma: as partes indicadas abaixo ainda não a cumprem
        totalmente.
      </p>
      <h2>O que fazemos</h2>
      <ul>
        <li>
          Pesquisar, comparar, reservar e pagar pode ser feito inteiramente apenas com o teclado; o foco está sempre
          visível.
        </li>
        <li>
          As páginas são construídas com títulos significativos, regiões de referência e rótulos de formulário; as
          imagens têm alternativas em texto.
        </li>
        <li>As páginas podem ser lidas sem deslocamento horizontal com 320 pixels de largura e com zoom de 200%.</li>
        <li>O site está disponível em 14 idiomas; o árabe é apresentado da direita para a esquerda.</li>
        <li>
          Cada nova versão passa em testes automáticos de acessibilidade e em reservas feitas apenas com o teclado.
        </li>
      </ul>
      <h2>Limitações conhecidas</h2>
      <ul>
        <li>
          Alguns conteúdos (textos de campanhas, descrições dos balcões, alguns textos legais) existem apenas em turco e
          em inglês; essas partes estão marcadas com o seu próprio idioma para que os leitores de ecrã as pronunciem
          corretamente.
        </li>
        <li>
          As versões em PDF dos documentos de reserva (voucher, bilhete eletrónico, fatura) estão em turco e em inglês e
          não são PDF etiquetados. As mesmas informações encontram-se na página da sua reserva, sob a forma de uma
          página web acessível.
        </li>
        <li>
          A verificação 3-D Secure durante o pagamento é uma página do banco que emitiu o seu cartão; a sua
          acessibilidade não depende de nós.
        </li>
        <li>Os links de mapa das localizações dos balcões abrem serviços de mapas de terceiros.</li>
        <li>
          Os resultados da pesquisa e os preços são válidos durante um período definido pelo fornecedor. Quando um
          resultado expira, é apresentada uma caixa de diálogo com esse aviso, que o leva de volta à mesma pesquisa,
          mantendo as suas escolhas.
        </li>
      </ul>
      <h2>Comentários e contacto</h2>
      <p>
        Se encontrar uma barreira no site ou pretender receber um conteúdo noutro formato (por exemplo, texto simples ou
        letra grande), escreva-nos para ${EMAIL} ou ligue para ${PHONE}, 24 horas por dia. Indique-nos o endereço da
        página e o problema que encontrou. Respondemos no prazo máximo de 5 dias úteis e, entretanto, podemos concluir a
        sua reserva em conjunto, por telefone.
      </p>
      <h2>Como foi elaborada esta declaração</h2>
      <p>
        Esta declaração foi elaborada em 27 de novembro de 2026 com base numa autoavaliação feita pela nossa equipa
        (testes automáticos, ensaios apenas com o teclado e com um leitor de ecrã, verificações a 320 pixels e com zoom
        de 200%) e é revista a cada alteração importante.
      </p>
    `,
  },
  nl: {
    title: "Toegankelijkheidsverklaring",
    body: html`
      <p>
        Bij RotaGo willen we dat onze website voor autohuur en vliegtickets door iedereen te gebruiken is, ook door
        mensen die een schermlezer, alleen een toetsenbord, schermvergroting of spraakbesturing gebruiken. Deze
        verklaring beschrijft hoe toegankelijk de website op dit moment is en wat er voor zover wij weten nog ontbreekt.
      </p>
      <h2>De norm waar wij naar streven</h2>
      <p>
        Ons doel is niveau AA van de Richtlijnen voor Toegankelijkheid van Webcontent (WCAG) 2.2 van het W3C. De website
        <strong>voldoet gedeeltelijk</strong> aan deze norm: de onderdelen die hieronder staan, voldoen er nog niet
        volledig aan.
      </p>
      <h2>Wat wij doen</h2>
      <ul>
        <li>
          Zoeken, vergelijken, boeken en betalen kan volledig met alleen het toetsenbord; de focus is altijd zichtbaar.
        </li>
        <li>
          Pagina's zijn opgebouwd met betekenisvolle koppen, landmarks en formulierlabels; afbeeldingen hebben een
          tekstalternatief.
        </li>
        <li>Pagina's zijn zonder horizontaal scrollen te lezen bij een breedte van 320 pixels en bij 200% zoom.</li>
        <li>De website is beschikbaar in 14 talen; Arabisch wordt van rechts naar links weergegeven.</li>
        <li>
          Elke nieuwe versie doorstaat geautomatiseerde toegankelijkheidstests en boekingen die alleen met het
          toetsenbord worden gedaan.
        </li>
      </ul>
      <h2>Bekende beperkingen</h2>
      <ul>
        <li>
          Sommige inhoud (actieteksten, beschrijvingen van verhuurkantoren, sommige juridische teksten) is alleen
          beschikbaar in het Turks en het Engels; die onderdelen zijn gemarkeerd met hun eigen taal, zodat schermlezers
          ze correct uitspreken.
        </li>
        <li>
          De PDF-versies van boekingsdocumenten (voucher, e-ticket, factuur) zijn in het Turks en het Engels en zijn
          geen getagde PDF's. Dezelfde informatie staat als toegankelijke webpagina op uw reserveringspagina.
        </li>
        <li>
          De controle via 3-D Secure tijdens het betalen is een pagina van de bank die uw kaart heeft uitgegeven; de
          toegankelijkheid daarvan valt buiten onze invloed.
        </li>
        <li>Links naar de kaart met de locatie van een verhuurkantoor openen kaartdiensten van derden.</li>
        <li>
          Zoekresultaten en prijzen zijn geldig gedurende een termijn die de aanbieder bepaalt. Is een resultaat
          verlopen, dan meldt een dialoogvenster dat en brengt het u terug naar dezelfde zoekopdracht, met behoud van uw
          keuzes.
        </li>
      </ul>
      <h2>Feedback en contact</h2>
      <p>
        Stuit u op de website op een barrière, of wilt u inhoud in een andere vorm ontvangen (bijvoorbeeld als platte
        tekst of in grote letters), stuur ons dan een e-mail via ${EMAIL} of bel ons dag en nacht op ${PHONE}. Vermeld
        daarbij het adres van de pagina en het probleem dat u ondervond. Wij antwoorden uiterlijk binnen 5 werkdagen en
        kunnen in de tussentijd uw boeking samen met u telefonisch afronden.
      </p>
      <h2>Hoe deze verklaring is opgesteld</h2>
      <p>
        Deze verklaring is op 27 november 2026 opgesteld op basis van een zelfevaluatie door ons team (geautomatiseerde
        tests, proeven met alleen het toetsenbord en met een schermlezer, controles bij 320 pixels en bij 200% zoom) en
        wordt bij elke grote wijziging herzien.
      </p>
    `,
  },
  ru: {
    title: "Заявление о доступности",
    body: html`
      <p>
        Мы в RotaGo хотим, чтобы нашим сайтом аренды автомобилей и продажи авиабилетов могли пользоваться все, в том
        числе люди, которые используют программу экранного доступа, только клавиатуру, экранную лупу или голосовое
        управление. В этом заявлении описано, насколько доступен сайт сегодня и чего, насколько нам известно, на нём ещё
        не хватает.
      </p>
      <h2>Стандарт, к которому мы стремимся</h2>
      <p>
        Наша цель — уровень AA Руководства по обеспечению доступности веб-контента (WCAG) 2.2 консорциума W3C. Сайт
        <strong>частично соответствует</strong> этому стандарту: перечисленные ниже разделы пока соответствуют ему не
        полностью.
      </p>
      <h2>Что мы делаем</h2>
      <ul>
        <li>
          Поиск, сравнение, бронирование и оплату можно полностью выполнить только с клавиатуры; фокус всегда виден.
        </li>
        <li>
          Страницы построены с осмысленными заголовками, ориентирами (landmarks) и подписями полей форм; у изображений
          есть текстовые альтернативы.
        </li>
        <li>Страницы читаются без горизонтальной прокрутки при ширине 320 пикселей и при масштабе 200 %.</li>
        <li>Сайт доступен на 14 языках; арабский текст отображается справа налево.</li>
        <li>
          Каждый выпуск проходит автоматические тесты доступности и тестовые бронирования, выполненные только с
          клавиатуры.
        </li>
      </ul>
      <h2>Известные ограничения</h2>
      <ul>
        <li>
          Некоторые материалы (тексты акций, описания пунктов проката, часть юридических текстов) есть только на
          турецком и английском языках; такие фрагменты размечены с указанием их языка, чтобы программы экранного
          доступа произносили их правильно.
        </li>
        <li>
          PDF-версии документов бронирования (ваучер, электронный билет, счёт) составлены на турецком и английском
          языках и не являются PDF с тегами. Та же информация представлена на странице вашего бронирования в виде
          доступной веб-страницы.
        </li>
        <li>
          Проверка 3-D Secure при оплате — это страница банка, выпустившего вашу карту; её доступность от нас не
          зависит.
        </li>
        <li>Ссылки на карты с расположением пунктов проката открывают сторонние картографические сервисы.</li>
        <li>
          Результаты поиска и цены действуют в течение срока, установленного поставщиком. Если срок действия результата
          истёк, диалоговое окно сообщает об этом и возвращает вас к тому же поиску, сохраняя сделанный вами выбор.
        </li>
      </ul>
      <h2>Обратная связь и контакты</h2>
      <p>
        Если вы столкнулись на сайте с барьером или хотите получить материалы в другом формате (например, в виде
        простого текста или крупным шрифтом), напишите нам на ${EMAIL} или позвоните по номеру ${PHONE} — мы на связи
        круглосуточно. Пожалуйста, укажите адрес страницы и опишите возникшую проблему. Мы отвечаем не позднее чем через
        5 рабочих дней, а тем временем можем оформить бронирование вместе с вами по телефону.
      </p>
      <h2>Как подготовлено это заявление</h2>
      <p>
        Это заявление подготовлено 27 ноября 2026 года на основе самооценки, проведённой нашей командой (автоматические
        тесты, проверка работы только с клавиатуры и с программой экранного доступа, проверки при ширине 320 пикселей и
        масштабе 200 %), и пересматривается при каждом значительном изменении.
      </p>
    `,
  },
  ja: {
    title: "アクセシビリティに関する声明",
    body: html`
      <p>
        RotaGoは、レンタカーと航空券の予約サイトを、スクリーンリーダー、キーボードのみ、画面拡大機能、音声操作をご利用の方を含め、すべての方にご利用いただけるものにしたいと考えています。この声明では、本サイトの現在のアクセシビリティの状況と、まだ不十分だと把握している点をご説明します。
      </p>
      <h2>目標とする規格</h2>
      <p>
        目標は、W3CのWeb Content Accessibility
        Guidelines（WCAG）2.2のレベルAAです。本サイトはこの規格に<strong>一部準拠</strong>しています。以下に挙げる部分は、まだ完全には満たしていません。
      </p>
      <h2>私たちの取り組み</h2>
      <ul>
        <li>検索、比較、予約、支払いのすべてをキーボードだけで行えます。フォーカスは常に表示されます。</li>
        <li>
          ページは意味のある見出し、ランドマーク、フォームのラベルで構成されており、画像には代替テキストがあります。
        </li>
        <li>幅320ピクセル、200%のズームでも、横スクロールなしでページを読むことができます。</li>
        <li>本サイトは14言語で提供しており、アラビア語は右から左に表示されます。</li>
        <li>
          リリースのたびに、自動化されたアクセシビリティテストと、キーボードのみで行う予約テストに合格しています。
        </li>
      </ul>
      <h2>既知の制限事項</h2>
      <ul>
        <li>
          一部のコンテンツ（キャンペーンの説明文、営業所の紹介文、一部の法的文書）はトルコ語と英語のみで提供しています。これらの部分には、スクリーンリーダーが正しく読み上げられるよう、それぞれの言語を指定しています。
        </li>
        <li>
          予約書類（バウチャー、eチケット、請求書）のPDF版はトルコ語と英語で作成されており、タグ付きPDFではありません。同じ情報は、予約ページでアクセシブルなウェブページとしてご覧いただけます。
        </li>
        <li>
          お支払い時の3-D
          Secureによる認証ページは、お客様のカードを発行した銀行のページであり、そのアクセシビリティは当社では管理できません。
        </li>
        <li>営業所の所在地を示す地図のリンクは、第三者の地図サービスを開きます。</li>
        <li>
          検索結果と料金は、サプライヤーが定める期間のみ有効です。有効期限が切れた結果については、ダイアログでその旨をお知らせし、選択内容を保ったまま同じ検索に戻ります。
        </li>
      </ul>
      <h2>ご意見・お問い合わせ</h2>
      <p>
        本サイトのご利用にあたって障壁があった場合や、コンテンツを別の形式（プレーンテキストや大きな文字など）でご希望の場合は、${EMAIL}までメールでご連絡いただくか、${PHONE}までお電話ください（24時間対応）。該当ページのアドレスと、発生した問題をお知らせください。遅くとも5営業日以内にご回答いたします。それまでの間に、お電話でお客様と一緒にご予約を完了することもできます。
      </p>
      <h2>本声明の作成について</h2>
      <p>
        本声明は、当社チームによる自己評価（自動テスト、キーボードのみおよびスクリーンリーダーを使った試用、幅320ピクセルおよび200%ズームでの確認）に基づき、2026年11月27日に作成したものです。大きな変更があるたびに見直しを行います。
      </p>
    `,
  },
  zh: {
    title: "无障碍声明",
    body: html`
      <p>
        RotaGo
        希望我们的租车和机票网站人人可用，包括使用屏幕阅读器、仅使用键盘、使用屏幕放大功能或语音控制的用户。本声明说明本网站目前的无障碍程度，以及我们已知仍存在的不足。
      </p>
      <h2>我们的目标标准</h2>
      <p>
        我们的目标是达到 W3C《Web 内容无障碍指南》（WCAG）2.2 版的 AA
        级。本网站<strong>部分符合</strong>该标准：下文列出的部分尚未完全满足要求。
      </p>
      <h2>我们的做法</h2>
      <ul>
        <li>搜索、比较、预订和付款均可仅通过键盘完成；焦点始终可见。</li>
        <li>页面使用有意义的标题、地标区域和表单标签构建；图片均提供替代文本。</li>
        <li>在 320 像素宽度和 200% 缩放下，页面无需横向滚动即可阅读。</li>
        <li>本网站提供 14 种语言；阿拉伯语从右向左显示。</li>
        <li>每次发布的版本都会通过自动化无障碍测试，以及仅用键盘完成的预订测试。</li>
      </ul>
      <h2>已知限制</h2>
      <ul>
        <li>
          部分内容（优惠活动文案、门店介绍、部分法律文本）仅提供土耳其语和英语版本；这些部分标注了各自的语言，以便屏幕阅读器正确朗读。
        </li>
        <li>
          预订文件（租车凭证、电子客票、发票）的 PDF 版本为土耳其语和英语，且不是带标签的
          PDF。相同的信息以无障碍网页的形式显示在您的预订页面上。
        </li>
        <li>付款时的 3-D Secure 验证页面由您的发卡银行提供，其无障碍性不在我们的控制范围内。</li>
        <li>门店位置的地图链接会打开第三方地图服务。</li>
        <li>
          搜索结果和价格在供应商设定的时间内有效。结果过期后，对话框会告知您，并带您返回同一搜索，同时保留您的选择。
        </li>
      </ul>
      <h2>反馈与联系</h2>
      <p>
        如果您在本网站上遇到障碍，或希望以其他格式（例如纯文本或大字版）获取内容，请发送电子邮件至 ${EMAIL} 或拨打
        ${PHONE} 联系我们，我们全天候提供服务。请告知页面地址以及您遇到的问题。我们最迟会在 5
        个工作日内答复；在此期间，我们也可以通过电话与您一起完成预订。
      </p>
      <h2>本声明的编写方式</h2>
      <p>
        本声明于 2026 年 11 月 27 日根据我们团队的自我评估编写（包括自动化测试、仅使用键盘及使用屏幕阅读器的试用，以及在
        320 像素宽度和 200% 缩放下的检查），并会在每次重大变更时进行复查。
      </p>
    `,
  },
  ko: {
    title: "접근성 선언문",
    body: html`
      <p>
        RotaGo는 스크린 리더나 화면 확대 기능, 음성 제어를 사용하거나 키보드만으로 이용하는 분들을 포함하여 누구나 저희
        렌터카 및 항공권 사이트를 이용할 수 있기를 바랍니다. 이 선언문은 현재 사이트의 접근성 수준과 아직 부족하다고
        파악된 부분을 설명합니다.
      </p>
      <h2>목표로 하는 표준</h2>
      <p>
        저희의 목표는 W3C 웹 콘텐츠 접근성 지침(WCAG) 2.2의 AA 수준입니다. 이 사이트는 해당 표준을
        <strong>부분적으로 준수</strong>합니다. 아래에 나열된 부분은 아직 표준을 완전히 충족하지 못합니다.
      </p>
      <h2>시행 중인 조치</h2>
      <ul>
        <li>검색, 비교, 예약, 결제를 모두 키보드만으로 할 수 있으며, 포커스는 항상 표시됩니다.</li>
        <li>페이지는 의미 있는 제목, 랜드마크, 양식 레이블로 구성되며, 이미지에는 대체 텍스트가 제공됩니다.</li>
        <li>너비 320픽셀과 200% 확대 상태에서도 가로 스크롤 없이 페이지를 읽을 수 있습니다.</li>
        <li>사이트는 14개 언어로 제공되며, 아랍어는 오른쪽에서 왼쪽으로 표시됩니다.</li>
        <li>모든 릴리스는 자동화된 접근성 테스트와 키보드만으로 진행하는 예약 테스트를 통과합니다.</li>
      </ul>
      <h2>알려진 제한 사항</h2>
      <ul>
        <li>
          일부 콘텐츠(프로모션 문구, 영업소 설명, 일부 법률 문서)는 튀르키예어와 영어로만 제공됩니다. 이러한 부분에는
          스크린 리더가 올바르게 발음할 수 있도록 해당 언어가 지정되어 있습니다.
        </li>
        <li>
          예약 서류(바우처, 전자 항공권, 청구서)의 PDF 버전은 튀르키예어와 영어로 제공되며 태그가 지정된 PDF가 아닙니다.
          같은 정보를 예약 페이지에서 접근성을 갖춘 웹 페이지로 확인하실 수 있습니다.
        </li>
        <li>
          결제 시 표시되는 3-D Secure 인증 페이지는 고객님의 카드를 발급한 은행의 페이지이므로, 그 접근성은 저희가
          관리할 수 없습니다.
        </li>
        <li>영업소 위치의 지도 링크를 선택하면 제3자 지도 서비스가 열립니다.</li>
        <li>
          검색 결과와 요금은 공급업체가 정한 기간 동안 유효합니다. 결과가 만료되면 대화 상자에서 이를 알려 드리고,
          선택하신 내용을 유지한 채 같은 검색으로 돌아갑니다.
        </li>
      </ul>
      <h2>의견 및 문의</h2>
      <p>
        사이트 이용 중 장벽을 겪으시거나 콘텐츠를 다른 형식(예: 일반 텍스트 또는 큰 글씨)으로 받고 싶으시면 ${EMAIL}
        주소로 메일을 보내시거나 ${PHONE} 번호로 연중무휴 24시간 전화해 주십시오. 해당 페이지의 주소와 겪으신 문제를
        알려 주시기 바랍니다. 늦어도 영업일 기준 5일 이내에 답변드리며, 그동안 전화로 고객님과 함께 예약을 완료할 수도
        있습니다.
      </p>
      <h2>본 선언문의 작성 방법</h2>
      <p>
        본 선언문은 2026년 11월 27일 저희 팀이 실시한 자체 평가(자동화 테스트, 키보드만 사용한 시험과 스크린 리더를
        사용한 시험, 너비 320픽셀 및 200% 확대 상태 점검)를 바탕으로 작성되었으며, 주요 변경이 있을 때마다 검토됩니다.
      </p>
    `,
  },
  hi: {
    title: "सुगम्यता विवरण",
    body: html`
      <p>
        RotaGo में हम चाहते हैं कि हमारी कार रेंटल और फ़्लाइट टिकट वेबसाइट का उपयोग हर कोई कर सके, जिनमें वे लोग भी शामिल हैं जो स्क्रीन
        रीडर, केवल कीबोर्ड, स्क्रीन मैग्निफ़िकेशन या वॉइस कंट्रोल का उपयोग करते हैं। यह विवरण बताता है कि आज वेबसाइट कितनी सुगम है और
        हमारी जानकारी में अभी क्या कमी बाकी है।
      </p>
      <h2>हमारा लक्ष्य मानक</h2>
      <p>
        हमारा लक्ष्य W3C के वेब सामग्री सुगम्यता दिशानिर्देश (WCAG) संस्करण 2.2 का AA स्तर है। वेबसाइट इस मानक के साथ
        <strong>आंशिक रूप से अनुरूप</strong> है: नीचे सूचीबद्ध हिस्से अभी पूरी तरह इसके अनुरूप नहीं हैं।
      </p>
      <h2>हम क्या करते हैं</h2>
      <ul>
        <li>खोजना, तुलना करना, बुकिंग करना और भुगतान करना, सब कुछ केवल कीबोर्ड से किया जा सकता है; फ़ोकस हमेशा दिखाई देता है।</li>
        <li>पेज सार्थक शीर्षकों, लैंडमार्क और फ़ॉर्म लेबल के साथ बनाए जाते हैं; चित्रों के लिए टेक्स्ट विकल्प दिए जाते हैं।</li>
        <li>320 पिक्सेल चौड़ाई और 200% ज़ूम पर भी पेज बिना क्षैतिज स्क्रॉल किए पढ़े जा सकते हैं।</li>
        <li>वेबसाइट 14 भाषाओं में उपलब्ध है; अरबी दाएँ से बाएँ दिखाई जाती है।</li>
        <li>हर रिलीज़ स्वचालित सुगम्यता परीक्षणों और केवल कीबोर्ड से की गई बुकिंग के परीक्षणों में सफल होती है।</li>
      </ul>
      <h2>ज्ञात सीमाएँ</h2>
      <ul>
        <li>
          कुछ सामग्री (ऑफ़र के टेक्स्ट, ऑफ़िस के विवरण, कुछ कानूनी टेक्स्ट) केवल तुर्की और अंग्रेज़ी में उपलब्ध है; इन हिस्सों पर उनकी अपनी भाषा
          चिह्नित की गई है, ताकि स्क्रीन रीडर उनका सही उच्चारण करें।
        </li>
        <li>
          बुकिंग दस्तावेज़ों (वाउचर, ई-टिकट, इनवॉइस) के PDF संस्करण तुर्की और अंग्रेज़ी में हैं और टैग किए गए PDF नहीं हैं। यही जानकारी आपके
          बुकिंग पेज पर एक सुगम वेब पेज के रूप में उपलब्ध है।
        </li>
        <li>भुगतान के दौरान 3-D Secure जाँच आपका कार्ड जारी करने वाले बैंक का पेज है; उसकी सुगम्यता हमारे नियंत्रण में नहीं है।</li>
        <li>ऑफ़िस स्थानों के मैप लिंक तृतीय-पक्ष मैप सेवाएँ खोलते हैं।</li>
        <li>
          खोज परिणाम और कीमतें आपूर्तिकर्ता द्वारा तय समय तक मान्य रहती हैं। किसी परिणाम की समय-सीमा समाप्त होने पर एक डायलॉग इसकी
          सूचना देता है और आपके चुनाव बनाए रखते हुए आपको उसी खोज पर वापस ले जाता है।
        </li>
      </ul>
      <h2>प्रतिक्रिया और संपर्क</h2>
      <p>
        यदि वेबसाइट पर आपको कोई बाधा आती है, या आप कोई सामग्री किसी अन्य प्रारूप (जैसे सादा टेक्स्ट या बड़े अक्षरों) में चाहते हैं, तो हमें
        ${EMAIL} पर लिखें या ${PHONE} पर चौबीसों घंटे कॉल करें। कृपया पेज का पता और आपके सामने आई समस्या बताएँ। हम अधिकतम 5 कार्यदिवसों
        के भीतर उत्तर देते हैं, और इस बीच फ़ोन पर आपके साथ मिलकर आपकी बुकिंग पूरी कर सकते हैं।
      </p>
      <h2>यह विवरण कैसे तैयार किया गया</h2>
      <p>
        यह विवरण 27 नवंबर 2026 को हमारी टीम द्वारा किए गए स्व-मूल्यांकन (स्वचालित परीक्षण, केवल कीबोर्ड और स्क्रीन रीडर के साथ किए गए
        परीक्षण, 320 पिक्सेल और 200% ज़ूम पर जाँच) के आधार पर तैयार किया गया था, और हर बड़े बदलाव पर इसकी समीक्षा की जाती है।
      </p>
    `,
  },
  ar: {
    title: "بيان إمكانية الوصول",
    body: html`
      <p>
        نريد في RotaGo أن يكون موقعنا لتأجير السيارات وتذاكر الطيران قابلًا للاستخدام من قِبل الجميع، بمن فيهم مستخدمو
        قارئات الشاشة، ومن يعتمدون على لوحة المفاتيح وحدها أو على تكبير الشاشة أو التحكم الصوتي. ويوضّح هذا البيان مدى
        إمكانية الوصول إلى الموقع اليوم، وما نعلم أنه لا يزال ناقصًا.
      </p>
      <h2>المعيار الذي نسعى إليه</h2>
      <p>
        هدفنا هو المستوى AA من إرشادات الوصول إلى محتوى الويب (WCAG) الإصدار 2.2 الصادرة عن W3C. والموقع
        <strong>متوافق جزئيًا</strong> مع هذا المعيار: فالأجزاء المذكورة أدناه لا تستوفيه بالكامل بعد.
      </p>
      <h2>ما نقوم به</h2>
      <ul>
        <li>
          يمكن إجراء البحث والمقارنة والحجز والدفع بالكامل باستخدام لوحة المفاتيح وحدها؛ ويظل مؤشر التركيز مرئيًا دائمًا.
        </li>
        <li>تُبنى الصفحات بعناوين واضحة المعنى ومعالم للتنقل وتسميات لحقول النماذج؛ وللصور بدائل نصية.</li>
        <li>يمكن قراءة الصفحات دون تمرير أفقي بعرض 320 بكسل وبتكبير 200%.</li>
        <li>الموقع متاح بـ 14 لغة؛ وتُعرض العربية من اليمين إلى اليسار.</li>
        <li>يجتاز كل إصدار جديد اختبارات إمكانية الوصول الآلية، واختبارات حجز تُجرى باستخدام لوحة المفاتيح وحدها.</li>
      </ul>
      <h2>القيود المعروفة</h2>
      <ul>
        <li>
          بعض المحتوى (نصوص العروض، وأوصاف المكاتب، وبعض النصوص القانونية) متوفر بالتركية والإنجليزية فقط؛ وهذه الأجزاء
          مُعلَّمة بلغتها حتى تنطقها قارئات الشاشة نطقًا صحيحًا.
        </li>
        <li>
          نسخ PDF من مستندات الحجز (قسيمة الحجز، والتذكرة الإلكترونية، والفاتورة) باللغتين التركية والإنجليزية، وهي ليست
          ملفات PDF موسومة. وتتوفر المعلومات نفسها في صفحة حجزك على هيئة صفحة ويب يسهل الوصول إليها.
        </li>
        <li>
          صفحة التحقق 3-D Secure أثناء الدفع هي صفحة تابعة للبنك الذي أصدر بطاقتك؛ وإمكانية الوصول إليها خارجة عن
          سيطرتنا.
        </li>
        <li>تفتح روابط الخرائط الخاصة بمواقع المكاتب خدمات خرائط تابعة لجهات خارجية.</li>
        <li>
          تظل نتائج البحث والأسعار صالحة لمدة يحددها المورّد. وعند انتهاء صلاحية إحدى النتائج، يُعلمك مربع حوار بذلك
          ويعيدك إلى البحث نفسه مع الاحتفاظ باختياراتك.
        </li>
      </ul>
      <h2>الملاحظات والتواصل</h2>
      <p>
        إذا واجهت عائقًا في الموقع، أو رغبت في الحصول على محتوى بتنسيق آخر (كنص عادي أو بخط كبير)، فراسلنا على ${EMAIL}
        أو اتصل بنا على ${PHONE} على مدار الساعة. يُرجى ذكر عنوان الصفحة والمشكلة التي واجهتها. نرد خلال 5 أيام عمل على
        الأكثر، ويمكننا في الأثناء إتمام حجزك معك عبر الهاتف.
      </p>
      <h2>كيفية إعداد هذا البيان</h2>
      <p>
        أُعدّ هذا البيان في 27 نوفمبر 2026 استنادًا إلى تقييم ذاتي أجراه فريقنا (اختبارات آلية، وتجارب باستخدام لوحة
        المفاتيح وحدها وباستخدام قارئ شاشة، وفحوص بعرض 320 بكسل وبتكبير 200%)، وتجري مراجعته مع كل تغيير كبير.
      </p>
    `,
  },
});
