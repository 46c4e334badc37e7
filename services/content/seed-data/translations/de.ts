import type { LanguageTexts } from "./index";

export const DE: LanguageTexts = {
  "hello-bars/summer-deals": {
    text: "<strong>Die Sommerangebote sind da!</strong> 10 % Rabatt auf Mietwagen mit dem Code YAZ10.",
  },
  "hello-bars/flight-week": {
    text: "<strong>Flugwoche:</strong> Zusatzgepäck gratis auf Inlandsflügen.",
  },
  "hello-bars/retired-bar": {
    text: "<strong>Abgelaufene Aktion</strong>",
  },
  "campaigns/yaz-firsatlari": {
    title: "Sommerangebote",
    summary: "10 % Rabatt auf Mietwagen bei Abholung im Sommer.",
    imageAlt: "Eine Bucht in Bodrum bei Sonnenuntergang",
    conditions: [
      "Gültig für Abholungen vom 1. Juni bis 31. August.",
      "Gültig für Buchungen vom 1. Juni 2026 bis 31. August 2027.",
      "Nicht mit anderen Angeboten kombinierbar.",
    ],
  },
  "campaigns/suv15": {
    title: "15 % Rabatt auf SUVs",
    summary: "15 % Rabatt auf Fahrzeuge der SUV-Klasse.",
    conditions: [
      "Gültig für Buchungen vom 1. Januar 2026 bis 31. Dezember 2027.",
      "Gilt nur für die SUV-Klasse.",
      "Nicht mit anderen Angeboten kombinierbar.",
    ],
  },
  "campaigns/ucak-bileti-haftasi": {
    title: "Flugwoche",
    summary: "15 kg Zusatzgepäck gratis auf Inlandsflügen.",
    imageAlt: "Ein Passagierflugzeug kurz vor dem Start bei Sonnenuntergang",
    conditions:
      "<ul><li>Gültig für Inlandstickets für einfache Flüge sowie Hin- und Rückflüge.</li><li>Das Zusatzgepäck wird beim Ticketkauf automatisch zur Buchung hinzugefügt; ein Code ist nicht nötig.</li><li>Gültig für Tickets, die während der Aktion gekauft werden; das Flugdatum ist frei wählbar.</li><li>Bei einer Umbuchung bleibt das Freigepäck beim Ticket und wird nicht gesondert erstattet.</li></ul>",
  },
  "campaigns/kis-firsatlari-2025": {
    title: "Winterangebote 2025",
    summary: "25 % Rabatt auf Mietwagen in den Wintermonaten.",
    imageAlt: "Eine Straße zwischen verschneiten Bergen",
    conditions: "<p>Galt für Anmietungen vom 1. Dezember 2024 bis 31. März 2025.</p>",
  },
  "faqs/faq-car-documents": {
    question: "Welche Dokumente brauche ich für die Abholung des Mietwagens?",
    answer:
      "<p>Um das Auto am Vermietschalter abzuholen, muss der Hauptfahrer folgende Dokumente im <strong>Original</strong> vorlegen:</p><ul><li>Einen gültigen Führerschein; Fotokopien oder Fotos werden nicht akzeptiert.</li><li>Einen türkischen Personalausweis oder, bei ausländischen Staatsangehörigen, einen Reisepass.</li><li>Eine Kreditkarte auf den Namen des Hauptfahrers mit ausreichendem Verfügungsrahmen für die Kaution.</li><li>Ihre Buchungsbestätigung (Voucher); es genügt, sie auf dem Handy vorzuzeigen.</li></ul><p>Ist Ihr Führerschein nicht in lateinischer Schrift ausgestellt, benötigen Sie zusätzlich einen <strong>internationalen Führerschein</strong>. Haben Sie einen Zusatzfahrer eingetragen, werden auch dessen Dokumente bei der Abholung geprüft.</p>",
  },
  "faqs/faq-car-credit-card-deposit": {
    question: "Brauche ich für die Kaution eine Kreditkarte? Kann ich eine Debitkarte verwenden?",
    answer:
      '<p>Die meisten Vermieter nehmen die Kaution als Vorautorisierung (Reservierung eines Betrags) auf einer <strong>Kreditkarte auf den Namen des Hauptfahrers</strong> vor. Debitkarten, Prepaidkarten und Karten anderer Personen werden für die Kaution in der Regel nicht akzeptiert.</p><p>Die Höhe der Kaution hängt von der Fahrzeugklasse und dem gewählten Schutzpaket ab; sie wird in den Suchergebnissen und in Ihrer Buchungsübersicht angezeigt. Umfassende Pakete senken die Kaution deutlich.</p><p>Wird das Auto unbeschädigt und gemäß den Mietbedingungen zurückgegeben, gibt der Vermieter den reservierten Betrag frei; je nach Bank kann es <strong>7 bis 30 Werktage</strong> dauern, bis er wieder in Ihrem Kartenlimit erscheint. Einzelheiten finden Sie in den <a href="/en/car/rental-terms">Mietbedingungen</a>.</p>',
  },
  "faqs/faq-car-minimum-age": {
    question: "Gibt es ein Mindestalter oder einen Mindestführerscheinbesitz für die Anmietung?",
    answer:
      "<p>Das Mindestalter des Fahrers hängt von der Fahrzeugklasse ab:</p><table><thead><tr><th>Fahrzeugklasse</th><th>Mindestalter</th></tr></thead><tbody><tr><td>Kleinwagen und Kompaktklasse</td><td>21</td></tr><tr><td>Oberklasse, SUV und Transporter</td><td>23</td></tr><tr><td>Cabrio</td><td>25</td></tr><tr><td>Luxusklasse</td><td>27</td></tr></tbody></table><p>Außerdem verlangen die Vermieter, dass der Führerschein seit <strong>1 bis 3 Jahren</strong> besteht. Fahrer unter einem bestimmten Alter (meist 25) zahlen unter Umständen eine tägliche <em>Jungfahrergebühr</em>, die im Angebot gesondert ausgewiesen wird. Einige Vermieter verlangen für Fahrzeuge der Luxus- und Oberklasse eine türkische Bonitätsauskunft (Findeks).</p>",
  },
  "faqs/faq-car-one-way": {
    question: "Kann ich das Auto an einem anderen Ort zurückgeben, als ich es abgeholt habe?",
    answer:
      "<p>Ja. Vermieter, die <strong>Einwegmieten</strong> anbieten, ermöglichen die Rückgabe in einer anderen Stadt oder an einem anderen Flughafen. Aktivieren Sie im Suchformular „Auto an einem anderen Ort zurückgeben“ und wählen Sie den Rückgabeort.</p><p>Die Einweggebühr besteht aus einem Festbetrag plus einem Betrag je 100 km Entfernung zwischen den beiden Orten; sie ist im angezeigten Preis bereits enthalten. Vermieter ohne Einwegmieten erscheinen bei einer solchen Suche nicht.</p>",
  },
  "faqs/faq-car-fuel-mileage": {
    question: "Wie funktionieren die Tank- und Kilometerregelungen?",
    answer:
      "<p>Mietwagen werden in der Regel nach dem Prinzip <strong>gleich zu gleich</strong> vermietet: Geben Sie das Auto mit demselben Tankstand zurück, mit dem Sie es übernommen haben. Fehlender Kraftstoff wird zum aktuellen Kraftstoffpreis des Vermieters zuzüglich einer Servicegebühr berechnet.</p><p>Manche Vermieter legen eine tägliche Kilometerbegrenzung fest (zum Beispiel 250–500 km pro Tag). Gibt es eine Begrenzung, steht sie in den Angebotsdetails, und jeder zusätzliche Kilometer kostet extra. Bei Angeboten mit dem Hinweis „Unbegrenzte Kilometer“ fallen keine solchen Kosten an.</p>",
  },
  "faqs/faq-car-protection-packages": {
    question: "Welche Versicherungen und welcher Schutz sind im Preis enthalten?",
    answer:
      "<p>Jede Anmietung umfasst die gesetzliche Haftpflichtversicherung und einen Vollkaskoschutz (CDW) mit Selbstbeteiligung. Die Selbstbeteiligung ist der Höchstbetrag, den Sie bei einem Schaden am Auto zahlen. Umfassendere Pakete senken sowohl die Selbstbeteiligung als auch die Kaution:</p><ul><li><strong>Basispaket:</strong> Haftpflichtversicherung und CDW mit Selbstbeteiligung.</li><li><strong>Bronze-Paket:</strong> zusätzlich Diebstahlschutz; die Kaution sinkt um 20 %.</li><li><strong>Silber-Paket:</strong> CDW ohne Selbstbeteiligung, Diebstahl-, Glas- und Reifenschutz; die Kaution halbiert sich.</li><li><strong>Gold-Paket:</strong> zusätzlich Insassenunfallversicherung und ein Zusatzfahrer; die Kaution sinkt auf ein Viertel.</li></ul><p>Schäden durch Fahren unter Alkoholeinfluss, durch einen nicht berechtigten Fahrer oder durch eine vertragswidrige Nutzung deckt kein Paket ab.</p>",
  },
  "faqs/faq-car-tolls-fines": {
    question: "Wie werden Autobahn- und Brückenmaut sowie Verkehrsstrafen bezahlt?",
    answer:
      "<p>Die meisten Mietwagen haben eine HGS-Mautplakette. Autobahn- und Brückenmaut werden während der Miete auf der Plakette erfasst und nach der Rückgabe vom Vermieter mit Ihrer Kaution verrechnet oder Ihrer Karte belastet. Strafgebühren für unbezahlte Durchfahrten werden ebenfalls an Sie weitergegeben.</p><p>Verkehrs- und Parkstrafen, die während der Mietdauer anfallen, trägt der Fahrer. Der Vermieter überträgt die Strafe entweder auf den Fahrer oder zahlt sie innerhalb der gesetzlichen Frist und belastet sie, gegebenenfalls zuzüglich einer Servicegebühr, Ihrer Karte.</p>",
  },
  "faqs/faq-flight-check-in": {
    question: "Wie checke ich online ein und wann sollte ich am Flughafen sein?",
    answer:
      "<p>Der Online-Check-in erfolgt auf der Website oder in der App der Fluggesellschaft und öffnet meist <strong>24 Stunden vor</strong> Abflug. Melden Sie sich mit dem PNR-Code (Buchungscode) auf Ihrem E-Ticket und Ihrem Nachnamen an.</p><ul><li>Wir empfehlen, bei Inlandsflügen mindestens <strong>1,5 Stunden</strong> und bei Auslandsflügen <strong>3 Stunden</strong> vor Abflug am Flughafen zu sein.</li><li>Die Check-in-Schalter schließen in der Regel 45 Minuten vor Inlands- und 60 Minuten vor Auslandsabflügen.</li><li>Wenn Sie Aufgabegepäck haben, müssen Sie auch nach dem Online-Check-in zum Gepäckabgabeschalter.</li></ul>",
  },
  "faqs/faq-flight-baggage": {
    question: "Wie viel Gepäck darf ich mitnehmen?",
    answer:
      '<p>Ihre Freigepäckmenge hängt vom gebuchten Tarif ab und ist auf Ihrem E-Ticket angegeben:</p><table><thead><tr><th>Tarif</th><th>Handgepäck</th><th>Aufgabegepäck</th></tr></thead><tbody><tr><td>Light</td><td>8 kg</td><td>Keins</td></tr><tr><td>Standard</td><td>8 kg</td><td>20 kg</td></tr><tr><td>Flex</td><td>8 kg</td><td>25 kg</td></tr><tr><td>Business</td><td>16 kg</td><td>32 kg</td></tr></tbody></table><p>Handgepäck sollte in der Regel nicht größer als 55 × 40 × 23 cm sein. Gepäck bei der Buchung oder später auf der Seite <a href="/en/reservation/change">Buchung verwalten</a> hinzuzufügen, ist günstiger als die Zahlung am Flughafen.</p>',
  },
  "faqs/faq-flight-change": {
    question: "Kann ich Datum oder Uhrzeit meines Flugs ändern?",
    answer:
      '<p>Ob eine Umbuchung möglich ist, hängt von Ihrem Tarif ab. <strong>Light</strong>-Tickets können nicht geändert werden; <strong>Standard</strong>- und <strong>Business</strong>-Tarife erlauben Änderungen gegen Gebühr, <strong>Flex</strong>-Tarife kostenlose Änderungen. In jedem Fall zahlen Sie die Tarifdifferenz, wenn der neue Flug teurer ist.</p><p>Senden Sie Ihren Änderungswunsch vor Abflug über die Seite <a href="/en/reservation/change">Ändern und stornieren</a> oder unter „Meine Reservierungen“ in Ihrem Konto. Nach den Regeln der Fluggesellschaften kann der Passagier nicht ausgetauscht werden; nur Schreibfehler im Namen lassen sich korrigieren.</p>',
  },
  "faqs/faq-flight-cancel-refund": {
    question: "Wie viel erhalte ich zurück, wenn ich mein Ticket storniere?",
    answer:
      "<p>Die Erstattung hängt vom Tarif ab: <strong>Flex</strong>- und <strong>Business</strong>-Tarife werden abzüglich einer Stornogebühr erstattet; <strong>Light</strong>- und <strong>Standard</strong>-Tarife sind bis auf die erstattungsfähigen Steuern und Gebühren nicht erstattungsfähig.</p><p>Annulliert die Fluggesellschaft Ihren Flug oder hat er eine erhebliche Verspätung, bleiben Ihre Rechte nach der türkischen Fluggastrechteverordnung (SHY-YOLCU) bestehen.</p><p>Genehmigte Erstattungen gehen auf die Karte zurück, mit der Sie bezahlt haben; je nach Bank kann es <strong>7–14 Werktage</strong> dauern, bis der Betrag eingeht. Als Beförderungsleistung zu einem bestimmten Termin ist ein Flugticket nach der türkischen Verordnung über Fernabsatzverträge vom Widerrufsrecht ausgenommen.</p>",
  },
  "faqs/faq-flight-passengers": {
    question: "Wie gebe ich die Passagierdaten ein? Wie funktionieren Tickets für Kleinkinder und Kinder?",
    answer:
      "<p>Geben Sie die Namen der Passagiere <strong>genau so ein, wie sie im Personalausweis oder Reisepass stehen</strong>; für Auslandsflüge werden außerdem Reisepassnummer und Ablaufdatum benötigt. Viele Länder verlangen, dass der Reisepass nach Ihrer Rückreise noch mindestens 6 Monate gültig ist; für die Prüfung der Visa- und Einreisebestimmungen vor der Reise ist der Passagier selbst verantwortlich.</p><ul><li><strong>Kleinkind (0–2 Jahre):</strong> reist ohne eigenen Sitzplatz auf dem Schoß eines Erwachsenen; ein Kleinkind pro Erwachsenem.</li><li><strong>Kind (2–12 Jahre):</strong> erhält ein Kinderticket mit eigenem Sitzplatz.</li><li>Passagiere über 12 Jahre benötigen ein Erwachsenenticket.</li></ul>",
  },
  "faqs/faq-payment-methods": {
    question: "Welche Zahlungsarten kann ich nutzen?",
    answer:
      "<p>Sie können mit <strong>Kredit- und Debitkarten</strong> von Visa, Mastercard und Troy bezahlen. Die Kartendaten werden von einem zugelassenen Zahlungsinstitut gemäß PCI DSS verarbeitet; RotaGo speichert Ihre Kartennummer nicht.</p><p>Denken Sie bei Mietwagen daran: Auch wenn Sie mit einer Debitkarte bezahlen, verlangt der Vermietschalter für die Kaution eine <strong>Kreditkarte</strong> auf den Namen des Hauptfahrers.</p>",
  },
  "faqs/faq-payment-installments": {
    question: "Kann ich in Raten zahlen?",
    answer:
      "<p>Mit Kreditkarten von Banken in der Türkei ist Ratenzahlung möglich. Die Optionen für Ihre Karte und etwaige Zinsen werden auf der Zahlungsseite angezeigt, sobald Sie Ihre Kartennummer eingeben.</p><ul><li>Die Anzahl der Raten hängt von den Angeboten Ihrer Bank und den geltenden gesetzlichen Grenzen ab.</li><li>Debitkarten, manche Firmenkarten und im Ausland ausgegebene Karten sind für Ratenzahlung nicht nutzbar.</li><li>Die Erstattung eines Ratenkaufs kann je nach Bank auf die verbleibenden Raten verteilt werden.</li></ul>",
  },
  "faqs/faq-payment-3d-secure": {
    question: "Was ist 3-D Secure? Was tun, wenn der Bestätigungscode (SMS) nicht ankommt?",
    answer:
      "<p>3-D Secure ist ein Sicherheitsschritt, bei dem die Bank, die Ihre Karte ausgegeben hat, bestätigt, dass tatsächlich Sie bezahlen. Sie werden auf die Seite Ihrer Bank weitergeleitet und geben den Einmalcode ein, der an die bei Ihrer Bank hinterlegte Telefonnummer gesendet wird.</p><p>Wenn der Code nicht ankommt:</p><ul><li>Prüfen Sie, ob die bei Ihrer Bank hinterlegte Handynummer aktuell ist.</li><li>Prüfen Sie in Ihrer Banking-App, ob Ihre Karte für Online-Einkäufe freigeschaltet ist.</li><li>Klappt es trotzdem nicht, rufen Sie Ihre Bank an; nur die Bank versendet den Bestätigungscode.</li></ul><p><strong>Mitarbeitende von RotaGo fragen Sie niemals nach Ihrem Bestätigungscode, Ihrer Karten-PIN oder Ihrem CVV.</strong></p>",
  },
  "faqs/faq-payment-double-charge": {
    question: "Auf meiner Karte erscheinen zwei Belastungen. Warum?",
    answer:
      '<p>Beim Bezahlen nimmt Ihre Bank zunächst eine <strong>Vorautorisierung</strong> über den Betrag vor. Wurde eine Zahlung nicht abgeschlossen oder haben Sie die Seite neu geladen und es erneut versucht, kann die Reservierung des fehlgeschlagenen Versuchs einige Tage als „vorgemerkte Transaktion“ erscheinen. Dieser Betrag wird nicht abgebucht, und Ihre Bank gibt ihn in der Regel innerhalb von 3–7 Werktagen frei.</p><p>Bei Mietwagen erscheint außerdem die am Vermietschalter reservierte Kaution als separate Transaktion. Wenn Sie bei einer Belastung unsicher sind, <a href="/en/about-us/contact">kontaktieren Sie uns</a> mit Ihrer Buchungsnummer.</p>',
  },
  "faqs/faq-payment-invoice": {
    question: "Wie erhalte ich meine Rechnung? Kann sie auf meine Firma ausgestellt werden?",
    answer:
      '<p>Bei vorausbezahlten Buchungen wird Ihnen Ihre E-Archiv-Rechnung nach dem Leistungsdatum an die bei der Buchung angegebene E-Mail-Adresse gesendet; Sie können sie außerdem auf der Seite <a href="/en/account/invoices">Rechnungen</a> herunterladen. Bei Flügen deckt das E-Ticket den Flugpreis ab, und RotaGo stellt seine Servicegebühr in Rechnung.</p><p>Für eine Firmenrechnung aktivieren Sie beim Bezahlen „Ich benötige eine Firmenrechnung“ und geben Firmenname, Finanzamt und Steuernummer ein. Nach Ausstellung der Rechnung können die Rechnungsangaben nicht mehr geändert werden. Extras, die Sie am Vermietschalter kaufen, stellt der Vermieter in Rechnung.</p>',
  },
  "faqs/faq-account-login": {
    question: "Wie melde ich mich in meinem Konto an? Brauche ich ein Passwort?",
    answer:
      '<p>Ein Passwort ist nicht nötig. Geben Sie auf der Seite <a href="/en/login">Anmelden</a> Ihre Handynummer oder E-Mail-Adresse ein; sobald Sie den <strong>6-stelligen Einmalcode</strong> eingeben, den wir Ihnen senden, sind Sie angemeldet. Beim ersten Mal fragen wir nur nach Ihrem Namen.</p><p>Der Code ist einige Minuten gültig. Kommt er nicht an, prüfen Sie Ihren Spam-Ordner und fordern Sie nach kurzer Zeit einen neuen Code an.</p>',
  },
  "faqs/faq-account-find-booking": {
    question: "Wie sehe ich eine Buchung ein, die ich ohne Konto getätigt habe?",
    answer:
      '<p>Geben Sie auf der Seite <a href="/en/reservation/find">Buchung finden</a> Ihre Buchungsnummer und die bei der Buchung verwendete E-Mail-Adresse ein, um die Buchung aufzurufen, Ihren Voucher herunterzuladen und eine Änderung oder Stornierung anzufragen.</p><p>Wenn Sie sich mit der E-Mail-Adresse oder Telefonnummer anmelden, mit der Sie gebucht haben, erscheinen Ihre früheren Buchungen auch unter „Meine Reservierungen“ in Ihrem Konto.</p>',
  },
  "faqs/faq-account-passengers": {
    question: "Kann ich Passagierdaten speichern?",
    answer:
      '<p>Ja. Fügen Sie sich selbst und die Personen, mit denen Sie oft reisen, in Ihrem Konto unter <a href="/en/account/registered-passengers">Gespeicherte Passagiere</a> hinzu. Wenn Sie beim Bezahlen einen gespeicherten Passagier auswählen, werden Name, Geburtsdatum und Ausweisdaten automatisch ausgefüllt.</p><p>Wenn Sie die Daten einer anderen Person speichern, müssen Sie diese über die Verarbeitung ihrer personenbezogenen Daten informieren. Gespeicherte Passagiere können Sie jederzeit bearbeiten oder löschen.</p>',
  },
  "faqs/faq-account-delete": {
    question: "Wie lösche ich mein Konto und meine personenbezogenen Daten?",
    answer:
      '<p>Senden Sie Ihre Anträge nach Artikel 11 des türkischen Datenschutzgesetzes Nr. 6698 von der in Ihrem Konto hinterlegten E-Mail-Adresse an <strong>kvkk@rotago.com.tr</strong>. Wir antworten kostenlos innerhalb von spätestens <strong>30 Tagen</strong>.</p><p>Wenn Ihr Konto gelöscht wird, werden Ihre personenbezogenen Daten gelöscht oder anonymisiert; Unterlagen, die wir gesetzlich aufbewahren müssen, etwa Rechnungen und Buchungen, werden für die gesetzlichen Aufbewahrungsfristen gespeichert. Einzelheiten finden Sie im <a href="/en/kvkk/kvkk-aydinlatma-metni">Datenschutzhinweis</a>.</p>',
  },
  "sliders/slide-home-antalya": {
    title: "Der Sommer wartet in Antalya",
    subtitle: "Mietwagen mit Abholung am Flughafen, auf Wunsch mit unbegrenzten Kilometern.",
    imageAlt: "Türkisfarbenes Meer und die Küstenstraße, von den Klippen Antalyas aus gesehen",
  },
  "sliders/slide-home-flight-week": {
    title: "Flugwoche",
    subtitle: "Zusatzgepäck gratis auf Inlandsflügen – vergleichen Sie die Flüge aller Airlines in einer Suche.",
    imageAlt: "Ein Passagierflugzeug landet bei Sonnenuntergang auf der Piste",
  },
  "sliders/slide-home-aegean": {
    title: "Entdecken Sie die Buchten der Ägäis auf eigener Route",
    subtitle: "Fahrzeugübergabe mit persönlichem Empfang an den Flughäfen Bodrum, Dalaman und Izmir.",
    imageAlt: "Weiße Häuser, die Marina und Segelboote in Bodrum",
  },
  "sliders/slide-home-suv": {
    title: "Geräumige SUVs für die Familie – 15 % günstiger",
    subtitle: "Mit dem Code SUV15 auf jede Anmietung der SUV-Klasse.",
    imageAlt: "Ein weißer SUV auf einer Bergstraße",
  },
  "sliders/slide-car-istanbul": {
    title: "Abholung im Terminal an beiden Istanbuler Flughäfen",
    subtitle:
      "Vergleichen Sie die Angebote aller Partnervermieter am Flughafen Istanbul und am Flughafen Sabiha Gökçen.",
    imageAlt: "Die nächtlich beleuchtete Bosporusbrücke und die Skyline von Istanbul",
  },
  "sliders/slide-flight-trabzon": {
    title: "Fliegen Sie ins Hochland am Schwarzen Meer",
    subtitle: "Linienflüge von Istanbul und Ankara nach Trabzon, mit günstigen Light-Tarifen.",
    imageAlt: "Eine grüne Hochalm am Schwarzen Meer mit Holzhäusern im Nebel",
  },
  "about-pages/about-hakkimizda": {
    title: "Über uns",
    body: "<p><strong>RotaGo</strong> ist ein Reisetechnologie-Unternehmen, das gegründet wurde, um die Anmietung eines Autos und den Kauf eines Flugtickets in der Türkei einfach, transparent und zuverlässig zu machen. Mit einer einzigen Suche vergleichen Sie bei uns die Angebote lokaler und regionaler Autovermietungen an Flughäfen und Stadtstationen in der ganzen Türkei.</p><h2>Was wir tun</h2><ul><li><strong>Mietwagen:</strong> Wir zeigen Ihnen alle Bedingungen – von Kaution, Kilometerbegrenzung und Mindestalter bis zu den Schutzpaketen – klar und deutlich, bevor Sie bezahlen.</li><li><strong>Flüge:</strong> Wir vergleichen Inlands- und Auslandsflüge mitsamt Freigepäck und Umbuchungsregeln.</li><li><strong>Support rund um die Uhr:</strong> Wir helfen Ihnen bei jedem Schritt Ihrer Reise auf Türkisch und Englisch.</li></ul><h2>Unsere Werte</h2><p>Keine versteckten Gebühren: Der Preis, den Sie sehen, ist der Preis, den Sie zahlen. Wir überprüfen unsere Partner regelmäßig anhand von Kundenbewertungen und Beschwerdequoten und schützen Ihre personenbezogenen Daten gemäß dem türkischen Datenschutzgesetz Nr. 6698.</p><h2>Unternehmensangaben</h2><p>RotaGo Seyahat ve Teknoloji A.Ş. ist ein Reisebüro der Gruppe A und Mitglied der TÜRSAB (Lizenznummer A-12345). Unser Hauptsitz befindet sich in der Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Türkei.</p>",
  },
  "about-pages/about-ekibimiz": {
    title: "Unser Team",
    body: '<p>Das RotaGo-Team besteht aus mehr als 60 Menschen mit Erfahrung in Software, Tourismus, Kundenerlebnis und Finanzen, die in unseren Büros in Istanbul, Izmir und Antalya arbeiten. Lernen Sie unten unser Führungsteam kennen.</p><p>Möchten Sie Teil des Teams werden? Werfen Sie einen Blick auf unsere <a href="/en/about-us/career">offenen Stellen</a>.</p>',
  },
  "about-pages/about-kariyer": {
    title: "Karriere",
    body: '<p>Wir suchen neugierige Kolleginnen und Kollegen, die gern Verantwortung übernehmen und unser Ziel teilen, Reisen für alle einfach zu machen.</p><h2>Was wir bieten</h2><ul><li>Hybrides Arbeiten und flexible Arbeitszeiten</li><li>Private Krankenversicherung und Essenskarte</li><li>Ein jährliches Budget für eine über RotaGo gebuchte Reise</li><li>Förderung von Weiterbildungen, Konferenzen und Zertifikaten</li></ul><h2>So bewerben Sie sich</h2><ol><li>Senden Sie Ihren Lebenslauf mit der Stellenbezeichnung im Betreff an kariyer@rotago.com.tr.</li><li>Führen Sie ein 30-minütiges Kennenlerngespräch mit unserem People-Team.</li><li>Absolvieren Sie je nach Stelle ein technisches Interview oder eine Fallstudie.</li><li>Lernen Sie in einem abschließenden Gespräch Ihre Führungskraft und Ihre künftigen Teamkollegen kennen.</li></ol><p>Personenbezogene Daten, die Sie bei Ihrer Bewerbung übermitteln, werden ausschließlich für das Bewerbungsverfahren verarbeitet, wie im <a href="/en/kvkk/kvkk-aydinlatma-metni">Datenschutzhinweis</a> beschrieben.</p>',
  },
  "about-pages/about-basin": {
    title: "RotaGo in den Medien",
    body: "<p>Nachfolgend finden Sie Berichte und Interviews über RotaGo. Für Presseanfragen sowie unser Logo- und Bildmaterial schreiben Sie an basin@rotago.com.tr.</p>",
  },
  "about-pages/about-iletisim": {
    title: "Kontakt",
    body: '<p>Unser Kundenservice ist bei allen Fragen zu Ihrer Buchung <strong>rund um die Uhr, 7 Tage die Woche</strong> für Sie da.</p><ul><li><strong>Kundenservice:</strong> +90 850 333 44 55</li><li><strong>E-Mail:</strong> support@rotago.com</li><li><strong>Adresse:</strong> Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Türkei</li><li><strong>Registrierte E-Mail (KEP):</strong> rotago@hs01.kep.tr</li></ul><h2>Häufig gestellte Fragen</h2><p>Antworten zu Dokumenten, Kautionen, Stornierungen und Erstattungen finden Sie sofort auf unserer Seite <a href="/en/reservation/change">Ändern und stornieren</a> und in den FAQ. Um eine bestehende Buchung aufzurufen, nutzen Sie <a href="/en/reservation/find">Buchung finden</a>.</p><h2>Personenbezogene Daten</h2><p>Anträge nach dem Datenschutzgesetz senden Sie bitte an kvkk@rotago.com.tr.</p>',
  },
  "investors/investor-yatirimci-iliskileri": {
    title: "Investor Relations",
    body: "<p>RotaGo Seyahat ve Teknoloji A.Ş. ist eine Online-Reiseplattform mit Schwerpunkt auf Autovermietung und Flugticketverkauf in der Türkei. Das Unternehmen ist nicht börsennotiert; sämtliche Anteile werden von den Gründern sowie von institutionellen und privaten Investoren gehalten.</p><h2>RotaGo auf einen Blick</h2><ul><li>Partnerschaften mit 12 Autovermietungen an Flughafen- und Stadtstationen in der ganzen Türkei</li><li>Verkauf von Inlands- und Auslandsflugtickets als Reisebüro der Gruppe A</li><li>Hauptsitz in Istanbul, Regionalbüros in Izmir und Antalya</li><li>Eine Plattform in 14 Sprachen, allen voran Türkisch und Englisch</li></ul><h2>Unsere Strategie</h2><p>Unsere Wachstumsstrategie ruht auf drei Säulen: Marktanteile bei Mietwagen an Flughäfen in Tourismusregionen gewinnen, Flüge und Mietwagen in einer Buchung verbinden und Türkei-Besucher in ihrer eigenen Sprache betreuen.</p><h2>Kontakt</h2><p>Bei Fragen zu Investor Relations schreiben Sie an yatirimci@rotago.com.tr.</p>",
  },
  "investors/investor-kurumsal-yonetim": {
    title: "Unternehmensführung",
    body: "<p>RotaGo wird nach dem türkischen Handelsgesetzbuch Nr. 6102 und seiner Satzung geführt und folgt den Grundsätzen Transparenz, Rechenschaftspflicht, Fairness und Verantwortung.</p><h2>Verwaltungsrat</h2><p>Der Verwaltungsrat hat fünf Mitglieder, davon zwei unabhängige. Er tritt mindestens viermal im Jahr zusammen und überwacht die strategischen Ziele, das Budget und das Risikomanagement des Unternehmens.</p><h2>Ausschüsse</h2><ul><li><strong>Prüfungsausschuss:</strong> überwacht die Finanzberichterstattung, die interne Kontrolle und die externe Abschlussprüfung.</li><li><strong>Ausschuss zur Früherkennung von Risiken:</strong> beobachtet operative und finanzielle Risiken sowie Risiken der Informationssicherheit.</li><li><strong>Vergütungs- und Nominierungsausschuss:</strong> prüft die Vergütungspolitik für die Geschäftsleitung und die Nominierungen.</li></ul><h2>Richtlinien</h2><ul><li>Ethik- und Verhaltenskodex</li><li>Richtlinie zur Bekämpfung von Bestechung und Korruption</li><li>Richtlinie zur Aufbewahrung und Vernichtung personenbezogener Daten</li><li>Richtlinie zur Informationssicherheit</li></ul><p>Unsere Jahresabschlüsse werden jedes Jahr unabhängig geprüft.</p>",
  },
  "investors/investor-finansal-takvim": {
    title: "Finanzkalender",
    body: "<p>Nachfolgend finden Sie die geplanten Finanzberichte und Investorentermine für 2027. Termine können sich ändern; Aktualisierungen werden auf dieser Seite bekannt gegeben.</p><table><thead><tr><th>Datum</th><th>Termin</th></tr></thead><tbody><tr><td>26. Februar 2027</td><td>Geprüfter Jahresabschluss 2026</td></tr><tr><td>25. März 2027</td><td>Ordentliche Hauptversammlung</td></tr><tr><td>14. Mai 2027</td><td>Geschäftsübersicht zum ersten Quartal 2027</td></tr><tr><td>13. August 2027</td><td>Tätigkeitsbericht zum ersten Halbjahr 2027</td></tr><tr><td>12. November 2027</td><td>Geschäftsübersicht zu den ersten neun Monaten 2027</td></tr></tbody></table>",
  },
  "investors/investor-genel-kurul": {
    title: "Hauptversammlung",
    body: "<p>Die ordentliche Hauptversammlung der RotaGo Seyahat ve Teknoloji A.Ş. für das Geschäftsjahr 2026 findet am <strong>Donnerstag, 25. März 2027</strong>, um 14:00 Uhr am Hauptsitz statt: Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Türkei.</p><h2>Tagesordnung</h2><ol><li>Eröffnung und Wahl des Versammlungsleiters</li><li>Verlesung und Erörterung des Tätigkeitsberichts des Verwaltungsrats für 2026</li><li>Verlesung der Zusammenfassung des Berichts des unabhängigen Abschlussprüfers</li><li>Verlesung, Erörterung und Genehmigung des Jahresabschlusses 2026</li><li>Entlastung der Mitglieder des Verwaltungsrats, jeweils einzeln</li><li>Erörterung des Vorschlags des Verwaltungsrats zur Gewinnverwendung</li><li>Genehmigung der Wahl des unabhängigen Abschlussprüfers</li><li>Wünsche und Schluss der Versammlung</li></ol><p>Die Aktionäre können persönlich oder durch einen Bevollmächtigten teilnehmen. Ein Vollmachtsformular und die Versammlungsunterlagen liegen mindestens 15 Tage vor der Versammlung am Hauptsitz für die Aktionäre bereit.</p>",
  },
  "companies/company-anadolu-rent": {
    description:
      "<p><strong>Anadolu Rent</strong> verfügt über eines der dichtesten Stationsnetze der Türkei. Dank Schaltern im Terminal an allen großen Flughäfen können Sie Ihr Auto direkt nach der Landung abholen.</p><p>Die große Flotte vom Kleinwagen bis zur Luxuslimousine, unbegrenzte Kilometer und Einwegmieten machen den Vermieter zum Favoriten von Geschäfts- und Urlaubsreisenden, die zwischen Städten unterwegs sind.</p><p>Bewertung von RotaGo-Kunden: <strong>4,6 / 5</strong> (2.140 Bewertungen).</p><h3>Mietbedingungen</h3><ul><li>Führerschein seit mindestens 1 Jahr</li><li>Jungfahrergebühr unter 25 Jahren: 150 TRY pro Tag</li><li>Unbegrenzte Kilometer</li><li>Einwegmieten: 1.500 TRY plus 400 TRY je 100 km</li><li>Abholung: Schalter im Terminal, Stadtstation</li><li>Schutzpakete: Basis, Silber, Gold</li><li>Bonitätsauskunft (Findeks) erforderlich für: Luxusklasse</li></ul>",
  },
  "companies/company-ege-oto-kiralama": {
    description:
      "<p><strong>Ege Oto Kiralama</strong> ist ein Familienunternehmen von der Ägäisküste, bekannt für seinen herzlichen Service. Die Mitarbeitenden empfangen Sie am Flughafen mit einem Namensschild und übergeben Ihnen das Auto auf dem Parkplatz.</p><p>Für Touren nach Çeşme, Alaçatı, Kuşadası und Bodrum bietet der Vermieter gepflegte, sparsame Autos; die tägliche Kilometerbegrenzung reicht für die meisten Urlaube mehr als aus.</p><p>Bewertung von RotaGo-Kunden: <strong>4,4 / 5</strong> (860 Bewertungen).</p><h3>Mietbedingungen</h3><ul><li>Führerschein seit mindestens 2 Jahren</li><li>Jungfahrergebühr unter 25 Jahren: 120 TRY pro Tag</li><li>Tägliche Kilometerbegrenzung: 400 km</li><li>Einwegmieten: 1.200 TRY plus 350 TRY je 100 km</li><li>Abholung: persönlicher Empfang, Stadtstation</li><li>Schutzpakete: Basis, Bronze, Silber</li></ul>",
  },
  "companies/company-bosphorus-cars": {
    description:
      "<p><strong>Bosphorus Cars</strong> ist ein Vermieter aus Istanbul mit Fokus auf günstige Anmietungen. Regelmäßige Shuttles bringen Sie von den Flughäfen zur Station, wo Sie Ihr Auto abseits des Terminaltrubels übernehmen.</p><p>Er überzeugt mit kompakten Automatikautos für die Stadt und kurze Mietdauern. Die Autos werden an der Station zurückgegeben, an der sie abgeholt wurden.</p><p>Bewertung von RotaGo-Kunden: <strong>4,2 / 5</strong> (1.320 Bewertungen).</p><h3>Mietbedingungen</h3><ul><li>Führerschein seit mindestens 1 Jahr</li><li>Jungfahrergebühr unter 24 Jahren: 140 TRY pro Tag</li><li>Tägliche Kilometerbegrenzung: 300 km</li><li>Keine Einwegmieten; das Auto wird an der Station zurückgegeben, an der es abgeholt wurde</li><li>Abholung: kostenloser Shuttle zur Station, Stadtstation</li><li>Schutzpakete: Basis, Bronze</li></ul>",
  },
  "companies/company-akdeniz-arac": {
    description:
      "<p><strong>Akdeniz Araç</strong> ist auf Antalya und die Mittelmeerküste spezialisiert und gehört zu den von unseren Kunden am besten bewerteten Vermietern. Persönlicher Empfang und Schalter im Terminal machen Ihnen die ersten Urlaubsminuten leicht.</p><p>Im Angebot sind Cabrios für die Küstenstraße und geräumige SUVs für größere Familien; die umfassenden Pakete Silber und Gold senken die Kaution deutlich.</p><p>Bewertung von RotaGo-Kunden: <strong>4,7 / 5</strong> (540 Bewertungen).</p><h3>Mietbedingungen</h3><ul><li>Führerschein seit mindestens 2 Jahren</li><li>Jungfahrergebühr unter 25 Jahren: 180 TRY pro Tag</li><li>Unbegrenzte Kilometer</li><li>Einwegmieten: 2.000 TRY plus 450 TRY je 100 km</li><li>Abholung: persönlicher Empfang, Schalter im Terminal</li><li>Schutzpakete: Basis, Silber, Gold</li><li>Bonitätsauskunft (Findeks) erforderlich für: Luxusklasse, Cabrio</li></ul>",
  },
  "companies/company-kapadokya-rent-a-car": {
    description:
      "<p><strong>Kapadokya Rent a Car</strong> bietet günstige Autos, um Geschichte und Landschaften Zentralanatoliens in Ihrem eigenen Tempo zu entdecken. Die Altersgrenze für junge Fahrer ist niedrig – eine gute Wahl für Fahranfänger.</p><p>Der in Kappadokien gegründete Vermieter ist heute an den großen Flughäfen und in vielen Innenstädten vertreten, mit Shuttles von den Flughäfen zu seinen Stationen.</p><p>Bewertung von RotaGo-Kunden: <strong>4,3 / 5</strong> (410 Bewertungen).</p><h3>Mietbedingungen</h3><ul><li>Führerschein seit mindestens 1 Jahr</li><li>Jungfahrergebühr unter 23 Jahren: 100 TRY pro Tag</li><li>Tägliche Kilometerbegrenzung: 250 km</li><li>Keine Einwegmieten; das Auto wird an der Station zurückgegeben, an der es abgeholt wurde</li><li>Abholung: Stadtstation, kostenloser Shuttle zur Station</li><li>Schutzpakete: Basis, Bronze</li></ul>",
  },
  "companies/company-marmara-filo": {
    description:
      "<p><strong>Marmara Filo</strong> bringt seine Erfahrung im Firmenflottengeschäft mit einer großen Flotte aktueller Modelle zu Privatkunden. Er ist einer der wenigen Vermieter, die alle vier Schutzpakete anbieten.</p><p>Mit Schaltern im Terminal, unbegrenzten Kilometern und Einwegmieten ist er eine praktische Wahl für Fahrten zwischen Istanbul, Bursa und Ankara.</p><p>Bewertung von RotaGo-Kunden: <strong>4,5 / 5</strong> (1.780 Bewertungen).</p><h3>Mietbedingungen</h3><ul><li>Führerschein seit mindestens 1 Jahr</li><li>Jungfahrergebühr unter 25 Jahren: 160 TRY pro Tag</li><li>Unbegrenzte Kilometer</li><li>Einwegmieten: 1.600 TRY plus 380 TRY je 100 km</li><li>Abholung: Schalter im Terminal, Stadtstation</li><li>Schutzpakete: Basis, Bronze, Silber, Gold</li><li>Bonitätsauskunft (Findeks) erforderlich für: Luxusklasse</li></ul>",
  },
  "companies/company-lykia-car-rental": {
    description:
      "<p><strong>Lykia Car Rental</strong> ist ein Boutique-Vermieter aus Fethiye, wo der Lykische Weg beginnt. Er vermietet ausschließlich mit umfassenden Schutzpaketen, sodass Sie sich im Urlaub keine Gedanken über Kaution und Selbstbeteiligung machen müssen.</p><p>Ihr Auto wird Ihnen am Flughafen mit persönlichem Empfang übergeben: Halten Sie Ausschau nach Ihrem Namensschild.</p><p>Bewertung von RotaGo-Kunden: <strong>4,8 / 5</strong> (290 Bewertungen).</p><h3>Mietbedingungen</h3><ul><li>Führerschein seit mindestens 2 Jahren</li><li>Jungfahrergebühr unter 26 Jahren: 200 TRY pro Tag</li><li>Unbegrenzte Kilometer</li><li>Keine Einwegmieten; das Auto wird an der Station zurückgegeben, an der es abgeholt wurde</li><li>Abholung: persönlicher Empfang</li><li>Schutzpakete: Silber, Gold</li><li>Bonitätsauskunft (Findeks) erforderlich für: Luxusklasse, Cabrio</li></ul>",
  },
  "companies/company-premium-drive": {
    description:
      "<p><strong>Premium Drive</strong> bietet mit einer ausgewählten Flotte aus Luxuslimousinen, Oberklassewagen und Cabrios einen erstklassigen Mietservice für besondere Anlässe und Geschäftsreisen.</p><p>Abholung im Terminal und persönlicher Empfang, unbegrenzte Kilometer und Einwegmieten sind Standard. Für Fahrzeuge der Ober- und Luxusklasse gelten strengere Anforderungen an Fahrerfahrung und Bonitätsauskunft.</p><p>Bewertung von RotaGo-Kunden: <strong>4,9 / 5</strong> (210 Bewertungen).</p><h3>Mietbedingungen</h3><ul><li>Führerschein seit mindestens 3 Jahren</li><li>Jungfahrergebühr unter 27 Jahren: 300 TRY pro Tag</li><li>Unbegrenzte Kilometer</li><li>Einwegmieten: 3.000 TRY plus 600 TRY je 100 km</li><li>Abholung: persönlicher Empfang, Schalter im Terminal</li><li>Schutzpakete: Silber, Gold</li><li>Bonitätsauskunft (Findeks) erforderlich für: Luxusklasse, Cabrio, Oberklasse</li></ul>",
  },
  "seo-locations/seo-istanbul-havalimani": {
    title: "Mietwagen am Flughafen Istanbul",
    intro:
      "<p>Ein Mietwagen vom Flughafen Istanbul (IST) ist die flexibelste Art, die europäische Seite der Stadt und Thrakien zu erreichen. Die Vermietschalter befinden sich im Terminal und auf den Parkebenen; wenige Minuten nach der Landung können Sie Ihr Auto abholen.</p><p>Bei RotaGo vergleichen Sie die Preise aller Partnervermieter am Flughafen Istanbul – zusammen mit ihren Kautions- und Kilometerbedingungen.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Der Flughafen liegt rund 40 km von Taksim entfernt. Die Nord-Marmara-Autobahn und die Yavuz-Sultan-Selim-Brücke in die Stadt sind mautpflichtig; die HGS-Plakette in Ihrem Mietwagen bezahlt automatisch. Werktags ist der Verkehr zwischen 07:00 und 10:00 sowie zwischen 17:00 und 20:00 Uhr dicht – planen Sie Ihre Fahrt entsprechend.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Die Parkhäuser des Flughafens sind rund um die Uhr geöffnet. Folgen Sie bei der Rückgabe des Autos der Beschilderung zur Mietwagenrückgabe. In der Innenstadt ist ein Parkplatz an der Straße schwer zu finden; nutzen Sie städtische Parkhäuser oder den Parkplatz Ihres Hotels.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Schwarzmeerküste, Kilyos:</strong> ca. 35 km, 40 Minuten</li><li><strong>Şile und Ağva:</strong> ca. 120 km, 1,5–2 Stunden</li><li><strong>Edirne:</strong> ca. 220 km, 2,5 Stunden</li><li><strong>Bursa (über die Osmangazi-Brücke):</strong> ca. 240 km, 2,5–3 Stunden</li></ul>",
      },
    ],
    metaTitle: "Mietwagen am Flughafen Istanbul (IST) | RotaGo",
    metaDescription:
      "Mietwagen mit Abholung im Terminal am Flughafen Istanbul (IST). Preise, Kautionen und Kilometerbedingungen vergleichen und schnell buchen.",
  },
  "seo-locations/seo-sabiha-gokcen-havalimani": {
    title: "Mietwagen am Flughafen Sabiha Gökçen",
    intro:
      "<p>Der Flughafen Sabiha Gökçen (SAW) auf der asiatischen Seite Istanbuls ist der praktischste Ausgangspunkt für Stadtteile wie Kadıköy, Ataşehir und Kartal sowie für Fahrten in Richtung Kocaeli, Sakarya und Bursa.</p><p>Die Vermietschalter befinden sich in den Ankunftshallen für Auslands- und Inlandsflüge; einige Vermieter bringen Sie mit einem kostenlosen Shuttle zu einer nahe gelegenen Station.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Kadıköy ist rund 40 km entfernt; auf die europäische Seite gelangen Sie über eine der Brücken oder durch den Eurasien-Tunnel. Brücken-, Tunnel- und Autobahnmaut werden per HGS bezahlt; der Eurasien-Tunnel ist teurer als die Brücken. Auf der TEM und der D-100 müssen Sie abends mit dichtem Verkehr rechnen.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Die offenen und überdachten Parkplätze gegenüber dem Terminal sind gebührenpflichtig. Bei Vermietern mit Shuttle geben Sie das Auto an deren Station ab und fahren mit dem Shuttle zurück zum Terminal; seien Sie mindestens 2,5 Stunden vor Ihrem Abflug an der Station.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Sapanca-See:</strong> ca. 110 km, 1,5 Stunden</li><li><strong>Kartepe:</strong> ca. 100 km, 1,5 Stunden</li><li><strong>Bursa und Uludağ:</strong> ca. 150 km, 2 Stunden</li><li><strong>Şile:</strong> ca. 75 km, 1 Stunde</li></ul>",
      },
    ],
    metaTitle: "Mietwagen am Flughafen Sabiha Gökçen (SAW) | RotaGo",
    metaDescription:
      "Günstige Mietwagen am Flughafen Istanbul Sabiha Gökçen (SAW). Abholung im Terminal oder per Shuttle vergleichen und online buchen.",
  },
  "seo-locations/seo-antalya-havalimani": {
    title: "Mietwagen am Flughafen Antalya",
    intro:
      "<p>Der Flughafen Antalya (AYT), der verkehrsreichste Urlaubsflughafen der Türkei, ist das Tor zur Mittelmeerküste von Kemer bis Alanya. Mit einem Mietwagen vom Flughafen fahren Sie ohne Warten auf den Transfer direkt zu Ihrem Hotel und entdecken Buchten und antike Städte in Ihrem eigenen Rhythmus.</p><p>Im Sommer ist die Nachfrage sehr hoch; wir empfehlen, früh zu buchen – vor allem Automatikautos und SUVs.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Der Flughafen liegt rund 13 km vom Stadtzentrum entfernt. Achten Sie auf der Küstenschnellstraße D-400 auf die Tempolimits: Es gibt zahlreiche Abschnittskontrollen und Blitzer. Im Juli und August können die Mittagstemperaturen über 40 °C steigen; parken Sie im Schatten und haben Sie Wasser im Auto.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Die Parkplätze vor den Terminals sind gebührenpflichtig. Statt in die engen Gassen von Kaleiçi hineinzufahren, nutzen Sie die Parkplätze rund um die Altstadt. An den Stränden Konyaaltı und Lara finden Sie im Sommer frühmorgens leichter einen Platz.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Belek:</strong> ca. 30 km, 30 Minuten</li><li><strong>Kemer:</strong> ca. 55 km, 50 Minuten</li><li><strong>Side und Manavgat:</strong> ca. 65 km, 1 Stunde</li><li><strong>Alanya:</strong> ca. 125 km, 1 Stunde 45 Minuten</li><li><strong>Kaş:</strong> ca. 190 km, 3 Stunden (kurvige Küstenstraße)</li></ul>",
      },
    ],
    metaTitle: "Mietwagen am Flughafen Antalya (AYT) | RotaGo",
    metaDescription:
      "Mietwagen am Flughafen Antalya (AYT) für Kemer, Belek, Side und Alanya. Die besten Preise vergleichen und am Flughafen abholen.",
  },
  "seo-locations/seo-izmir-adnan-menderes-havalimani": {
    title: "Mietwagen am Flughafen Izmir Adnan Menderes",
    intro:
      "<p>Der Flughafen Izmir Adnan Menderes (ADB) ist der Ausgangspunkt für einen Ägäis-Urlaub, der von der Halbinsel Çeşme bis nach Ephesos reicht. Mit einem Auto vom Flughafen erreichen Sie die Küstenorte schnell über die Autobahn.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Der Flughafen liegt rund 18 km von Konak entfernt. Die Autobahn Izmir–Çeşme und die Autobahn in Richtung Aydın sind mautpflichtig; bezahlt wird per HGS. An Wochenenden und Feiertagen müssen Sie abends mit dichtem Rückreiseverkehr aus Çeşme rechnen.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Parkplätze an der Straße sind rund um Alsancak und den Kordon knapp; nutzen Sie Parkhäuser. Das Zentrum von Alaçatı kann an Sommerabenden für den Verkehr gesperrt sein; lassen Sie Ihr Auto auf den Parkplätzen am Ortseingang stehen.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Urla:</strong> ca. 45 km, 40 Minuten</li><li><strong>Selçuk und Ephesos:</strong> ca. 60 km, 50 Minuten</li><li><strong>Kuşadası:</strong> ca. 75 km, 1 Stunde</li><li><strong>Çeşme und Alaçatı:</strong> ca. 95 km, 1 Stunde 10 Minuten</li></ul>",
      },
    ],
    metaTitle: "Mietwagen am Flughafen Izmir (ADB) | RotaGo",
    metaDescription:
      "Mietwagen am Flughafen Izmir Adnan Menderes (ADB) für Çeşme, Alaçatı und Ephesos. Preise vergleichen und sorgenfrei mieten.",
  },
  "seo-locations/seo-dalaman-havalimani": {
    title: "Mietwagen am Flughafen Dalaman",
    intro:
      "<p>Der Flughafen Dalaman (DLM) ist der nächstgelegene Flughafen für Fethiye, Göcek, Ölüdeniz, Dalyan und Marmaris. Die Urlaubsorte liegen weit auseinander – ein Mietwagen spart daher Zeit und Transferkosten.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Der Göcek-Tunnel ist mautpflichtig und wird per HGS bezahlt. Die Küstenstraße zwischen Fethiye und Kaş ist landschaftlich reizvoll, aber kurvig; fahren Sie nachts besonders vorsichtig. Auf Dorfstraßen können Ihnen Ziegen- und Kuhherden begegnen.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Die Parkplätze rund um Ölüdeniz und das Schmetterlingstal sind im Sommer schon vor Mittag voll. Rund um die Marina von Fethiye gibt es städtische Parkplätze. Wenn Sie in Dalyan eine Bootstour machen, nutzen Sie die gebührenpflichtigen Parkplätze am Fluss.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Göcek:</strong> ca. 25 km, 25 Minuten</li><li><strong>Dalyan und İztuzu-Strand:</strong> ca. 30 km, 35 Minuten</li><li><strong>Fethiye und Ölüdeniz:</strong> ca. 50–65 km, 1 Stunde</li><li><strong>Marmaris:</strong> ca. 95 km, 1,5 Stunden</li><li><strong>Kaş:</strong> ca. 160 km, 2,5 Stunden</li></ul>",
      },
    ],
    metaTitle: "Mietwagen am Flughafen Dalaman (DLM) | RotaGo",
    metaDescription:
      "Mietwagen am Flughafen Dalaman (DLM) für Fethiye, Göcek, Ölüdeniz und Marmaris. Die besten Angebote vergleichen und online buchen.",
  },
  "seo-locations/seo-milas-bodrum-havalimani": {
    title: "Mietwagen am Flughafen Milas-Bodrum",
    intro:
      "<p>Der Flughafen Milas-Bodrum (BJV) liegt rund 35 km von der Halbinsel Bodrum entfernt. Mit einem Auto vom Flughafen erreichen Sie bequem jeden Winkel der Halbinsel, etwa Yalıkavak, Gümüşlük und Turgutreis.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Die Straße vom Flughafen zur Halbinsel ist gut ausgebaut, doch im Sommer staut es sich an der Einfahrt nach Bodrum und an der Kreuzung Torba. Die Straßen zu den Buchten sind eng und steil; mit einem kleinen Auto parken und rangieren Sie leichter.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Rund um das Zentrum von Bodrum, die Marina und den Basar gibt es nur sehr wenige Parkplätze; nutzen Sie die gebührenpflichtigen Parkplätze. Die meisten Beach Clubs und Restaurants bieten einen Parkservice an.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Bodrum-Zentrum:</strong> ca. 35 km, 35 Minuten</li><li><strong>Yalıkavak:</strong> ca. 50 km, 50 Minuten</li><li><strong>Gümüşlük:</strong> ca. 55 km, 55 Minuten</li><li><strong>Güllük:</strong> ca. 20 km, 25 Minuten</li></ul>",
      },
    ],
    metaTitle: "Mietwagen am Flughafen Bodrum (BJV) | RotaGo",
    metaDescription:
      "Mietwagen am Flughafen Milas-Bodrum (BJV) für Yalıkavak, Gümüşlük und Turgutreis. Preise vergleichen und am Flughafen abholen.",
  },
  "seo-locations/seo-ankara-esenboga-havalimani": {
    title: "Mietwagen am Flughafen Ankara-Esenboğa",
    intro:
      "<p>Der Flughafen Ankara-Esenboğa (ESB) ist die erste Station für Geschäftsreisende in die Hauptstadt und für Besucher, die Zentralanatolien erkunden. Die Vermietschalter befinden sich in den Ankunftshallen für Inlands- und Auslandsflüge.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Der Flughafen liegt rund 28 km von Kızılay entfernt und ist über eine breite, vierspurige Schnellstraße angebunden. Auf Überlandfahrten umfahren Sie das Zentrum über die Ringautobahn von Ankara. Im Winter ist mit Schnee und Glätte zu rechnen; prüfen Sie zwischen November und März bei der Abholung die Winterreifen.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Parkplätze an der Straße sind rund um Kızılay, Ulus und Tunalı Hilmi rar; nutzen Sie Parkhäuser. Die Parkplätze am Flughafen sind gebührenpflichtig; folgen Sie bei der Rückgabe des Autos der Mietwagen-Beschilderung.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Beypazarı:</strong> ca. 100 km, 1,5 Stunden</li><li><strong>Tuz-See:</strong> ca. 150 km, 2 Stunden</li><li><strong>Safranbolu:</strong> ca. 220 km, 2,5 Stunden</li><li><strong>Kappadokien (Göreme):</strong> ca. 300 km, 3,5 Stunden</li></ul>",
      },
    ],
    metaTitle: "Mietwagen am Flughafen Ankara-Esenboğa (ESB) | RotaGo",
    metaDescription:
      "Mietwagen am Flughafen Ankara-Esenboğa (ESB) für Geschäftsreisen und die Fahrt nach Kappadokien. Preise vergleichen und online buchen.",
  },
  "seo-locations/seo-trabzon-havalimani": {
    title: "Mietwagen am Flughafen Trabzon",
    intro:
      "<p>Der Flughafen Trabzon (TZX) liegt nur wenige Kilometer vom Stadtzentrum entfernt und ist das Tor zum Hochland der östlichen Schwarzmeerküste. Orte wie Uzungöl, das Sumela-Kloster und Ayder sind mit öffentlichen Verkehrsmitteln schwer zu erreichen – ein Mietwagen ist daher die einfachste Lösung.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Die Küstenstraße ist breit und hat viele Tunnel; die Straßen hinauf zu den Hochalmen sind eng, kurvig und stellenweise steil. Nebel und plötzlicher Regen sind häufig; fahren Sie mit Licht und verringern Sie das Tempo. Tanken Sie voll, bevor Sie ins Hochland fahren.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Im Zentrum von Trabzon gibt es rund um den Meydan Parkhäuser. Die Besucherparkplätze am Uzungöl und in Sumela sind gebührenpflichtig und an Sommerwochenenden früh belegt.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Sumela-Kloster:</strong> ca. 50 km, 1 Stunde</li><li><strong>Rize:</strong> ca. 75 km, 1 Stunde</li><li><strong>Uzungöl:</strong> ca. 100 km, 1 Stunde 45 Minuten</li><li><strong>Ayder-Hochalm:</strong> ca. 170 km, 2,5 Stunden</li></ul>",
      },
    ],
    metaTitle: "Mietwagen am Flughafen Trabzon (TZX) | RotaGo",
    metaDescription:
      "Mietwagen am Flughafen Trabzon (TZX) für Uzungöl, Sumela und die Ayder-Hochalm. Die besten Angebote vergleichen und online buchen.",
  },
  "seo-locations/seo-istanbul": {
    title: "Mietwagen in Istanbul",
    intro:
      "<p>Mit zwei Flughäfen, Stationen in der Innenstadt und persönlichem Empfang ist ein Mietwagen in Istanbul schnell gebucht. Viele Besucher erkunden die historische Halbinsel mit öffentlichen Verkehrsmitteln und mieten ein Auto für Tagesausflüge ins Umland.</p><p>Bei RotaGo sehen Sie alle Stationen in Istanbul auf der Karte und wählen Ihren Abholort passend zum Stadtteil Ihrer Unterkunft.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Die Bosporusbrücken, der Eurasien-Tunnel und die Autobahnen sind mautpflichtig; bezahlt wird über die HGS-Plakette im Auto. Die Brücke der Märtyrer des 15. Juli und die Fatih-Sultan-Mehmet-Brücke kosten nur in Richtung Europa–Asien Maut, die Yavuz-Sultan-Selim-Brücke und der Eurasien-Tunnel in beide Richtungen. Richten Sie sich nach den Verkehrsprognosen Ihrer Navigations-App und meiden Sie nach Möglichkeit die Stoßzeiten.</p>",
      },
      {
        heading: "Parken",
        body: "<p>In zentralen Stadtteilen wie Beyoğlu, Sultanahmet und Kadıköy ist die Parkplatzsuche schwierig, und falsch geparkte Autos können abgeschleppt werden. Nutzen Sie städtische und private Parkhäuser und fragen Sie nach, ob Ihr Hotel Parkplätze hat.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Belgrader Wald:</strong> ca. 25 km vom Zentrum</li><li><strong>Polonezköy und Riva:</strong> ca. 35 km</li><li><strong>Şile und Ağva:</strong> ca. 75–100 km</li><li><strong>Sapanca und Maşukiye:</strong> ca. 140 km</li></ul>",
      },
    ],
    metaTitle: "Mietwagen in Istanbul | Beste Preise | RotaGo",
    metaDescription:
      "Mietwagen in Istanbul tage- und wochenweise. Preise an Flughafen- und Stadtstationen vergleichen, Kautionen und Bedingungen vorab sehen.",
  },
  "seo-locations/seo-antalya": {
    title: "Mietwagen in Antalya",
    intro:
      "<p>Mit seinen antiken Städten, Wasserfällen und mehr als 600 km Küste gehört Antalya zu den besten Zielen, um mit dem Auto auf Entdeckungstour zu gehen. Mieten Sie im Stadtzentrum oder am Flughafen und planen Sie Ihre Routen von der lykischen Küste bis zu den antiken Städten Pamphyliens.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Die Hauptstraßen der Stadt sind breit, doch in Kaleiçi und Umgebung gibt es enge Einbahnstraßen. An Sommerabenden staut sich der Verkehr zwischen Konyaaltı und Lara. Achten Sie auf Bergstraßen (etwa in Richtung Saklıkent und Termessos) auf Kurven und Steine auf der Fahrbahn.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Gebührenpflichtige Parkplätze gibt es rund um Kaleiçi, am Strand von Konyaaltı und in Lara. Sehenswürdigkeiten wie der Düden-Wasserfall und Aspendos haben große Besucherparkplätze.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Unterer Düden-Wasserfall:</strong> ca. 10 km vom Zentrum</li><li><strong>Termessos:</strong> ca. 35 km</li><li><strong>Theater von Aspendos:</strong> ca. 45 km</li><li><strong>Olympos und Çıralı:</strong> ca. 80 km</li></ul>",
      },
    ],
    metaTitle: "Mietwagen in Antalya | RotaGo",
    metaDescription:
      "Mietwagen in Antalya: alle Angebote an Stadt- und Flughafenstationen vergleichen und Ihre Route von Kaleiçi bis Aspendos frei planen.",
  },
  "seo-locations/seo-izmir": {
    title: "Mietwagen in Izmir",
    intro:
      "<p>Izmir ist die lebendigste Stadt der Ägäis und das Tor zu Küstenorten wie Çeşme, Urla, Seferihisar und Foça. Mieten Sie an einer Station in der Innenstadt und planen Sie Ihre Wochenendausflüge ganz nach Ihren Wünschen.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>In der Stadt staut sich der Verkehr zur Hauptverkehrszeit auf der Achse Karşıyaka–Bornova–Konak; um die Bucht zu umrunden, ist die Ringautobahn oft schneller. Im Sommer ist auf der Autobahn nach Çeşme freitag- und sonntagabends mit dichtem Verkehr zu rechnen.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Rund um Alsancak, Kemeraltı und den Kordon gibt es Parkhäuser. Der Basar von Kemeraltı ist für Autos ungeeignet; lassen Sie Ihr Auto auf einem Parkplatz in der Nähe stehen.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Urla und die Weinroute:</strong> ca. 40 km vom Zentrum</li><li><strong>Foça:</strong> ca. 70 km</li><li><strong>Şirince und Ephesos:</strong> ca. 80 km</li><li><strong>Çeşme und Alaçatı:</strong> ca. 85 km</li></ul>",
      },
    ],
    metaTitle: "Mietwagen in Izmir | RotaGo",
    metaDescription:
      "Mietwagen in Izmir: Preise der Stationen in Alsancak, Konak und am Flughafen vergleichen und Çeşme, Urla und Ephesos erkunden.",
  },
  "seo-locations/seo-ankara": {
    title: "Mietwagen in Ankara",
    intro:
      "<p>In der Hauptstadt Ankara ist ein Mietwagen die praktischste Lösung, um zwischen Geschäftsterminen Zeit zu sparen und die Geschichte und Landschaften Zentralanatoliens zu erreichen. Mieten Sie an Stationen in Kızılay, Çankaya und am Flughafen.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Die breiten Boulevards und die Ringautobahn machen das Fahren in Ankara einfach, doch Kızılay und die Eskişehir-Straße sind zur Hauptverkehrszeit stark befahren. Bei offiziellen Zeremonien und Veranstaltungen können einzelne Straßen gesperrt sein. Prüfen Sie im Winter vor dem Verlassen der Stadt Wetter und Straßenverhältnisse.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Rund um Kızılay und Ulus gibt es Parkhäuser, in Çankaya und Tunalı Hilmi gebührenpflichtiges Parken am Straßenrand. Die Parkhäuser der Einkaufszentren sind in der Stadt eine praktische Option.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Mogan-See, Gölbaşı:</strong> ca. 25 km vom Zentrum</li><li><strong>Beypazarı:</strong> ca. 100 km</li><li><strong>Gordion:</strong> ca. 95 km</li><li><strong>Kappadokien:</strong> ca. 280 km</li></ul>",
      },
    ],
    metaTitle: "Mietwagen in Ankara | RotaGo",
    metaDescription:
      "Mietwagen in Ankara: Angebote der Stationen in Kızılay, Çankaya und Esenboğa vergleichen. Günstige Autos für Geschäft und Freizeit.",
  },
  "seo-locations/seo-trabzon": {
    title: "Mietwagen in Trabzon",
    intro:
      "<p>Trabzon ist das Zentrum jeder Schwarzmeer-Rundreise. Grüne Hochalmen, Bergseen und historische Klöster liegen ein bis zwei Stunden von der Stadt entfernt; mit einem Mietwagen erkunden Sie die Region in Ihrem eigenen Tempo statt nach dem Fahrplan einer Tour.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Einige Straßen zu den Hochalmen sind Schotterpisten oder eng; ein Auto mit größerer Bodenfreiheit oder ein SUV ist komfortabler. Während der sommerlichen Almfeste herrscht auf manchen Straßen viel Verkehr. Warten Sie an breiteren Stellen, um entgegenkommende Autos vorbeizulassen.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Rund um den Meydan und den Atatürk-Platz gibt es Parkplätze. Am Aussichtspunkt Boztepe und am Uzungöl finden Sie am Wochenende leichter einen Parkplatz, wenn Sie früh ankommen.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Boztepe:</strong> ca. 5 km vom Zentrum</li><li><strong>Sumela-Kloster und Altındere-Tal:</strong> ca. 50 km</li><li><strong>Uzungöl:</strong> ca. 100 km</li><li><strong>Zigana und Gümüşhane:</strong> ca. 110 km</li></ul>",
      },
    ],
    metaTitle: "Mietwagen in Trabzon | RotaGo",
    metaDescription:
      "Mietwagen in Trabzon: SUV- und Kleinwagenangebote für das Hochland am Schwarzen Meer und die Fahrt zum Uzungöl vergleichen.",
  },
  "seo-locations/seo-bodrum": {
    title: "Mietwagen in Bodrum",
    intro:
      "<p>Die Halbinsel Bodrum mit ihren Buchten und Dörfern von ganz unterschiedlichem Charakter ist wie geschaffen für Entdeckungen mit dem Auto. Mit einem Wagen von einer Station in Bodrum oder vom Flughafen Milas-Bodrum gelangen Sie bequem von Gümbet nach Gümüşlük und von Türkbükü nach Bitez.</p>",
    sections: [
      {
        heading: "Tipps zum Fahren",
        body: "<p>Die Ringstraße der Halbinsel ist gut ausgebaut, doch die Straßen hinunter zu den Buchten sind eng und steil. Im Juli und August ist der Verkehr an den Einfahrten nach Bodrum-Zentrum, Gümbet und Yalıkavak dicht; fahren Sie für den Sonnenuntergang in Gümüşlük früh los.</p>",
      },
      {
        heading: "Parken",
        body: "<p>Rund um die Burg und die Marina gibt es nur sehr wenige Parkplätze; nutzen Sie die städtischen Parkplätze. An den meisten Stränden in den Buchten gibt es gebührenpflichtige Parkplätze oder einen Parkservice.</p>",
      },
      {
        heading: "Beliebte Strecken",
        body: "<ul><li><strong>Bitez und Ortakent:</strong> ca. 6–10 km vom Zentrum</li><li><strong>Türkbükü und Gündoğan:</strong> ca. 20 km</li><li><strong>Marina Yalıkavak:</strong> ca. 20 km</li><li><strong>Gümüşlük:</strong> ca. 20 km</li></ul>",
      },
    ],
    metaTitle: "Mietwagen in Bodrum | RotaGo",
    metaDescription:
      "Mietwagen in Bodrum: Preise der Stationen im Ort und am Flughafen vergleichen und die Buchten von Yalıkavak, Türkbükü und Gümüşlük erkunden.",
  },
  "car-brands/brand-audi": {
    intro:
      "<p>Der Audi A6 ist mit seinem leisen Innenraum und seinem souveränen Fahrverhalten die luxuriöse Wahl für Geschäftsreisen und lange Überlandfahrten. Die meisten Miet-Audis sind Diesel mit Automatikgetriebe.</p>",
    metaDescription:
      "Audi A6 Mietpreise aller Vermieter vergleichen und in wenigen Minuten den besten Tagespreis buchen.",
  },
  "car-brands/brand-bmw": {
    intro:
      "<p>In der BMW-Mietflotte finden Sie die Limousine 520i für Geschäftsreisen und das 420i Cabrio für sonnige Fahrten am Mittelmeer. Beide sind Benziner mit Automatikgetriebe; beachten Sie das Mindestalter des Fahrers in der Luxus- und der Cabrio-Klasse.</p>",
    metaDescription: "Mietpreise für BMW 520i und 420i Cabrio. Vermieter vergleichen und den besten Tagespreis buchen.",
  },
  "car-brands/brand-citroen": {
    intro:
      "<p>Der Citroën C4 ist ein komfortables Familienauto der Kompaktklasse mit weicher Federung und großem Kofferraum. Sein Dieselmotor ist auf langen Strecken sparsam.</p>",
    metaDescription:
      "Citroën C4 Mietpreise vergleichen und einen Diesel mit Automatik zum günstigen Tagespreis mieten.",
  },
  "car-brands/brand-dacia": {
    intro:
      "<p>Dacia Sandero und Duster gehören zu den günstigsten Mietwagen. Der Sandero eignet sich für die Stadt und kurze Ausflüge, der Duster mit seiner großen Bodenfreiheit für Dorfstraßen und Hochalmen.</p>",
    metaDescription: "Mietpreise für Dacia Sandero und Duster. Preisgünstige Autos vergleichen und jetzt buchen.",
  },
  "car-brands/brand-fiat": {
    intro:
      "<p>Der Fiat Egea ist der Inbegriff des Mietwagens in der Türkei: geräumig, sparsam und an fast jeder Station verfügbar. Der Doblo passt zu großen Familien mit viel Gepäck, der 500C sorgt für Cabrio-Spaß in der Stadt und an der Küste.</p>",
    metaDescription:
      "Mietpreise für Fiat Egea, Doblo und 500C. Den meistgemieteten Wagen der Türkei zum guten Tagespreis mieten.",
  },
  "car-brands/brand-ford": {
    intro:
      "<p>Der Ford Tourneo Custom bietet acht Sitzplätze und Platz für das Gepäck aller Mitreisenden – ideal für Gruppen, Flughafentransfers und Familienurlaube.</p>",
    metaDescription: "Mietpreise für den Ford Tourneo Custom. Den Achtsitzer bei allen Vermietern vergleichen.",
  },
  "car-brands/brand-honda": {
    intro:
      "<p>Der Honda Civic ist eines der beliebtesten Autos der Kompaktklasse, mit sportlichem Fahrverhalten und zuverlässigem Automatikgetriebe.</p>",
    metaDescription: "Honda Civic Mietpreise vergleichen und Ihr Automatikauto jetzt buchen.",
  },
  "car-brands/brand-hyundai": {
    intro:
      "<p>Der Hyundai i20 ist ein Kleinwagen mit Automatik, der sich in der Stadt leicht parken lässt; der Elantra bietet in der Kompaktklasse mehr Platz und Komfort auf langen Strecken.</p>",
    metaDescription: "Mietpreise für Hyundai i20 und Elantra. Vermieter vergleichen und den besten Preis buchen.",
  },
  "car-brands/brand-mercedes-benz": {
    intro:
      "<p>Die Mercedes-Benz E 200 ist die Luxuslimousine für Geschäftstermine und besondere Anlässe; der Vito mit neun Sitzen ist der Van für VIP-Transfers und große Gruppen.</p>",
    metaDescription: "Mietpreise für Mercedes-Benz E 200 und Vito. Luxuslimousine oder Neunsitzer mieten.",
  },
  "car-brands/brand-mini": {
    intro:
      "<p>Das MINI Cooper Cabrio ist der Inbegriff des offenen Fahrens in Urlaubsorten wie Bodrum und Çeşme. Es hat vier Sitze und einen kleinen Kofferraum und passt daher zu Reisenden mit leichtem Gepäck.</p>",
    metaDescription: "Mietpreise für das MINI Cooper Cabrio. Im Urlaub offen fahren – zum guten Preis.",
  },
  "car-brands/brand-nissan": {
    intro:
      "<p>Der Nissan Qashqai ist ein ausgewogener SUV für Stadt und Autobahn, mit erhöhter Sitzposition und Automatikgetriebe.</p>",
    metaDescription: "Nissan Qashqai Mietpreise vergleichen und einen SUV mit Automatik zum besten Preis mieten.",
  },
  "car-brands/brand-opel": {
    intro:
      "<p>Der Opel Corsa, kompakt und mit Automatikgetriebe, ist eine praktische und sparsame Wahl für Anmietungen in der Stadt.</p>",
    metaDescription: "Opel Corsa Mietpreise. Den Kleinwagen mit Automatik bei allen Vermietern vergleichen.",
  },
  "car-brands/brand-peugeot": {
    intro:
      "<p>Der Peugeot 3008 ist ein komfortabler Familien-SUV mit modernem Innenraum und großem Kofferraum; sein Dieselmotor ist auf langen Strecken sparsam.</p>",
    metaDescription: "Peugeot 3008 Mietpreise vergleichen und einen Diesel-SUV zum guten Preis mieten.",
  },
  "car-brands/brand-renault": {
    intro:
      "<p>Renault Clio und Megane gehören fest zu den türkischen Mietflotten. Den Clio gibt es in der Kleinwagenklasse mit Schalt- oder Automatikgetriebe, den Megane als Diesel mit Automatik in der Kompaktklasse, und der Kangoo bietet viel Platz für Gepäck.</p>",
    metaDescription: "Mietpreise für Renault Clio, Megane und Kangoo. Vermieter vergleichen und jetzt buchen.",
  },
  "car-brands/brand-skoda": {
    intro:
      "<p>Der Škoda Superb bietet eine der geräumigsten Rückbänke und einen der größten Kofferräume seiner Klasse – ideal für Geschäftsreisen und lange Familienfahrten.</p>",
    metaDescription: "Škoda Superb Mietpreise vergleichen und eine geräumige Limousine zum guten Tagespreis mieten.",
  },
  "car-brands/brand-togg": {
    intro:
      "<p>Der Togg T10X ist das in der Türkei entwickelte Elektro-SUV. Das Ladenetz wächst in den Großstädten und entlang der Autobahnen schnell; planen Sie die Schnellladesäulen auf Ihrer Route, bevor Sie mieten.</p>",
    metaDescription: "Togg T10X Mietpreise. Das Elektro-SUV aus der Türkei bei allen Vermietern vergleichen.",
  },
  "car-brands/brand-toyota": {
    intro:
      "<p>Die Hybridmodelle von Toyota – Corolla, C-HR und Camry – überzeugen mit sehr niedrigem Verbrauch in der Stadt. Alle haben Automatikgetriebe, was das Fahren im dichten Verkehr erleichtert.</p>",
    metaDescription:
      "Mietpreise für die Hybride Toyota Corolla, C-HR und Camry. Vermieter vergleichen und jetzt buchen.",
  },
  "car-brands/brand-volkswagen": {
    intro:
      "<p>Der Volkswagen Passat ist die klassische Business-Limousine der Mittelklasse; der Tiguan ist ein zuverlässiger Familien-SUV mit Dieselmotor und geräumigem Innenraum.</p>",
    metaDescription: "Mietpreise für Volkswagen Passat und Tiguan. Vermieter vergleichen und günstig buchen.",
  },
  "car-brands/brand-volvo": {
    intro:
      "<p>Der Volvo S90, ein Hybrid mit umfangreicher Sicherheitsausstattung, ist ein ruhiges und komfortables Luxusauto für lange Strecken.</p>",
    metaDescription: "Volvo S90 Hybrid Mietpreise vergleichen und eine Luxuslimousine zum guten Preis mieten.",
  },
  "cities/flight-istanbul": {
    name: "Istanbul",
    title: "Flüge nach Istanbul",
    intro:
      "<p>Istanbul hat zwei große Flughäfen: den Flughafen Istanbul (IST) auf der europäischen Seite und den Flughafen Sabiha Gökçen (SAW) auf der asiatischen Seite. Rund um die Uhr landen hier Flüge aus der ganzen Türkei und aller Welt.</p><p>Wählen Sie den Flughafen nach Ihrer Unterkunft: IST liegt näher an Taksim, Beşiktaş und der Altstadt, SAW näher an Kadıköy, Ataşehir und Kartal.</p>",
    metaTitle: "Flüge nach Istanbul | RotaGo",
    metaDescription:
      "Flüge nach Istanbul vergleichen: alle Airlines zum Flughafen Istanbul und nach Sabiha Gökçen, mit Gepäck und Tarifen.",
    airports: [{ name: "Flughafen Istanbul" }, { name: "Flughafen Sabiha Gökçen" }],
  },
  "cities/flight-antalya": {
    name: "Antalya",
    title: "Flüge nach Antalya",
    intro:
      "<p>Der Flughafen Antalya (AYT) ist der verkehrsreichste Urlaubsflughafen der Türkei. Im Sommer landen hier täglich Hunderte Flüge aus ganz Europa und der Türkei; von hier aus erreichen Sie Kemer, Belek, Side und Alanya.</p>",
    metaTitle: "Flüge nach Antalya | RotaGo",
    metaDescription: "Flüge zum Flughafen Antalya aus der Türkei und dem Ausland vergleichen, mit Gepäck und Tarifen.",
    airports: [{ name: "Flughafen Antalya" }],
  },
  "cities/flight-izmir": {
    name: "Izmir",
    title: "Flüge nach Izmir",
    intro:
      "<p>Der Flughafen Izmir Adnan Menderes (ADB) ist das Tor zur Ägäis: der nächstgelegene Flughafen für Çeşme, Alaçatı, Ephesos und Kuşadası, mit häufigen Verbindungen aus Istanbul und Ankara über den ganzen Tag.</p>",
    metaTitle: "Flüge nach Izmir | RotaGo",
    metaDescription: "Flüge zum Flughafen Izmir Adnan Menderes aus der Türkei und dem Ausland vergleichen.",
    airports: [{ name: "Flughafen Izmir Adnan Menderes" }],
  },
  "cities/flight-ankara": {
    name: "Ankara",
    title: "Flüge nach Ankara",
    intro:
      "<p>Der Flughafen der Hauptstadt, Esenboğa (ESB), liegt rund 30 km vom Stadtzentrum entfernt. Für Geschäftsreisende gibt es zahlreiche Morgen- und Abendflüge aus Istanbul, Izmir und Antalya.</p>",
    metaTitle: "Flüge nach Ankara | RotaGo",
    metaDescription: "Flüge zum Flughafen Ankara-Esenboğa vergleichen – mit allen Fluggesellschaften.",
    airports: [{ name: "Flughafen Ankara-Esenboğa" }],
  },
  "cities/flight-trabzon": {
    name: "Trabzon",
    title: "Flüge nach Trabzon",
    intro:
      "<p>Der Flughafen Trabzon (TZX) ist der Ausgangspunkt für die Hochalmen am Schwarzen Meer, den Uzungöl und das Sumela-Kloster. Der Flughafen liegt direkt am Stadtzentrum.</p>",
    metaTitle: "Flüge nach Trabzon | RotaGo",
    metaDescription: "Flüge nach Trabzon vergleichen: günstige Verbindungen an die Schwarzmeerküste.",
    airports: [{ name: "Flughafen Trabzon" }],
  },
  "cities/flight-mugla": {
    name: "Muğla",
    title: "Flüge nach Muğla (Dalaman, Bodrum)",
    intro:
      "<p>Muğla hat zwei Flughäfen: Dalaman (DLM) für Fethiye, Marmaris und Göcek sowie Milas-Bodrum (BJV) für die Halbinsel Bodrum. Im Sommer gibt es auch Direktflüge aus ganz Europa.</p>",
    metaTitle: "Flüge nach Muğla: Dalaman und Bodrum | RotaGo",
    metaDescription: "Flüge nach Dalaman und Milas-Bodrum für Fethiye, Marmaris und Bodrum vergleichen.",
    airports: [{ name: "Flughafen Dalaman" }, { name: "Flughafen Milas-Bodrum" }],
  },
  "custom-links/footer-istanbul-havalimani": {
    column: "Beliebte Mietwagen-Standorte",
    label: "Mietwagen am Flughafen Istanbul",
  },
  "custom-links/footer-sabiha-gokcen-havalimani": {
    column: "Beliebte Mietwagen-Standorte",
    label: "Mietwagen am Flughafen Sabiha Gökçen",
  },
  "custom-links/footer-antalya-havalimani": {
    column: "Beliebte Mietwagen-Standorte",
    label: "Mietwagen am Flughafen Antalya",
  },
  "custom-links/footer-izmir": {
    column: "Beliebte Mietwagen-Standorte",
    label: "Mietwagen in Izmir",
  },
  "custom-links/footer-ankara": {
    column: "Beliebte Mietwagen-Standorte",
    label: "Mietwagen in Ankara",
  },
  "custom-links/footer-milas-bodrum-havalimani": {
    column: "Beliebte Mietwagen-Standorte",
    label: "Mietwagen am Flughafen Milas-Bodrum",
  },
};
