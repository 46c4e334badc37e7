import type { LanguageTexts } from "./index";

export const IT: LanguageTexts = {
  "hello-bars/summer-deals": {
    text: "<strong>Sono arrivate le offerte d'estate!</strong> 10% di sconto sul noleggio auto con il codice YAZ10.",
  },
  "hello-bars/flight-week": {
    text: "<strong>Settimana dei voli:</strong> bagaglio extra gratuito sui voli nazionali.",
  },
  "hello-bars/retired-bar": { text: "<strong>Promozione scaduta</strong>" },
  "campaigns/yaz-firsatlari": {
    title: "Offerte d'estate",
    summary: "10% di sconto sui noleggi auto con ritiro in estate.",
    imageAlt: "Una baia di Bodrum al tramonto",
    conditions: [
      "Valida per i ritiri dal 1° giugno al 31 agosto.",
      "Valida per le prenotazioni effettuate dal 1° giugno 2026 al 31 agosto 2027.",
      "Non cumulabile con altre offerte.",
    ],
  },
  "campaigns/suv15": {
    title: "15% di sconto sui SUV",
    summary: "15% di sconto sulle auto di categoria SUV.",
    conditions: [
      "Valida per le prenotazioni effettuate dal 1° gennaio 2026 al 31 dicembre 2027.",
      "Valida solo per la categoria SUV.",
      "Non cumulabile con altre offerte.",
    ],
  },
  "campaigns/ucak-bileti-haftasi": {
    title: "Settimana dei voli",
    summary: "15 kg di bagaglio extra gratuito sui voli nazionali.",
    imageAlt: "Un aereo passeggeri pronto al decollo al tramonto",
    conditions:
      "<ul><li>Valida per i biglietti nazionali di sola andata e di andata e ritorno.</li><li>Il bagaglio extra viene aggiunto automaticamente alla prenotazione al momento dell'acquisto del biglietto; non serve alcun codice.</li><li>Valida per i biglietti acquistati durante la promozione; la data del volo è a tua scelta.</li><li>In caso di modifica del biglietto, il bagaglio aggiuntivo resta associato al biglietto e non viene rimborsato separatamente.</li></ul>",
  },
  "campaigns/kis-firsatlari-2025": {
    title: "Offerte d'inverno 2025",
    summary: "25% di sconto sul noleggio auto nei mesi invernali.",
    imageAlt: "Una strada tra montagne innevate",
    conditions: "<p>Era valida per i noleggi dal 1° dicembre 2024 al 31 marzo 2025.</p>",
  },
  "faqs/faq-car-documents": {
    question: "Quali documenti servono per ritirare l'auto?",
    answer:
      "<p>Per ritirare l'auto al banco di noleggio, il conducente principale deve presentare i seguenti documenti <strong>in originale</strong>:</p><ul><li>Una patente di guida valida; fotocopie o foto non sono accettate.</li><li>Una carta d'identità turca oppure, per i cittadini stranieri, il passaporto.</li><li>Una carta di credito intestata al conducente principale, con un plafond sufficiente per il deposito cauzionale.</li><li>La conferma di prenotazione (voucher); basta mostrarla sul telefono.</li></ul><p>Se la tua patente non è in alfabeto latino, ti serve anche un <strong>permesso di guida internazionale</strong>. Se hai inserito un conducente aggiuntivo, al ritiro vengono controllati anche i suoi documenti.</p>",
  },
  "faqs/faq-car-credit-card-deposit": {
    question: "Serve una carta di credito per il deposito cauzionale? Posso usare una carta di debito?",
    answer:
      "<p>La maggior parte delle società di noleggio trattiene il deposito cauzionale come preautorizzazione (blocco dell'importo) su una <strong>carta di credito intestata al conducente principale</strong>. Carte di debito, carte prepagate e carte intestate ad altre persone in genere non sono accettate per il deposito.</p><p>L'importo del deposito dipende dalla categoria dell'auto e dal pacchetto di protezione scelto; lo trovi nei risultati di ricerca e nel riepilogo della prenotazione. I pacchetti più completi riducono notevolmente il deposito.</p><p>Se l'auto viene riconsegnata senza danni e nel rispetto delle condizioni di noleggio, la società di noleggio sblocca l'importo; a seconda della banca, possono servire <strong>da 7 a 30 giorni lavorativi</strong> perché torni disponibile sul plafond della carta. Per i dettagli consulta le <a href=\"/en/car/rental-terms\">condizioni di noleggio</a>.</p>",
  },
  "faqs/faq-car-minimum-age": {
    question: "Per noleggiare un'auto ci sono limiti di età o di anzianità di patente?",
    answer:
      "<p>L'età minima del conducente dipende dalla categoria dell'auto:</p><table><thead><tr><th>Categoria auto</th><th>Età minima</th></tr></thead><tbody><tr><td>Economica e media</td><td>21</td></tr><tr><td>Superiore, SUV e furgone</td><td>23</td></tr><tr><td>Cabriolet</td><td>25</td></tr><tr><td>Lusso</td><td>27</td></tr></tbody></table><p>Le società di noleggio richiedono inoltre una patente conseguita da almeno <strong>1-3 anni</strong>, a seconda della società. I conducenti al di sotto di una certa età (di solito 25 anni) possono dover pagare un <em>supplemento giovane conducente</em> giornaliero, indicato a parte nell'offerta. Per le auto di lusso e di categoria superiore alcune società richiedono un report creditizio turco (Findeks).</p>",
  },
  "faqs/faq-car-one-way": {
    question: "Posso riconsegnare l'auto in un luogo diverso da quello del ritiro?",
    answer:
      "<p>Sì. Le società che offrono <strong>noleggi di sola andata</strong> ti permettono di riconsegnare l'auto in un'altra città o in un altro aeroporto. Nel modulo di ricerca seleziona “Riconsegna l'auto in un altro luogo” e scegli il punto di riconsegna.</p><p>Il supplemento per la sola andata è composto da un importo fisso più un importo per ogni 100 km di distanza tra i due punti ed è già incluso nel prezzo indicato. Le società che non offrono noleggi di sola andata non compaiono in questo tipo di ricerca.</p>",
  },
  "faqs/faq-car-fuel-mileage": {
    question: "Come funzionano le regole su carburante e chilometraggio?",
    answer:
      "<p>Di solito le auto vengono noleggiate con la formula <strong>stesso livello</strong>: riconsegna l'auto con lo stesso livello di carburante che aveva al ritiro. Il carburante mancante viene addebitato al prezzo corrente applicato dalla società di noleggio, più un costo di servizio.</p><p>Alcune società fissano un limite di chilometraggio giornaliero (ad esempio 250–500 km al giorno). Se è previsto un limite, lo trovi nei dettagli dell'offerta, e ogni chilometro in più si paga a parte. Le offerte contrassegnate da “Chilometraggio illimitato” non prevedono questo addebito.</p>",
  },
  "faqs/faq-car-protection-packages": {
    question: "Quali assicurazioni e protezioni sono incluse nel prezzo?",
    answer:
      "<p>Ogni noleggio include l'assicurazione obbligatoria di responsabilità civile verso terzi e una copertura danni da collisione (CDW) con franchigia. La franchigia è l'importo massimo che paghi se l'auto viene danneggiata. I pacchetti più completi riducono sia la franchigia sia il deposito cauzionale:</p><ul><li><strong>Pacchetto Base:</strong> responsabilità civile verso terzi e CDW con franchigia.</li><li><strong>Pacchetto Bronzo:</strong> aggiunge la protezione furto; il deposito cauzionale si riduce del 20%.</li><li><strong>Pacchetto Argento:</strong> CDW senza franchigia, protezione furto, cristalli e pneumatici; il deposito cauzionale si dimezza.</li><li><strong>Pacchetto Oro:</strong> aggiunge la copertura infortuni personali e un conducente aggiuntivo; il deposito cauzionale scende a un quarto.</li></ul><p>Nessun pacchetto copre i danni causati da guida in stato di ebbrezza, da un conducente non autorizzato o da un uso contrario al contratto di noleggio.</p>",
  },
  "faqs/faq-car-tolls-fines": {
    question: "Come si pagano i pedaggi di autostrade e ponti e le multe?",
    answer:
      "<p>La maggior parte delle auto a noleggio è dotata di un dispositivo di telepedaggio HGS. I pedaggi di autostrade e ponti vengono registrati sul dispositivo durante il noleggio e, dopo la riconsegna, la società di noleggio li addebita sul deposito cauzionale o sulla tua carta. Anche le sanzioni per i passaggi non pagati ti vengono riaddebitate.</p><p>Le multe per infrazioni stradali e divieti di sosta elevate durante il noleggio sono a carico del conducente. La società di noleggio trasferisce la multa al conducente oppure la paga entro i termini di legge e la addebita sulla tua carta, insieme a un eventuale costo di servizio.</p>",
  },
  "faqs/faq-flight-check-in": {
    question: "Come si fa il check-in online e quando devo arrivare in aeroporto?",
    answer:
      "<p>Il check-in online si effettua sul sito o nell'app della compagnia aerea e di solito apre <strong>24 ore prima</strong> della partenza. Accedi con il codice PNR (codice di prenotazione) riportato sul biglietto elettronico e con il tuo cognome.</p><ul><li>Ti consigliamo di arrivare in aeroporto almeno <strong>1,5 ore</strong> prima dei voli nazionali e <strong>3 ore</strong> prima dei voli internazionali.</li><li>I banchi del check-in chiudono di solito 45 minuti prima delle partenze nazionali e 60 minuti prima di quelle internazionali.</li><li>Se hai un bagaglio da stiva, dopo il check-in online devi comunque passare al banco di consegna bagagli.</li></ul>",
  },
  "faqs/faq-flight-baggage": {
    question: "Quanto bagaglio posso portare?",
    answer:
      '<p>La franchigia bagaglio dipende dalla tariffa acquistata ed è riportata sul biglietto elettronico:</p><table><thead><tr><th>Tariffa</th><th>Bagaglio a mano</th><th>Bagaglio da stiva</th></tr></thead><tbody><tr><td>Light</td><td>8 kg</td><td>Nessuno</td></tr><tr><td>Standard</td><td>8 kg</td><td>20 kg</td></tr><tr><td>Flex</td><td>8 kg</td><td>25 kg</td></tr><tr><td>Business</td><td>16 kg</td><td>32 kg</td></tr></tbody></table><p>Di norma il bagaglio a mano non dovrebbe superare 55 × 40 × 23 cm. Aggiungere bagaglio durante la prenotazione, o in seguito dalla pagina <a href="/en/reservation/change">Gestisci prenotazione</a>, costa meno che pagarlo in aeroporto.</p>',
  },
  "faqs/faq-flight-change": {
    question: "Posso cambiare la data o l'orario del mio volo?",
    answer:
      '<p>La possibilità di modifica dipende dalla tariffa. I biglietti <strong>Light</strong> non sono modificabili; le tariffe <strong>Standard</strong> e <strong>Business</strong> consentono modifiche a pagamento, mentre le tariffe <strong>Flex</strong> le consentono gratuitamente. In ogni caso, se il nuovo volo costa di più, paghi la differenza tariffaria.</p><p>Invia la richiesta di modifica prima della partenza dalla pagina <a href="/en/reservation/change">Modifica e annulla</a> o da Le mie prenotazioni nel tuo account. Le regole delle compagnie aeree non consentono di cambiare il nominativo del passeggero; si possono correggere solo errori di ortografia nei nomi.</p>',
  },
  "faqs/faq-flight-cancel-refund": {
    question: "Quanto mi viene rimborsato se cancello il biglietto?",
    answer:
      "<p>Il rimborso dipende dalla tariffa: le tariffe <strong>Flex</strong> e <strong>Business</strong> vengono rimborsate al netto di una penale di cancellazione; le tariffe <strong>Light</strong> e <strong>Standard</strong> non sono rimborsabili, ad eccezione di tasse e diritti rimborsabili.</p><p>Se la compagnia aerea cancella il volo o questo subisce un forte ritardo, restano validi i diritti che ti riconosce il regolamento turco sui diritti dei passeggeri aerei (SHY-YOLCU).</p><p>I rimborsi approvati vengono riaccreditati sulla carta usata per il pagamento; a seconda della banca, possono servire <strong>7–14 giorni lavorativi</strong>. Trattandosi di un servizio di trasporto con data prestabilita, il biglietto aereo è escluso dal diritto di recesso previsto dal regolamento turco sui contratti a distanza.</p>",
  },
  "faqs/faq-flight-passengers": {
    question: "Come devo inserire i dati dei passeggeri? Come funzionano i biglietti per neonati e bambini?",
    answer:
      "<p>Inserisci i nomi dei passeggeri <strong>esattamente come riportati sulla carta d'identità o sul passaporto</strong>; per i voli internazionali servono anche il numero e la data di scadenza del passaporto. Molti paesi richiedono che il passaporto sia valido almeno 6 mesi dopo il rientro; verificare i requisiti di visto e di ingresso prima della partenza è responsabilità del passeggero.</p><ul><li><strong>Neonato (0–2 anni):</strong> viaggia in braccio a un adulto, senza posto proprio; un neonato per ogni adulto.</li><li><strong>Bambino (2–12 anni):</strong> ha un biglietto bambino con un posto proprio.</li><li>I passeggeri con più di 12 anni devono avere un biglietto adulto.</li></ul>",
  },
  "faqs/faq-payment-methods": {
    question: "Quali metodi di pagamento posso usare?",
    answer:
      "<p>Puoi pagare con <strong>carte di credito e di debito</strong> Visa, Mastercard e Troy. I dati della carta vengono elaborati da un istituto di pagamento autorizzato, in conformità allo standard PCI DSS; RotaGo non memorizza il numero della tua carta.</p><p>Per i noleggi auto, anche se paghi con una carta di debito, ricorda che al banco di noleggio serve una <strong>carta di credito</strong> intestata al conducente principale per il deposito cauzionale.</p>",
  },
  "faqs/faq-payment-installments": {
    question: "Posso pagare a rate?",
    answer:
      "<p>Con le carte di credito emesse da banche in Turchia puoi pagare a rate. Le opzioni disponibili per la tua carta ed eventuali interessi vengono mostrati nella pagina di pagamento non appena inserisci il numero della carta.</p><ul><li>Il numero di rate dipende dalle offerte della tua banca e dai limiti di legge in vigore.</li><li>Le carte di debito, alcune carte aziendali e le carte emesse all'estero non consentono il pagamento a rate.</li><li>Il rimborso di un acquisto a rate può essere ripartito sulle rate residue, a seconda della banca.</li></ul>",
  },
  "faqs/faq-payment-3d-secure": {
    question: "Che cos'è il 3-D Secure? E se il codice di verifica (SMS) non arriva?",
    answer:
      "<p>Il 3-D Secure è un passaggio di sicurezza con cui la banca che ha emesso la tua carta verifica che a pagare sia proprio tu. Vieni indirizzato alla pagina della tua banca e inserisci il codice monouso inviato al numero di telefono registrato presso la banca.</p><p>Se il codice non arriva:</p><ul><li>Verifica che il numero di cellulare registrato presso la tua banca sia aggiornato.</li><li>Controlla nell'app della banca che la carta sia abilitata agli acquisti online.</li><li>Se il problema persiste, chiama la tua banca: il codice di verifica viene inviato solo dalla banca.</li></ul><p><strong>Il personale di RotaGo non ti chiederà mai il codice di verifica, il PIN o il CVV della carta.</strong></p>",
  },
  "faqs/faq-payment-double-charge": {
    question: "Sulla mia carta compaiono due addebiti. Perché?",
    answer:
      "<p>Quando paghi, la tua banca applica prima una <strong>preautorizzazione</strong> per l'importo. Se un pagamento non è andato a buon fine, oppure hai ricaricato la pagina e hai riprovato, il blocco del tentativo non riuscito può comparire per alcuni giorni come “operazione in sospeso”. L'importo non viene incassato e di solito la banca lo sblocca entro 3–7 giorni lavorativi.</p><p>Per i noleggi auto, anche il blocco del deposito cauzionale effettuato al banco di noleggio compare come operazione separata. Se hai dubbi su un addebito, <a href=\"/en/about-us/contact\">contattaci</a> indicando il numero di prenotazione.</p>",
  },
  "faqs/faq-payment-invoice": {
    question: "Come ricevo la fattura? Posso intestarla alla mia azienda?",
    answer:
      "<p>Per le prenotazioni prepagate, la fattura elettronica e-Arşiv viene inviata via e-mail all'indirizzo indicato nella prenotazione dopo la data del servizio e si può scaricare anche dalla pagina <a href=\"/en/account/invoices\">Fatture</a>. Per i voli, il biglietto elettronico copre la tariffa e RotaGo fattura la propria commissione di servizio.</p><p>Per una fattura intestata a un'azienda, seleziona “Mi serve una fattura aziendale” al momento del pagamento e inserisci ragione sociale, ufficio delle imposte competente e partita IVA. Una volta emessa la fattura, i dati di fatturazione non possono più essere modificati. Gli extra acquistati al banco di noleggio vengono fatturati dalla società di noleggio.</p>",
  },
  "faqs/faq-account-login": {
    question: "Come accedo al mio account? Serve una password?",
    answer:
      '<p>Non serve alcuna password. Nella pagina <a href="/en/login">Accedi</a> inserisci il tuo numero di cellulare o indirizzo e-mail: l\'accesso avviene non appena inserisci il <strong>codice monouso di 6 cifre</strong> che ti inviamo. La prima volta ti chiediamo solo il nome.</p><p>Il codice è valido per pochi minuti. Se non arriva, controlla la cartella spam e, dopo qualche istante, richiedi un nuovo codice.</p>',
  },
  "faqs/faq-account-find-booking": {
    question: "Come vedo una prenotazione fatta senza account?",
    answer:
      "<p>Nella pagina <a href=\"/en/reservation/find\">Trova una prenotazione</a> inserisci il numero di prenotazione e l'indirizzo e-mail usato per prenotare: potrai visualizzarla, scaricare il voucher e richiedere una modifica o una cancellazione.</p><p>Se accedi con l'indirizzo e-mail o il numero di telefono usati per prenotare, anche le tue prenotazioni precedenti compaiono in Le mie prenotazioni nel tuo account.</p>",
  },
  "faqs/faq-account-passengers": {
    question: "Posso salvare i dati dei passeggeri?",
    answer:
      '<p>Sì. Aggiungi te stesso e le persone con cui viaggi spesso in <a href="/en/account/registered-passengers">Passeggeri salvati</a> nel tuo account. Quando scegli un passeggero salvato al momento del pagamento, nome, data di nascita e dati del documento vengono compilati automaticamente.</p><p>Se salvi i dati di un\'altra persona, devi informarla sul trattamento dei suoi dati personali. Puoi modificare o eliminare i passeggeri salvati in qualsiasi momento.</p>',
  },
  "faqs/faq-account-delete": {
    question: "Come elimino il mio account e i miei dati personali?",
    answer:
      "<p>Invia le tue richieste ai sensi dell'articolo 11 della legge turca n. 6698 sulla protezione dei dati personali a <strong>kvkk@rotago.com.tr</strong>, dall'indirizzo e-mail registrato nel tuo account. Rispondiamo gratuitamente entro <strong>30 giorni</strong> al massimo.</p><p>Quando il tuo account viene eliminato, i tuoi dati personali vengono cancellati o resi anonimi; i dati che la legge ci impone di conservare, come fatture e prenotazioni, vengono conservati per i periodi previsti dalla legge. Per i dettagli consulta l'<a href=\"/en/kvkk/kvkk-aydinlatma-metni\">informativa sulla privacy</a>.</p>",
  },
  "sliders/slide-home-antalya": {
    title: "L'estate ti aspetta ad Antalya",
    subtitle: "Noleggio auto con ritiro in aeroporto e opzioni con chilometraggio illimitato.",
    imageAlt: "Mare turchese e strada costiera visti dalle scogliere di Antalya",
  },
  "sliders/slide-home-flight-week": {
    title: "Settimana dei voli",
    subtitle:
      "Bagaglio extra gratuito sui voli nazionali; confronta i voli di tutte le compagnie aeree con un'unica ricerca.",
    imageAlt: "Un aereo passeggeri che atterra sulla pista al tramonto",
  },
  "sliders/slide-home-aegean": {
    title: "Scopri le baie dell'Egeo con il tuo itinerario",
    subtitle: "Auto consegnate con accoglienza personalizzata negli aeroporti di Bodrum, Dalaman e Smirne.",
    imageAlt: "Case bianche, porto turistico e barche a vela a Bodrum",
  },
  "sliders/slide-home-suv": {
    title: "SUV spaziosi per la famiglia, sconto del 15%",
    subtitle: "Usa il codice SUV15 su ogni noleggio di categoria SUV.",
    imageAlt: "Un SUV bianco su una strada di montagna",
  },
  "sliders/slide-car-istanbul": {
    title: "Ritiro nel terminal in entrambi gli aeroporti di Istanbul",
    subtitle:
      "Confronta le offerte di tutte le nostre società di noleggio partner all'aeroporto di Istanbul e al Sabiha Gökçen.",
    imageAlt: "Il ponte sul Bosforo illuminato di notte e lo skyline di Istanbul",
  },
  "sliders/slide-flight-trabzon": {
    title: "Vola verso gli altipiani del Mar Nero",
    subtitle: "Voli regolari da Istanbul e Ankara per Trabzon, con tariffe Light convenienti.",
    imageAlt: "Un verde altopiano del Mar Nero con case di legno avvolte nella nebbia",
  },
  "about-pages/about-hakkimizda": {
    title: "Chi siamo",
    body: "<p><strong>RotaGo</strong> è un'azienda di tecnologia per i viaggi nata per rendere semplice, trasparente e affidabile il noleggio di un'auto e l'acquisto di un biglietto aereo in Turchia. Con un'unica ricerca puoi confrontare le offerte delle società di noleggio locali e regionali negli aeroporti e negli uffici cittadini di tutta la Turchia.</p><h2>Cosa facciamo</h2><ul><li><strong>Noleggio auto:</strong> prima del pagamento ti mostriamo con chiarezza ogni condizione, compresi deposito cauzionale, limite di chilometraggio, requisiti di età e pacchetti di protezione.</li><li><strong>Voli:</strong> confrontiamo voli nazionali e internazionali insieme alla franchigia bagaglio e alle regole di modifica.</li><li><strong>Assistenza 24/7:</strong> ti aiutiamo in turco e in inglese in ogni fase del tuo viaggio.</li></ul><h2>I nostri valori</h2><p>Nessun costo nascosto: il prezzo che vedi è il prezzo che paghi. Valutiamo regolarmente i nostri partner in base ai giudizi dei clienti e al tasso di reclami, e proteggiamo i tuoi dati personali in conformità alla legge turca n. 6698 sulla protezione dei dati personali.</p><h2>Dati societari</h2><p>RotaGo Seyahat ve Teknoloji A.Ş. è un'agenzia di viaggi del Gruppo A associata a TÜRSAB (numero di licenza A-12345). La nostra sede centrale si trova in Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Turchia.</p>",
  },
  "about-pages/about-ekibimiz": {
    title: "Il nostro team",
    body: '<p>Il team di RotaGo conta oltre 60 persone con esperienza in software, turismo, customer experience e finanza, che lavorano nei nostri uffici di Istanbul, Smirne e Antalya. Qui sotto puoi conoscere il nostro team di direzione.</p><p>Vuoi unirti a noi? Dai un\'occhiata alle nostre <a href="/en/about-us/career">posizioni aperte</a>.</p>',
  },
  "about-pages/about-kariyer": {
    title: "Lavora con noi",
    body: "<p>Cerchiamo colleghi curiosi, che amino assumersi responsabilità, per condividere il nostro obiettivo: rendere il viaggio semplice per tutti.</p><h2>Cosa offriamo</h2><ul><li>Lavoro ibrido e orari flessibili</li><li>Assicurazione sanitaria privata e buoni pasto</li><li>Un budget annuale per un viaggio prenotato su RotaGo</li><li>Supporto per formazione, conferenze e certificazioni</li></ul><h2>Come candidarsi</h2><ol><li>Invia il tuo CV a kariyer@rotago.com.tr indicando nell'oggetto il nome della posizione.</li><li>Fai un colloquio conoscitivo di 30 minuti con il nostro team HR.</li><li>Affronta un colloquio tecnico o un caso di studio, a seconda del ruolo.</li><li>Incontra il tuo futuro responsabile e i futuri colleghi in un colloquio finale.</li></ol><p>I dati personali che condividi con la candidatura vengono trattati esclusivamente ai fini della selezione, come descritto nell'<a href=\"/en/kvkk/kvkk-aydinlatma-metni\">Informativa sulla privacy</a>.</p>",
  },
  "about-pages/about-basin": {
    title: "RotaGo sui media",
    body: "<p>Qui sotto trovi notizie e interviste su RotaGo. Per richieste della stampa e per il nostro kit con logo e immagini, scrivi a basin@rotago.com.tr.</p>",
  },
  "about-pages/about-iletisim": {
    title: "Contatti",
    body: '<p>Il nostro servizio clienti è a tua disposizione per qualsiasi esigenza legata alla tua prenotazione, <strong>24 ore su 24, 7 giorni su 7</strong>.</p><ul><li><strong>Servizio clienti:</strong> +90 850 333 44 55</li><li><strong>E-mail:</strong> support@rotago.com</li><li><strong>Indirizzo:</strong> Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Turchia</li><li><strong>Posta elettronica certificata (KEP):</strong> rotago@hs01.kep.tr</li></ul><h2>Domande frequenti</h2><p>Trovi subito le risposte su documenti, depositi cauzionali, cancellazioni e rimborsi nella pagina <a href="/en/reservation/change">Modifica e annulla</a> e nelle domande frequenti. Per visualizzare una prenotazione esistente, usa <a href="/en/reservation/find">Trova una prenotazione</a>.</p><h2>Dati personali</h2><p>Invia le richieste ai sensi della legge sulla protezione dei dati personali a kvkk@rotago.com.tr.</p>',
  },
  "investors/investor-yatirimci-iliskileri": {
    title: "Relazioni con gli investitori",
    body: "<p>RotaGo Seyahat ve Teknoloji A.Ş. è una piattaforma di viaggi online specializzata nel noleggio auto e nella vendita di biglietti aerei in Turchia. La società non è quotata in borsa; tutte le sue azioni sono detenute dai fondatori e da investitori istituzionali e privati.</p><h2>RotaGo in sintesi</h2><ul><li>Partnership con 12 società di noleggio negli uffici aeroportuali e cittadini di tutta la Turchia</li><li>Biglietti aerei nazionali e internazionali venduti in qualità di agenzia di viaggi del Gruppo A</li><li>Sede centrale a Istanbul, uffici regionali a Smirne e Antalya</li><li>Una piattaforma disponibile in 14 lingue, a partire da turco e inglese</li></ul><h2>La nostra strategia</h2><p>La nostra strategia di crescita poggia su tre pilastri: conquistare quote di mercato nel noleggio auto in aeroporto nelle regioni turistiche, combinare volo e noleggio auto in un'unica prenotazione e servire chi visita la Turchia nella propria lingua.</p><h2>Contatti</h2><p>Per qualsiasi domanda sulle relazioni con gli investitori, scrivi a yatirimci@rotago.com.tr.</p>",
  },
  "investors/investor-kurumsal-yonetim": {
    title: "Governo societario",
    body: "<p>RotaGo è amministrata in conformità al Codice di commercio turco n. 6102 e al proprio statuto, secondo i principi di trasparenza, rendicontazione, equità e responsabilità.</p><h2>Consiglio di amministrazione</h2><p>Il Consiglio di amministrazione è composto da cinque membri, di cui due indipendenti. Si riunisce almeno quattro volte l'anno e vigila sugli obiettivi strategici, sul budget e sulla gestione dei rischi della società.</p><h2>Comitati</h2><ul><li><strong>Comitato di revisione:</strong> vigila sull'informativa finanziaria, sul controllo interno e sulla revisione esterna.</li><li><strong>Comitato per l'individuazione precoce dei rischi:</strong> monitora i rischi operativi, finanziari e di sicurezza delle informazioni.</li><li><strong>Comitato per le remunerazioni e le nomine:</strong> esamina la politica retributiva dell'alta dirigenza e le nomine.</li></ul><h2>Politiche</h2><ul><li>Codice etico e di condotta aziendale</li><li>Politica contro le tangenti e la corruzione</li><li>Politica di conservazione e distruzione dei dati personali</li><li>Politica di sicurezza delle informazioni</li></ul><p>Il nostro bilancio è sottoposto ogni anno a revisione contabile indipendente.</p>",
  },
  "investors/investor-finansal-takvim": {
    title: "Calendario finanziario",
    body: "<p>Di seguito le scadenze di rendicontazione finanziaria e gli eventi per gli investitori previsti per il 2027. Le date possono cambiare; eventuali aggiornamenti vengono pubblicati su questa pagina.</p><table><thead><tr><th>Data</th><th>Evento</th></tr></thead><tbody><tr><td>26 febbraio 2027</td><td>Bilancio 2026 sottoposto a revisione</td></tr><tr><td>25 marzo 2027</td><td>Assemblea generale ordinaria</td></tr><tr><td>14 maggio 2027</td><td>Sintesi dell'attività del primo trimestre 2027</td></tr><tr><td>13 agosto 2027</td><td>Relazione sull'attività del primo semestre 2027</td></tr><tr><td>12 novembre 2027</td><td>Sintesi dell'attività dei primi nove mesi del 2027</td></tr></tbody></table>",
  },
  "investors/investor-genel-kurul": {
    title: "Assemblea generale",
    body: "<p>L'Assemblea generale ordinaria di RotaGo Seyahat ve Teknoloji A.Ş. relativa all'esercizio 2026 si terrà <strong>giovedì 25 marzo 2027</strong> alle ore 14:00 presso la sede centrale, Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Turchia.</p><h2>Ordine del giorno</h2><ol><li>Apertura dei lavori ed elezione del presidente dell'assemblea</li><li>Lettura e discussione della relazione sull'attività 2026 del Consiglio di amministrazione</li><li>Lettura della sintesi della relazione di revisione indipendente</li><li>Lettura, discussione e approvazione del bilancio 2026</li><li>Discarico dei membri del Consiglio di amministrazione, singolarmente</li><li>Discussione della proposta del Consiglio di amministrazione sulla distribuzione degli utili</li><li>Approvazione della nomina del revisore indipendente</li><li>Varie ed eventuali e chiusura dei lavori</li></ol><p>Gli azionisti possono partecipare di persona o per delega. Il modulo di delega e la documentazione assembleare sono a disposizione degli azionisti presso la sede centrale almeno 15 giorni prima dell'assemblea.</p>",
  },
  "companies/company-anadolu-rent": {
    description:
      "<p><strong>Anadolu Rent</strong> vanta una delle reti di uffici più estese della Turchia. Grazie ai banchi nel terminal di tutti i principali aeroporti, puoi ritirare l'auto appena atterri.</p><p>L'ampia flotta, dalle utilitarie alle berline di lusso, con chilometraggio illimitato e noleggi di sola andata, ne fa una delle preferite da chi si sposta tra una città e l'altra per lavoro o in vacanza.</p><p>Valutazione dei clienti RotaGo: <strong>4,6 / 5</strong> (2.140 recensioni).</p><h3>Condizioni di noleggio</h3><ul><li>Patente da almeno 1 anno</li><li>Supplemento giovane conducente sotto i 25 anni: 150 TRY al giorno</li><li>Chilometraggio illimitato</li><li>Noleggi di sola andata: 1.500 TRY più 400 TRY ogni 100 km</li><li>Ritiro: banco nel terminal, ufficio in città</li><li>Pacchetti di protezione: Base, Argento, Oro</li><li>Report creditizio (Findeks) richiesto per: lusso</li></ul>",
  },
  "companies/company-ege-oto-kiralama": {
    description:
      "<p><strong>Ege Oto Kiralama</strong> è un'azienda familiare della costa egea, nota per la cordialità del servizio. Il personale ti accoglie in aeroporto con un cartello con il tuo nome e ti consegna l'auto nel parcheggio.</p><p>Offre auto ben tenute e a basso consumo per raggiungere Çeşme, Alaçatı, Kuşadası e Bodrum; il limite di chilometraggio giornaliero è più che sufficiente per la maggior parte delle vacanze.</p><p>Valutazione dei clienti RotaGo: <strong>4,4 / 5</strong> (860 recensioni).</p><h3>Condizioni di noleggio</h3><ul><li>Patente da almeno 2 anni</li><li>Supplemento giovane conducente sotto i 25 anni: 120 TRY al giorno</li><li>Limite di chilometraggio giornaliero: 400 km</li><li>Noleggi di sola andata: 1.200 TRY più 350 TRY ogni 100 km</li><li>Ritiro: accoglienza personalizzata, ufficio in città</li><li>Pacchetti di protezione: Base, Bronzo, Argento</li></ul>",
  },
  "companies/company-bosphorus-cars": {
    description:
      "<p><strong>Bosphorus Cars</strong> è una società con sede a Istanbul specializzata in noleggi convenienti. Offre navette regolari dagli aeroporti al proprio ufficio, dove ritiri l'auto lontano dalla confusione del terminal.</p><p>Si distingue per le auto compatte con cambio automatico, ideali per la guida in città e i noleggi brevi. Le auto vanno riconsegnate nello stesso ufficio in cui sono state ritirate.</p><p>Valutazione dei clienti RotaGo: <strong>4,2 / 5</strong> (1.320 recensioni).</p><h3>Condizioni di noleggio</h3><ul><li>Patente da almeno 1 anno</li><li>Supplemento giovane conducente sotto i 24 anni: 140 TRY al giorno</li><li>Limite di chilometraggio giornaliero: 300 km</li><li>Nessun noleggio di sola andata: l'auto torna all'ufficio di partenza</li><li>Ritiro: navetta gratuita per l'ufficio, ufficio in città</li><li>Pacchetti di protezione: Base, Bronzo</li></ul>",
  },
  "companies/company-akdeniz-arac": {
    description:
      "<p><strong>Akdeniz Araç</strong> è specializzata in Antalya e nella costa mediterranea ed è tra le società più apprezzate dai nostri clienti. L'accoglienza personalizzata e i banchi nel terminal rendono semplici i primi minuti della tua vacanza.</p><p>Propone cabriolet per la strada costiera e SUV spaziosi per le famiglie numerose; i pacchetti completi Argento e Oro riducono notevolmente il deposito cauzionale.</p><p>Valutazione dei clienti RotaGo: <strong>4,7 / 5</strong> (540 recensioni).</p><h3>Condizioni di noleggio</h3><ul><li>Patente da almeno 2 anni</li><li>Supplemento giovane conducente sotto i 25 anni: 180 TRY al giorno</li><li>Chilometraggio illimitato</li><li>Noleggi di sola andata: 2.000 TRY più 450 TRY ogni 100 km</li><li>Ritiro: accoglienza personalizzata, banco nel terminal</li><li>Pacchetti di protezione: Base, Argento, Oro</li><li>Report creditizio (Findeks) richiesto per: lusso, cabriolet</li></ul>",
  },
  "companies/company-kapadokya-rent-a-car": {
    description:
      "<p><strong>Kapadokya Rent a Car</strong> offre auto convenienti per scoprire con calma la storia e i paesaggi dell'Anatolia centrale. Il limite di età per i giovani conducenti è basso, il che la rende una buona scelta per chi guida da poco.</p><p>Nata in Cappadocia, oggi serve i principali aeroporti e molti centri città, con navette dagli aeroporti ai propri uffici.</p><p>Valutazione dei clienti RotaGo: <strong>4,3 / 5</strong> (410 recensioni).</p><h3>Condizioni di noleggio</h3><ul><li>Patente da almeno 1 anno</li><li>Supplemento giovane conducente sotto i 23 anni: 100 TRY al giorno</li><li>Limite di chilometraggio giornaliero: 250 km</li><li>Nessun noleggio di sola andata: l'auto torna all'ufficio di partenza</li><li>Ritiro: ufficio in città, navetta gratuita per l'ufficio</li><li>Pacchetti di protezione: Base, Bronzo</li></ul>",
  },
  "companies/company-marmara-filo": {
    description:
      "<p><strong>Marmara Filo</strong> mette la propria esperienza nelle flotte aziendali al servizio dei clienti privati, con un'ampia flotta di modelli recenti. È una delle poche società che offrono tutti e quattro i pacchetti di protezione.</p><p>Con banchi nel terminal, chilometraggio illimitato e noleggi di sola andata, è una scelta pratica per i viaggi tra Istanbul, Bursa e Ankara.</p><p>Valutazione dei clienti RotaGo: <strong>4,5 / 5</strong> (1.780 recensioni).</p><h3>Condizioni di noleggio</h3><ul><li>Patente da almeno 1 anno</li><li>Supplemento giovane conducente sotto i 25 anni: 160 TRY al giorno</li><li>Chilometraggio illimitato</li><li>Noleggi di sola andata: 1.600 TRY più 380 TRY ogni 100 km</li><li>Ritiro: banco nel terminal, ufficio in città</li><li>Pacchetti di protezione: Base, Bronzo, Argento, Oro</li><li>Report creditizio (Findeks) richiesto per: lusso</li></ul>",
  },
  "companies/company-lykia-car-rental": {
    description:
      "<p><strong>Lykia Car Rental</strong> è una società boutique nata a Fethiye, dove inizia la Via Licia. Noleggia solo con pacchetti di protezione completi, così in vacanza non devi preoccuparti di depositi cauzionali e franchigie.</p><p>L'auto ti viene consegnata in aeroporto con accoglienza personalizzata: cerca il cartello con il tuo nome.</p><p>Valutazione dei clienti RotaGo: <strong>4,8 / 5</strong> (290 recensioni).</p><h3>Condizioni di noleggio</h3><ul><li>Patente da almeno 2 anni</li><li>Supplemento giovane conducente sotto i 26 anni: 200 TRY al giorno</li><li>Chilometraggio illimitato</li><li>Nessun noleggio di sola andata: l'auto torna all'ufficio di partenza</li><li>Ritiro: accoglienza personalizzata</li><li>Pacchetti di protezione: Argento, Oro</li><li>Report creditizio (Findeks) richiesto per: lusso, cabriolet</li></ul>",
  },
  "companies/company-premium-drive": {
    description:
      "<p><strong>Premium Drive</strong> offre un servizio di noleggio di alta gamma per occasioni speciali e viaggi di lavoro, con una flotta selezionata di berline di lusso, auto di categoria superiore e cabriolet.</p><p>Ritiro nel terminal e accoglienza personalizzata, chilometraggio illimitato e noleggi di sola andata sono inclusi di serie. Per le auto di categoria superiore e di lusso i requisiti di esperienza di guida e di report creditizio sono più severi.</p><p>Valutazione dei clienti RotaGo: <strong>4,9 / 5</strong> (210 recensioni).</p><h3>Condizioni di noleggio</h3><ul><li>Patente da almeno 3 anni</li><li>Supplemento giovane conducente sotto i 27 anni: 300 TRY al giorno</li><li>Chilometraggio illimitato</li><li>Noleggi di sola andata: 3.000 TRY più 600 TRY ogni 100 km</li><li>Ritiro: accoglienza personalizzata, banco nel terminal</li><li>Pacchetti di protezione: Argento, Oro</li><li>Report creditizio (Findeks) richiesto per: lusso, cabriolet, superiore</li></ul>",
  },
  "seo-locations/seo-istanbul-havalimani": {
    title: "Noleggio auto all'aeroporto di Istanbul",
    intro:
      "<p>Noleggiare un'auto all'aeroporto di Istanbul (IST) è il modo più flessibile per raggiungere la parte europea della città e la Tracia. I banchi di noleggio si trovano nel terminal e ai piani del parcheggio: puoi ritirare l'auto pochi minuti dopo l'atterraggio.</p><p>Su RotaGo puoi confrontare i prezzi di tutte le società partner presenti all'aeroporto di Istanbul, insieme alle rispettive condizioni su deposito cauzionale e chilometraggio.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>L'aeroporto dista circa 40 km da Taksim. L'autostrada della Marmara settentrionale e il ponte Yavuz Sultan Selim in direzione della città sono a pedaggio; il dispositivo HGS dell'auto a noleggio lo paga automaticamente. Nei giorni feriali il traffico è intenso tra le 07:00 e le 10:00 e tra le 17:00 e le 20:00: organizza i tuoi spostamenti di conseguenza.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>I parcheggi multipiano dell'aeroporto sono aperti 24 ore su 24, 7 giorni su 7. Per riconsegnare l'auto, segui le indicazioni per la riconsegna delle auto a noleggio. In centro è difficile trovare parcheggio in strada: usa i parcheggi comunali o quello del tuo hotel.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Costa del Mar Nero, Kilyos:</strong> circa 35 km, 40 minuti</li><li><strong>Şile e Ağva:</strong> circa 120 km, 1,5–2 ore</li><li><strong>Edirne:</strong> circa 220 km, 2,5 ore</li><li><strong>Bursa (attraverso il ponte Osmangazi):</strong> circa 240 km, 2,5–3 ore</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto all'aeroporto di Istanbul (IST) | RotaGo",
    metaDescription:
      "Auto a noleggio con ritiro nel terminal all'aeroporto di Istanbul (IST). Confronta prezzi, depositi e chilometraggio e prenota in pochi minuti.",
  },
  "seo-locations/seo-sabiha-gokcen-havalimani": {
    title: "Noleggio auto all'aeroporto Sabiha Gökçen",
    intro:
      "<p>L'aeroporto Sabiha Gökçen (SAW), sulla sponda asiatica di Istanbul, è il punto di partenza più pratico per quartieri come Kadıköy, Ataşehir e Kartal e per i viaggi verso Kocaeli, Sakarya e Bursa.</p><p>I banchi di noleggio si trovano nelle sale arrivi internazionali e nazionali; alcune società ti accompagnano con una navetta gratuita a un ufficio nelle vicinanze.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>Kadıköy dista circa 40 km; per raggiungere la parte europea si attraversa un ponte o il tunnel Eurasia. I pedaggi di ponti, tunnel e autostrade si pagano tramite HGS; il tunnel Eurasia costa più dei ponti. La sera aspettati traffico intenso sulla TEM e sulla D-100.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>I parcheggi scoperti e coperti di fronte al terminal sono a pagamento. Con le società che offrono la navetta, riconsegni l'auto nel loro ufficio e torni al terminal in navetta: presentati in ufficio almeno 2,5 ore prima del volo.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Lago di Sapanca:</strong> circa 110 km, 1,5 ore</li><li><strong>Kartepe:</strong> circa 100 km, 1,5 ore</li><li><strong>Bursa e Uludağ:</strong> circa 150 km, 2 ore</li><li><strong>Şile:</strong> circa 75 km, 1 ora</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto all'aeroporto Sabiha Gökçen (SAW) | RotaGo",
    metaDescription:
      "Auto a noleggio convenienti all'aeroporto Sabiha Gökçen di Istanbul (SAW). Confronta il ritiro nel terminal o con navetta e prenota online.",
  },
  "seo-locations/seo-antalya-havalimani": {
    title: "Noleggio auto all'aeroporto di Antalya",
    intro:
      "<p>L'aeroporto di Antalya (AYT), il più trafficato scalo turistico della Turchia, è la porta d'accesso alla costa mediterranea, da Kemer ad Alanya. Noleggiando un'auto in aeroporto raggiungi direttamente il tuo hotel senza aspettare un transfer e scopri baie e città antiche con i tuoi tempi.</p><p>In estate la domanda è altissima: ti consigliamo di prenotare con largo anticipo, soprattutto le auto con cambio automatico e i SUV.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>L'aeroporto dista circa 13 km dal centro città. Rispetta i limiti di velocità sulla statale costiera D-400, dove ci sono molti tratti con controllo della velocità media e autovelox. A luglio e agosto le temperature di mezzogiorno possono superare i 40 °C: parcheggia all'ombra e tieni dell'acqua in auto.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>I parcheggi davanti ai terminal sono a pagamento. Invece di addentrarti nelle stradine strette di Kaleiçi, usa i parcheggi intorno al centro storico. In estate, alle spiagge di Konyaaltı e Lara è più facile trovare posto la mattina presto.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Belek:</strong> circa 30 km, 30 minuti</li><li><strong>Kemer:</strong> circa 55 km, 50 minuti</li><li><strong>Side e Manavgat:</strong> circa 65 km, 1 ora</li><li><strong>Alanya:</strong> circa 125 km, 1 ora e 45 minuti</li><li><strong>Kaş:</strong> circa 190 km, 3 ore (strada costiera tortuosa)</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto all'aeroporto di Antalya (AYT) | RotaGo",
    metaDescription:
      "Auto a noleggio all'aeroporto di Antalya (AYT) per Kemer, Belek, Side e Alanya. Confronta i prezzi migliori e ritira l'auto in aeroporto.",
  },
  "seo-locations/seo-izmir-adnan-menderes-havalimani": {
    title: "Noleggio auto all'aeroporto di Smirne Adnan Menderes",
    intro:
      "<p>L'aeroporto di Smirne Adnan Menderes (ADB) è il punto di partenza di una vacanza sull'Egeo che va dalla penisola di Çeşme fino a Efeso. Con un'auto ritirata in aeroporto raggiungi rapidamente le località costiere in autostrada.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>L'aeroporto dista circa 18 km da Konak. L'autostrada Smirne–Çeşme e quella in direzione di Aydın sono a pedaggio, pagato tramite HGS. Nei fine settimana e nei giorni festivi, la sera aspettati traffico intenso di rientro da Çeşme.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>Intorno ad Alsancak e al Kordon il parcheggio in strada è limitato: usa i parcheggi multipiano. Nelle sere d'estate il centro di Alaçatı può essere chiuso al traffico; lascia l'auto nei parcheggi all'ingresso del paese.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Urla:</strong> circa 45 km, 40 minuti</li><li><strong>Selçuk ed Efeso:</strong> circa 60 km, 50 minuti</li><li><strong>Kuşadası:</strong> circa 75 km, 1 ora</li><li><strong>Çeşme e Alaçatı:</strong> circa 95 km, 1 ora e 10 minuti</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto all'aeroporto di Smirne (ADB) | RotaGo",
    metaDescription:
      "Auto a noleggio all'aeroporto di Smirne Adnan Menderes (ADB) per Çeşme, Alaçatı ed Efeso. Confronta i prezzi e noleggia in tutta sicurezza.",
  },
  "seo-locations/seo-dalaman-havalimani": {
    title: "Noleggio auto all'aeroporto di Dalaman",
    intro:
      "<p>L'aeroporto di Dalaman (DLM) è il più vicino a Fethiye, Göcek, Ölüdeniz, Dalyan e Marmaris. Le località turistiche sono distanti tra loro, quindi noleggiare un'auto ti fa risparmiare tempo e costi di transfer.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>Il tunnel di Göcek è a pedaggio, pagato tramite HGS. La strada costiera tra Fethiye e Kaş è panoramica ma tortuosa: di notte guida con prudenza. Sulle strade di campagna puoi incontrare greggi di capre e mandrie di mucche.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>In estate i parcheggi intorno a Ölüdeniz e alla Valle delle Farfalle si riempiono prima di mezzogiorno. Intorno al porto turistico di Fethiye ci sono parcheggi comunali. Se a Dalyan prendi una barca, usa i parcheggi a pagamento lungo il fiume.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Göcek:</strong> circa 25 km, 25 minuti</li><li><strong>Dalyan e spiaggia di İztuzu:</strong> circa 30 km, 35 minuti</li><li><strong>Fethiye e Ölüdeniz:</strong> circa 50–65 km, 1 ora</li><li><strong>Marmaris:</strong> circa 95 km, 1,5 ore</li><li><strong>Kaş:</strong> circa 160 km, 2,5 ore</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto all'aeroporto di Dalaman (DLM) | RotaGo",
    metaDescription:
      "Auto a noleggio all'aeroporto di Dalaman (DLM) per Fethiye, Göcek, Ölüdeniz e Marmaris. Confronta le migliori offerte e prenota online.",
  },
  "seo-locations/seo-milas-bodrum-havalimani": {
    title: "Noleggio auto all'aeroporto di Milas-Bodrum",
    intro:
      "<p>L'aeroporto di Milas-Bodrum (BJV) dista circa 35 km dalla penisola di Bodrum. Con un'auto ritirata in aeroporto raggiungi facilmente ogni angolo della penisola, come Yalıkavak, Gümüşlük e Turgutreis.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>La strada dall'aeroporto alla penisola è buona, ma in estate si formano code all'ingresso di Bodrum e all'incrocio di Torba. Le strade verso le baie sono strette e ripide; con un'auto piccola parcheggiare e fare manovra è più semplice.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>Intorno al centro di Bodrum, al porto turistico e al bazar il parcheggio è molto limitato: usa i parcheggi a pagamento. La maggior parte dei beach club e dei ristoranti offre il servizio di parcheggio con valet.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Centro di Bodrum:</strong> circa 35 km, 35 minuti</li><li><strong>Yalıkavak:</strong> circa 50 km, 50 minuti</li><li><strong>Gümüşlük:</strong> circa 55 km, 55 minuti</li><li><strong>Güllük:</strong> circa 20 km, 25 minuti</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto all'aeroporto di Bodrum (BJV) | RotaGo",
    metaDescription:
      "Auto a noleggio all'aeroporto di Milas-Bodrum (BJV) per Yalıkavak, Gümüşlük e Turgutreis. Confronta i prezzi e ritira l'auto in aeroporto.",
  },
  "seo-locations/seo-ankara-esenboga-havalimani": {
    title: "Noleggio auto all'aeroporto di Ankara Esenboğa",
    intro:
      "<p>L'aeroporto di Ankara Esenboğa (ESB) è la prima tappa per chi arriva nella capitale per lavoro e per chi visita l'Anatolia centrale. I banchi di noleggio si trovano nelle sale arrivi nazionali e internazionali.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>L'aeroporto dista circa 28 km da Kızılay ed è collegato da un'ampia strada a doppia carreggiata. La tangenziale di Ankara ti permette di evitare il centro negli spostamenti verso altre città. In inverno sono possibili neve e ghiaccio: tra novembre e marzo, al ritiro controlla gli pneumatici invernali.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>Intorno a Kızılay, Ulus e Tunalı Hilmi il parcheggio in strada scarseggia: usa i parcheggi multipiano. I parcheggi dell'aeroporto sono a pagamento; per riconsegnare l'auto segui le indicazioni per il noleggio auto.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Beypazarı:</strong> circa 100 km, 1,5 ore</li><li><strong>Lago Tuz:</strong> circa 150 km, 2 ore</li><li><strong>Safranbolu:</strong> circa 220 km, 2,5 ore</li><li><strong>Cappadocia (Göreme):</strong> circa 300 km, 3,5 ore</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto all'aeroporto di Ankara Esenboğa (ESB) | RotaGo",
    metaDescription:
      "Auto a noleggio all'aeroporto di Ankara Esenboğa (ESB) per viaggi di lavoro e per raggiungere la Cappadocia. Confronta i prezzi e prenota online.",
  },
  "seo-locations/seo-trabzon-havalimani": {
    title: "Noleggio auto all'aeroporto di Trabzon",
    intro:
      "<p>L'aeroporto di Trabzon (TZX) dista solo pochi chilometri dal centro città ed è la porta d'accesso agli altipiani del Mar Nero orientale. Località come Uzungöl, il monastero di Sümela e Ayder sono difficili da raggiungere con i mezzi pubblici: un'auto a noleggio è la soluzione più comoda.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>La strada costiera è ampia e ricca di gallerie; le strade che salgono agli altipiani sono strette, tortuose e a tratti ripide. Nebbia e piogge improvvise sono frequenti: tieni i fari accesi e rallenta. Fai il pieno prima di salire verso gli altipiani.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>Nel centro di Trabzon ci sono parcheggi multipiano nella zona di Meydan. I parcheggi per i visitatori a Uzungöl e Sümela sono a pagamento e nei fine settimana estivi si riempiono presto.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Monastero di Sümela:</strong> circa 50 km, 1 ora</li><li><strong>Rize:</strong> circa 75 km, 1 ora</li><li><strong>Uzungöl:</strong> circa 100 km, 1 ora e 45 minuti</li><li><strong>Altopiano di Ayder:</strong> circa 170 km, 2,5 ore</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto all'aeroporto di Trabzon (TZX) | RotaGo",
    metaDescription:
      "Auto a noleggio all'aeroporto di Trabzon (TZX) per Uzungöl, Sümela e gli altipiani di Ayder. Confronta le migliori offerte e prenota online.",
  },
  "seo-locations/seo-istanbul": {
    title: "Noleggio auto a Istanbul",
    intro:
      "<p>Noleggiare un'auto a Istanbul è semplice, grazie a due aeroporti, uffici in centro e opzioni di accoglienza personalizzata. Molti visitatori esplorano la penisola storica con i mezzi pubblici e noleggiano un'auto per le gite fuori città.</p><p>Su RotaGo puoi vedere sulla mappa tutti gli uffici di Istanbul e scegliere il punto di ritiro in base al quartiere in cui alloggi.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>I ponti sul Bosforo, il tunnel Eurasia e le autostrade sono a pedaggio, pagato tramite il dispositivo HGS dell'auto. I ponti dei Martiri del 15 luglio e Fatih Sultan Mehmet si pagano solo in direzione Europa–Asia; il ponte Yavuz Sultan Selim e il tunnel Eurasia in entrambe le direzioni. Segui le stime del traffico della tua app di navigazione ed evita, se puoi, le ore di punta.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>Nei quartieri centrali come Beyoğlu, Sultanahmet e Kadıköy parcheggiare è difficile e le auto in sosta vietata possono essere rimosse. Usa i parcheggi comunali e privati e verifica se il tuo hotel dispone di parcheggio.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Foresta di Belgrado:</strong> circa 25 km dal centro</li><li><strong>Polonezköy e Riva:</strong> circa 35 km</li><li><strong>Şile e Ağva:</strong> circa 75–100 km</li><li><strong>Sapanca e Maşukiye:</strong> circa 140 km</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto a Istanbul | Prezzi migliori | RotaGo",
    metaDescription:
      "Noleggio auto giornaliero e settimanale a Istanbul. Confronta i prezzi negli uffici in aeroporto e in città e vedi subito depositi e condizioni.",
  },
  "seo-locations/seo-antalya": {
    title: "Noleggio auto ad Antalya",
    intro:
      "<p>Con le sue città antiche, le cascate e oltre 600 km di costa, Antalya è uno dei posti migliori da scoprire in auto. Noleggia in centro o in aeroporto e pianifica i tuoi itinerari dalla costa licia alle città antiche della Panfilia.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>Le strade principali della città sono ampie, ma Kaleiçi e i dintorni hanno vie strette a senso unico. Nelle sere d'estate il traffico si intensifica tra Konyaaltı e Lara. Sulle strade di montagna (ad esempio verso Saklıkent e Termessos) fai attenzione alle curve e ai sassi sulla carreggiata.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>Ci sono parcheggi a pagamento intorno a Kaleiçi, sulla spiaggia di Konyaaltı e a Lara. Siti come le cascate di Düden e Aspendos dispongono di ampi parcheggi per i visitatori.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Cascate inferiori di Düden:</strong> circa 10 km dal centro</li><li><strong>Termessos:</strong> circa 35 km</li><li><strong>Teatro di Aspendos:</strong> circa 45 km</li><li><strong>Olympos e Çıralı:</strong> circa 80 km</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto ad Antalya | RotaGo",
    metaDescription:
      "Noleggio auto ad Antalya: confronta tutte le offerte negli uffici in città e in aeroporto e pianifica liberamente il tuo itinerario da Kaleiçi ad Aspendos.",
  },
  "seo-locations/seo-izmir": {
    title: "Noleggio auto a Smirne",
    intro:
      "<p>Smirne è la città più vivace dell'Egeo e la porta d'accesso a località di mare come Çeşme, Urla, Seferihisar e Foça. Noleggia in un ufficio del centro e organizza liberamente le tue gite del fine settimana.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>In città, nelle ore di punta il traffico si concentra sull'asse Karşıyaka–Bornova–Konak; per attraversare il golfo spesso la tangenziale è più veloce. In estate, il venerdì e la domenica sera aspettati traffico intenso sull'autostrada per Çeşme.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>Ci sono parcheggi multipiano intorno ad Alsancak, Kemeraltı e al Kordon. Il bazar di Kemeraltı non è adatto alle auto: lascia la tua in un parcheggio vicino.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Urla e la strada del vino:</strong> circa 40 km dal centro</li><li><strong>Foça:</strong> circa 70 km</li><li><strong>Şirince ed Efeso:</strong> circa 80 km</li><li><strong>Çeşme e Alaçatı:</strong> circa 85 km</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto a Smirne | RotaGo",
    metaDescription:
      "Noleggio auto a Smirne: confronta i prezzi negli uffici di Alsancak, Konak e dell'aeroporto ed esplora gli itinerari di Çeşme, Urla ed Efeso.",
  },
  "seo-locations/seo-ankara": {
    title: "Noleggio auto ad Ankara",
    intro:
      "<p>Nella capitale Ankara, un'auto a noleggio è il modo più pratico per risparmiare tempo tra un appuntamento di lavoro e l'altro e per raggiungere la storia e i paesaggi dell'Anatolia centrale. Noleggia negli uffici di Kızılay e Çankaya o in aeroporto.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>I grandi viali e la tangenziale di Ankara rendono la guida agevole, ma Kızılay e la strada per Eskişehir sono trafficate nelle ore di punta. Alcune strade possono essere chiuse per cerimonie ufficiali ed eventi. In inverno controlla meteo e condizioni delle strade prima di uscire dalla città.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>Ci sono parcheggi multipiano intorno a Kızılay e Ulus e parcheggi a pagamento su strada a Çankaya e Tunalı Hilmi. In città, i parcheggi dei centri commerciali sono un'opzione pratica.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Lago Mogan, Gölbaşı:</strong> circa 25 km dal centro</li><li><strong>Beypazarı:</strong> circa 100 km</li><li><strong>Gordio:</strong> circa 95 km</li><li><strong>Cappadocia:</strong> circa 280 km</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto ad Ankara | RotaGo",
    metaDescription:
      "Noleggio auto ad Ankara: confronta le offerte negli uffici di Kızılay, Çankaya ed Esenboğa. Auto convenienti per lavoro e turismo.",
  },
  "seo-locations/seo-trabzon": {
    title: "Noleggio auto a Trabzon",
    intro:
      "<p>Trabzon è il punto di partenza di ogni tour del Mar Nero. Verdi altipiani, laghi di montagna e monasteri storici si trovano a una o due ore dalla città: con un'auto a noleggio esplori la regione con i tuoi tempi, invece di seguire il programma di un tour organizzato.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>Alcune strade degli altipiani sono sterrate o strette: un'auto con maggiore altezza da terra o un SUV è più comoda. Durante le feste estive degli altipiani alcune strade diventano trafficate. Fermati nei punti più larghi per lasciar passare i veicoli che arrivano in senso opposto.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>Ci sono parcheggi intorno a Meydan e a piazza Atatürk. Al belvedere di Boztepe e a Uzungöl, nei fine settimana arrivare presto rende più facile parcheggiare.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Boztepe:</strong> circa 5 km dal centro</li><li><strong>Monastero di Sümela e valle di Altındere:</strong> circa 50 km</li><li><strong>Uzungöl:</strong> circa 100 km</li><li><strong>Zigana e Gümüşhane:</strong> circa 110 km</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto a Trabzon | RotaGo",
    metaDescription:
      "Noleggio auto a Trabzon: confronta le offerte di SUV e auto economiche per gli altipiani del Mar Nero e la strada per Uzungöl.",
  },
  "seo-locations/seo-bodrum": {
    title: "Noleggio auto a Bodrum",
    intro:
      "<p>La penisola di Bodrum, con baie e villaggi dal carattere molto diverso, è fatta per essere esplorata in auto. Con un'auto ritirata in un ufficio di Bodrum o all'aeroporto di Milas-Bodrum, vai facilmente da Gümbet a Gümüşlük e da Türkbükü a Bitez.</p>",
    sections: [
      {
        heading: "Consigli per la guida",
        body: "<p>La strada principale che fa il giro della penisola è buona, ma quelle che scendono verso le baie sono strette e ripide. A luglio e agosto il traffico è intenso agli ingressi del centro di Bodrum, di Gümbet e di Yalıkavak: per goderti il tramonto a Gümüşlük parti presto.</p>",
      },
      {
        heading: "Parcheggio",
        body: "<p>Intorno al castello e al porto turistico il parcheggio è molto limitato: usa i parcheggi comunali. La maggior parte delle spiagge nelle baie dispone di parcheggio a pagamento o di servizio valet.</p>",
      },
      {
        heading: "Itinerari più gettonati",
        body: "<ul><li><strong>Bitez e Ortakent:</strong> circa 6–10 km dal centro</li><li><strong>Türkbükü e Gündoğan:</strong> circa 20 km</li><li><strong>Marina di Yalıkavak:</strong> circa 20 km</li><li><strong>Gümüşlük:</strong> circa 20 km</li></ul>",
      },
    ],
    metaTitle: "Noleggio auto a Bodrum | RotaGo",
    metaDescription:
      "Noleggio auto a Bodrum: confronta i prezzi negli uffici in città e in aeroporto ed esplora le baie di Yalıkavak, Türkbükü e Gümüşlük.",
  },
  "car-brands/brand-audi": {
    intro:
      "<p>L'Audi A6 è la scelta di lusso per i viaggi di lavoro e i lunghi tragitti tra una città e l'altra, con un abitacolo silenzioso e una guida sicura. La maggior parte delle Audi a noleggio ha motore diesel e cambio automatico.</p>",
    metaDescription:
      "Confronta i prezzi di noleggio dell'Audi A6 tra le varie società e prenota la migliore tariffa giornaliera in pochi minuti.",
  },
  "car-brands/brand-bmw": {
    intro:
      "<p>La flotta BMW a noleggio comprende la berlina 520i per i viaggi di lavoro e la 420i Cabrio per guidare al sole lungo il Mediterraneo. Entrambe hanno motore a benzina e cambio automatico; verifica l'età minima del conducente prevista per le categorie lusso e cabriolet.</p>",
    metaDescription:
      "Prezzi di noleggio di BMW 520i e 420i Cabrio. Confronta le società e prenota la migliore tariffa giornaliera.",
  },
  "car-brands/brand-citroen": {
    intro:
      "<p>La Citroën C4 è una confortevole auto familiare di categoria media, con sospensioni morbide e un bagagliaio capiente. Il motore diesel consuma poco sui lunghi tragitti.</p>",
    metaDescription:
      "Confronta i prezzi di noleggio della Citroën C4 e noleggia un diesel automatico a una buona tariffa giornaliera.",
  },
  "car-brands/brand-dacia": {
    intro:
      "<p>Dacia Sandero e Duster sono tra le auto a noleggio più convenienti. La Sandero è adatta alla guida in città e ai brevi spostamenti; la Duster, con la sua elevata altezza da terra, è ideale per strade di campagna e altipiani di montagna.</p>",
    metaDescription:
      "Prezzi di noleggio di Dacia Sandero e Duster. Confronta auto dal prezzo contenuto e prenota subito.",
  },
  "car-brands/brand-fiat": {
    intro:
      "<p>La Fiat Egea è l'auto a noleggio per eccellenza in Turchia: spaziosa, economica e disponibile in quasi tutti gli uffici. Il Doblo è adatto alle famiglie numerose e a chi viaggia con molti bagagli; la 500C è perfetta per il piacere della guida a cielo aperto in città e sulla costa.</p>",
    metaDescription:
      "Prezzi di noleggio di Fiat Egea, Doblo e 500C. Noleggia l'auto più noleggiata della Turchia a una buona tariffa giornaliera.",
  },
  "car-brands/brand-ford": {
    intro:
      "<p>Il Ford Tourneo Custom ospita otto persone con spazio per i loro bagagli: ideale per gruppi, transfer aeroportuali e vacanze in famiglia.</p>",
    metaDescription:
      "Prezzi di noleggio del Ford Tourneo Custom. Confronta il van a otto posti tra le società di noleggio.",
  },
  "car-brands/brand-honda": {
    intro:
      "<p>La Honda Civic è una delle auto di categoria media più apprezzate, con una guida sportiva e un affidabile cambio automatico.</p>",
    metaDescription:
      "Confronta i prezzi di noleggio della Honda Civic e prenota subito la tua auto con cambio automatico.",
  },
  "car-brands/brand-hyundai": {
    intro:
      "<p>La Hyundai i20 è un'utilitaria con cambio automatico, facile da parcheggiare in città; la Elantra offre un abitacolo più ampio e il comfort sulle lunghe distanze tipico della categoria media.</p>",
    metaDescription:
      "Prezzi di noleggio di Hyundai i20 ed Elantra. Confronta le società e prenota la tariffa migliore.",
  },
  "car-brands/brand-mercedes-benz": {
    intro:
      "<p>La Mercedes-Benz E 200 è la berlina di lusso per incontri d'affari e occasioni speciali; il Vito a nove posti è il van per transfer VIP e gruppi numerosi.</p>",
    metaDescription:
      "Prezzi di noleggio di Mercedes-Benz E 200 e Vito. Noleggia una berlina di lusso o un van a nove posti.",
  },
  "car-brands/brand-mini": {
    intro:
      "<p>La MINI Cooper Cabrio è il simbolo della guida a cielo aperto in località di vacanza come Bodrum e Çeşme. Ha quattro posti e un bagagliaio piccolo, quindi è adatta a chi viaggia leggero.</p>",
    metaDescription:
      "Prezzi di noleggio della MINI Cooper Cabrio. Goditi un'auto scoperta in vacanza a una buona tariffa.",
  },
  "car-brands/brand-nissan": {
    intro:
      "<p>Il Nissan Qashqai è un SUV ben bilanciato per la città e l'autostrada, con posizione di guida rialzata e cambio automatico.</p>",
    metaDescription:
      "Confronta i prezzi di noleggio del Nissan Qashqai e noleggia un SUV automatico alla tariffa migliore.",
  },
  "car-brands/brand-opel": {
    intro: "<p>L'Opel Corsa, automatica e compatta, è una scelta pratica ed economica per i noleggi in città.</p>",
    metaDescription: "Prezzi di noleggio dell'Opel Corsa. Confronta l'utilitaria automatica tra le varie società.",
  },
  "car-brands/brand-peugeot": {
    intro:
      "<p>Il Peugeot 3008 è un confortevole SUV per famiglie, con interni moderni e un bagagliaio capiente; il motore diesel è economico sui lunghi tragitti.</p>",
    metaDescription: "Confronta i prezzi di noleggio del Peugeot 3008 e noleggia un SUV diesel a una buona tariffa.",
  },
  "car-brands/brand-renault": {
    intro:
      "<p>Renault Clio e Megane sono due classici delle flotte di noleggio turche. La Clio è disponibile con cambio manuale o automatico nella categoria economica, la Megane come diesel automatica nella categoria media, mentre il Kangoo offre molto spazio per i bagagli.</p>",
    metaDescription: "Prezzi di noleggio di Renault Clio, Megane e Kangoo. Confronta le società e prenota subito.",
  },
  "car-brands/brand-skoda": {
    intro:
      "<p>La Škoda Superb offre uno dei divani posteriori e dei bagagliai più spaziosi della sua categoria: ideale per viaggi di lavoro e lunghi tragitti in famiglia.</p>",
    metaDescription:
      "Confronta i prezzi di noleggio della Škoda Superb e noleggia una berlina spaziosa a una buona tariffa giornaliera.",
  },
  "car-brands/brand-togg": {
    intro:
      "<p>Il Togg T10X è il SUV elettrico nato in Turchia. La rete di ricarica cresce rapidamente nelle grandi città e lungo le autostrade; prima di noleggiare, individua le colonnine di ricarica rapida lungo il tuo percorso.</p>",
    metaDescription: "Prezzi di noleggio del Togg T10X. Confronta il SUV elettrico turco tra le società di noleggio.",
  },
  "car-brands/brand-toyota": {
    intro:
      "<p>Le ibride Toyota, Corolla, C-HR e Camry, si distinguono per i consumi molto ridotti in città. Hanno tutte il cambio automatico, che rende facile la guida nel traffico.</p>",
    metaDescription:
      "Prezzi di noleggio delle ibride Toyota Corolla, C-HR e Camry. Confronta le società e prenota subito.",
  },
  "car-brands/brand-volkswagen": {
    intro:
      "<p>La Volkswagen Passat è la classica berlina da lavoro della categoria grande; il Tiguan è un affidabile SUV per famiglie con motore diesel e interni spaziosi.</p>",
    metaDescription:
      "Prezzi di noleggio di Volkswagen Passat e Tiguan. Confronta le società e prenota a una buona tariffa.",
  },
  "car-brands/brand-volvo": {
    intro:
      "<p>La Volvo S90, ibrida e dotata di ricchi sistemi di sicurezza, è un'auto di lusso silenziosa e confortevole per i lunghi viaggi.</p>",
    metaDescription:
      "Confronta i prezzi di noleggio della Volvo S90 ibrida e noleggia una berlina di lusso a una buona tariffa.",
  },
  "cities/flight-istanbul": {
    name: "Istanbul",
    title: "Voli per Istanbul",
    intro:
      "<p>Istanbul ha due grandi aeroporti: l'aeroporto di Istanbul (IST) sulla sponda europea e il Sabiha Gökçen (SAW) su quella asiatica. I voli da tutta la Turchia e dal resto del mondo arrivano a ogni ora del giorno e della notte.</p><p>Scegli l'aeroporto in base a dove alloggi: l'IST è più vicino a Taksim, Beşiktaş e alla città vecchia, il SAW a Kadıköy, Ataşehir e Kartal.</p>",
    metaTitle: "Voli per Istanbul | RotaGo",
    metaDescription:
      "Confronta i voli per Istanbul: tutte le compagnie aeree per l'aeroporto di Istanbul e il Sabiha Gökçen, con bagaglio e tariffe.",
    airports: [{ name: "Aeroporto di Istanbul" }, { name: "Aeroporto Sabiha Gökçen" }],
  },
  "cities/flight-antalya": {
    name: "Antalya",
    title: "Voli per Antalya",
    intro:
      "<p>L'aeroporto di Antalya (AYT) è il più trafficato scalo turistico della Turchia. In estate vi atterrano centinaia di voli al giorno da tutta Europa e dalla Turchia; da qui si raggiungono Kemer, Belek, Side e Alanya.</p>",
    metaTitle: "Voli per Antalya | RotaGo",
    metaDescription: "Confronta i voli per l'aeroporto di Antalya dalla Turchia e dall'estero, con bagaglio e tariffe.",
    airports: [{ name: "Aeroporto di Antalya" }],
  },
  "cities/flight-izmir": {
    name: "Smirne",
    title: "Voli per Smirne",
    intro:
      "<p>L'aeroporto di Smirne Adnan Menderes (ADB) è la porta d'accesso all'Egeo: è l'aeroporto più vicino a Çeşme, Alaçatı, Efeso e Kuşadası, con voli frequenti da Istanbul e Ankara per tutta la giornata.</p>",
    metaTitle: "Voli per Smirne | RotaGo",
    metaDescription: "Confronta i voli per l'aeroporto di Smirne Adnan Menderes dalla Turchia e dall'estero.",
    airports: [{ name: "Aeroporto di Smirne Adnan Menderes" }],
  },
  "cities/flight-ankara": {
    name: "Ankara",
    title: "Voli per Ankara",
    intro:
      "<p>L'aeroporto della capitale, l'Esenboğa (ESB), dista circa 30 km dal centro città. Per i viaggi di lavoro ci sono molti voli al mattino e alla sera da Istanbul, Smirne e Antalya.</p>",
    metaTitle: "Voli per Ankara | RotaGo",
    metaDescription: "Confronta i voli di tutte le compagnie aeree per l'aeroporto di Ankara Esenboğa.",
    airports: [{ name: "Aeroporto di Ankara Esenboğa" }],
  },
  "cities/flight-trabzon": {
    name: "Trabzon",
    title: "Voli per Trabzon",
    intro:
      "<p>L'aeroporto di Trabzon (TZX) è il punto di partenza per gli altipiani del Mar Nero, Uzungöl e il monastero di Sümela. L'aeroporto si trova proprio accanto al centro città.</p>",
    metaTitle: "Voli per Trabzon | RotaGo",
    metaDescription: "Confronta i voli per Trabzon: voli convenienti verso la costa del Mar Nero.",
    airports: [{ name: "Aeroporto di Trabzon" }],
  },
  "cities/flight-mugla": {
    name: "Muğla",
    title: "Voli per Muğla (Dalaman, Bodrum)",
    intro:
      "<p>Muğla ha due aeroporti: Dalaman (DLM) per Fethiye, Marmaris e Göcek, e Milas-Bodrum (BJV) per la penisola di Bodrum. In estate ci sono anche voli diretti da tutta Europa.</p>",
    metaTitle: "Voli per Muğla: Dalaman e Bodrum | RotaGo",
    metaDescription: "Confronta i voli per Dalaman e Milas-Bodrum per raggiungere Fethiye, Marmaris e Bodrum.",
    airports: [{ name: "Aeroporto di Dalaman" }, { name: "Aeroporto di Milas-Bodrum" }],
  },
  "custom-links/footer-istanbul-havalimani": {
    column: "Località di noleggio più richieste",
    label: "Noleggio auto all'aeroporto di Istanbul",
  },
  "custom-links/footer-sabiha-gokcen-havalimani": {
    column: "Località di noleggio più richieste",
    label: "Noleggio auto all'aeroporto Sabiha Gökçen",
  },
  "custom-links/footer-antalya-havalimani": {
    column: "Località di noleggio più richieste",
    label: "Noleggio auto all'aeroporto di Antalya",
  },
  "custom-links/footer-izmir": { column: "Località di noleggio più richieste", label: "Noleggio auto a Smirne" },
  "custom-links/footer-ankara": { column: "Località di noleggio più richieste", label: "Noleggio auto ad Ankara" },
  "custom-links/footer-milas-bodrum-havalimani": {
    column: "Località di noleggio più richieste",
    label: "Noleggio auto all'aeroporto di Milas-Bodrum",
  },
};
