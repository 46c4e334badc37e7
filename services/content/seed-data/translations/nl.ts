import type { LanguageTexts } from "./index";

export const NL: LanguageTexts = {
  "hello-bars/summer-deals": {
    text: "<strong>De zomeracties zijn begonnen!</strong> 10% korting op autohuur met de code YAZ10.",
  },
  "hello-bars/flight-week": { text: "<strong>Vliegweek:</strong> gratis extra bagage op binnenlandse vluchten." },
  "hello-bars/retired-bar": { text: "<strong>Oude actie</strong>" },
  "campaigns/yaz-firsatlari": {
    title: "Zomeraanbiedingen",
    summary: "10% korting op autohuur als u de auto in de zomer ophaalt.",
    imageAlt: "Een baai in Bodrum bij zonsondergang",
    conditions: [
      "Geldig als u de auto ophaalt tussen 1 juni en 31 augustus.",
      "Geldig voor boekingen die zijn gemaakt van 1 juni 2026 tot en met 31 augustus 2027.",
      "Niet te combineren met andere aanbiedingen.",
    ],
  },
  "campaigns/suv15": {
    title: "15% korting op SUV's",
    summary: "15% korting op auto's in de SUV-klasse.",
    conditions: [
      "Geldig voor boekingen die zijn gemaakt van 1 januari 2026 tot en met 31 december 2027.",
      "Alleen geldig voor de SUV-klasse.",
      "Niet te combineren met andere aanbiedingen.",
    ],
  },
  "campaigns/ucak-bileti-haftasi": {
    title: "Vliegweek",
    summary: "Gratis 15 kg extra bagage op binnenlandse vluchten.",
    imageAlt: "Een passagiersvliegtuig dat zich bij zonsondergang klaarmaakt voor vertrek",
    conditions:
      "<ul><li>Geldig voor binnenlandse tickets, zowel enkele reis als retour.</li><li>De extra bagage wordt bij de aankoop van het ticket automatisch aan de boeking toegevoegd; u hebt geen code nodig.</li><li>Geldig voor tickets die tijdens de actieperiode zijn gekocht; de vluchtdatum kiest u zelf.</li><li>Bij een wijziging van het ticket blijft de extra bagage bij het ticket; ze wordt niet apart terugbetaald.</li></ul>",
  },
  "campaigns/kis-firsatlari-2025": {
    title: "Winteraanbiedingen 2025",
    summary: "25% korting op autohuur in de wintermaanden.",
    imageAlt: "Een weg tussen besneeuwde bergen",
    conditions: "<p>Was geldig voor huurperiodes van 1 december 2024 tot en met 31 maart 2025.</p>",
  },
  "faqs/faq-car-documents": {
    question: "Welke documenten heb ik nodig om de auto op te halen?",
    answer:
      "<p>Om de auto bij de verhuurbalie op te halen, moet de hoofdbestuurder de volgende <strong>originele documenten</strong> meebrengen:</p><ul><li>Een geldig rijbewijs; fotokopieën of foto's worden niet geaccepteerd.</li><li>Een Turkse identiteitskaart of, voor buitenlanders, een paspoort.</li><li>Een creditcard op naam van de hoofdbestuurder met voldoende limiet voor de borg.</li><li>Uw boekingsbevestiging (voucher); die op uw telefoon laten zien is voldoende.</li></ul><p>Is uw rijbewijs niet in het Latijnse alfabet opgesteld, dan hebt u ook een <strong>internationaal rijbewijs</strong> nodig. Hebt u een extra bestuurder toegevoegd, dan worden diens documenten bij het ophalen ook gecontroleerd.</p>",
  },
  "faqs/faq-car-credit-card-deposit": {
    question: "Heb ik een creditcard nodig voor de borg? Kan ik een debitcard gebruiken?",
    answer:
      '<p>De meeste verhuurbedrijven nemen de borg als pre-autorisatie (blokkering) op een <strong>creditcard op naam van de hoofdbestuurder</strong>. Debitcards, prepaidkaarten en kaarten van iemand anders worden voor de borg meestal niet geaccepteerd.</p><p>De hoogte van de borg hangt af van de autoklasse en het beschermingspakket dat u kiest; u ziet het bedrag in de zoekresultaten en in uw boekingsoverzicht. Uitgebreide pakketten verlagen de borg aanzienlijk.</p><p>Levert u de auto onbeschadigd en volgens de huurvoorwaarden in, dan heft het verhuurbedrijf de blokkering op; afhankelijk van uw bank kan het <strong>7 tot 30 werkdagen</strong> duren voordat dit zichtbaar is in uw kaartlimiet. Meer details vindt u in de <a href="/en/car/rental-terms">huurvoorwaarden</a>.</p>',
  },
  "faqs/faq-car-minimum-age": {
    question: "Geldt er een minimumleeftijd of een minimale rijervaring om een auto te huren?",
    answer:
      "<p>De minimumleeftijd van de bestuurder hangt af van de autoklasse:</p><table><thead><tr><th>Autoklasse</th><th>Minimumleeftijd</th></tr></thead><tbody><tr><td>Economy en middenklasse</td><td>21</td></tr><tr><td>Hogere klasse, SUV en personenbus</td><td>23</td></tr><tr><td>Cabriolet</td><td>25</td></tr><tr><td>Luxe</td><td>27</td></tr></tbody></table><p>Verhuurbedrijven eisen bovendien dat u uw rijbewijs al <strong>1 tot 3 jaar</strong> hebt. Bestuurders onder een bepaalde leeftijd (meestal 25) betalen mogelijk een dagelijkse <em>toeslag voor jonge bestuurders</em>, die apart in de aanbieding wordt vermeld. Sommige bedrijven vragen voor luxeauto's en auto's uit de hogere klasse een Turks kredietrapport (Findeks).</p>",
  },
  "faqs/faq-car-one-way": {
    question: "Kan ik de auto ergens anders inleveren dan waar ik hem heb opgehaald?",
    answer:
      "<p>Ja. Bij bedrijven die <strong>enkele reis</strong> aanbieden, kunt u de auto in een andere stad of op een andere luchthaven inleveren. Vink in het zoekformulier ‘Op een andere locatie inleveren’ aan en kies de inleverlocatie.</p><p>De toeslag voor enkele reis bestaat uit een vast bedrag plus een bedrag per 100 km tussen de twee locaties; deze is al inbegrepen in de getoonde prijs. Bedrijven die geen enkele reis aanbieden, verschijnen niet bij zo'n zoekopdracht.</p>",
  },
  "faqs/faq-car-fuel-mileage": {
    question: "Hoe werkt het met brandstof en kilometers?",
    answer:
      "<p>Auto's worden meestal verhuurd volgens het principe <strong>gelijk-om-gelijk</strong>: u levert de auto in met hetzelfde brandstofpeil als waarmee u hem kreeg. Ontbrekende brandstof wordt in rekening gebracht tegen de actuele brandstofprijs van het verhuurbedrijf plus servicekosten.</p><p>Sommige bedrijven hanteren een daglimiet voor het aantal kilometers (bijvoorbeeld 250–500 km per dag). Is er een limiet, dan staat dat in de details van de aanbieding en kost elke kilometer daarboven extra. Bij aanbiedingen met het label ‘Onbeperkt aantal kilometers’ betaalt u die kosten niet.</p>",
  },
  "faqs/faq-car-protection-packages": {
    question: "Welke verzekering en dekking zijn bij de prijs inbegrepen?",
    answer:
      "<p>Bij elke huur zijn de verplichte WA-verzekering en een aanrijdingsschadedekking (CDW) met eigen risico inbegrepen. Het eigen risico is het maximale bedrag dat u betaalt als de auto beschadigd raakt. Uitgebreidere pakketten verlagen zowel het eigen risico als de borg:</p><ul><li><strong>Basispakket:</strong> WA-verzekering en CDW met eigen risico.</li><li><strong>Bronzen pakket:</strong> voegt dekking tegen diefstal toe; de borg daalt met 20%.</li><li><strong>Zilveren pakket:</strong> CDW zonder eigen risico, dekking tegen diefstal en voor ruiten en banden; de borg wordt gehalveerd.</li><li><strong>Gouden pakket:</strong> voegt een ongevallenverzekering voor inzittenden en een extra bestuurder toe; de borg daalt tot een kwart.</li></ul><p>Schade door rijden onder invloed, door een niet-geautoriseerde bestuurder of door gebruik in strijd met de huurovereenkomst wordt door geen enkel pakket gedekt.</p>",
  },
  "faqs/faq-car-tolls-fines": {
    question: "Hoe betaal ik tol voor snelwegen en bruggen en verkeersboetes?",
    answer:
      "<p>De meeste huurauto's hebben een HGS-tolsticker. Tol voor snelwegen en bruggen wordt tijdens de huur op de sticker geregistreerd en na het inleveren door het verhuurbedrijf verrekend met uw borg of afgeschreven van uw kaart. Boetes voor onbetaalde passages worden ook aan u doorberekend.</p><p>Verkeers- en parkeerboetes die tijdens de huurperiode worden opgelegd, zijn de verantwoordelijkheid van de bestuurder. Het verhuurbedrijf zet de boete op naam van de bestuurder of betaalt haar binnen de wettelijke termijn en brengt haar, eventueel met servicekosten, in rekening op uw kaart.</p>",
  },
  "faqs/faq-flight-check-in": {
    question: "Hoe check ik online in en wanneer moet ik op de luchthaven zijn?",
    answer:
      "<p>Online inchecken doet u op de website of in de app van de luchtvaartmaatschappij; dat kan meestal vanaf <strong>24 uur voor</strong> vertrek. Log in met de PNR-code (boekingscode) op uw e-ticket en uw achternaam.</p><ul><li>We raden aan om minstens <strong>1,5 uur</strong> voor binnenlandse en <strong>3 uur</strong> voor internationale vluchten op de luchthaven te zijn.</li><li>De incheckbalies sluiten meestal 45 minuten voor binnenlandse en 60 minuten voor internationale vluchten.</li><li>Hebt u ruimbagage, dan moet u na het online inchecken nog langs de bagage-afgiftebalie.</li></ul>",
  },
  "faqs/faq-flight-baggage": {
    question: "Hoeveel bagage mag ik meenemen?",
    answer:
      '<p>Hoeveel bagage u mag meenemen, hangt af van het tarief dat u hebt gekocht en staat op uw e-ticket:</p><table><thead><tr><th>Tarief</th><th>Handbagage</th><th>Ruimbagage</th></tr></thead><tbody><tr><td>Light</td><td>8 kg</td><td>Geen</td></tr><tr><td>Standard</td><td>8 kg</td><td>20 kg</td></tr><tr><td>Flex</td><td>8 kg</td><td>25 kg</td></tr><tr><td>Business</td><td>16 kg</td><td>32 kg</td></tr></tbody></table><p>Handbagage mag meestal niet groter zijn dan 55 × 40 × 23 cm. Bagage toevoegen tijdens het boeken, of later op de pagina <a href="/en/reservation/change">Boeking beheren</a>, is goedkoper dan betalen op de luchthaven.</p>',
  },
  "faqs/faq-flight-change": {
    question: "Kan ik de datum of het tijdstip van mijn vlucht wijzigen?",
    answer:
      '<p>Of u kunt wijzigen, hangt af van uw tarief. <strong>Light</strong>-tickets kunnen niet worden gewijzigd; bij de tarieven <strong>Standard</strong> en <strong>Business</strong> kunt u tegen betaling wijzigen, en bij <strong>Flex</strong>-tarieven is wijzigen gratis. Is de nieuwe vlucht duurder, dan betaalt u in alle gevallen het tariefverschil.</p><p>Dien uw wijzigingsverzoek voor vertrek in via de pagina <a href="/en/reservation/change">Wijzigen en annuleren</a> of via Mijn reserveringen in uw account. Volgens de regels van de luchtvaartmaatschappijen kan de passagier niet worden vervangen; alleen spelfouten in namen kunnen worden gecorrigeerd.</p>',
  },
  "faqs/faq-flight-cancel-refund": {
    question: "Hoeveel krijg ik terug als ik mijn ticket annuleer?",
    answer:
      "<p>De terugbetaling hangt af van het tarief: <strong>Flex</strong>- en <strong>Business</strong>-tarieven worden terugbetaald na aftrek van annuleringskosten; <strong>Light</strong>- en <strong>Standard</strong>-tarieven worden niet terugbetaald, met uitzondering van de restitueerbare belastingen en heffingen.</p><p>Annuleert de luchtvaartmaatschappij uw vlucht of heeft die een flinke vertraging, dan behoudt u uw rechten op grond van de Turkse regeling voor passagiersrechten in de luchtvaart (SHY-YOLCU).</p><p>Goedgekeurde terugbetalingen worden teruggestort op de kaart waarmee u hebt betaald; afhankelijk van uw bank kan het <strong>7–14 werkdagen</strong> duren voordat het bedrag binnen is. Als vervoersdienst op een vaste datum is een vliegticket uitgesloten van het herroepingsrecht volgens de Turkse verordening inzake overeenkomsten op afstand.</p>",
  },
  "faqs/faq-flight-passengers": {
    question: "Hoe vul ik de passagiersgegevens in? Hoe werken tickets voor baby's en kinderen?",
    answer:
      "<p>Vul de namen van de passagiers in <strong>precies zoals ze op de identiteitskaart of in het paspoort staan</strong>; voor internationale vluchten zijn ook het paspoortnummer en de vervaldatum nodig. Veel landen eisen dat het paspoort na uw terugkeer nog minstens 6 maanden geldig is; de passagier is zelf verantwoordelijk voor het controleren van de visum- en inreisvereisten voor vertrek.</p><ul><li><strong>Baby (0–2 jaar):</strong> reist zonder eigen stoel op schoot bij een volwassene; één baby per volwassene.</li><li><strong>Kind (2–12 jaar):</strong> krijgt een kinderticket met een eigen stoel.</li><li>Passagiers ouder dan 12 jaar hebben een ticket voor volwassenen nodig.</li></ul>",
  },
  "faqs/faq-payment-methods": {
    question: "Met welke betaalmethoden kan ik betalen?",
    answer:
      "<p>U kunt betalen met <strong>creditcards en debitcards</strong> van Visa, Mastercard en Troy. Kaartgegevens worden volgens PCI DSS verwerkt door een erkende betaalinstelling; RotaGo slaat uw kaartnummer niet op.</p><p>Let er bij autohuur op dat de verhuurbalie voor de borg een <strong>creditcard</strong> op naam van de hoofdbestuurder nodig heeft, ook als u met een debitcard betaalt.</p>",
  },
  "faqs/faq-payment-installments": {
    question: "Kan ik in termijnen betalen?",
    answer:
      "<p>Met creditcards die zijn uitgegeven door banken in Turkije kunt u in termijnen betalen. De mogelijkheden voor uw kaart, en eventuele rente, ziet u op de betaalpagina zodra u uw kaartnummer invoert.</p><ul><li>Het aantal termijnen hangt af van de aanbiedingen van uw bank en de geldende wettelijke limieten.</li><li>Debitcards, sommige zakelijke kaarten en in het buitenland uitgegeven kaarten kunnen niet worden gebruikt voor betaling in termijnen.</li><li>Een terugbetaling van een aankoop in termijnen kan, afhankelijk van uw bank, over de resterende termijnen worden verdeeld.</li></ul>",
  },
  "faqs/faq-payment-3d-secure": {
    question: "Wat is 3-D Secure? Wat als de verificatiecode (sms) niet aankomt?",
    answer:
      "<p>3-D Secure is een beveiligingsstap waarbij de bank die uw kaart heeft uitgegeven controleert of u het echt bent die betaalt. U wordt doorgestuurd naar de pagina van uw bank en voert de eenmalige code in die naar het bij uw bank geregistreerde telefoonnummer is gestuurd.</p><p>Komt de code niet aan?</p><ul><li>Controleer of het mobiele nummer dat bij uw bank is geregistreerd, actueel is.</li><li>Controleer in uw bankapp of uw kaart is ingeschakeld voor online aankopen.</li><li>Lukt het nog steeds niet, bel dan uw bank; alleen de bank verstuurt de verificatiecode.</li></ul><p><strong>Medewerkers van RotaGo zullen u nooit om uw verificatiecode, pincode of CVV vragen.</strong></p>",
  },
  "faqs/faq-payment-double-charge": {
    question: "Ik zie twee afschrijvingen op mijn kaart. Hoe kan dat?",
    answer:
      '<p>Wanneer u betaalt, plaatst uw bank eerst een <strong>pre-autorisatie</strong> voor het bedrag. Is een betaling niet voltooid, of hebt u de pagina vernieuwd en het opnieuw geprobeerd, dan kan de blokkering van de mislukte poging een paar dagen als ‘transactie in behandeling’ zichtbaar zijn. Dit bedrag wordt niet afgeschreven en uw bank geeft het meestal binnen 3–7 werkdagen weer vrij.</p><p>Bij autohuur verschijnt de borgblokkering die aan de verhuurbalie wordt geplaatst ook als aparte transactie. Twijfelt u over een afschrijving, <a href="/en/about-us/contact">neem dan contact met ons op</a> en vermeld uw reserveringsnummer.</p>',
  },
  "faqs/faq-payment-invoice": {
    question: "Hoe krijg ik mijn factuur? Kan die op naam van mijn bedrijf worden gezet?",
    answer:
      '<p>Voor vooraf betaalde boekingen wordt uw e-Archief-factuur na de datum van de dienst gemaild naar het e-mailadres dat bij de boeking is opgegeven; u kunt deze ook downloaden op de pagina <a href="/en/account/invoices">Facturen</a>. Bij vluchten geldt het e-ticket voor de ticketprijs en factureert RotaGo zijn servicekosten.</p><p>Wilt u een factuur op naam van uw bedrijf, vink dan bij het afrekenen ‘Ik heb een zakelijke factuur nodig’ aan en vul de bedrijfsnaam, het belastingkantoor en het fiscale nummer in. Factuurgegevens kunnen niet meer worden gewijzigd nadat de factuur is uitgegeven. Extra\'s die aan de verhuurbalie worden gekocht, worden door het verhuurbedrijf gefactureerd.</p>',
  },
  "faqs/faq-account-login": {
    question: "Hoe log ik in op mijn account? Heb ik een wachtwoord nodig?",
    answer:
      '<p>U hebt geen wachtwoord nodig. Vul op de pagina <a href="/en/login">Inloggen</a> uw mobiele nummer of e-mailadres in; u bent ingelogd zodra u de <strong>zescijferige eenmalige code</strong> invoert die we u sturen. De eerste keer vragen we alleen uw naam.</p><p>De code is een paar minuten geldig. Komt hij niet aan, kijk dan in uw spammap en vraag na korte tijd een nieuwe code aan.</p>',
  },
  "faqs/faq-account-find-booking": {
    question: "Hoe bekijk ik een boeking die ik zonder account heb gemaakt?",
    answer:
      '<p>Vul op de pagina <a href="/en/reservation/find">Boeking zoeken</a> uw reserveringsnummer en het e-mailadres van de boeking in om deze te bekijken, uw voucher te downloaden en een wijziging of annulering aan te vragen.</p><p>Logt u in met het e-mailadres of telefoonnummer waarmee u hebt geboekt, dan verschijnen uw eerdere boekingen ook onder Mijn reserveringen in uw account.</p>',
  },
  "faqs/faq-account-passengers": {
    question: "Kan ik passagiersgegevens opslaan?",
    answer:
      '<p>Ja. Voeg uzelf en de mensen met wie u vaak reist toe onder <a href="/en/account/registered-passengers">Opgeslagen passagiers</a> in uw account. Kiest u bij het afrekenen een opgeslagen passagier, dan worden de naam, geboortedatum en identiteitsgegevens automatisch voor u ingevuld.</p><p>Slaat u de gegevens van iemand anders op, dan moet u die persoon informeren over de verwerking van zijn of haar persoonsgegevens. U kunt opgeslagen passagiers op elk moment bewerken of verwijderen.</p>',
  },
  "faqs/faq-account-delete": {
    question: "Hoe verwijder ik mijn account en persoonsgegevens?",
    answer:
      '<p>Stuur uw verzoeken op grond van artikel 11 van de Turkse Wet nr. 6698 op de bescherming van persoonsgegevens vanaf het e-mailadres dat bij uw account is geregistreerd naar <strong>kvkk@rotago.com.tr</strong>. We beantwoorden ze kosteloos binnen uiterlijk <strong>30 dagen</strong>.</p><p>Wanneer uw account wordt verwijderd, worden uw persoonsgegevens gewist of geanonimiseerd; gegevens die we wettelijk moeten bewaren, zoals facturen en boekingen, worden gedurende de wettelijke bewaartermijnen bewaard. Meer details vindt u in de <a href="/en/kvkk/kvkk-aydinlatma-metni">privacyverklaring</a>.</p>',
  },
  "sliders/slide-home-antalya": {
    title: "De zomer wacht op u in Antalya",
    subtitle: "Autohuur met ophalen op de luchthaven en opties met onbeperkt aantal kilometers.",
    imageAlt: "Turquoise zee en de kustweg, gezien vanaf de kliffen van Antalya",
  },
  "sliders/slide-home-flight-week": {
    title: "Vliegweek",
    subtitle:
      "Gratis extra bagage op binnenlandse vluchten; vergelijk de vluchten van alle luchtvaartmaatschappijen in één zoekopdracht.",
    imageAlt: "Een passagiersvliegtuig dat bij zonsondergang op de landingsbaan landt",
  },
  "sliders/slide-home-aegean": {
    title: "Ontdek de Egeïsche baaien op uw eigen route",
    subtitle: "Auto's met persoonlijke ontvangst op de luchthavens van Bodrum, Dalaman en Izmir.",
    imageAlt: "Witte huizen, de jachthaven en zeilboten in Bodrum",
  },
  "sliders/slide-home-suv": {
    title: "Ruime SUV's voor het hele gezin, 15% korting",
    subtitle: "Gebruik de code SUV15 bij elke huur in de SUV-klasse.",
    imageAlt: "Een witte SUV op een bergweg",
  },
  "sliders/slide-car-istanbul": {
    title: "Ophalen in de terminal op beide luchthavens van Istanbul",
    subtitle: "Vergelijk de aanbiedingen van al onze partnerverhuurders op luchthaven Istanbul en Sabiha Gökçen.",
    imageAlt: "De verlichte Bosporusbrug bij nacht en de skyline van Istanbul",
  },
  "sliders/slide-flight-trabzon": {
    title: "Vlieg naar de hooglanden aan de Zwarte Zee",
    subtitle: "Regelmatige vluchten vanuit Istanbul en Ankara naar Trabzon, met voordelige Light-tarieven.",
    imageAlt: "Een groene hoogvlakte aan de Zwarte Zee met houten huizen in de mist",
  },
  "about-pages/about-hakkimizda": {
    title: "Over ons",
    body: "<p><strong>RotaGo</strong> is een reistechnologiebedrijf dat is opgericht om het huren van een auto en het kopen van een vliegticket in Turkije eenvoudig, transparant en betrouwbaar te maken. In één zoekopdracht vergelijkt u de aanbiedingen van lokale en regionale verhuurbedrijven op luchthavens en in stadskantoren door heel Turkije.</p><h2>Wat we doen</h2><ul><li><strong>Autohuur:</strong> we tonen alle voorwaarden, waaronder borg, kilometerlimiet, leeftijdseisen en beschermingspakketten, duidelijk voordat u betaalt.</li><li><strong>Vluchten:</strong> we vergelijken binnenlandse en internationale vluchten, samen met hun bagagetegoed en wijzigingsregels.</li><li><strong>24/7 klantenservice:</strong> we helpen u in het Turks en het Engels bij elke stap van uw reis.</li></ul><h2>Onze waarden</h2><p>Geen verborgen kosten: de prijs die u ziet, is de prijs die u betaalt. We beoordelen onze partners regelmatig op klantbeoordelingen en het aantal klachten, en we beschermen uw persoonsgegevens in overeenstemming met de Turkse Wet nr. 6698 op de bescherming van persoonsgegevens.</p><h2>Bedrijfsgegevens</h2><p>RotaGo Seyahat ve Teknoloji A.Ş. is een reisbureau van groep A en lid van TÜRSAB (vergunningsnummer A-12345). Ons hoofdkantoor is gevestigd aan Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Turkije.</p>",
  },
  "about-pages/about-ekibimiz": {
    title: "Ons team",
    body: '<p>Het team van RotaGo telt meer dan 60 mensen met ervaring in software, toerisme, klantbeleving en financiën, verdeeld over onze kantoren in Istanbul, Izmir en Antalya. Hieronder maakt u kennis met ons managementteam.</p><p>Wilt u bij ons komen werken? Bekijk onze <a href="/en/about-us/career">openstaande vacatures</a>.</p>',
  },
  "about-pages/about-kariyer": {
    title: "Werken bij RotaGo",
    body: '<p>We zoeken nieuwsgierige collega\'s die graag verantwoordelijkheid nemen en ons doel delen: reizen voor iedereen eenvoudig maken.</p><h2>Wat we bieden</h2><ul><li>Hybride werken en flexibele werktijden</li><li>Een aanvullende zorgverzekering en een maaltijdkaart</li><li>Een jaarlijks budget voor een reis die u via RotaGo boekt</li><li>Ondersteuning bij opleidingen, congressen en certificeringen</li></ul><h2>Zo solliciteert u</h2><ol><li>Stuur uw cv naar kariyer@rotago.com.tr met de naam van de functie in de onderwerpregel.</li><li>Voer een kennismakingsgesprek van 30 minuten met ons HR-team.</li><li>Doe, afhankelijk van de functie, een technisch interview of een praktijkopdracht.</li><li>Maak in een laatste gesprek kennis met uw leidinggevende en toekomstige teamgenoten.</li></ol><p>Persoonsgegevens die u bij uw sollicitatie deelt, worden uitsluitend voor werving en selectie verwerkt, zoals beschreven in de <a href="/en/kvkk/kvkk-aydinlatma-metni">privacyverklaring</a>.</p>',
  },
  "about-pages/about-basin": {
    title: "RotaGo in de media",
    body: "<p>Hieronder vindt u nieuwsberichten en interviews over RotaGo. Voor persvragen en ons logo en beeldmateriaal kunt u mailen naar basin@rotago.com.tr.</p>",
  },
  "about-pages/about-iletisim": {
    title: "Contact",
    body: '<p>Onze klantenservice staat <strong>24 uur per dag, 7 dagen per week</strong> voor u klaar met alle vragen over uw boeking.</p><ul><li><strong>Klantenservice:</strong> +90 850 333 44 55</li><li><strong>E-mail:</strong> support@rotago.com</li><li><strong>Adres:</strong> Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Turkije</li><li><strong>Aangetekende e-mail (KEP):</strong> rotago@hs01.kep.tr</li></ul><h2>Veelgestelde vragen</h2><p>Antwoorden over documenten, borg, annuleringen en terugbetalingen vindt u direct op onze pagina <a href="/en/reservation/change">Wijzigen en annuleren</a> en bij de veelgestelde vragen. Wilt u een bestaande boeking bekijken, gebruik dan <a href="/en/reservation/find">Boeking zoeken</a>.</p><h2>Persoonsgegevens</h2><p>Verzoeken op grond van de Wet op de bescherming van persoonsgegevens kunt u sturen naar kvkk@rotago.com.tr.</p>',
  },
  "investors/investor-yatirimci-iliskileri": {
    title: "Beleggersrelaties",
    body: "<p>RotaGo Seyahat ve Teknoloji A.Ş. is een online reisplatform dat zich richt op autohuur en de verkoop van vliegtickets in Turkije. Het bedrijf is niet beursgenoteerd; alle aandelen zijn in handen van de oprichters en van institutionele en particuliere beleggers.</p><h2>RotaGo in het kort</h2><ul><li>Samenwerking met 12 verhuurbedrijven op luchthavens en in stadskantoren door heel Turkije</li><li>Verkoop van binnenlandse en internationale vliegtickets als reisbureau van groep A</li><li>Hoofdkantoor in Istanbul, regiokantoren in Izmir en Antalya</li><li>Een platform in 14 talen, met Turks en Engels voorop</li></ul><h2>Onze strategie</h2><p>Onze groeistrategie rust op drie pijlers: marktaandeel winnen in autohuur op luchthavens in toeristische regio's, vluchten en autohuur in één boeking combineren, en bezoekers van Turkije in hun eigen taal bedienen.</p><h2>Contact</h2><p>Met vragen over beleggersrelaties kunt u mailen naar yatirimci@rotago.com.tr.</p>",
  },
  "investors/investor-kurumsal-yonetim": {
    title: "Ondernemingsbestuur",
    body: "<p>RotaGo wordt bestuurd volgens het Turkse Wetboek van Koophandel nr. 6102 en zijn statuten, op basis van de beginselen van transparantie, verantwoording, eerlijkheid en verantwoordelijkheid.</p><h2>Raad van bestuur</h2><p>De raad van bestuur telt vijf leden, van wie twee onafhankelijk. De raad vergadert minstens vier keer per jaar en houdt toezicht op de strategische doelen, de begroting en het risicobeheer van het bedrijf.</p><h2>Commissies</h2><ul><li><strong>Auditcommissie:</strong> houdt toezicht op de financiële verslaggeving, de interne beheersing en de externe accountantscontrole.</li><li><strong>Commissie voor vroegtijdige risicosignalering:</strong> bewaakt operationele en financiële risico's en risico's op het gebied van informatiebeveiliging.</li><li><strong>Remuneratie- en benoemingscommissie:</strong> beoordeelt het beloningsbeleid voor het hoger management en de benoemingen.</li></ul><h2>Beleid</h2><ul><li>Ethische en gedragscode</li><li>Beleid ter bestrijding van omkoping en corruptie</li><li>Beleid voor het bewaren en vernietigen van persoonsgegevens</li><li>Informatiebeveiligingsbeleid</li></ul><p>Onze jaarrekening wordt elk jaar door een onafhankelijke accountant gecontroleerd.</p>",
  },
  "investors/investor-finansal-takvim": {
    title: "Financiële kalender",
    body: "<p>Hieronder vindt u de geplande financiële publicaties en beleggersevenementen voor 2027. Datums kunnen wijzigen; updates worden op deze pagina bekendgemaakt.</p><table><thead><tr><th>Datum</th><th>Evenement</th></tr></thead><tbody><tr><td>26 februari 2027</td><td>Gecontroleerde jaarrekening over 2026</td></tr><tr><td>25 maart 2027</td><td>Gewone algemene vergadering</td></tr><tr><td>14 mei 2027</td><td>Bedrijfsoverzicht eerste kwartaal 2027</td></tr><tr><td>13 augustus 2027</td><td>Halfjaarverslag eerste helft 2027</td></tr><tr><td>12 november 2027</td><td>Bedrijfsoverzicht eerste negen maanden 2027</td></tr></tbody></table>",
  },
  "investors/investor-genel-kurul": {
    title: "Algemene vergadering",
    body: "<p>De gewone algemene vergadering van RotaGo Seyahat ve Teknoloji A.Ş. over het boekjaar 2026 wordt gehouden op <strong>donderdag 25 maart 2027</strong> om 14.00 uur op het hoofdkantoor, Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Turkije.</p><h2>Agenda</h2><ol><li>Opening en verkiezing van de voorzitter van de vergadering</li><li>Voorlezing en bespreking van het jaarverslag 2026 van de raad van bestuur</li><li>Voorlezing van de samenvatting van het verslag van de onafhankelijke accountant</li><li>Voorlezing, bespreking en goedkeuring van de jaarrekening 2026</li><li>Kwijting van de leden van de raad van bestuur, ieder afzonderlijk</li><li>Bespreking van het voorstel van de raad van bestuur over de winstuitkering</li><li>Goedkeuring van de keuze van de onafhankelijke accountant</li><li>Wensen en sluiting</li></ol><p>Aandeelhouders kunnen persoonlijk of bij volmacht deelnemen. Een volmachtformulier en de vergaderstukken liggen minstens 15 dagen voor de vergadering op het hoofdkantoor ter inzage voor aandeelhouders.</p>",
  },
  "companies/company-anadolu-rent": {
    description:
      "<p><strong>Anadolu Rent</strong> heeft een van de grootste kantorennetwerken van Turkije. Met balies in de terminal op alle grote luchthavens haalt u uw auto op zodra u bent geland.</p><p>Dankzij de grote vloot, van economy-auto's tot luxe sedans, met onbeperkt aantal kilometers en enkele reis, is het bedrijf favoriet bij zakelijke reizigers en vakantiegangers die tussen steden rijden.</p><p>Waardering van RotaGo-klanten: <strong>4,6 / 5</strong> (2.140 beoordelingen).</p><h3>Huurvoorwaarden</h3><ul><li>Rijbewijs minstens 1 jaar in bezit</li><li>Toeslag voor jonge bestuurders onder 25 jaar: TRY 150 per dag</li><li>Onbeperkt aantal kilometers</li><li>Enkele reis: TRY 1.500 plus TRY 400 per 100 km</li><li>Ophalen: balie in de terminal, kantoor in de stad</li><li>Beschermingspakketten: Basis, Zilver, Goud</li><li>Kredietrapport (Findeks) vereist voor: luxe</li></ul>",
  },
  "companies/company-ege-oto-kiralama": {
    description:
      "<p><strong>Ege Oto Kiralama</strong> is een familiebedrijf van de Egeïsche kust, bekend om zijn vriendelijke service. Medewerkers wachten u op de luchthaven op met een bordje met uw naam en geven u de auto op de parkeerplaats mee.</p><p>Het bedrijf biedt goed onderhouden, zuinige auto's voor routes naar Çeşme, Alaçatı, Kuşadası en Bodrum; de kilometerlimiet per dag is voor de meeste vakanties ruim voldoende.</p><p>Waardering van RotaGo-klanten: <strong>4,4 / 5</strong> (860 beoordelingen).</p><h3>Huurvoorwaarden</h3><ul><li>Rijbewijs minstens 2 jaar in bezit</li><li>Toeslag voor jonge bestuurders onder 25 jaar: TRY 120 per dag</li><li>Kilometerlimiet per dag: 400 km</li><li>Enkele reis: TRY 1.200 plus TRY 350 per 100 km</li><li>Ophalen: persoonlijke ontvangst, kantoor in de stad</li><li>Beschermingspakketten: Basis, Brons, Zilver</li></ul>",
  },
  "companies/company-bosphorus-cars": {
    description:
      "<p><strong>Bosphorus Cars</strong> is een bedrijf uit Istanbul dat zich richt op voordelige autohuur. Er rijden regelmatig shuttles van de luchthavens naar het kantoor, waar u uw auto zonder de drukte van de terminal ophaalt.</p><p>Het bedrijf onderscheidt zich met compacte auto's met automaat voor in de stad en voor korte huurperiodes. Auto's worden ingeleverd bij het kantoor waar ze zijn opgehaald.</p><p>Waardering van RotaGo-klanten: <strong>4,2 / 5</strong> (1.320 beoordelingen).</p><h3>Huurvoorwaarden</h3><ul><li>Rijbewijs minstens 1 jaar in bezit</li><li>Toeslag voor jonge bestuurders onder 24 jaar: TRY 140 per dag</li><li>Kilometerlimiet per dag: 300 km</li><li>Geen enkele reis; de auto gaat terug naar het kantoor waar u hem hebt opgehaald</li><li>Ophalen: gratis shuttle naar het kantoor, kantoor in de stad</li><li>Beschermingspakketten: Basis, Brons</li></ul>",
  },
  "companies/company-akdeniz-arac": {
    description:
      "<p><strong>Akdeniz Araç</strong> is gespecialiseerd in Antalya en de Middellandse Zeekust en is een van de best beoordeelde bedrijven bij onze klanten. Dankzij persoonlijke ontvangst en balies in de terminal verlopen de eerste minuten van uw vakantie soepel.</p><p>Het bedrijf biedt cabrio's voor de kustweg en ruime SUV's voor grotere gezinnen; het uitgebreide Zilveren en Gouden pakket verlagen de borg aanzienlijk.</p><p>Waardering van RotaGo-klanten: <strong>4,7 / 5</strong> (540 beoordelingen).</p><h3>Huurvoorwaarden</h3><ul><li>Rijbewijs minstens 2 jaar in bezit</li><li>Toeslag voor jonge bestuurders onder 25 jaar: TRY 180 per dag</li><li>Onbeperkt aantal kilometers</li><li>Enkele reis: TRY 2.000 plus TRY 450 per 100 km</li><li>Ophalen: persoonlijke ontvangst, balie in de terminal</li><li>Beschermingspakketten: Basis, Zilver, Goud</li><li>Kredietrapport (Findeks) vereist voor: luxe, cabriolet</li></ul>",
  },
  "companies/company-kapadokya-rent-a-car": {
    description:
      "<p><strong>Kapadokya Rent a Car</strong> biedt voordelige auto's om de geschiedenis en landschappen van Centraal-Anatolië in uw eigen tempo te ontdekken. De leeftijdsgrens voor jonge bestuurders is laag, wat het bedrijf een goede keuze maakt voor bestuurders met weinig rijervaring.</p><p>Het bedrijf is opgericht in Cappadocië en bedient nu de grote luchthavens en veel stadscentra, met shuttles van de luchthavens naar zijn kantoren.</p><p>Waardering van RotaGo-klanten: <strong>4,3 / 5</strong> (410 beoordelingen).</p><h3>Huurvoorwaarden</h3><ul><li>Rijbewijs minstens 1 jaar in bezit</li><li>Toeslag voor jonge bestuurders onder 23 jaar: TRY 100 per dag</li><li>Kilometerlimiet per dag: 250 km</li><li>Geen enkele reis; de auto gaat terug naar het kantoor waar u hem hebt opgehaald</li><li>Ophalen: kantoor in de stad, gratis shuttle naar het kantoor</li><li>Beschermingspakketten: Basis, Brons</li></ul>",
  },
  "companies/company-marmara-filo": {
    description:
      "<p><strong>Marmara Filo</strong> zet zijn ervaring met zakelijke wagenparken in voor particuliere klanten, met een grote vloot recente modellen. Het is een van de weinige bedrijven die alle vier de beschermingspakketten aanbieden.</p><p>Met balies in de terminal, onbeperkt aantal kilometers en enkele reis is het een praktische keuze voor ritten tussen Istanbul, Bursa en Ankara.</p><p>Waardering van RotaGo-klanten: <strong>4,5 / 5</strong> (1.780 beoordelingen).</p><h3>Huurvoorwaarden</h3><ul><li>Rijbewijs minstens 1 jaar in bezit</li><li>Toeslag voor jonge bestuurders onder 25 jaar: TRY 160 per dag</li><li>Onbeperkt aantal kilometers</li><li>Enkele reis: TRY 1.600 plus TRY 380 per 100 km</li><li>Ophalen: balie in de terminal, kantoor in de stad</li><li>Beschermingspakketten: Basis, Brons, Zilver, Goud</li><li>Kredietrapport (Findeks) vereist voor: luxe</li></ul>",
  },
  "companies/company-lykia-car-rental": {
    description:
      "<p><strong>Lykia Car Rental</strong> is een boetiekbedrijf uit Fethiye, waar de Lycische Weg begint. Het verhuurt alleen met uitgebreide beschermingspakketten, zodat u zich op vakantie geen zorgen hoeft te maken over borg en eigen risico.</p><p>Uw auto wordt met persoonlijke ontvangst op de luchthaven overgedragen: zoek naar het bordje met uw naam.</p><p>Waardering van RotaGo-klanten: <strong>4,8 / 5</strong> (290 beoordelingen).</p><h3>Huurvoorwaarden</h3><ul><li>Rijbewijs minstens 2 jaar in bezit</li><li>Toeslag voor jonge bestuurders onder 26 jaar: TRY 200 per dag</li><li>Onbeperkt aantal kilometers</li><li>Geen enkele reis; de auto gaat terug naar het kantoor waar u hem hebt opgehaald</li><li>Ophalen: persoonlijke ontvangst</li><li>Beschermingspakketten: Zilver, Goud</li><li>Kredietrapport (Findeks) vereist voor: luxe, cabriolet</li></ul>",
  },
  "companies/company-premium-drive": {
    description:
      "<p><strong>Premium Drive</strong> biedt een exclusieve verhuurservice voor bijzondere gelegenheden en zakenreizen, met een geselecteerde vloot van luxe sedans, auto's uit de hogere klasse en cabrio's.</p><p>Ophalen in de terminal en persoonlijke ontvangst, onbeperkt aantal kilometers en enkele reis zijn standaard. Voor auto's uit de hogere klasse en luxeauto's gelden strengere eisen aan rijervaring en kredietrapport.</p><p>Waardering van RotaGo-klanten: <strong>4,9 / 5</strong> (210 beoordelingen).</p><h3>Huurvoorwaarden</h3><ul><li>Rijbewijs minstens 3 jaar in bezit</li><li>Toeslag voor jonge bestuurders onder 27 jaar: TRY 300 per dag</li><li>Onbeperkt aantal kilometers</li><li>Enkele reis: TRY 3.000 plus TRY 600 per 100 km</li><li>Ophalen: persoonlijke ontvangst, balie in de terminal</li><li>Beschermingspakketten: Zilver, Goud</li><li>Kredietrapport (Findeks) vereist voor: luxe, cabriolet, hogere klasse</li></ul>",
  },
  "seo-locations/seo-istanbul-havalimani": {
    title: "Autohuur op luchthaven Istanbul",
    intro:
      "<p>Een auto huren op luchthaven Istanbul (IST) is de flexibelste manier om de Europese kant van de stad en Thracië te bereiken. De verhuurbalies bevinden zich in de terminal en op de verdiepingen van de parkeergarage; binnen enkele minuten na de landing kunt u uw auto ophalen.</p><p>Op RotaGo vergelijkt u de prijzen van alle partnerbedrijven op luchthaven Istanbul, samen met hun voorwaarden voor borg en kilometers.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>De luchthaven ligt op zo'n 40 km van Taksim. Voor de Noord-Marmarasnelweg en de Yavuz Sultan Selimbrug richting de stad betaalt u tol; de HGS-tolsticker in uw huurauto betaalt automatisch. Op werkdagen is het druk tussen 7.00 en 10.00 uur en tussen 17.00 en 20.00 uur, dus plan uw rit daaromheen.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>De parkeergarages van de luchthaven zijn 24/7 open. Volg bij het inleveren van de auto de bewegwijzering voor het inleveren van huurauto's. In het centrum is een parkeerplek op straat moeilijk te vinden; gebruik gemeentelijke parkeergarages of de parkeergarage van uw hotel.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Zwarte Zeekust, Kilyos:</strong> ca. 35 km, 40 minuten</li><li><strong>Şile en Ağva:</strong> ca. 120 km, 1,5–2 uur</li><li><strong>Edirne:</strong> ca. 220 km, 2,5 uur</li><li><strong>Bursa (via de Osmangazibrug):</strong> ca. 240 km, 2,5–3 uur</li></ul>",
      },
    ],
    metaTitle: "Autohuur op luchthaven Istanbul (IST) | RotaGo",
    metaDescription:
      "Huurauto's met ophalen in de terminal op luchthaven Istanbul (IST). Vergelijk prijzen, borg en kilometervoorwaarden en boek in enkele minuten.",
  },
  "seo-locations/seo-sabiha-gokcen-havalimani": {
    title: "Autohuur op luchthaven Sabiha Gökçen",
    intro:
      "<p>Luchthaven Sabiha Gökçen (SAW) aan de Aziatische kant van Istanbul is het praktischste vertrekpunt voor wijken als Kadıköy, Ataşehir en Kartal, en voor ritten richting Kocaeli, Sakarya en Bursa.</p><p>De verhuurbalies bevinden zich in de aankomsthallen voor internationale en binnenlandse vluchten; sommige bedrijven brengen u met een gratis shuttle naar een kantoor in de buurt.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>Kadıköy ligt op zo'n 40 km; om naar de Europese kant te gaan, neemt u een brug of de Euraziëtunnel. Tol voor bruggen, tunnel en snelwegen betaalt u via HGS; de Euraziëtunnel is duurder dan de bruggen. Reken 's avonds op druk verkeer op de TEM en de D-100.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>Op de open en overdekte parkeerterreinen tegenover de terminal betaalt u parkeergeld. Bij bedrijven met een shuttle levert u de auto in bij hun kantoor en neemt u de shuttle terug naar de terminal; zorg dat u minstens 2,5 uur voor uw vlucht bij het kantoor bent.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Sapancameer:</strong> ca. 110 km, 1,5 uur</li><li><strong>Kartepe:</strong> ca. 100 km, 1,5 uur</li><li><strong>Bursa en Uludağ:</strong> ca. 150 km, 2 uur</li><li><strong>Şile:</strong> ca. 75 km, 1 uur</li></ul>",
      },
    ],
    metaTitle: "Autohuur op luchthaven Sabiha Gökçen (SAW) | RotaGo",
    metaDescription:
      "Voordelige huurauto's op luchthaven Istanbul Sabiha Gökçen (SAW). Vergelijk ophalen in de terminal of per shuttle en boek online.",
  },
  "seo-locations/seo-antalya-havalimani": {
    title: "Autohuur op luchthaven Antalya",
    intro:
      "<p>Luchthaven Antalya (AYT), de drukste vakantieluchthaven van Turkije, is de toegangspoort tot de Middellandse Zeekust van Kemer tot Alanya. Met een huurauto vanaf de luchthaven rijdt u zonder op een transfer te wachten direct naar uw hotel, en ontdekt u baaien en antieke steden in uw eigen tempo.</p><p>In de zomer is de vraag erg groot; we raden aan vroeg te boeken, vooral voor auto's met automaat en SUV's.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>De luchthaven ligt op zo'n 13 km van het centrum. Let op de maximumsnelheden op de kustweg D-400, met veel trajectcontroles en flitspalen. In juli en augustus kan het rond het middaguur warmer worden dan 40 °C; parkeer in de schaduw en houd water in de auto.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>De parkeerterreinen voor de terminals zijn betaald. Rijd liever niet de smalle straatjes van Kaleiçi in, maar gebruik de parkeerterreinen rond de oude stad. Bij de stranden van Konyaaltı en Lara vindt u in de zomer 's ochtends vroeg makkelijker een plek.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Belek:</strong> ca. 30 km, 30 minuten</li><li><strong>Kemer:</strong> ca. 55 km, 50 minuten</li><li><strong>Side en Manavgat:</strong> ca. 65 km, 1 uur</li><li><strong>Alanya:</strong> ca. 125 km, 1 uur en 45 minuten</li><li><strong>Kaş:</strong> ca. 190 km, 3 uur (bochtige kustweg)</li></ul>",
      },
    ],
    metaTitle: "Autohuur op luchthaven Antalya (AYT) | RotaGo",
    metaDescription:
      "Huurauto's op luchthaven Antalya (AYT) voor Kemer, Belek, Side en Alanya. Vergelijk de beste prijzen en haal uw auto op de luchthaven op.",
  },
  "seo-locations/seo-izmir-adnan-menderes-havalimani": {
    title: "Autohuur op luchthaven Izmir Adnan Menderes",
    intro:
      "<p>Luchthaven Izmir Adnan Menderes (ADB) is het vertrekpunt voor een vakantie aan de Egeïsche kust, van het schiereiland Çeşme tot Efeze. Met een auto vanaf de luchthaven bent u via de snelweg snel in de kustplaatsen.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>De luchthaven ligt op zo'n 18 km van Konak. Op de snelweg Izmir–Çeşme en de snelweg richting Aydın betaalt u tol via HGS. Reken in het weekend en op feestdagen 's avonds op druk verkeer van mensen die terugkeren uit Çeşme.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>Parkeerplekken op straat rond Alsancak en de Kordon zijn schaars; gebruik parkeergarages. Het centrum van Alaçatı kan op zomeravonden afgesloten zijn voor verkeer; laat uw auto achter op de parkeerterreinen bij de ingang van het dorp.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Urla:</strong> ca. 45 km, 40 minuten</li><li><strong>Selçuk en Efeze:</strong> ca. 60 km, 50 minuten</li><li><strong>Kuşadası:</strong> ca. 75 km, 1 uur</li><li><strong>Çeşme en Alaçatı:</strong> ca. 95 km, 1 uur en 10 minuten</li></ul>",
      },
    ],
    metaTitle: "Autohuur op luchthaven Izmir (ADB) | RotaGo",
    metaDescription:
      "Huurauto's op luchthaven Izmir Adnan Menderes (ADB) voor Çeşme, Alaçatı en Efeze. Vergelijk prijzen en huur met een gerust gevoel.",
  },
  "seo-locations/seo-dalaman-havalimani": {
    title: "Autohuur op luchthaven Dalaman",
    intro:
      "<p>Luchthaven Dalaman (DLM) is de dichtstbijzijnde luchthaven voor Fethiye, Göcek, Ölüdeniz, Dalyan en Marmaris. De vakantieplaatsen liggen ver uit elkaar, dus met een huurauto bespaart u zowel tijd als transferkosten.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>Voor de Göcektunnel betaalt u tol via HGS. De kustweg tussen Fethiye en Kaş is schilderachtig maar bochtig; wees voorzichtig als u 's avonds rijdt. Op dorpswegen kunt u kuddes geiten en koeien tegenkomen.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>De parkeerterreinen rond Ölüdeniz en de Vlindervallei zijn in de zomer voor het middaguur vol. Rond de jachthaven van Fethiye zijn gemeentelijke parkeerterreinen. Gaat u in Dalyan een boottocht maken, gebruik dan de betaalde parkeerterreinen aan de rivier.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Göcek:</strong> ca. 25 km, 25 minuten</li><li><strong>Dalyan en het İztuzu-strand:</strong> ca. 30 km, 35 minuten</li><li><strong>Fethiye en Ölüdeniz:</strong> ca. 50–65 km, 1 uur</li><li><strong>Marmaris:</strong> ca. 95 km, 1,5 uur</li><li><strong>Kaş:</strong> ca. 160 km, 2,5 uur</li></ul>",
      },
    ],
    metaTitle: "Autohuur op luchthaven Dalaman (DLM) | RotaGo",
    metaDescription:
      "Huurauto's op luchthaven Dalaman (DLM) voor Fethiye, Göcek, Ölüdeniz en Marmaris. Vergelijk de beste aanbiedingen en boek online.",
  },
  "seo-locations/seo-milas-bodrum-havalimani": {
    title: "Autohuur op luchthaven Milas-Bodrum",
    intro:
      "<p>Luchthaven Milas-Bodrum (BJV) ligt op zo'n 35 km van het schiereiland Bodrum. Met een auto vanaf de luchthaven bereikt u eenvoudig elke hoek van het schiereiland, zoals Yalıkavak, Gümüşlük en Turgutreis.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>De weg van de luchthaven naar het schiereiland is goed, maar in de zomer ontstaan er files bij de ingang van Bodrum en het knooppunt Torba. De wegen naar de baaien zijn smal en steil; met een kleine auto zijn parkeren en manoeuvreren makkelijker.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>Rond het centrum van Bodrum, de jachthaven en de bazaar is parkeerruimte zeer beperkt; gebruik de betaalde parkeerterreinen. De meeste beachclubs en restaurants bieden valet parking.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Centrum van Bodrum:</strong> ca. 35 km, 35 minuten</li><li><strong>Yalıkavak:</strong> ca. 50 km, 50 minuten</li><li><strong>Gümüşlük:</strong> ca. 55 km, 55 minuten</li><li><strong>Güllük:</strong> ca. 20 km, 25 minuten</li></ul>",
      },
    ],
    metaTitle: "Autohuur op luchthaven Bodrum (BJV) | RotaGo",
    metaDescription:
      "Huurauto's op luchthaven Milas-Bodrum (BJV) voor Yalıkavak, Gümüşlük en Turgutreis. Vergelijk prijzen en haal uw auto op de luchthaven op.",
  },
  "seo-locations/seo-ankara-esenboga-havalimani": {
    title: "Autohuur op luchthaven Ankara Esenboğa",
    intro:
      "<p>Luchthaven Ankara Esenboğa (ESB) is de eerste halte voor zakenreizigers in de hoofdstad en voor bezoekers die Centraal-Anatolië willen ontdekken. De verhuurbalies bevinden zich in de aankomsthallen voor binnenlandse en internationale vluchten.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>De luchthaven ligt op zo'n 28 km van Kızılay, via een brede vierbaansweg. Via de ringweg van Ankara rijdt u bij ritten naar andere steden om het centrum heen. In de winter kunnen sneeuw en ijzel voorkomen; controleer tussen november en maart bij het ophalen de winterbanden.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>Parkeerplekken op straat rond Kızılay, Ulus en Tunalı Hilmi zijn schaars; gebruik parkeergarages. De parkeerterreinen van de luchthaven zijn betaald; volg bij het inleveren van de auto de bewegwijzering voor autoverhuur.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Beypazarı:</strong> ca. 100 km, 1,5 uur</li><li><strong>Tuzmeer:</strong> ca. 150 km, 2 uur</li><li><strong>Safranbolu:</strong> ca. 220 km, 2,5 uur</li><li><strong>Cappadocië (Göreme):</strong> ca. 300 km, 3,5 uur</li></ul>",
      },
    ],
    metaTitle: "Autohuur op luchthaven Ankara Esenboğa (ESB) | RotaGo",
    metaDescription:
      "Huurauto's op luchthaven Ankara Esenboğa (ESB) voor zakenreizen en de rit naar Cappadocië. Vergelijk prijzen en boek online.",
  },
  "seo-locations/seo-trabzon-havalimani": {
    title: "Autohuur op luchthaven Trabzon",
    intro:
      "<p>Luchthaven Trabzon (TZX) ligt op slechts enkele kilometers van het centrum en is de toegangspoort tot de hooglanden aan de oostelijke Zwarte Zeekust. Plaatsen als Uzungöl, het Sümela-klooster en Ayder zijn met het openbaar vervoer moeilijk bereikbaar, dus een huurauto is de makkelijkste optie.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>De kustweg is breed en heeft veel tunnels; de wegen naar de hoogvlaktes zijn smal, bochtig en op sommige plaatsen steil. Mist en plotselinge regenbuien komen vaak voor; rijd met de lichten aan en matig uw snelheid. Tank voordat u de hooglanden in rijdt.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>In het centrum van Trabzon zijn er parkeergarages rond het Meydan-plein. De bezoekersparkeerterreinen bij Uzungöl en Sümela zijn betaald en staan in de zomer in het weekend al vroeg vol.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Sümela-klooster:</strong> ca. 50 km, 1 uur</li><li><strong>Rize:</strong> ca. 75 km, 1 uur</li><li><strong>Uzungöl:</strong> ca. 100 km, 1 uur en 45 minuten</li><li><strong>Hoogvlakte van Ayder:</strong> ca. 170 km, 2,5 uur</li></ul>",
      },
    ],
    metaTitle: "Autohuur op luchthaven Trabzon (TZX) | RotaGo",
    metaDescription:
      "Huurauto's op luchthaven Trabzon (TZX) voor Uzungöl, Sümela en de hooglanden van Ayder. Vergelijk de beste aanbiedingen en boek online.",
  },
  "seo-locations/seo-istanbul": {
    title: "Autohuur in Istanbul",
    intro:
      "<p>Een auto huren in Istanbul is eenvoudig, met twee luchthavens, kantoren in de stad en opties met persoonlijke ontvangst. Veel bezoekers verkennen het historische schiereiland met het openbaar vervoer en huren een auto voor dagtochten buiten de stad.</p><p>Op RotaGo ziet u alle kantoren in Istanbul op de kaart en kiest u uw ophaalpunt op basis van de wijk waar u verblijft.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>Voor de Bosporusbruggen, de Euraziëtunnel en de snelwegen betaalt u tol via de HGS-tolsticker in de auto. Op de Brug van de Martelaren van 15 Juli en de Fatih Sultan Mehmetbrug betaalt u alleen van Europa naar Azië; op de Yavuz Sultan Selimbrug en in de Euraziëtunnel betaalt u in beide richtingen. Volg de verkeersverwachtingen van uw navigatie-app en vermijd de spits als dat kan.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>Parkeren is lastig in centrale wijken als Beyoğlu, Sultanahmet en Kadıköy, en fout geparkeerde auto's kunnen worden weggesleept. Gebruik gemeentelijke en particuliere parkeergarages en vraag na of uw hotel parkeergelegenheid heeft.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Belgradbos:</strong> ca. 25 km vanaf het centrum</li><li><strong>Polonezköy en Riva:</strong> ca. 35 km</li><li><strong>Şile en Ağva:</strong> ca. 75–100 km</li><li><strong>Sapanca en Maşukiye:</strong> ca. 140 km</li></ul>",
      },
    ],
    metaTitle: "Autohuur in Istanbul | Beste prijzen | RotaGo",
    metaDescription:
      "Een auto huren per dag of per week in Istanbul. Vergelijk prijzen bij luchthaven- en stadskantoren en zie vooraf de borg en voorwaarden.",
  },
  "seo-locations/seo-antalya": {
    title: "Autohuur in Antalya",
    intro:
      "<p>Met zijn antieke steden, watervallen en meer dan 600 km kustlijn is Antalya een van de mooiste plekken om per auto te ontdekken. Huur in het centrum of op de luchthaven en plan routes van de Lycische kust tot de antieke steden van Pamphylië.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>De hoofdwegen in de stad zijn breed, maar in en rond Kaleiçi zijn de straten smal en vaak eenrichtingsverkeer. Op zomeravonden loopt het verkeer vast tussen Konyaaltı en Lara. Let op bergwegen (bijvoorbeeld richting Saklıkent en Termessos) op bochten en stenen op de weg.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>Rond Kaleiçi, aan het strand van Konyaaltı en in Lara zijn betaalde parkeerterreinen. Bezienswaardigheden als de Düdenwaterval en Aspendos hebben grote parkeerterreinen voor bezoekers.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Lagere Düdenwaterval:</strong> ca. 10 km vanaf het centrum</li><li><strong>Termessos:</strong> ca. 35 km</li><li><strong>Theater van Aspendos:</strong> ca. 45 km</li><li><strong>Olympos en Çıralı:</strong> ca. 80 km</li></ul>",
      },
    ],
    metaTitle: "Autohuur in Antalya | RotaGo",
    metaDescription:
      "Autohuur in Antalya: vergelijk alle aanbiedingen bij stadskantoren en op de luchthaven, en plan vrij uw route van Kaleiçi tot Aspendos.",
  },
  "seo-locations/seo-izmir": {
    title: "Autohuur in Izmir",
    intro:
      "<p>Izmir is de levendigste stad aan de Egeïsche kust en de toegangspoort tot badplaatsen als Çeşme, Urla, Seferihisar en Foça. Huur een auto bij een kantoor in het centrum en plan uw weekendjes weg zoals u wilt.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>In de stad loopt het verkeer in de spits vast op de as Karşıyaka–Bornova–Konak; om de baai over te steken, is de ringweg vaak sneller. Reken in de zomer op vrijdag- en zondagavond op druk verkeer op de snelweg naar Çeşme.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>Rond Alsancak, Kemeraltı en de Kordon zijn parkeergarages. De bazaar van Kemeraltı is niet geschikt voor auto's; parkeer uw auto in een parkeergarage in de buurt.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Urla en de wijnroute:</strong> ca. 40 km vanaf het centrum</li><li><strong>Foça:</strong> ca. 70 km</li><li><strong>Şirince en Efeze:</strong> ca. 80 km</li><li><strong>Çeşme en Alaçatı:</strong> ca. 85 km</li></ul>",
      },
    ],
    metaTitle: "Autohuur in Izmir | RotaGo",
    metaDescription:
      "Autohuur in Izmir: vergelijk prijzen bij kantoren in Alsancak, Konak en op de luchthaven, en ontdek de routes naar Çeşme, Urla en Efeze.",
  },
  "seo-locations/seo-ankara": {
    title: "Autohuur in Ankara",
    intro:
      "<p>In de hoofdstad Ankara is een huurauto de praktischste manier om tijd te besparen tussen zakelijke afspraken en om de geschiedenis en landschappen van Centraal-Anatolië te bereiken. Huur bij kantoren in Kızılay en Çankaya of op de luchthaven.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>Dankzij de brede boulevards en de ringweg van Ankara is autorijden er eenvoudig, maar in de spits is het druk in Kızılay en op de weg naar Eskişehir. Sommige straten kunnen worden afgesloten voor officiële plechtigheden en evenementen. Controleer in de winter het weer en de toestand van de wegen voordat u de stad verlaat.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>Rond Kızılay en Ulus zijn parkeergarages, en in Çankaya en Tunalı Hilmi kunt u betaald op straat parkeren. De parkeergarages van winkelcentra zijn een praktische optie in de stad.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Moganmeer, Gölbaşı:</strong> ca. 25 km vanaf het centrum</li><li><strong>Beypazarı:</strong> ca. 100 km</li><li><strong>Gordion:</strong> ca. 95 km</li><li><strong>Cappadocië:</strong> ca. 280 km</li></ul>",
      },
    ],
    metaTitle: "Autohuur in Ankara | RotaGo",
    metaDescription:
      "Autohuur in Ankara: vergelijk aanbiedingen bij kantoren in Kızılay, Çankaya en op Esenboğa. Voordelige auto's voor zaken en toerisme.",
  },
  "seo-locations/seo-trabzon": {
    title: "Autohuur in Trabzon",
    intro:
      "<p>Trabzon is het middelpunt van elke rondreis langs de Zwarte Zee. Groene hoogvlaktes, bergmeren en historische kloosters liggen op een à twee uur van de stad; met een huurauto ontdekt u de regio in uw eigen tempo in plaats van volgens het schema van een georganiseerde tour.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>Sommige wegen naar de hoogvlaktes zijn onverhard of smal; een auto met meer bodemvrijheid of een SUV rijdt comfortabeler. Tijdens de zomerfestivals op de hoogvlaktes is het op sommige wegen druk. Wacht op bredere plekken om tegenliggers te laten passeren.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>Rond het Meydan-plein en het Atatürkplein zijn parkeerterreinen. Bij het uitkijkpunt Boztepe en in Uzungöl vindt u in het weekend makkelijker een plek als u vroeg komt.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Boztepe:</strong> ca. 5 km vanaf het centrum</li><li><strong>Sümela-klooster en de Altındere-vallei:</strong> ca. 50 km</li><li><strong>Uzungöl:</strong> ca. 100 km</li><li><strong>Zigana en Gümüşhane:</strong> ca. 110 km</li></ul>",
      },
    ],
    metaTitle: "Autohuur in Trabzon | RotaGo",
    metaDescription:
      "Autohuur in Trabzon: vergelijk SUV's en economy-auto's voor de hooglanden aan de Zwarte Zee en de weg naar Uzungöl.",
  },
  "seo-locations/seo-bodrum": {
    title: "Autohuur in Bodrum",
    intro:
      "<p>Het schiereiland Bodrum, met baaien en dorpen die elk een heel eigen karakter hebben, is bij uitstek geschikt om per auto te verkennen. Met een auto van een kantoor in Bodrum of van luchthaven Milas-Bodrum rijdt u eenvoudig van Gümbet naar Gümüşlük en van Türkbükü naar Bitez.</p>",
    sections: [
      {
        heading: "Tips voor onderweg",
        body: "<p>De ringweg over het schiereiland is goed, maar de wegen naar de baaien zijn smal en steil. In juli en augustus is het druk bij de toegangswegen naar het centrum van Bodrum, Gümbet en Yalıkavak; vertrek op tijd als u de zonsondergang in Gümüşlük wilt zien.</p>",
      },
      {
        heading: "Parkeren",
        body: "<p>Rond het kasteel en de jachthaven is parkeerruimte zeer beperkt; gebruik de gemeentelijke parkeerterreinen. Bij de meeste stranden in de baaien kunt u betaald parkeren of gebruikmaken van valet parking.</p>",
      },
      {
        heading: "Populaire routes",
        body: "<ul><li><strong>Bitez en Ortakent:</strong> ca. 6–10 km vanaf het centrum</li><li><strong>Türkbükü en Gündoğan:</strong> ca. 20 km</li><li><strong>Jachthaven van Yalıkavak:</strong> ca. 20 km</li><li><strong>Gümüşlük:</strong> ca. 20 km</li></ul>",
      },
    ],
    metaTitle: "Autohuur in Bodrum | RotaGo",
    metaDescription:
      "Autohuur in Bodrum: vergelijk prijzen bij kantoren in de stad en op de luchthaven, en ontdek de baaien van Yalıkavak, Türkbükü en Gümüşlük.",
  },
  "car-brands/brand-audi": {
    intro:
      "<p>De Audi A6 is de luxe keuze voor zakenreizen en lange ritten tussen steden, met een stil interieur en een zelfverzekerd weggedrag. De meeste Audi's in de verhuur zijn diesels met een automaat.</p>",
    metaDescription:
      "Vergelijk huurprijzen van de Audi A6 bij alle verhuurders en boek binnen minuten het beste dagtarief.",
  },
  "car-brands/brand-bmw": {
    intro:
      "<p>In de verhuurvloot van BMW vindt u de 520i-sedan voor zakenreizen en de 420i Cabrio voor zonnige ritten langs de Middellandse Zee. Beide rijden op benzine en hebben een automaat; let op de minimumleeftijd van de bestuurder in de luxe- en cabrioklasse.</p>",
    metaDescription: "Huurprijzen van de BMW 520i en 420i Cabrio. Vergelijk verhuurders en boek het beste dagtarief.",
  },
  "car-brands/brand-citroen": {
    intro:
      "<p>De Citroën C4 is een comfortabele gezinsauto uit de middenklasse, met een zachte vering en een grote kofferbak. De dieselmotor is zuinig op lange ritten.</p>",
    metaDescription:
      "Vergelijk de huurprijzen van de Citroën C4 en huur een diesel met automaat tegen een gunstig dagtarief.",
  },
  "car-brands/brand-dacia": {
    intro:
      "<p>De Dacia Sandero en Duster behoren tot de voordeligste huurauto's. De Sandero is ideaal in de stad en voor korte tochten; dankzij de hoge bodemvrijheid is de Duster geschikt voor dorpswegen en hoogvlaktes in de bergen.</p>",
    metaDescription: "Huurprijzen van de Dacia Sandero en Duster. Vergelijk voordelige auto's en boek nu.",
  },
  "car-brands/brand-fiat": {
    intro:
      "<p>De Fiat Egea is dé typische huurauto van Turkije: ruim, zuinig en bij bijna elk verhuurkantoor beschikbaar. De Doblo is ideaal voor grote gezinnen met veel bagage; de 500C is voor open rijplezier in de stad en aan de kust.</p>",
    metaDescription:
      "Huurprijzen van de Fiat Egea, Doblo en 500C. Huur de meest gehuurde auto van Turkije tegen een gunstig dagtarief.",
  },
  "car-brands/brand-ford": {
    intro:
      "<p>De Ford Tourneo Custom biedt plaats aan acht personen plus hun bagage, ideaal voor groepen, luchthaventransfers en gezinsvakanties.</p>",
    metaDescription:
      "Huurprijzen van de Ford Tourneo Custom. Vergelijk deze achtpersoonsbus bij verschillende verhuurders.",
  },
  "car-brands/brand-honda": {
    intro:
      "<p>De Honda Civic is een van de populairste auto's in de middenklasse, met een sportief weggedrag en een betrouwbare automatische versnellingsbak.</p>",
    metaDescription: "Vergelijk de huurprijzen van de Honda Civic en boek nu uw auto met automaat.",
  },
  "car-brands/brand-hyundai": {
    intro:
      "<p>De Hyundai i20 is een zuinige auto met automaat die in de stad makkelijk te parkeren is; de Elantra biedt in de middenklasse meer binnenruimte en comfort op lange afstanden.</p>",
    metaDescription: "Huurprijzen van de Hyundai i20 en Elantra. Vergelijk verhuurders en boek het beste tarief.",
  },
  "car-brands/brand-mercedes-benz": {
    intro:
      "<p>De Mercedes-Benz E 200 is de luxe sedan voor zakelijke afspraken en bijzondere gelegenheden; de Vito met negen zitplaatsen is de bus voor vip-transfers en grote groepen.</p>",
    metaDescription: "Huurprijzen van de Mercedes-Benz E 200 en Vito. Huur een luxe sedan of een negenpersoonsbus.",
  },
  "car-brands/brand-mini": {
    intro:
      "<p>De MINI Cooper Cabrio is het symbool van open rijden in vakantieplaatsen als Bodrum en Çeşme. Hij heeft vier zitplaatsen en een kleine kofferbak en past dus bij reizigers met weinig bagage.</p>",
    metaDescription:
      "Huurprijzen van de MINI Cooper Cabrio. Geniet op vakantie van een open auto tegen een gunstig tarief.",
  },
  "car-brands/brand-nissan": {
    intro:
      "<p>De Nissan Qashqai is een evenwichtige SUV voor stad en snelweg, met een hoge zitpositie en een automatische versnellingsbak.</p>",
    metaDescription:
      "Vergelijk de huurprijzen van de Nissan Qashqai en huur een SUV met automaat tegen het beste tarief.",
  },
  "car-brands/brand-opel": {
    intro:
      "<p>De Opel Corsa, compact en met automaat, is een praktische en zuinige keuze voor autohuur in de stad.</p>",
    metaDescription: "Huurprijzen van de Opel Corsa. Vergelijk de zuinige automaat bij alle verhuurders.",
  },
  "car-brands/brand-peugeot": {
    intro:
      "<p>De Peugeot 3008 is een comfortabele gezins-SUV met een modern interieur en een grote kofferbak; de dieselmotor is zuinig op lange ritten.</p>",
    metaDescription: "Vergelijk de huurprijzen van de Peugeot 3008 en huur een diesel-SUV tegen een gunstig tarief.",
  },
  "car-brands/brand-renault": {
    intro:
      "<p>De Renault Clio en Megane zijn vaste waarden in Turkse verhuurvloten. De Clio is er in de economyklasse met handgeschakelde of automatische versnellingsbak, de Megane in de middenklasse als diesel met automaat, en de Kangoo biedt veel bagageruimte.</p>",
    metaDescription: "Huurprijzen van de Renault Clio, Megane en Kangoo. Vergelijk verhuurders en boek nu.",
  },
  "car-brands/brand-skoda": {
    intro:
      "<p>De Škoda Superb heeft een van de ruimste achterbanken en kofferbakken in zijn klasse, ideaal voor zakenreizen en lange ritten met het gezin.</p>",
    metaDescription:
      "Vergelijk de huurprijzen van de Škoda Superb en huur een ruime sedan tegen een gunstig dagtarief.",
  },
  "car-brands/brand-togg": {
    intro:
      "<p>De Togg T10X is de elektrische SUV van eigen Turkse bodem. Het laadnetwerk groeit snel in de grote steden en langs de snelwegen; plan de snelladers op uw route voordat u huurt.</p>",
    metaDescription:
      "Huurprijzen van de Togg T10X. Vergelijk de elektrische SUV van Turkije bij verschillende verhuurders.",
  },
  "car-brands/brand-toyota": {
    intro:
      "<p>De hybrides van Toyota, de Corolla, C-HR en Camry, vallen op door hun zeer lage brandstofverbruik in de stad. Ze hebben allemaal een automaat, wat rijden in druk verkeer makkelijk maakt.</p>",
    metaDescription: "Huurprijzen van de hybride Toyota Corolla, C-HR en Camry. Vergelijk verhuurders en boek nu.",
  },
  "car-brands/brand-volkswagen": {
    intro:
      "<p>De Volkswagen Passat is de klassieke zakelijke sedan in de grote klasse; de Tiguan is een betrouwbare gezins-SUV met een dieselmotor en een ruim interieur.</p>",
    metaDescription:
      "Huurprijzen van de Volkswagen Passat en Tiguan. Vergelijk verhuurders en boek een gunstig tarief.",
  },
  "car-brands/brand-volvo": {
    intro:
      "<p>De Volvo S90, een hybride met uitgebreide veiligheidsuitrusting, is een rustige en comfortabele luxeauto voor lange ritten.</p>",
    metaDescription:
      "Vergelijk de huurprijzen van de hybride Volvo S90 en huur een luxe sedan tegen een gunstig tarief.",
  },
  "cities/flight-istanbul": {
    name: "Istanbul",
    title: "Vluchten naar Istanbul",
    intro:
      "<p>Istanbul heeft twee grote luchthavens: luchthaven Istanbul (IST) aan de Europese kant en Sabiha Gökçen (SAW) aan de Aziatische kant. Er landen de klok rond vluchten uit heel Turkije en de rest van de wereld.</p><p>Kies de luchthaven op basis van waar u verblijft: IST ligt dichter bij Taksim, Beşiktaş en de oude stad, SAW dichter bij Kadıköy, Ataşehir en Kartal.</p>",
    metaTitle: "Vluchten naar Istanbul | RotaGo",
    metaDescription:
      "Vergelijk vluchten naar Istanbul: alle maatschappijen naar luchthaven Istanbul en Sabiha Gökçen, met bagage en tarieven.",
    airports: [{ name: "Luchthaven Istanbul" }, { name: "Luchthaven Sabiha Gökçen" }],
  },
  "cities/flight-antalya": {
    name: "Antalya",
    title: "Vluchten naar Antalya",
    intro:
      "<p>Luchthaven Antalya (AYT) is de drukste vakantieluchthaven van Turkije. In de zomer landen er dagelijks honderden vluchten uit heel Europa en Turkije; Kemer, Belek, Side en Alanya zijn van hieruit bereikbaar.</p>",
    metaTitle: "Vluchten naar Antalya | RotaGo",
    metaDescription:
      "Vergelijk vluchten naar luchthaven Antalya vanuit Turkije en het buitenland, met bagage en tarieven.",
    airports: [{ name: "Luchthaven Antalya" }],
  },
  "cities/flight-izmir": {
    name: "Izmir",
    title: "Vluchten naar Izmir",
    intro:
      "<p>Luchthaven Izmir Adnan Menderes (ADB) is de toegangspoort tot de Egeïsche kust: de dichtstbijzijnde luchthaven voor Çeşme, Alaçatı, Efeze en Kuşadası, met de hele dag door frequente vluchten vanuit Istanbul en Ankara.</p>",
    metaTitle: "Vluchten naar Izmir | RotaGo",
    metaDescription: "Vergelijk vluchten naar luchthaven Izmir Adnan Menderes vanuit Turkije en het buitenland.",
    airports: [{ name: "Luchthaven Izmir Adnan Menderes" }],
  },
  "cities/flight-ankara": {
    name: "Ankara",
    title: "Vluchten naar Ankara",
    intro:
      "<p>Esenboğa (ESB), de luchthaven van de hoofdstad, ligt op zo'n 30 km van het centrum. Voor zakenreizigers zijn er veel ochtend- en avondvluchten vanuit Istanbul, Izmir en Antalya.</p>",
    metaTitle: "Vluchten naar Ankara | RotaGo",
    metaDescription: "Vergelijk vluchten van alle maatschappijen naar luchthaven Ankara Esenboğa.",
    airports: [{ name: "Luchthaven Ankara Esenboğa" }],
  },
  "cities/flight-trabzon": {
    name: "Trabzon",
    title: "Vluchten naar Trabzon",
    intro:
      "<p>Luchthaven Trabzon (TZX) is het vertrekpunt voor de hoogvlaktes aan de Zwarte Zee, Uzungöl en het Sümela-klooster. De luchthaven ligt vlak naast het stadscentrum.</p>",
    metaTitle: "Vluchten naar Trabzon | RotaGo",
    metaDescription: "Vergelijk vluchten naar Trabzon: voordelige vluchten naar de Zwarte Zeekust.",
    airports: [{ name: "Luchthaven Trabzon" }],
  },
  "cities/flight-mugla": {
    name: "Muğla",
    title: "Vluchten naar Muğla (Dalaman, Bodrum)",
    intro:
      "<p>Muğla heeft twee luchthavens: Dalaman (DLM) voor Fethiye, Marmaris en Göcek, en Milas-Bodrum (BJV) voor het schiereiland Bodrum. In de zomer zijn er ook rechtstreekse vluchten uit heel Europa.</p>",
    metaTitle: "Vluchten naar Muğla: Dalaman en Bodrum | RotaGo",
    metaDescription: "Vergelijk vluchten naar Dalaman en Milas-Bodrum voor Fethiye, Marmaris en Bodrum.",
    airports: [{ name: "Luchthaven Dalaman" }, { name: "Luchthaven Milas-Bodrum" }],
  },
  "custom-links/footer-istanbul-havalimani": {
    column: "Populaire verhuurlocaties",
    label: "Autohuur luchthaven Istanbul",
  },
  "custom-links/footer-sabiha-gokcen-havalimani": {
    column: "Populaire verhuurlocaties",
    label: "Autohuur luchthaven Sabiha Gökçen",
  },
  "custom-links/footer-antalya-havalimani": {
    column: "Populaire verhuurlocaties",
    label: "Autohuur luchthaven Antalya",
  },
  "custom-links/footer-izmir": { column: "Populaire verhuurlocaties", label: "Autohuur in Izmir" },
  "custom-links/footer-ankara": { column: "Populaire verhuurlocaties", label: "Autohuur in Ankara" },
  "custom-links/footer-milas-bodrum-havalimani": {
    column: "Populaire verhuurlocaties",
    label: "Autohuur luchthaven Milas-Bodrum",
  },
};
