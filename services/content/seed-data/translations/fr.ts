import type { LanguageTexts } from "./index";

export const FR: LanguageTexts = {
  "hello-bars/summer-deals": {
    text: "<strong>Les offres d'été sont là !</strong> 10 % de réduction sur la location de voitures avec le code YAZ10.",
  },
  "hello-bars/flight-week": {
    text: "<strong>Semaine des vols :</strong> bagage supplémentaire offert sur les vols intérieurs.",
  },
  "hello-bars/retired-bar": { text: "<strong>Ancienne promotion</strong>" },
  "campaigns/yaz-firsatlari": {
    title: "Offres d'été",
    summary: "10 % de réduction sur les locations de voitures avec prise en charge en été.",
    imageAlt: "Une baie de Bodrum au coucher du soleil",
    conditions: [
      "Valable pour les prises en charge du 1er juin au 31 août.",
      "Valable pour les réservations effectuées du 1er juin 2026 au 31 août 2027.",
      "Non cumulable avec d'autres offres.",
    ],
  },
  "campaigns/suv15": {
    title: "15 % de réduction sur les SUV",
    summary: "15 % de réduction sur les voitures de la catégorie SUV.",
    conditions: [
      "Valable pour les réservations effectuées du 1er janvier 2026 au 31 décembre 2027.",
      "Valable uniquement pour la catégorie SUV.",
      "Non cumulable avec d'autres offres.",
    ],
  },
  "campaigns/ucak-bileti-haftasi": {
    title: "Semaine des vols",
    summary: "15 kg de bagage supplémentaire offerts sur les vols intérieurs.",
    imageAlt: "Un avion de ligne se préparant au décollage au coucher du soleil",
    conditions:
      "<ul><li>Valable pour les billets aller simple et aller-retour sur les vols intérieurs.</li><li>Le bagage supplémentaire est ajouté automatiquement à la réservation lors de l'achat du billet ; aucun code n'est nécessaire.</li><li>Valable pour les billets achetés pendant la promotion, quelle que soit la date du vol.</li><li>La franchise bagage supplémentaire est conservée en cas de modification du billet et n'est pas remboursée séparément.</li></ul>",
  },
  "campaigns/kis-firsatlari-2025": {
    title: "Offres d'hiver 2025",
    summary: "25 % de réduction sur la location de voitures pendant les mois d'hiver.",
    imageAlt: "Une route entre des montagnes enneigées",
    conditions: "<p>Offre valable pour les locations du 1er décembre 2024 au 31 mars 2025.</p>",
  },
  "faqs/faq-car-documents": {
    question: "Quels documents dois-je présenter pour récupérer la voiture ?",
    answer:
      "<p>Pour retirer la voiture au comptoir de location, le conducteur principal doit présenter les <strong>originaux</strong> des documents suivants :</p><ul><li>Un permis de conduire en cours de validité ; les photocopies et les photos ne sont pas acceptées.</li><li>Une carte d'identité turque ou, pour les ressortissants étrangers, un passeport.</li><li>Une carte de crédit au nom du conducteur principal, avec un plafond suffisant pour la caution.</li><li>Votre confirmation de réservation (bon de réservation) ; il suffit de la présenter sur votre téléphone.</li></ul><p>Si votre permis n'est pas rédigé en alphabet latin, vous devez également présenter un <strong>permis de conduire international</strong>. Si vous avez ajouté un conducteur supplémentaire, ses documents sont eux aussi vérifiés lors de la prise en charge.</p>",
  },
  "faqs/faq-car-credit-card-deposit": {
    question: "Ai-je besoin d'une carte de crédit pour la caution ? Puis-je utiliser une carte de débit ?",
    answer:
      '<p>La plupart des loueurs prélèvent la caution sous forme de pré-autorisation (blocage) sur une <strong>carte de crédit au nom du conducteur principal</strong>. Les cartes de débit, les cartes prépayées et les cartes appartenant à une autre personne ne sont généralement pas acceptées pour la caution.</p><p>Le montant de la caution dépend de la catégorie du véhicule et de la formule de protection choisie ; il est indiqué dans les résultats de recherche et dans le récapitulatif de votre réservation. Les formules les plus complètes réduisent sensiblement la caution.</p><p>Lorsque la voiture est restituée sans dommage et conformément aux conditions de location, le loueur débloque le montant ; selon votre banque, il faut compter <strong>7 à 30 jours ouvrés</strong> pour que votre plafond de carte soit rétabli. Pour en savoir plus, consultez les <a href="/en/car/rental-terms">conditions de location</a>.</p>',
  },
  "faqs/faq-car-minimum-age": {
    question: "Existe-t-il un âge minimum ou une ancienneté de permis exigée pour louer une voiture ?",
    answer:
      "<p>L'âge minimum du conducteur dépend de la catégorie du véhicule :</p><table><thead><tr><th>Catégorie de véhicule</th><th>Âge minimum</th></tr></thead><tbody><tr><td>Économique et compacte</td><td>21</td></tr><tr><td>Grande, SUV et utilitaire</td><td>23</td></tr><tr><td>Cabriolet</td><td>25</td></tr><tr><td>Luxe</td><td>27</td></tr></tbody></table><p>Les loueurs exigent également un permis obtenu depuis <strong>1 à 3 ans</strong>. Les conducteurs n'ayant pas atteint un certain âge (généralement 25 ans) peuvent devoir payer des <em>frais de jeune conducteur</em> journaliers, indiqués séparément dans l'offre. Pour les voitures de luxe et de grande catégorie, certains loueurs demandent un rapport de solvabilité turc (Findeks).</p>",
  },
  "faqs/faq-car-one-way": {
    question: "Puis-je restituer la voiture ailleurs qu'à l'endroit où je l'ai récupérée ?",
    answer:
      "<p>Oui. Les loueurs qui proposent la <strong>location aller simple</strong> vous permettent de restituer la voiture dans une autre ville ou un autre aéroport. Dans le formulaire de recherche, cochez « Autre lieu de restitution » et choisissez le point de restitution.</p><p>Les frais d'aller simple se composent d'un montant fixe et d'un montant par tranche de 100 km entre les deux points ; ils sont inclus dans le prix affiché. Les loueurs qui ne proposent pas la location aller simple n'apparaissent pas dans ce type de recherche.</p>",
  },
  "faqs/faq-car-fuel-mileage": {
    question: "Comment fonctionnent les conditions de carburant et de kilométrage ?",
    answer:
      "<p>Les voitures sont généralement louées selon le principe du <strong>« même niveau »</strong> : vous restituez la voiture avec le même niveau de carburant qu'au départ. Le carburant manquant est facturé au prix en vigueur chez le loueur, majoré de frais de service.</p><p>Certains loueurs fixent une limite de kilométrage journalière (par exemple 250 à 500 km par jour). Le cas échéant, elle figure dans le détail de l'offre, et chaque kilomètre au-delà est facturé en supplément. Les offres portant la mention « Kilométrage illimité » n'entraînent aucun frais de ce type.</p>",
  },
  "faqs/faq-car-protection-packages": {
    question: "Quelles assurances et protections sont incluses dans le prix ?",
    answer:
      "<p>Chaque location comprend l'assurance responsabilité civile obligatoire et une garantie dommages collision (CDW) avec franchise. La franchise correspond au montant maximum à votre charge si la voiture est endommagée. Les formules plus complètes réduisent à la fois la franchise et la caution :</p><ul><li><strong>Formule Base :</strong> responsabilité civile et CDW avec franchise.</li><li><strong>Formule Bronze :</strong> ajoute la protection contre le vol ; la caution baisse de 20 %.</li><li><strong>Formule Argent :</strong> CDW sans franchise, protection contre le vol et protection bris de glace et pneus ; la caution est divisée par deux.</li><li><strong>Formule Or :</strong> ajoute une assurance individuelle accident et un conducteur supplémentaire ; la caution est ramenée au quart.</li></ul><p>Les dommages causés par la conduite en état d'ivresse, par un conducteur non autorisé ou par une utilisation contraire au contrat de location ne sont couverts par aucune formule.</p>",
  },
  "faqs/faq-car-tolls-fines": {
    question: "Comment se paient les péages d'autoroute et de pont et les amendes ?",
    answer:
      "<p>La plupart des voitures de location sont équipées d'un badge de télépéage HGS. Les péages d'autoroute et de pont sont enregistrés sur ce badge pendant la location, puis facturés par le loueur sur votre caution ou votre carte après la restitution. Les pénalités pour passages non payés vous sont également refacturées.</p><p>Les amendes de circulation et de stationnement reçues pendant la location sont à la charge du conducteur. Le loueur désigne le conducteur comme responsable de l'infraction ou règle l'amende dans le délai légal et la débite sur votre carte, majorée le cas échéant de frais de service.</p>",
  },
  "faqs/faq-flight-check-in": {
    question: "Comment faire l'enregistrement en ligne, et quand dois-je arriver à l'aéroport ?",
    answer:
      "<p>L'enregistrement en ligne se fait sur le site web ou l'application de la compagnie aérienne et ouvre généralement <strong>24 heures avant</strong> le départ. Connectez-vous avec le code PNR (référence de réservation) figurant sur votre billet électronique et votre nom de famille.</p><ul><li>Nous vous recommandons d'arriver à l'aéroport au moins <strong>1 h 30</strong> avant un vol intérieur et <strong>3 heures</strong> avant un vol international.</li><li>Les comptoirs d'enregistrement ferment généralement 45 minutes avant les départs intérieurs et 60 minutes avant les départs internationaux.</li><li>Si vous avez un bagage en soute, vous devez tout de même passer au comptoir de dépôt des bagages après votre enregistrement en ligne.</li></ul>",
  },
  "faqs/faq-flight-baggage": {
    question: "Combien de bagages puis-je emporter ?",
    answer:
      '<p>Votre franchise bagages dépend du tarif acheté et figure sur votre billet électronique :</p><table><thead><tr><th>Tarif</th><th>Bagage cabine</th><th>Bagage en soute</th></tr></thead><tbody><tr><td>Light</td><td>8 kg</td><td>Aucun</td></tr><tr><td>Standard</td><td>8 kg</td><td>20 kg</td></tr><tr><td>Flex</td><td>8 kg</td><td>25 kg</td></tr><tr><td>Business</td><td>16 kg</td><td>32 kg</td></tr></tbody></table><p>Les bagages cabine ne doivent généralement pas dépasser 55 × 40 × 23 cm. Ajouter des bagages lors de la réservation, ou plus tard sur la page de <a href="/en/reservation/change">gestion de la réservation</a>, revient moins cher que de payer à l\'aéroport.</p>',
  },
  "faqs/faq-flight-change": {
    question: "Puis-je modifier la date ou l'heure de mon vol ?",
    answer:
      '<p>La possibilité de modification dépend de votre tarif. Les billets <strong>Light</strong> ne sont pas modifiables ; les tarifs <strong>Standard</strong> et <strong>Business</strong> permettent des modifications moyennant des frais, et les tarifs <strong>Flex</strong> autorisent des modifications gratuites. Dans tous les cas, si le nouveau vol est plus cher, vous payez la différence tarifaire.</p><p>Envoyez votre demande de modification avant le départ depuis la page <a href="/en/reservation/change">Modifier ou annuler une réservation</a> ou depuis Mes réservations dans votre compte. Les règles des compagnies aériennes ne permettent pas de changer de passager ; seules les fautes d\'orthographe dans les noms peuvent être corrigées.</p>',
  },
  "faqs/faq-flight-cancel-refund": {
    question: "Quel montant me sera remboursé si j'annule mon billet ?",
    answer:
      "<p>Le remboursement dépend du tarif : les tarifs <strong>Flex</strong> et <strong>Business</strong> sont remboursés, déduction faite de frais d'annulation ; les tarifs <strong>Light</strong> et <strong>Standard</strong> ne sont pas remboursables, à l'exception des taxes et redevances remboursables.</p><p>Si la compagnie aérienne annule votre vol ou si celui-ci subit un retard important, vous conservez les droits que vous confère le règlement turc sur les droits des passagers aériens (SHY-YOLCU).</p><p>Les remboursements approuvés sont versés sur la carte utilisée pour le paiement ; selon votre banque, ils peuvent mettre <strong>7 à 14 jours ouvrés</strong> à arriver. En tant que service de transport à date déterminée, le billet d'avion est exclu du droit de rétractation prévu par le règlement turc sur les contrats à distance.</p>",
  },
  "faqs/faq-flight-passengers": {
    question: "Comment saisir les informations des passagers ? Comment fonctionnent les billets bébé et enfant ?",
    answer:
      "<p>Saisissez le nom des passagers <strong>exactement comme il figure sur la carte d'identité ou le passeport</strong> ; pour les vols internationaux, le numéro et la date d'expiration du passeport sont également requis. De nombreux pays exigent que le passeport soit valable au moins 6 mois après la date de retour ; il incombe au passager de vérifier les conditions de visa et d'entrée avant le voyage.</p><ul><li><strong>Bébé (0 à 2 ans) :</strong> voyage sur les genoux d'un adulte, sans siège ; un bébé par adulte.</li><li><strong>Enfant (2 à 12 ans) :</strong> bénéficie d'un billet enfant avec son propre siège.</li><li>Les passagers de plus de 12 ans ont besoin d'un billet adulte.</li></ul>",
  },
  "faqs/faq-payment-methods": {
    question: "Quels moyens de paiement puis-je utiliser ?",
    answer:
      "<p>Vous pouvez payer par <strong>carte de crédit ou de débit</strong> Visa, Mastercard et Troy. Les données de carte sont traitées par un établissement de paiement agréé, conformément à la norme PCI DSS ; RotaGo ne conserve pas votre numéro de carte.</p><p>Pour les locations de voitures, même si vous payez par carte de débit, n'oubliez pas que le comptoir de location exige une <strong>carte de crédit</strong> au nom du conducteur principal pour la caution.</p>",
  },
  "faqs/faq-payment-installments": {
    question: "Puis-je payer en plusieurs fois ?",
    answer:
      "<p>Les cartes de crédit émises par des banques en Turquie permettent de payer en plusieurs fois. Les options disponibles pour votre carte, ainsi que les éventuels intérêts, s'affichent sur la page de paiement dès que vous saisissez votre numéro de carte.</p><ul><li>Le nombre de versements dépend des offres de votre banque et des plafonds légaux en vigueur.</li><li>Les cartes de débit, certaines cartes professionnelles et les cartes émises à l'étranger ne permettent pas le paiement en plusieurs fois.</li><li>Selon votre banque, le remboursement d'un achat payé en plusieurs fois peut être réparti sur les versements restants.</li></ul>",
  },
  "faqs/faq-payment-3d-secure": {
    question: "Qu'est-ce que 3-D Secure ? Que faire si le code de vérification (SMS) n'arrive pas ?",
    answer:
      "<p>3-D Secure est une étape de sécurité au cours de laquelle la banque émettrice de votre carte vérifie que c'est bien vous qui payez. Vous êtes redirigé vers la page de votre banque et saisissez le code à usage unique envoyé au numéro de téléphone enregistré auprès de celle-ci.</p><p>Si le code n'arrive pas :</p><ul><li>Vérifiez que le numéro de mobile enregistré auprès de votre banque est à jour.</li><li>Vérifiez dans votre application bancaire que votre carte est activée pour les achats en ligne.</li><li>Si le problème persiste, appelez votre banque ; seule la banque envoie le code de vérification.</li></ul><p><strong>Le personnel de RotaGo ne vous demandera jamais votre code de vérification, le code PIN de votre carte ni votre CVV.</strong></p>",
  },
  "faqs/faq-payment-double-charge": {
    question: "Ma carte affiche deux débits. Pourquoi ?",
    answer:
      "<p>Lors du paiement, votre banque effectue d'abord une <strong>pré-autorisation</strong> du montant. Si un paiement n'a pas abouti, ou si vous avez actualisé la page et réessayé, le blocage lié à la tentative échouée peut apparaître quelques jours comme « opération en attente ». Ce montant n'est pas encaissé et votre banque le débloque généralement sous 3 à 7 jours ouvrés.</p><p>Pour les locations de voitures, le blocage de la caution effectué au comptoir de location apparaît également comme une opération distincte. En cas de doute sur un débit, <a href=\"/en/about-us/contact\">contactez-nous</a> en indiquant votre numéro de réservation.</p>",
  },
  "faqs/faq-payment-invoice": {
    question: "Comment obtenir ma facture ? Peut-elle être établie au nom de mon entreprise ?",
    answer:
      "<p>Pour les réservations prépayées, votre facture e-Archive est envoyée par e-mail à l'adresse indiquée lors de la réservation après la date de la prestation ; vous pouvez aussi la télécharger depuis la page <a href=\"/en/account/invoices\">Factures</a>. Pour les vols, le billet électronique couvre le tarif et RotaGo facture ses frais de service.</p><p>Pour obtenir une facture au nom d'une entreprise, cochez « J'ai besoin d'une facture au nom d'une entreprise » lors du paiement et saisissez la raison sociale, le centre des impôts et le numéro fiscal. Les informations de facturation ne peuvent plus être modifiées une fois la facture émise. Les options achetées au comptoir de location sont facturées par le loueur.</p>",
  },
  "faqs/faq-account-login": {
    question: "Comment me connecter à mon compte ? Ai-je besoin d'un mot de passe ?",
    answer:
      "<p>Aucun mot de passe n'est nécessaire. Sur la page <a href=\"/en/login\">Se connecter</a>, saisissez votre numéro de mobile ou votre adresse e-mail ; vous êtes connecté dès que vous avez saisi le <strong>code à usage unique à 6 chiffres</strong> que nous vous envoyons. La première fois, nous vous demandons simplement votre nom.</p><p>Le code est valable quelques minutes. S'il ne vous parvient pas, vérifiez votre dossier de courrier indésirable et demandez un nouveau code après quelques instants.</p>",
  },
  "faqs/faq-account-find-booking": {
    question: "Comment consulter une réservation effectuée sans compte ?",
    answer:
      "<p>Sur la page <a href=\"/en/reservation/find\">Trouver une réservation</a>, saisissez votre numéro de réservation et l'adresse e-mail utilisée lors de la réservation pour la consulter, télécharger votre bon de réservation et demander une modification ou une annulation.</p><p>Si vous vous connectez avec l'adresse e-mail ou le numéro de téléphone utilisés pour réserver, vos réservations précédentes apparaissent également dans Mes réservations, dans votre compte.</p>",
  },
  "faqs/faq-account-passengers": {
    question: "Puis-je enregistrer les informations des passagers ?",
    answer:
      "<p>Oui. Ajoutez-vous, ainsi que les personnes avec qui vous voyagez souvent, dans la rubrique <a href=\"/en/account/registered-passengers\">Passagers enregistrés</a> de votre compte. Lorsque vous sélectionnez un passager enregistré au moment du paiement, son nom, sa date de naissance et les informations de sa pièce d'identité sont remplis automatiquement.</p><p>Si vous enregistrez les données d'une autre personne, vous devez l'informer du traitement de ses données personnelles. Vous pouvez modifier ou supprimer les passagers enregistrés à tout moment.</p>",
  },
  "faqs/faq-account-delete": {
    question: "Comment supprimer mon compte et mes données personnelles ?",
    answer:
      "<p>Envoyez vos demandes au titre de l'article 11 de la loi turque n° 6698 sur la protection des données personnelles depuis l'adresse e-mail associée à votre compte à <strong>kvkk@rotago.com.tr</strong>. Nous vous répondons gratuitement dans un délai de <strong>30 jours</strong> au plus tard.</p><p>Lorsque votre compte est supprimé, vos données personnelles sont effacées ou anonymisées ; les données que la loi nous oblige à conserver, comme les factures et les réservations, sont conservées pendant les durées légales de conservation. Pour en savoir plus, consultez la <a href=\"/en/kvkk/kvkk-aydinlatma-metni\">notice d'information</a>.</p>",
  },
  "sliders/slide-home-antalya": {
    title: "L'été vous attend à Antalya",
    subtitle: "Location de voitures avec prise en charge à l'aéroport et options de kilométrage illimité.",
    imageAlt: "La mer turquoise et la route côtière vues depuis les falaises d'Antalya",
  },
  "sliders/slide-home-flight-week": {
    title: "Semaine des vols",
    subtitle:
      "Bagage supplémentaire offert sur les vols intérieurs ; comparez les vols de toutes les compagnies en une seule recherche.",
    imageAlt: "Un avion de ligne atterrissant sur la piste au coucher du soleil",
  },
  "sliders/slide-home-aegean": {
    title: "Découvrez les criques de la mer Égée à votre rythme",
    subtitle: "Voitures remises avec accueil personnalisé aux aéroports de Bodrum, Dalaman et Izmir.",
    imageAlt: "Maisons blanches, marina et voiliers à Bodrum",
  },
  "sliders/slide-home-suv": {
    title: "Des SUV spacieux pour toute la famille, à -15 %",
    subtitle: "Utilisez le code SUV15 pour toute location de la catégorie SUV.",
    imageAlt: "Un SUV blanc sur une route de montagne",
  },
  "sliders/slide-car-istanbul": {
    title: "Prise en charge dans le terminal des deux aéroports d'Istanbul",
    subtitle: "Comparez les offres de tous nos loueurs partenaires à l'aéroport d'Istanbul et à Sabiha Gökçen.",
    imageAlt: "Le pont du Bosphore illuminé la nuit et les toits d'Istanbul",
  },
  "sliders/slide-flight-trabzon": {
    title: "Envolez-vous vers les hauts plateaux de la mer Noire",
    subtitle: "Vols réguliers au départ d'Istanbul et d'Ankara vers Trabzon, avec des tarifs Light avantageux.",
    imageAlt: "Un plateau verdoyant de la mer Noire avec des maisons en bois dans la brume",
  },
  "about-pages/about-hakkimizda": {
    title: "À propos de nous",
    body: "<p><strong>RotaGo</strong> est une entreprise de technologie du voyage fondée pour rendre la location de voitures et l'achat de billets d'avion en Turquie simples, transparents et fiables. Nous vous permettons de comparer en une seule recherche les offres de loueurs locaux et régionaux dans les aéroports et les agences en ville de toute la Turquie.</p><h2>Ce que nous faisons</h2><ul><li><strong>Location de voitures :</strong> nous affichons clairement, avant le paiement, toutes les conditions : caution, limite de kilométrage, âge requis et formules de protection.</li><li><strong>Vols :</strong> nous comparons les vols intérieurs et internationaux, avec leur franchise bagages et leurs conditions de modification.</li><li><strong>Assistance 24 h/24, 7 j/7 :</strong> nous vous accompagnons en turc et en anglais à chaque étape de votre voyage.</li></ul><h2>Nos valeurs</h2><p>Aucuns frais cachés : le prix affiché est le prix que vous payez. Nous évaluons régulièrement nos partenaires selon les notes des clients et leur taux de réclamations, et nous protégeons vos données personnelles conformément à la loi turque n° 6698 sur la protection des données personnelles.</p><h2>Informations sur la société</h2><p>RotaGo Seyahat ve Teknoloji A.Ş. est une agence de voyages du groupe A, membre de la TÜRSAB (numéro de licence A-12345). Notre siège social se trouve Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Turquie.</p>",
  },
  "about-pages/about-ekibimiz": {
    title: "Notre équipe",
    body: "<p>L'équipe RotaGo réunit plus de 60 personnes expérimentées dans le développement logiciel, le tourisme, l'expérience client et la finance, réparties entre nos bureaux d'Istanbul, d'Izmir et d'Antalya. Découvrez ci-dessous notre équipe de direction.</p><p>Envie de nous rejoindre ? Consultez nos <a href=\"/en/about-us/career\">offres d'emploi</a>.</p>",
  },
  "about-pages/about-kariyer": {
    title: "Carrières",
    body: "<p>Nous recherchons des collègues curieux, qui aiment prendre des responsabilités, pour partager notre objectif : rendre le voyage simple pour tous.</p><h2>Ce que nous offrons</h2><ul><li>Travail hybride et horaires flexibles</li><li>Assurance santé privée et carte repas</li><li>Un budget annuel pour un voyage réservé sur RotaGo</li><li>Prise en charge de formations, de conférences et de certifications</li></ul><h2>Comment postuler</h2><ol><li>Envoyez votre CV à kariyer@rotago.com.tr en indiquant l'intitulé du poste dans l'objet.</li><li>Échangez pendant 30 minutes avec notre équipe RH lors d'un premier appel.</li><li>Passez un entretien technique ou réalisez une étude de cas, selon le poste.</li><li>Rencontrez votre manager et vos futurs collègues lors d'un dernier entretien.</li></ol><p>Les données personnelles que vous communiquez lors de votre candidature sont traitées uniquement à des fins de recrutement, comme indiqué dans la <a href=\"/en/kvkk/kvkk-aydinlatma-metni\">notice d'information</a>.</p>",
  },
  "about-pages/about-basin": {
    title: "RotaGo dans les médias",
    body: "<p>Retrouvez ci-dessous les articles et interviews consacrés à RotaGo. Pour toute demande de presse, ainsi que pour obtenir notre logo et notre kit visuel, écrivez à basin@rotago.com.tr.</p>",
  },
  "about-pages/about-iletisim": {
    title: "Contact",
    body: '<p>Notre service client est à votre disposition pour toute question concernant votre réservation, <strong>24 heures sur 24, 7 jours sur 7</strong>.</p><ul><li><strong>Service client :</strong> +90 850 333 44 55</li><li><strong>E-mail :</strong> support@rotago.com</li><li><strong>Adresse :</strong> Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Turquie</li><li><strong>E-mail recommandé (KEP) :</strong> rotago@hs01.kep.tr</li></ul><h2>Questions fréquentes</h2><p>Trouvez immédiatement des réponses sur les documents, les cautions, les annulations et les remboursements sur notre page <a href="/en/reservation/change">Modifier ou annuler une réservation</a> et dans la FAQ. Pour consulter une réservation existante, utilisez <a href="/en/reservation/find">Trouver une réservation</a>.</p><h2>Données personnelles</h2><p>Envoyez vos demandes relatives à la loi sur la protection des données personnelles à kvkk@rotago.com.tr.</p>',
  },
  "investors/investor-yatirimci-iliskileri": {
    title: "Relations investisseurs",
    body: "<p>RotaGo Seyahat ve Teknoloji A.Ş. est une plateforme de voyage en ligne spécialisée dans la location de voitures et la vente de billets d'avion en Turquie. La société n'est pas cotée en bourse ; l'intégralité de ses actions est détenue par ses fondateurs ainsi que par des investisseurs institutionnels et particuliers.</p><h2>RotaGo en bref</h2><ul><li>Des partenariats avec 12 loueurs, dans des agences d'aéroport et en ville dans toute la Turquie</li><li>Des billets d'avion pour les vols intérieurs et internationaux, vendus en tant qu'agence de voyages du groupe A</li><li>Un siège à Istanbul et des bureaux régionaux à Izmir et à Antalya</li><li>Une plateforme disponible en 14 langues, avec en tête le turc et l'anglais</li></ul><h2>Notre stratégie</h2><p>Notre stratégie de croissance repose sur trois piliers : gagner des parts de marché dans la location de voitures en aéroport dans les régions touristiques, réunir vol et location de voiture dans une seule réservation, et servir les visiteurs de la Turquie dans leur propre langue.</p><h2>Contact</h2><p>Pour toute question relative aux relations investisseurs, écrivez à yatirimci@rotago.com.tr.</p>",
  },
  "investors/investor-kurumsal-yonetim": {
    title: "Gouvernance d'entreprise",
    body: "<p>RotaGo est gouvernée conformément au Code de commerce turc n° 6102 et à ses statuts, selon les principes de transparence, de redevabilité, d'équité et de responsabilité.</p><h2>Conseil d'administration</h2><p>Le conseil d'administration compte cinq membres, dont deux indépendants. Il se réunit au moins quatre fois par an et supervise les objectifs stratégiques, le budget et la gestion des risques de la société.</p><h2>Comités</h2><ul><li><strong>Comité d'audit :</strong> supervise l'information financière, le contrôle interne et l'audit externe.</li><li><strong>Comité de détection précoce des risques :</strong> suit les risques opérationnels et financiers ainsi que ceux liés à la sécurité de l'information.</li><li><strong>Comité des rémunérations et des nominations :</strong> examine la politique de rémunération et les nominations des cadres dirigeants.</li></ul><h2>Politiques</h2><ul><li>Code d'éthique et de conduite des affaires</li><li>Politique de lutte contre la corruption</li><li>Politique de conservation et de destruction des données personnelles</li><li>Politique de sécurité de l'information</li></ul><p>Nos états financiers font l'objet d'un audit indépendant chaque année.</p>",
  },
  "investors/investor-finansal-takvim": {
    title: "Calendrier financier",
    body: "<p>Vous trouverez ci-dessous les publications financières et les événements investisseurs prévus pour 2027. Les dates peuvent changer ; toute mise à jour sera annoncée sur cette page.</p><table><thead><tr><th>Date</th><th>Événement</th></tr></thead><tbody><tr><td>26 février 2027</td><td>États financiers audités de l'exercice 2026</td></tr><tr><td>25 mars 2027</td><td>Assemblée générale ordinaire</td></tr><tr><td>14 mai 2027</td><td>Point d'activité du premier trimestre 2027</td></tr><tr><td>13 août 2027</td><td>Rapport d'activité du premier semestre 2027</td></tr><tr><td>12 novembre 2027</td><td>Point d'activité des neuf premiers mois de 2027</td></tr></tbody></table>",
  },
  "investors/investor-genel-kurul": {
    title: "Assemblée générale",
    body: "<p>L'assemblée générale ordinaire de RotaGo Seyahat ve Teknoloji A.Ş. relative à l'exercice 2026 se tiendra le <strong>jeudi 25 mars 2027</strong> à 14 h au siège social, Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Turquie.</p><h2>Ordre du jour</h2><ol><li>Ouverture de la séance et élection du président de séance</li><li>Lecture et discussion du rapport d'activité 2026 du conseil d'administration</li><li>Lecture de la synthèse du rapport de l'auditeur indépendant</li><li>Lecture, discussion et approbation des états financiers 2026</li><li>Quitus donné à chacun des membres du conseil d'administration, séparément</li><li>Discussion de la proposition du conseil d'administration relative à l'affectation du résultat</li><li>Approbation de la désignation de l'auditeur indépendant</li><li>Vœux et clôture</li></ol><p>Les actionnaires peuvent assister à l'assemblée en personne ou se faire représenter par un mandataire. Un formulaire de procuration et les documents de l'assemblée sont tenus à la disposition des actionnaires au siège social au moins 15 jours avant la réunion.</p>",
  },
  "companies/company-anadolu-rent": {
    description:
      "<p><strong>Anadolu Rent</strong> dispose de l'un des plus vastes réseaux d'agences de Turquie. Grâce à ses comptoirs dans le terminal de tous les grands aéroports, vous récupérez votre voiture dès votre atterrissage.</p><p>Sa grande flotte, des voitures économiques aux berlines de luxe, avec kilométrage illimité et location aller simple, en fait le loueur préféré des voyageurs d'affaires et des vacanciers qui circulent d'une ville à l'autre.</p><p>Note des clients RotaGo : <strong>4,6 / 5</strong> (2 140 avis).</p><h3>Conditions de location</h3><ul><li>Permis détenu depuis au moins 1 an</li><li>Frais de jeune conducteur avant 25 ans : 150 TRY par jour</li><li>Kilométrage illimité</li><li>Location aller simple : 1 500 TRY plus 400 TRY par tranche de 100 km</li><li>Prise en charge : comptoir dans le terminal, agence en ville</li><li>Formules de protection : Base, Argent, Or</li><li>Rapport de solvabilité (Findeks) exigé pour : luxe</li></ul>",
  },
  "companies/company-ege-oto-kiralama": {
    description:
      "<p><strong>Ege Oto Kiralama</strong> est une entreprise familiale de la côte égéenne, réputée pour son service chaleureux. Son personnel vous attend à l'aéroport avec une pancarte à votre nom et vous remet la voiture sur le parking.</p><p>Elle propose des voitures bien entretenues et économes en carburant pour rejoindre Çeşme, Alaçatı, Kuşadası et Bodrum ; sa limite de kilométrage journalière suffit largement pour la plupart des vacances.</p><p>Note des clients RotaGo : <strong>4,4 / 5</strong> (860 avis).</p><h3>Conditions de location</h3><ul><li>Permis détenu depuis au moins 2 ans</li><li>Frais de jeune conducteur avant 25 ans : 120 TRY par jour</li><li>Limite de kilométrage journalière : 400 km</li><li>Location aller simple : 1 200 TRY plus 350 TRY par tranche de 100 km</li><li>Prise en charge : accueil personnalisé, agence en ville</li><li>Formules de protection : Base, Bronze, Argent</li></ul>",
  },
  "companies/company-bosphorus-cars": {
    description:
      "<p><strong>Bosphorus Cars</strong> est un loueur stambouliote spécialisé dans la location à petit prix. Il assure des navettes régulières entre les aéroports et son agence, où vous récupérez votre voiture loin de l'agitation du terminal.</p><p>Il se distingue par ses citadines automatiques, idéales pour la conduite en ville et les locations courtes. Les voitures sont restituées à l'agence où elles ont été récupérées.</p><p>Note des clients RotaGo : <strong>4,2 / 5</strong> (1 320 avis).</p><h3>Conditions de location</h3><ul><li>Permis détenu depuis au moins 1 an</li><li>Frais de jeune conducteur avant 24 ans : 140 TRY par jour</li><li>Limite de kilométrage journalière : 300 km</li><li>Pas de location aller simple ; la voiture est restituée à l'agence de départ</li><li>Prise en charge : navette gratuite jusqu'à l'agence, agence en ville</li><li>Formules de protection : Base, Bronze</li></ul>",
  },
  "companies/company-akdeniz-arac": {
    description:
      "<p><strong>Akdeniz Araç</strong> est spécialisé dans Antalya et la côte méditerranéenne, et compte parmi les loueurs les mieux notés par nos clients. L'accueil personnalisé et les comptoirs dans le terminal facilitent les premières minutes de vos vacances.</p><p>Il propose des cabriolets pour la route côtière et des SUV spacieux pour les familles nombreuses ; les formules complètes Argent et Or réduisent sensiblement la caution.</p><p>Note des clients RotaGo : <strong>4,7 / 5</strong> (540 avis).</p><h3>Conditions de location</h3><ul><li>Permis détenu depuis au moins 2 ans</li><li>Frais de jeune conducteur avant 25 ans : 180 TRY par jour</li><li>Kilométrage illimité</li><li>Location aller simple : 2 000 TRY plus 450 TRY par tranche de 100 km</li><li>Prise en charge : accueil personnalisé, comptoir dans le terminal</li><li>Formules de protection : Base, Argent, Or</li><li>Rapport de solvabilité (Findeks) exigé pour : luxe, cabriolet</li></ul>",
  },
  "companies/company-kapadokya-rent-a-car": {
    description:
      "<p><strong>Kapadokya Rent a Car</strong> propose des voitures à petit prix pour découvrir à votre rythme l'histoire et les paysages de l'Anatolie centrale. Son âge limite pour les jeunes conducteurs est bas, ce qui en fait un bon choix pour les conducteurs récemment titulaires du permis.</p><p>Fondé en Cappadoce, il dessert aujourd'hui les principaux aéroports et de nombreux centres-villes, avec des navettes entre les aéroports et ses agences.</p><p>Note des clients RotaGo : <strong>4,3 / 5</strong> (410 avis).</p><h3>Conditions de location</h3><ul><li>Permis détenu depuis au moins 1 an</li><li>Frais de jeune conducteur avant 23 ans : 100 TRY par jour</li><li>Limite de kilométrage journalière : 250 km</li><li>Pas de location aller simple ; la voiture est restituée à l'agence de départ</li><li>Prise en charge : agence en ville, navette gratuite jusqu'à l'agence</li><li>Formules de protection : Base, Bronze</li></ul>",
  },
  "companies/company-marmara-filo": {
    description:
      "<p><strong>Marmara Filo</strong> met son expérience de la gestion de flottes d'entreprise au service des particuliers, avec une grande flotte de modèles récents. C'est l'un des rares loueurs à proposer les quatre formules de protection.</p><p>Avec ses comptoirs dans le terminal, le kilométrage illimité et la location aller simple, c'est un choix pratique pour les trajets entre Istanbul, Bursa et Ankara.</p><p>Note des clients RotaGo : <strong>4,5 / 5</strong> (1 780 avis).</p><h3>Conditions de location</h3><ul><li>Permis détenu depuis au moins 1 an</li><li>Frais de jeune conducteur avant 25 ans : 160 TRY par jour</li><li>Kilométrage illimité</li><li>Location aller simple : 1 600 TRY plus 380 TRY par tranche de 100 km</li><li>Prise en charge : comptoir dans le terminal, agence en ville</li><li>Formules de protection : Base, Bronze, Argent, Or</li><li>Rapport de solvabilité (Findeks) exigé pour : luxe</li></ul>",
  },
  "companies/company-lykia-car-rental": {
    description:
      "<p><strong>Lykia Car Rental</strong> est un loueur à taille humaine fondé à Fethiye, point de départ de la voie lycienne. Il loue uniquement avec des formules de protection complètes : en vacances, plus besoin de vous soucier de la caution ni de la franchise.</p><p>Votre voiture vous est remise à l'aéroport avec un accueil personnalisé : repérez simplement la pancarte à votre nom.</p><p>Note des clients RotaGo : <strong>4,8 / 5</strong> (290 avis).</p><h3>Conditions de location</h3><ul><li>Permis détenu depuis au moins 2 ans</li><li>Frais de jeune conducteur avant 26 ans : 200 TRY par jour</li><li>Kilométrage illimité</li><li>Pas de location aller simple ; la voiture est restituée à l'agence de départ</li><li>Prise en charge : accueil personnalisé</li><li>Formules de protection : Argent, Or</li><li>Rapport de solvabilité (Findeks) exigé pour : luxe, cabriolet</li></ul>",
  },
  "companies/company-premium-drive": {
    description:
      "<p><strong>Premium Drive</strong> propose un service de location haut de gamme pour les occasions spéciales et les voyages d'affaires, avec une flotte sélectionnée de berlines de luxe, de voitures de grande catégorie et de cabriolets.</p><p>La prise en charge dans le terminal ou avec accueil personnalisé, le kilométrage illimité et la location aller simple sont inclus de série. Les exigences d'expérience de conduite et de rapport de solvabilité sont plus strictes pour les voitures de grande catégorie et de luxe.</p><p>Note des clients RotaGo : <strong>4,9 / 5</strong> (210 avis).</p><h3>Conditions de location</h3><ul><li>Permis détenu depuis au moins 3 ans</li><li>Frais de jeune conducteur avant 27 ans : 300 TRY par jour</li><li>Kilométrage illimité</li><li>Location aller simple : 3 000 TRY plus 600 TRY par tranche de 100 km</li><li>Prise en charge : accueil personnalisé, comptoir dans le terminal</li><li>Formules de protection : Argent, Or</li><li>Rapport de solvabilité (Findeks) exigé pour : luxe, cabriolet, grande</li></ul>",
  },
  "seo-locations/seo-istanbul-havalimani": {
    title: "Location de voitures à l'aéroport d'Istanbul",
    intro:
      "<p>Louer une voiture à l'aéroport d'Istanbul (IST) est le moyen le plus souple de rejoindre la rive européenne de la ville et la Thrace. Les comptoirs de location se trouvent dans le terminal et aux niveaux du parking : vous pouvez récupérer votre voiture quelques minutes après l'atterrissage.</p><p>Sur RotaGo, vous comparez les prix de tous les loueurs partenaires présents à l'aéroport d'Istanbul, ainsi que leurs conditions de caution et de kilométrage.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>L'aéroport se trouve à environ 40 km de Taksim. L'autoroute du Nord de Marmara et le pont Yavuz Sultan Selim, qui mènent en ville, sont payants ; le badge HGS de votre voiture de location règle automatiquement les péages. En semaine, la circulation est dense entre 7 h et 10 h et entre 17 h et 20 h : organisez vos trajets en conséquence.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Les parkings à étages de l'aéroport sont ouverts 24 h/24, 7 j/7. Pour restituer la voiture, suivez les panneaux « Retour des voitures de location ». Dans le centre-ville, il est difficile de se garer dans la rue : utilisez les parkings municipaux ou celui de votre hôtel.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Côte de la mer Noire, Kilyos :</strong> environ 35 km, 40 minutes</li><li><strong>Şile et Ağva :</strong> environ 120 km, 1 h 30 à 2 h</li><li><strong>Edirne :</strong> environ 220 km, 2 h 30</li><li><strong>Bursa (par le pont Osmangazi) :</strong> environ 240 km, 2 h 30 à 3 h</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à l'aéroport d'Istanbul (IST) | RotaGo",
    metaDescription:
      "Voitures de location à retirer dans le terminal de l'aéroport d'Istanbul (IST). Comparez prix, cautions et kilométrage, puis réservez en quelques minutes.",
  },
  "seo-locations/seo-sabiha-gokcen-havalimani": {
    title: "Location de voitures à l'aéroport Sabiha Gökçen",
    intro:
      "<p>Situé sur la rive asiatique d'Istanbul, l'aéroport Sabiha Gökçen (SAW) est le point de départ le plus pratique pour des quartiers comme Kadıköy, Ataşehir et Kartal, ainsi que pour rejoindre Kocaeli, Sakarya et Bursa.</p><p>Les comptoirs de location se trouvent dans les halls d'arrivée internationaux et intérieurs ; certains loueurs vous conduisent à une agence proche en navette gratuite.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>Kadıköy se trouve à environ 40 km ; pour rejoindre la rive européenne, vous traversez un pont ou le tunnel Eurasia. Les péages des ponts, du tunnel et des autoroutes se règlent par HGS ; le tunnel Eurasia coûte plus cher que les ponts. Attendez-vous à une circulation dense le soir sur la TEM et la D-100.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Les parkings couverts et en plein air situés en face du terminal sont payants. Avec les loueurs proposant une navette, vous restituez la voiture à leur agence puis regagnez le terminal en navette ; présentez-vous à l'agence au moins 2 h 30 avant votre vol.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Lac de Sapanca :</strong> environ 110 km, 1 h 30</li><li><strong>Kartepe :</strong> environ 100 km, 1 h 30</li><li><strong>Bursa et Uludağ :</strong> environ 150 km, 2 h</li><li><strong>Şile :</strong> environ 75 km, 1 h</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à l'aéroport Sabiha Gökçen (SAW) | RotaGo",
    metaDescription:
      "Voitures de location à petit prix à l'aéroport Sabiha Gökçen d'Istanbul (SAW). Comparez prise en charge au terminal ou par navette et réservez en ligne.",
  },
  "seo-locations/seo-antalya-havalimani": {
    title: "Location de voitures à l'aéroport d'Antalya",
    intro:
      "<p>Aéroport de vacances le plus fréquenté de Turquie, l'aéroport d'Antalya (AYT) est la porte d'entrée de la côte méditerranéenne, de Kemer à Alanya. Louer une voiture à l'aéroport vous mène directement à votre hôtel sans attendre de transfert, et vous permet d'explorer criques et cités antiques à votre propre rythme.</p><p>La demande est très forte en été ; nous vous conseillons de réserver tôt, en particulier pour les voitures automatiques et les SUV.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>L'aéroport se trouve à environ 13 km du centre-ville. Respectez les limitations de vitesse sur la route côtière D-400, qui compte de nombreux radars et tronçons de contrôle de vitesse moyenne. En juillet et en août, les températures peuvent dépasser 40 °C à la mi-journée : garez-vous à l'ombre et gardez de l'eau dans la voiture.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Les parkings situés devant les terminaux sont payants. Plutôt que de vous engager dans les ruelles étroites de Kaleiçi, utilisez les parkings autour de la vieille ville. En été, il est plus facile de trouver une place aux plages de Konyaaltı et de Lara tôt le matin.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Belek :</strong> environ 30 km, 30 minutes</li><li><strong>Kemer :</strong> environ 55 km, 50 minutes</li><li><strong>Side et Manavgat :</strong> environ 65 km, 1 h</li><li><strong>Alanya :</strong> environ 125 km, 1 h 45</li><li><strong>Kaş :</strong> environ 190 km, 3 h (route côtière sinueuse)</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à l'aéroport d'Antalya (AYT) | RotaGo",
    metaDescription:
      "Voitures de location à l'aéroport d'Antalya (AYT) pour Kemer, Belek, Side et Alanya. Comparez les meilleurs prix et récupérez votre voiture à l'aéroport.",
  },
  "seo-locations/seo-izmir-adnan-menderes-havalimani": {
    title: "Location de voitures à l'aéroport Adnan Menderes d'Izmir",
    intro:
      "<p>L'aéroport Adnan Menderes d'Izmir (ADB) est le point de départ de vacances en mer Égée, de la presqu'île de Çeşme jusqu'à Éphèse. Avec une voiture prise à l'aéroport, vous rejoignez rapidement les villes côtières par l'autoroute.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>L'aéroport se trouve à environ 18 km de Konak. L'autoroute Izmir–Çeşme et l'autoroute en direction d'Aydın sont payantes et se règlent par HGS. Le week-end et les jours fériés, attendez-vous à une circulation dense le soir au retour de Çeşme.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Le stationnement dans la rue est limité autour d'Alsancak et du Kordon : utilisez les parkings à étages. Le centre d'Alaçatı peut être fermé à la circulation les soirs d'été ; laissez votre voiture dans les parkings à l'entrée de la ville.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Urla :</strong> environ 45 km, 40 minutes</li><li><strong>Selçuk et Éphèse :</strong> environ 60 km, 50 minutes</li><li><strong>Kuşadası :</strong> environ 75 km, 1 h</li><li><strong>Çeşme et Alaçatı :</strong> environ 95 km, 1 h 10</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à l'aéroport d'Izmir (ADB) | RotaGo",
    metaDescription:
      "Voitures de location à l'aéroport Adnan Menderes d'Izmir (ADB) pour Çeşme, Alaçatı et Éphèse. Comparez les prix et louez en toute confiance.",
  },
  "seo-locations/seo-dalaman-havalimani": {
    title: "Location de voitures à l'aéroport de Dalaman",
    intro:
      "<p>L'aéroport de Dalaman (DLM) est l'aéroport le plus proche de Fethiye, Göcek, Ölüdeniz, Dalyan et Marmaris. Les stations balnéaires étant éloignées les unes des autres, louer une voiture vous fait gagner du temps et économiser le coût des transferts.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>Le tunnel de Göcek est payant et se règle par HGS. La route côtière entre Fethiye et Kaş est magnifique mais sinueuse : soyez prudent si vous conduisez de nuit. Sur les routes de village, vous pouvez croiser des troupeaux de chèvres et de vaches.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>En été, les parkings autour d'Ölüdeniz et de la vallée des Papillons sont complets avant midi. Des parkings municipaux sont disponibles autour de la marina de Fethiye. Si vous prenez un bateau à Dalyan, utilisez les parkings payants au bord de la rivière.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Göcek :</strong> environ 25 km, 25 minutes</li><li><strong>Dalyan et plage d'İztuzu :</strong> environ 30 km, 35 minutes</li><li><strong>Fethiye et Ölüdeniz :</strong> environ 50 à 65 km, 1 h</li><li><strong>Marmaris :</strong> environ 95 km, 1 h 30</li><li><strong>Kaş :</strong> environ 160 km, 2 h 30</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à l'aéroport de Dalaman (DLM) | RotaGo",
    metaDescription:
      "Voitures de location à l'aéroport de Dalaman (DLM) pour Fethiye, Göcek, Ölüdeniz et Marmaris. Comparez les meilleures offres et réservez en ligne.",
  },
  "seo-locations/seo-milas-bodrum-havalimani": {
    title: "Location de voitures à l'aéroport de Milas-Bodrum",
    intro:
      "<p>L'aéroport de Milas-Bodrum (BJV) se trouve à environ 35 km de la presqu'île de Bodrum. Avec une voiture prise à l'aéroport, vous rejoignez facilement tous les coins de la presqu'île, comme Yalıkavak, Gümüşlük et Turgutreis.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>La route entre l'aéroport et la presqu'île est bonne, mais en été des files d'attente se forment à l'entrée de Bodrum et au carrefour de Torba. Les routes qui descendent vers les criques sont étroites et pentues ; une petite voiture facilite le stationnement et les manœuvres.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Les places de stationnement sont très rares autour du centre de Bodrum, de la marina et du bazar : utilisez les parkings payants. La plupart des beach clubs et des restaurants proposent un service de voiturier.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Centre de Bodrum :</strong> environ 35 km, 35 minutes</li><li><strong>Yalıkavak :</strong> environ 50 km, 50 minutes</li><li><strong>Gümüşlük :</strong> environ 55 km, 55 minutes</li><li><strong>Güllük :</strong> environ 20 km, 25 minutes</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à l'aéroport de Bodrum (BJV) | RotaGo",
    metaDescription:
      "Voitures de location à l'aéroport de Milas-Bodrum (BJV) pour Yalıkavak, Gümüşlük et Turgutreis. Comparez les prix et récupérez votre voiture à l'aéroport.",
  },
  "seo-locations/seo-ankara-esenboga-havalimani": {
    title: "Location de voitures à l'aéroport d'Ankara-Esenboğa",
    intro:
      "<p>L'aéroport d'Ankara-Esenboğa (ESB) est la première étape des voyageurs d'affaires qui se rendent dans la capitale et des visiteurs qui partent à la découverte de l'Anatolie centrale. Les comptoirs de location se trouvent dans les halls d'arrivée intérieurs et internationaux.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>L'aéroport se trouve à environ 28 km de Kızılay, par une large route à deux fois deux voies. Le périphérique d'Ankara permet de contourner le centre lors des trajets interurbains. La neige et le verglas sont possibles en hiver ; entre novembre et mars, vérifiez les pneus hiver lors de la prise en charge.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Les places de stationnement dans la rue sont rares autour de Kızılay, d'Ulus et de Tunalı Hilmi : utilisez les parkings à étages. Les parkings de l'aéroport sont payants ; pour restituer la voiture, suivez les panneaux « Location de voitures ».</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Beypazarı :</strong> environ 100 km, 1 h 30</li><li><strong>Lac Tuz :</strong> environ 150 km, 2 h</li><li><strong>Safranbolu :</strong> environ 220 km, 2 h 30</li><li><strong>Cappadoce (Göreme) :</strong> environ 300 km, 3 h 30</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à l'aéroport d'Ankara-Esenboğa (ESB) | RotaGo",
    metaDescription:
      "Voitures de location à l'aéroport d'Ankara-Esenboğa (ESB) pour vos voyages d'affaires et la route de la Cappadoce. Comparez les prix et réservez en ligne.",
  },
  "seo-locations/seo-trabzon-havalimani": {
    title: "Location de voitures à l'aéroport de Trabzon",
    intro:
      "<p>L'aéroport de Trabzon (TZX) se trouve à quelques kilomètres seulement du centre-ville et constitue la porte d'entrée des hauts plateaux de la mer Noire orientale. Des sites comme Uzungöl, le monastère de Sümela et Ayder sont difficiles d'accès en transports en commun : une voiture de location est la solution la plus simple.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>La route côtière est large et compte de nombreux tunnels ; les routes qui montent vers les plateaux sont étroites, sinueuses et parfois raides. Le brouillard et les averses soudaines sont fréquents : roulez feux allumés et ralentissez. Faites le plein avant de monter sur les plateaux.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Des parkings à étages sont disponibles autour de Meydan, dans le centre de Trabzon. Les parkings visiteurs d'Uzungöl et de Sümela sont payants et se remplissent tôt les week-ends d'été.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Monastère de Sümela :</strong> environ 50 km, 1 h</li><li><strong>Rize :</strong> environ 75 km, 1 h</li><li><strong>Uzungöl :</strong> environ 100 km, 1 h 45</li><li><strong>Plateau d'Ayder :</strong> environ 170 km, 2 h 30</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à l'aéroport de Trabzon (TZX) | RotaGo",
    metaDescription:
      "Voitures de location à l'aéroport de Trabzon (TZX) pour Uzungöl, Sümela et les plateaux d'Ayder. Comparez les meilleures offres et réservez en ligne.",
  },
  "seo-locations/seo-istanbul": {
    title: "Location de voitures à Istanbul",
    intro:
      "<p>Louer une voiture à Istanbul est facile grâce à ses deux aéroports, aux agences du centre-ville et aux options d'accueil personnalisé. De nombreux visiteurs découvrent la péninsule historique en transports en commun et louent une voiture pour des excursions d'une journée hors de la ville.</p><p>Sur RotaGo, vous voyez toutes les agences d'Istanbul sur la carte et choisissez votre point de prise en charge selon le quartier où vous séjournez.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>Les ponts du Bosphore, le tunnel Eurasia et les autoroutes sont payants et se règlent avec le badge HGS de la voiture. Les ponts des Martyrs-du-15-Juillet et Fatih Sultan Mehmet ne sont payants que dans le sens Europe–Asie ; le pont Yavuz Sultan Selim et le tunnel Eurasia sont payants dans les deux sens. Suivez les prévisions de trafic de votre application de navigation et évitez si possible les heures de pointe.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Il est difficile de se garer dans les quartiers centraux comme Beyoğlu, Sultanahmet et Kadıköy, et les voitures mal garées peuvent être enlevées par la fourrière. Utilisez les parkings municipaux et privés, et vérifiez si votre hôtel dispose d'un parking.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Forêt de Belgrade :</strong> à environ 25 km du centre</li><li><strong>Polonezköy et Riva :</strong> environ 35 km</li><li><strong>Şile et Ağva :</strong> environ 75 à 100 km</li><li><strong>Sapanca et Maşukiye :</strong> environ 140 km</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à Istanbul | Meilleurs prix | RotaGo",
    metaDescription:
      "Location de voitures à Istanbul à la journée ou à la semaine. Comparez les prix en aéroport et en ville, cautions et conditions affichées d'emblée.",
  },
  "seo-locations/seo-antalya": {
    title: "Location de voitures à Antalya",
    intro:
      "<p>Avec ses cités antiques, ses cascades et plus de 600 km de littoral, Antalya est l'une des meilleures destinations à explorer en voiture. Louez en centre-ville ou à l'aéroport et planifiez vos itinéraires, de la côte lycienne aux cités antiques de Pamphylie.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>Les grands axes de la ville sont larges, mais Kaleiçi et ses environs comptent des rues étroites à sens unique. Les soirs d'été, la circulation se densifie entre Konyaaltı et Lara. Sur les routes de montagne (en direction de Saklıkent et de Termessos, par exemple), méfiez-vous des virages et des pierres sur la chaussée.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Des parkings payants sont disponibles autour de Kaleiçi, sur la plage de Konyaaltı et à Lara. Des sites comme la cascade de Düden et Aspendos disposent de grands parkings visiteurs.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Cascade inférieure de Düden :</strong> à environ 10 km du centre</li><li><strong>Termessos :</strong> environ 35 km</li><li><strong>Théâtre d'Aspendos :</strong> environ 45 km</li><li><strong>Olympos et Çıralı :</strong> environ 80 km</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à Antalya | RotaGo",
    metaDescription:
      "Location de voitures à Antalya : comparez toutes les offres des agences en ville et à l'aéroport, et partez librement de Kaleiçi à Aspendos.",
  },
  "seo-locations/seo-izmir": {
    title: "Location de voitures à Izmir",
    intro:
      "<p>Izmir est la ville la plus animée de la mer Égée et la porte d'entrée de stations balnéaires comme Çeşme, Urla, Seferihisar et Foça. Louez dans une agence du centre-ville et organisez librement vos escapades du week-end.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>En ville, la circulation se densifie aux heures de pointe sur l'axe Karşıyaka–Bornova–Konak ; pour faire le tour de la baie, le périphérique est souvent plus rapide. En été, attendez-vous à une circulation dense sur l'autoroute de Çeşme le vendredi et le dimanche soir.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Des parkings à étages sont disponibles autour d'Alsancak, de Kemeraltı et du Kordon. Le bazar de Kemeraltı n'est pas accessible en voiture : laissez la vôtre dans un parking voisin.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Urla et la route des vignobles :</strong> à environ 40 km du centre</li><li><strong>Foça :</strong> environ 70 km</li><li><strong>Şirince et Éphèse :</strong> environ 80 km</li><li><strong>Çeşme et Alaçatı :</strong> environ 85 km</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à Izmir | RotaGo",
    metaDescription:
      "Location de voitures à Izmir : comparez les prix des agences d'Alsancak, de Konak et de l'aéroport, et explorez Çeşme, Urla et Éphèse.",
  },
  "seo-locations/seo-ankara": {
    title: "Location de voitures à Ankara",
    intro:
      "<p>Dans la capitale, Ankara, une voiture de location est le moyen le plus pratique de gagner du temps entre deux rendez-vous d'affaires et de partir à la découverte de l'histoire et des paysages de l'Anatolie centrale. Louez dans les agences de Kızılay, de Çankaya ou à l'aéroport.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>Les larges boulevards et le périphérique d'Ankara facilitent la conduite, mais Kızılay et la route d'Eskişehir sont encombrés aux heures de pointe. Certaines rues peuvent être fermées lors de cérémonies et d'événements officiels. En hiver, vérifiez la météo et l'état des routes avant de quitter la ville.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Des parkings à étages sont disponibles autour de Kızılay et d'Ulus, ainsi que des places payantes dans la rue à Çankaya et à Tunalı Hilmi. En ville, les parkings des centres commerciaux sont une solution pratique.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Lac Mogan, Gölbaşı :</strong> à environ 25 km du centre</li><li><strong>Beypazarı :</strong> environ 100 km</li><li><strong>Gordion :</strong> environ 95 km</li><li><strong>Cappadoce :</strong> environ 280 km</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à Ankara | RotaGo",
    metaDescription:
      "Location de voitures à Ankara : comparez les offres des agences de Kızılay, Çankaya et Esenboğa. Voitures à petit prix pour affaires et tourisme.",
  },
  "seo-locations/seo-trabzon": {
    title: "Location de voitures à Trabzon",
    intro:
      "<p>Trabzon est le point central de tout circuit sur la mer Noire. Plateaux verdoyants, lacs de montagne et monastères historiques se trouvent à une ou deux heures de la ville ; avec une voiture de location, vous explorez la région à votre rythme, sans suivre le programme d'un circuit organisé.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>Certaines routes de plateau sont en gravier ou étroites ; une voiture à garde au sol surélevée ou un SUV est plus confortable. Pendant les fêtes des plateaux en été, certaines routes sont très fréquentées. Attendez aux endroits plus larges pour laisser passer les véhicules venant en sens inverse.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Des parkings sont disponibles autour de Meydan et de la place Atatürk. Au belvédère de Boztepe et à Uzungöl, il est plus facile de se garer en arrivant tôt le week-end.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Boztepe :</strong> à environ 5 km du centre</li><li><strong>Monastère de Sümela et vallée d'Altındere :</strong> environ 50 km</li><li><strong>Uzungöl :</strong> environ 100 km</li><li><strong>Zigana et Gümüşhane :</strong> environ 110 km</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à Trabzon | RotaGo",
    metaDescription:
      "Location de voitures à Trabzon : comparez les offres de SUV et de voitures économiques pour les plateaux de la mer Noire et la route d'Uzungöl.",
  },
  "seo-locations/seo-bodrum": {
    title: "Location de voitures à Bodrum",
    intro:
      "<p>Avec ses criques et ses villages aux caractères très différents, la presqu'île de Bodrum se prête idéalement à la découverte en voiture. Avec une voiture louée dans une agence de Bodrum ou à l'aéroport de Milas-Bodrum, vous allez facilement de Gümbet à Gümüşlük et de Türkbükü à Bitez.</p>",
    sections: [
      {
        heading: "Conseils de conduite",
        body: "<p>La route principale qui fait le tour de la presqu'île est bonne, mais les routes qui descendent vers les criques sont étroites et pentues. En juillet et en août, la circulation est dense aux entrées du centre de Bodrum, de Gümbet et de Yalıkavak ; partez tôt pour admirer le coucher du soleil à Gümüşlük.</p>",
      },
      {
        heading: "Stationnement",
        body: "<p>Le stationnement est très limité autour du château et de la marina : utilisez les parkings municipaux. La plupart des plages des criques disposent d'un parking payant ou d'un service de voiturier.</p>",
      },
      {
        heading: "Itinéraires populaires",
        body: "<ul><li><strong>Bitez et Ortakent :</strong> à environ 6 à 10 km du centre</li><li><strong>Türkbükü et Gündoğan :</strong> environ 20 km</li><li><strong>Marina de Yalıkavak :</strong> environ 20 km</li><li><strong>Gümüşlük :</strong> environ 20 km</li></ul>",
      },
    ],
    metaTitle: "Location de voitures à Bodrum | RotaGo",
    metaDescription:
      "Location de voitures à Bodrum : comparez les prix des agences en ville et à l'aéroport, et explorez les criques de Yalıkavak, Türkbükü et Gümüşlük.",
  },
  "car-brands/brand-audi": {
    intro:
      "<p>L'Audi A6 est le choix du luxe pour les voyages d'affaires et les longs trajets entre les villes, avec un habitacle silencieux et une tenue de route rassurante. La plupart des Audi de location sont des diesels à boîte automatique.</p>",
    metaDescription:
      "Comparez les prix de location de l'Audi A6 chez les différents loueurs et réservez le meilleur tarif journalier en quelques minutes.",
  },
  "car-brands/brand-bmw": {
    intro:
      "<p>La flotte de location BMW comprend la berline 520i pour les voyages d'affaires et la 420i Cabrio pour rouler au soleil le long de la Méditerranée. Toutes deux sont des modèles essence à boîte automatique ; vérifiez l'âge minimum du conducteur pour les catégories luxe et cabriolet.</p>",
    metaDescription:
      "Prix de location des BMW 520i et 420i Cabrio. Comparez les loueurs et réservez le meilleur tarif journalier.",
  },
  "car-brands/brand-citroen": {
    intro:
      "<p>La Citroën C4 est une familiale compacte confortable, avec une suspension souple et un grand coffre. Son moteur diesel est sobre sur les longs trajets.</p>",
    metaDescription:
      "Comparez les prix de location de la Citroën C4 et louez un diesel automatique à un tarif journalier avantageux.",
  },
  "car-brands/brand-dacia": {
    intro:
      "<p>Les Dacia Sandero et Duster comptent parmi les voitures de location les plus abordables. La Sandero convient à la conduite en ville et aux petits trajets ; la garde au sol élevée du Duster est idéale pour les routes de village et les plateaux de montagne.</p>",
    metaDescription:
      "Prix de location des Dacia Sandero et Duster. Comparez les voitures à petit budget et réservez dès maintenant.",
  },
  "car-brands/brand-fiat": {
    intro:
      "<p>La Fiat Egea est la voiture de location par excellence en Turquie : spacieuse, économique et disponible dans presque toutes les agences. Le Doblo convient aux familles nombreuses et aux gros bagages ; la 500C promet le plaisir de rouler cheveux au vent en ville et sur la côte.</p>",
    metaDescription:
      "Prix de location des Fiat Egea, Doblo et 500C. Louez la voiture la plus louée de Turquie à un tarif journalier avantageux.",
  },
  "car-brands/brand-ford": {
    intro:
      "<p>Le Ford Tourneo Custom accueille huit personnes et leurs bagages : idéal pour les groupes, les transferts aéroport et les vacances en famille.</p>",
    metaDescription:
      "Prix de location du Ford Tourneo Custom. Comparez ce van de huit places chez les différents loueurs.",
  },
  "car-brands/brand-honda": {
    intro:
      "<p>La Honda Civic est l'une des compactes les plus appréciées, avec un comportement sportif et une boîte automatique fiable.</p>",
    metaDescription:
      "Comparez les prix de location de la Honda Civic et réservez dès maintenant votre voiture automatique.",
  },
  "car-brands/brand-hyundai": {
    intro:
      "<p>La Hyundai i20 est une voiture économique à boîte automatique, facile à garer en ville ; l'Elantra offre un habitacle plus spacieux et le confort des longs trajets dans la catégorie compacte.</p>",
    metaDescription: "Prix de location des Hyundai i20 et Elantra. Comparez les loueurs et réservez au meilleur tarif.",
  },
  "car-brands/brand-mercedes-benz": {
    intro:
      "<p>La Mercedes-Benz E 200 est la berline de luxe des rendez-vous d'affaires et des grandes occasions ; le Vito à neuf places est le van des transferts VIP et des grands groupes.</p>",
    metaDescription:
      "Prix de location des Mercedes-Benz E 200 et Vito. Louez une berline de luxe ou un van de neuf places.",
  },
  "car-brands/brand-mini": {
    intro:
      "<p>La MINI Cooper Cabrio est le symbole de la conduite décapotée dans les stations balnéaires comme Bodrum et Çeşme. Avec ses quatre places et son petit coffre, elle convient aux voyageurs qui partent léger.</p>",
    metaDescription:
      "Prix de location de la MINI Cooper Cabrio. Profitez d'un cabriolet en vacances à un tarif avantageux.",
  },
  "car-brands/brand-nissan": {
    intro:
      "<p>Le Nissan Qashqai est un SUV équilibré, aussi à l'aise en ville que sur autoroute, avec une position de conduite haute et une boîte automatique.</p>",
    metaDescription: "Comparez les prix de location du Nissan Qashqai et louez un SUV automatique au meilleur tarif.",
  },
  "car-brands/brand-opel": {
    intro:
      "<p>Automatique et compacte, l'Opel Corsa est un choix pratique et économique pour une location en ville.</p>",
    metaDescription:
      "Prix de location de l'Opel Corsa. Comparez cette citadine automatique économique chez les différents loueurs.",
  },
  "car-brands/brand-peugeot": {
    intro:
      "<p>Le Peugeot 3008 est un SUV familial confortable, avec un intérieur moderne et un grand coffre ; son moteur diesel est économique sur les longs trajets.</p>",
    metaDescription: "Comparez les prix de location du Peugeot 3008 et louez un SUV diesel à un tarif avantageux.",
  },
  "car-brands/brand-renault": {
    intro:
      "<p>Les Renault Clio et Megane sont des incontournables des flottes de location turques. La Clio est proposée en boîte manuelle ou automatique dans la catégorie économique, la Megane en diesel automatique dans la catégorie compacte, et le Kangoo offre un grand volume de chargement pour les bagages.</p>",
    metaDescription:
      "Prix de location des Renault Clio, Megane et Kangoo. Comparez les loueurs et réservez dès maintenant.",
  },
  "car-brands/brand-skoda": {
    intro:
      "<p>La Škoda Superb offre l'une des banquettes arrière et l'un des coffres les plus spacieux de sa catégorie : idéale pour les voyages d'affaires et les longs trajets en famille.</p>",
    metaDescription:
      "Comparez les prix de location de la Škoda Superb et louez une berline spacieuse à un tarif journalier avantageux.",
  },
  "car-brands/brand-togg": {
    intro:
      "<p>Le Togg T10X est le SUV électrique conçu et fabriqué en Turquie. Le réseau de recharge se développe rapidement dans les grandes villes et le long des autoroutes ; repérez les bornes de recharge rapide sur votre itinéraire avant de louer.</p>",
    metaDescription: "Prix de location du Togg T10X. Comparez le SUV électrique turc chez les différents loueurs.",
  },
  "car-brands/brand-toyota": {
    intro:
      "<p>Les hybrides Toyota, Corolla, C-HR et Camry, se distinguent par une consommation très faible en ville. Toutes sont équipées d'une boîte automatique, ce qui facilite la conduite dans les embouteillages.</p>",
    metaDescription:
      "Prix de location des hybrides Toyota Corolla, C-HR et Camry. Comparez les loueurs et réservez dès maintenant.",
  },
  "car-brands/brand-volkswagen": {
    intro:
      "<p>La Volkswagen Passat est la berline d'affaires classique de la catégorie des grandes routières ; le Tiguan est un SUV familial fiable, doté d'un moteur diesel et d'un intérieur spacieux.</p>",
    metaDescription:
      "Prix de location des Volkswagen Passat et Tiguan. Comparez les loueurs et réservez à un tarif avantageux.",
  },
  "car-brands/brand-volvo": {
    intro:
      "<p>Hybride dotée d'un équipement de sécurité très complet, la Volvo S90 est une voiture de luxe calme et confortable pour les longs trajets.</p>",
    metaDescription:
      "Comparez les prix de location de la Volvo S90 hybride et louez une berline de luxe à un tarif avantageux.",
  },
  "cities/flight-istanbul": {
    name: "Istanbul",
    title: "Vols vers Istanbul",
    intro:
      "<p>Istanbul compte deux grands aéroports : l'aéroport d'Istanbul (IST), sur la rive européenne, et Sabiha Gökçen (SAW), sur la rive asiatique. Des vols en provenance de toute la Turquie et du monde entier y arrivent à toute heure.</p><p>Choisissez l'aéroport en fonction de votre lieu de séjour : IST est plus proche de Taksim, de Beşiktaş et de la vieille ville, SAW de Kadıköy, d'Ataşehir et de Kartal.</p>",
    metaTitle: "Vols vers Istanbul | RotaGo",
    metaDescription:
      "Comparez les vols vers Istanbul : toutes les compagnies vers l'aéroport d'Istanbul et Sabiha Gökçen, avec bagages et tarifs.",
    airports: [{ name: "Aéroport d'Istanbul" }, { name: "Aéroport Sabiha Gökçen" }],
  },
  "cities/flight-antalya": {
    name: "Antalya",
    title: "Vols vers Antalya",
    intro:
      "<p>L'aéroport d'Antalya (AYT) est l'aéroport de vacances le plus fréquenté de Turquie. En été, des centaines de vols par jour y atterrissent en provenance de toute l'Europe et de la Turquie ; c'est d'ici que l'on rejoint Kemer, Belek, Side et Alanya.</p>",
    metaTitle: "Vols vers Antalya | RotaGo",
    metaDescription:
      "Comparez les vols vers l'aéroport d'Antalya au départ de la Turquie et de l'étranger, avec bagages et tarifs.",
    airports: [{ name: "Aéroport d'Antalya" }],
  },
  "cities/flight-izmir": {
    name: "Izmir",
    title: "Vols vers Izmir",
    intro:
      "<p>L'aéroport Adnan Menderes d'Izmir (ADB) est la porte d'entrée de la mer Égée : c'est l'aéroport le plus proche de Çeşme, d'Alaçatı, d'Éphèse et de Kuşadası, avec des vols fréquents toute la journée au départ d'Istanbul et d'Ankara.</p>",
    metaTitle: "Vols vers Izmir | RotaGo",
    metaDescription:
      "Comparez les vols vers l'aéroport Adnan Menderes d'Izmir au départ de la Turquie et de l'étranger.",
    airports: [{ name: "Aéroport Adnan Menderes d'Izmir" }],
  },
  "cities/flight-ankara": {
    name: "Ankara",
    title: "Vols vers Ankara",
    intro:
      "<p>L'aéroport de la capitale, Esenboğa (ESB), se trouve à environ 30 km du centre-ville. Pour les voyages d'affaires, de nombreux vols du matin et du soir relient Ankara à Istanbul, Izmir et Antalya.</p>",
    metaTitle: "Vols vers Ankara | RotaGo",
    metaDescription: "Comparez les vols de toutes les compagnies aériennes vers l'aéroport d'Ankara-Esenboğa.",
    airports: [{ name: "Aéroport d'Ankara-Esenboğa" }],
  },
  "cities/flight-trabzon": {
    name: "Trabzon",
    title: "Vols vers Trabzon",
    intro:
      "<p>L'aéroport de Trabzon (TZX) est le point de départ vers les plateaux de la mer Noire, Uzungöl et le monastère de Sümela. L'aéroport se trouve juste à côté du centre-ville.</p>",
    metaTitle: "Vols vers Trabzon | RotaGo",
    metaDescription: "Comparez les vols vers Trabzon : des vols à petit prix vers la côte de la mer Noire.",
    airports: [{ name: "Aéroport de Trabzon" }],
  },
  "cities/flight-mugla": {
    name: "Muğla",
    title: "Vols vers Muğla (Dalaman, Bodrum)",
    intro:
      "<p>Muğla compte deux aéroports : Dalaman (DLM) pour Fethiye, Marmaris et Göcek, et Milas-Bodrum (BJV) pour la presqu'île de Bodrum. En été, des vols directs arrivent aussi de toute l'Europe.</p>",
    metaTitle: "Vols vers Muğla : Dalaman et Bodrum | RotaGo",
    metaDescription: "Comparez les vols vers Dalaman et Milas-Bodrum pour Fethiye, Marmaris et Bodrum.",
    airports: [{ name: "Aéroport de Dalaman" }, { name: "Aéroport de Milas-Bodrum" }],
  },
  "custom-links/footer-istanbul-havalimani": {
    column: "Points de location populaires",
    label: "Location de voitures à l'aéroport d'Istanbul",
  },
  "custom-links/footer-sabiha-gokcen-havalimani": {
    column: "Points de location populaires",
    label: "Location de voitures à l'aéroport Sabiha Gökçen",
  },
  "custom-links/footer-antalya-havalimani": {
    column: "Points de location populaires",
    label: "Location de voitures à l'aéroport d'Antalya",
  },
  "custom-links/footer-izmir": { column: "Points de location populaires", label: "Location de voitures à Izmir" },
  "custom-links/footer-ankara": { column: "Points de location populaires", label: "Location de voitures à Ankara" },
  "custom-links/footer-milas-bodrum-havalimani": {
    column: "Points de location populaires",
    label: "Location de voitures à l'aéroport de Milas-Bodrum",
  },
};
