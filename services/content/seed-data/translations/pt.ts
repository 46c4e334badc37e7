import type { LanguageTexts } from "./index";

export const PT: LanguageTexts = {
  "hello-bars/summer-deals": {
    text: "<strong>As promoções de verão já começaram!</strong> 10% de desconto no aluguer de carros com o código YAZ10.",
  },
  "hello-bars/flight-week": { text: "<strong>Semana dos voos:</strong> bagagem extra grátis em voos domésticos." },
  "hello-bars/retired-bar": { text: "<strong>Campanha antiga</strong>" },
  "campaigns/yaz-firsatlari": {
    title: "Promoções de verão",
    summary: "10% de desconto no aluguer de carros com levantamento no verão.",
    imageAlt: "Uma baía em Bodrum ao pôr do sol",
    conditions: [
      "Válido para levantamentos entre 1 de junho e 31 de agosto.",
      "Válido para reservas efetuadas entre 1 de junho de 2026 e 31 de agosto de 2027.",
      "Não acumulável com outras ofertas.",
    ],
  },
  "campaigns/suv15": {
    title: "15% de desconto em SUV",
    summary: "15% de desconto em carros da categoria SUV.",
    conditions: [
      "Válido para reservas efetuadas entre 1 de janeiro de 2026 e 31 de dezembro de 2027.",
      "Válido apenas para a categoria SUV.",
      "Não acumulável com outras ofertas.",
    ],
  },
  "campaigns/ucak-bileti-haftasi": {
    title: "Semana dos voos",
    summary: "15 kg de bagagem extra grátis em voos domésticos.",
    imageAlt: "Um avião de passageiros a preparar-se para descolar ao pôr do sol",
    conditions:
      "<ul><li>Válido para bilhetes domésticos só de ida e de ida e volta.</li><li>A bagagem extra é adicionada automaticamente à reserva quando compra o bilhete; não é preciso código.</li><li>Válido para bilhetes comprados durante a campanha; a data do voo é livre.</li><li>A bagagem extra mantém-se associada ao bilhete em caso de alteração e não é reembolsada separadamente.</li></ul>",
  },
  "campaigns/kis-firsatlari-2025": {
    title: "Promoções de inverno 2025",
    summary: "25% de desconto no aluguer de carros nos meses de inverno.",
    imageAlt: "Uma estrada entre montanhas nevadas",
    conditions: "<p>Era válida para alugueres entre 1 de dezembro de 2024 e 31 de março de 2025.</p>",
  },
  "faqs/faq-car-documents": {
    question: "Que documentos preciso para levantar o carro?",
    answer:
      "<p>Para levantar o carro no balcão de aluguer, o condutor principal deve apresentar os seguintes documentos <strong>originais</strong>:</p><ul><li>Carta de condução válida; não são aceites fotocópias nem fotografias.</li><li>Cartão de identidade turco ou, no caso de cidadãos estrangeiros, passaporte.</li><li>Cartão de crédito em nome do condutor principal, com limite suficiente para a caução.</li><li>A confirmação da reserva (voucher); basta mostrá-la no telemóvel.</li></ul><p>Se a sua carta de condução não estiver escrita no alfabeto latino, precisa também de uma <strong>licença internacional de condução</strong>. Se tiver incluído um condutor adicional, os documentos dele também são verificados no levantamento.</p>",
  },
  "faqs/faq-car-credit-card-deposit": {
    question: "Preciso de cartão de crédito para a caução? Posso usar um cartão de débito?",
    answer:
      '<p>A maioria das empresas de aluguer cobra a caução sob a forma de pré-autorização (cativação) num <strong>cartão de crédito em nome do condutor principal</strong>. Regra geral, não são aceites para a caução cartões de débito, cartões pré-pagos nem cartões de outras pessoas.</p><p>O valor da caução depende da categoria do carro e do pacote de proteção escolhido; é indicado nos resultados da pesquisa e no resumo da reserva. Os pacotes mais completos reduzem consideravelmente a caução.</p><p>Se o carro for devolvido sem danos e de acordo com as condições de aluguer, a empresa de aluguer liberta o valor cativado; consoante o banco, pode demorar <strong>7 a 30 dias úteis</strong> até voltar a estar disponível no limite do cartão. Consulte as <a href="/en/car/rental-terms">condições de aluguer</a> para mais informações.</p>',
  },
  "faqs/faq-car-minimum-age": {
    question: "Existe uma idade mínima ou um tempo mínimo de carta para alugar um carro?",
    answer:
      "<p>A idade mínima do condutor depende da categoria do carro:</p><table><thead><tr><th>Categoria do carro</th><th>Idade mínima</th></tr></thead><tbody><tr><td>Económico e médio</td><td>21</td></tr><tr><td>Gama alta, SUV e carrinha</td><td>23</td></tr><tr><td>Descapotável</td><td>25</td></tr><tr><td>Luxo</td><td>27</td></tr></tbody></table><p>As empresas de aluguer exigem também carta de condução há <strong>1 a 3 anos</strong>. Os condutores abaixo de determinada idade (normalmente 25 anos) podem ter de pagar uma <em>taxa diária de condutor jovem</em>, indicada à parte na oferta. Algumas empresas pedem um relatório de crédito turco (Findeks) para carros de luxo e de gama alta.</p>",
  },
  "faqs/faq-car-one-way": {
    question: "Posso devolver o carro num local diferente daquele onde o levantei?",
    answer:
      "<p>Sim. As empresas que oferecem <strong>alugueres só de ida</strong> permitem devolver o carro noutra cidade ou noutro aeroporto. Assinale «Devolver o carro noutro local» no formulário de pesquisa e escolha o local de devolução.</p><p>A taxa de aluguer só de ida é composta por um valor fixo mais um montante por cada 100 km entre os dois locais, e já está incluída no preço apresentado. As empresas que não oferecem alugueres só de ida não aparecem nos resultados dessa pesquisa.</p>",
  },
  "faqs/faq-car-fuel-mileage": {
    question: "Como funcionam as políticas de combustível e quilometragem?",
    answer:
      "<p>Regra geral, os carros são alugados com a política <strong>mesmo nível de combustível</strong>: devolva o carro com o nível de combustível com que o recebeu. O combustível em falta é cobrado ao preço atual praticado pela empresa de aluguer, acrescido de uma taxa de serviço.</p><p>Algumas empresas definem um limite diário de quilometragem (por exemplo, 250–500 km por dia). Se houver limite, está indicado nos detalhes da oferta, e cada quilómetro acima dele é cobrado à parte. As ofertas com a indicação «Quilometragem ilimitada» não têm esse custo.</p>",
  },
  "faqs/faq-car-protection-packages": {
    question: "Que seguros e proteções estão incluídos no preço?",
    answer:
      "<p>Todos os alugueres incluem o seguro obrigatório de responsabilidade civil e uma cobertura de danos por colisão (CDW) com franquia. A franquia é o valor máximo que paga se o carro sofrer danos. Os pacotes mais completos reduzem tanto a franquia como a caução:</p><ul><li><strong>Pacote Base:</strong> responsabilidade civil e CDW com franquia.</li><li><strong>Pacote Bronze:</strong> acrescenta proteção contra roubo; a caução baixa 20%.</li><li><strong>Pacote Prata:</strong> CDW sem franquia e proteção contra roubo, de vidros e de pneus; a caução fica reduzida a metade.</li><li><strong>Pacote Ouro:</strong> acrescenta seguro de acidentes pessoais e um condutor adicional; a caução fica reduzida a um quarto.</li></ul><p>Nenhum pacote cobre danos causados por condução sob o efeito do álcool, por um condutor não autorizado ou por uma utilização contrária ao contrato de aluguer.</p>",
  },
  "faqs/faq-car-tolls-fines": {
    question: "Como se pagam as portagens de autoestradas e pontes e as multas de trânsito?",
    answer:
      "<p>A maioria dos carros de aluguer tem um identificador de portagens HGS. As portagens de autoestradas e pontes ficam registadas no identificador durante o aluguer e a empresa de aluguer cobra-as da caução ou do seu cartão após a devolução. As coimas por passagens não pagas também lhe são imputadas.</p><p>As multas de trânsito e de estacionamento aplicadas durante o aluguer são da responsabilidade do condutor. A empresa de aluguer transfere a multa para o condutor ou paga-a dentro do prazo legal e debita-a, juntamente com uma eventual taxa de serviço, no seu cartão.</p>",
  },
  "faqs/faq-flight-check-in": {
    question: "Como faço o check-in online e quando devo estar no aeroporto?",
    answer:
      "<p>O check-in online faz-se no site ou na aplicação da companhia aérea e costuma abrir <strong>24 horas antes</strong> da partida. Inicie sessão com o código PNR (código de reserva) que consta do seu bilhete eletrónico e o seu apelido.</p><ul><li>Recomendamos que chegue ao aeroporto pelo menos <strong>1 hora e meia</strong> antes dos voos domésticos e <strong>3 horas</strong> antes dos voos internacionais.</li><li>Os balcões de check-in fecham normalmente 45 minutos antes das partidas domésticas e 60 minutos antes das internacionais.</li><li>Se tiver bagagem de porão, tem de passar pelo balcão de entrega de bagagem mesmo depois de fazer o check-in online.</li></ul>",
  },
  "faqs/faq-flight-baggage": {
    question: "Quanta bagagem posso levar?",
    answer:
      '<p>A sua franquia de bagagem depende da tarifa que comprou e vem indicada no bilhete eletrónico:</p><table><thead><tr><th>Tarifa</th><th>Bagagem de mão</th><th>Bagagem de porão</th></tr></thead><tbody><tr><td>Light</td><td>8 kg</td><td>Nenhuma</td></tr><tr><td>Standard</td><td>8 kg</td><td>20 kg</td></tr><tr><td>Flex</td><td>8 kg</td><td>25 kg</td></tr><tr><td>Business</td><td>16 kg</td><td>32 kg</td></tr></tbody></table><p>Regra geral, a bagagem de mão não deve exceder 55 × 40 × 23 cm. Adicionar bagagem durante a reserva, ou mais tarde na página <a href="/en/reservation/change">Gerir reserva</a>, fica mais barato do que pagar no aeroporto.</p>',
  },
  "faqs/faq-flight-change": {
    question: "Posso alterar a data ou a hora do meu voo?",
    answer:
      '<p>A possibilidade de alteração depende da sua tarifa. Os bilhetes <strong>Light</strong> não podem ser alterados; as tarifas <strong>Standard</strong> e <strong>Business</strong> permitem alterações mediante o pagamento de uma taxa, e as tarifas <strong>Flex</strong> permitem alterações gratuitas. Em qualquer caso, se o novo voo for mais caro, paga a diferença tarifária.</p><p>Envie o seu pedido de alteração antes da partida, através da página <a href="/en/reservation/change">Alterar e cancelar</a> ou em As minhas reservas, na sua conta. As regras das companhias aéreas não permitem substituir o passageiro; só é possível corrigir erros ortográficos nos nomes.</p>',
  },
  "faqs/faq-flight-cancel-refund": {
    question: "Quanto me é reembolsado se cancelar o bilhete?",
    answer:
      "<p>O reembolso depende da tarifa: as tarifas <strong>Flex</strong> e <strong>Business</strong> são reembolsadas com dedução de uma taxa de cancelamento; as tarifas <strong>Light</strong> e <strong>Standard</strong> não são reembolsáveis, à exceção das taxas e encargos reembolsáveis.</p><p>Se a companhia aérea cancelar o seu voo ou se este sofrer um atraso considerável, mantém os direitos previstos no regulamento turco dos direitos dos passageiros aéreos (SHY-YOLCU).</p><p>Os reembolsos aprovados são devolvidos ao cartão com que pagou; consoante o banco, podem demorar <strong>7–14 dias úteis</strong> a chegar. Por se tratar de um serviço de transporte com data marcada, o bilhete de avião está excluído do direito de livre resolução previsto no Regulamento Turco dos Contratos à Distância.</p>",
  },
  "faqs/faq-flight-passengers": {
    question: "Como devo introduzir os dados dos passageiros? Como funcionam os bilhetes de bebé e de criança?",
    answer:
      "<p>Introduza os nomes dos passageiros <strong>exatamente como constam do documento de identidade ou do passaporte</strong>; nos voos internacionais são também necessários o número e a data de validade do passaporte. Muitos países exigem que o passaporte seja válido durante pelo menos 6 meses após o regresso; verificar os requisitos de visto e de entrada antes de viajar é da responsabilidade do passageiro.</p><ul><li><strong>Bebé (0–2 anos):</strong> viaja ao colo de um adulto, sem lugar próprio; um bebé por adulto.</li><li><strong>Criança (2–12 anos):</strong> tem bilhete de criança com lugar próprio.</li><li>Os passageiros com mais de 12 anos precisam de bilhete de adulto.</li></ul>",
  },
  "faqs/faq-payment-methods": {
    question: "Que métodos de pagamento posso utilizar?",
    answer:
      "<p>Pode pagar com <strong>cartões de crédito e de débito</strong> Visa, Mastercard e Troy. Os dados do cartão são processados por uma instituição de pagamento licenciada, em conformidade com a norma PCI DSS; a RotaGo não guarda o número do seu cartão.</p><p>No aluguer de carros, mesmo que pague com cartão de débito, lembre-se de que o balcão de aluguer exige um <strong>cartão de crédito</strong> em nome do condutor principal para a caução.</p>",
  },
  "faqs/faq-payment-installments": {
    question: "Posso pagar em prestações?",
    answer:
      "<p>Os cartões de crédito emitidos por bancos na Turquia permitem pagar em prestações. As opções disponíveis para o seu cartão, bem como eventuais juros, são apresentadas na página de pagamento depois de introduzir o número do cartão.</p><ul><li>O número de prestações depende das ofertas do seu banco e dos limites legais em vigor.</li><li>Os cartões de débito, alguns cartões empresariais e os cartões emitidos no estrangeiro não permitem pagamentos em prestações.</li><li>O reembolso de uma compra a prestações pode ser repartido pelas prestações restantes, consoante o banco.</li></ul>",
  },
  "faqs/faq-payment-3d-secure": {
    question: "O que é o 3-D Secure? E se o código de verificação (SMS) não chegar?",
    answer:
      "<p>O 3-D Secure é um passo de segurança em que o banco emissor do seu cartão confirma que é realmente o titular a efetuar o pagamento. É redirecionado para a página do seu banco e introduz o código único enviado para o número de telefone registado no banco.</p><p>Se o código não chegar:</p><ul><li>Confirme que o número de telemóvel registado no seu banco está atualizado.</li><li>Verifique na aplicação do banco se o cartão está ativado para compras online.</li><li>Se continuar sem conseguir, contacte o seu banco; só o banco envia o código de verificação.</li></ul><p><strong>A equipa da RotaGo nunca lhe pedirá o código de verificação, o PIN nem o CVV do cartão.</strong></p>",
  },
  "faqs/faq-payment-double-charge": {
    question: "O meu cartão mostra dois movimentos. Porquê?",
    answer:
      '<p>Quando paga, o seu banco começa por fazer uma <strong>pré-autorização</strong> do montante. Se um pagamento não foi concluído, ou se atualizou a página e tentou novamente, a cativação da tentativa falhada pode aparecer durante alguns dias como «movimento pendente». Esse valor não é cobrado e o banco liberta-o normalmente em 3–7 dias úteis.</p><p>No aluguer de carros, a cativação da caução feita no balcão de aluguer também aparece como um movimento separado. Se tiver dúvidas sobre algum movimento, <a href="/en/about-us/contact">contacte-nos</a> indicando o número da reserva.</p>',
  },
  "faqs/faq-payment-invoice": {
    question: "Como obtenho a minha fatura? Pode ser emitida em nome da minha empresa?",
    answer:
      '<p>Nas reservas pré-pagas, a fatura eletrónica (e-Arşiv) é enviada por e-mail, após a data do serviço, para o endereço indicado na reserva, e pode também ser transferida na página <a href="/en/account/invoices">Faturas</a>. Nos voos, o bilhete eletrónico cobre a tarifa e a RotaGo fatura a sua taxa de serviço.</p><p>Para uma fatura em nome de empresa, assinale «Preciso de fatura para empresa» ao finalizar a compra e indique o nome da empresa, o serviço de finanças e o número de contribuinte. Os dados da fatura não podem ser alterados depois de esta ser emitida. Os extras comprados no balcão de aluguer são faturados pela empresa de aluguer.</p>',
  },
  "faqs/faq-account-login": {
    question: "Como inicio sessão na minha conta? Preciso de palavra-passe?",
    answer:
      '<p>Não precisa de palavra-passe. Na página <a href="/en/login">Iniciar sessão</a>, introduza o seu número de telemóvel ou endereço de e-mail; a sessão é iniciada assim que introduzir o <strong>código único de 6 dígitos</strong> que lhe enviamos. Na primeira vez, pedimos apenas o seu nome.</p><p>O código é válido durante alguns minutos. Se não o receber, verifique a pasta de spam e peça um novo código passados uns instantes.</p>',
  },
  "faqs/faq-account-find-booking": {
    question: "Como vejo uma reserva que fiz sem conta?",
    answer:
      '<p>Na página <a href="/en/reservation/find">Encontrar uma reserva</a>, introduza o número da reserva e o endereço de e-mail utilizado para a fazer: pode consultá-la, transferir o voucher e pedir uma alteração ou um cancelamento.</p><p>Se iniciar sessão com o endereço de e-mail ou o número de telefone com que reservou, as suas reservas anteriores também aparecem em As minhas reservas, na sua conta.</p>',
  },
  "faqs/faq-account-passengers": {
    question: "Posso guardar os dados dos passageiros?",
    answer:
      '<p>Sim. Adicione os seus dados e os das pessoas com quem viaja com frequência em <a href="/en/account/registered-passengers">Passageiros guardados</a>, na sua conta. Quando escolhe um passageiro guardado ao finalizar a compra, o nome, a data de nascimento e os dados de identificação são preenchidos automaticamente.</p><p>Se guardar os dados de outra pessoa, tem de a informar sobre o tratamento dos seus dados pessoais. Pode editar ou eliminar os passageiros guardados a qualquer momento.</p>',
  },
  "faqs/faq-account-delete": {
    question: "Como elimino a minha conta e os meus dados pessoais?",
    answer:
      '<p>Envie os seus pedidos ao abrigo do artigo 11.º da Lei turca n.º 6698 de Proteção de Dados Pessoais para <strong>kvkk@rotago.com.tr</strong>, a partir do endereço de e-mail registado na sua conta. Respondemos gratuitamente no prazo máximo de <strong>30 dias</strong>.</p><p>Quando a conta é eliminada, os seus dados pessoais são apagados ou anonimizados; os registos que a lei nos obriga a conservar, como faturas e reservas, são guardados durante os prazos legais de conservação. Consulte o <a href="/en/kvkk/kvkk-aydinlatma-metni">aviso de privacidade</a> para mais informações.</p>',
  },
  "sliders/slide-home-antalya": {
    title: "O verão espera por si em Antália",
    subtitle: "Aluguer de carros com levantamento no aeroporto e opções de quilometragem ilimitada.",
    imageAlt: "Mar turquesa e a estrada costeira vistos das falésias de Antália",
  },
  "sliders/slide-home-flight-week": {
    title: "Semana dos voos",
    subtitle:
      "Bagagem extra grátis em voos domésticos; compare os voos de todas as companhias aéreas numa só pesquisa.",
    imageAlt: "Um avião de passageiros a aterrar na pista ao pôr do sol",
  },
  "sliders/slide-home-aegean": {
    title: "Descubra as baías do Egeu ao seu ritmo",
    subtitle: "Carros entregues com receção personalizada nos aeroportos de Bodrum, Dalaman e Esmirna.",
    imageAlt: "Casas brancas, a marina e veleiros em Bodrum",
  },
  "sliders/slide-home-suv": {
    title: "SUV espaçosos para a família, com 15% de desconto",
    subtitle: "Use o código SUV15 em qualquer aluguer da categoria SUV.",
    imageAlt: "Um SUV branco numa estrada de montanha",
  },
  "sliders/slide-car-istanbul": {
    title: "Levantamento no terminal nos dois aeroportos de Istambul",
    subtitle:
      "Compare as ofertas de todas as nossas empresas de aluguer parceiras no Aeroporto de Istambul e no Sabiha Gökçen.",
    imageAlt: "A ponte do Bósforo iluminada à noite e o horizonte de Istambul",
  },
  "sliders/slide-flight-trabzon": {
    title: "Voe até aos planaltos do Mar Negro",
    subtitle: "Voos regulares de Istambul e Ancara para Trabzon, com tarifas Light acessíveis.",
    imageAlt: "Um planalto verdejante do Mar Negro com casas de madeira no nevoeiro",
  },
  "about-pages/about-hakkimizda": {
    title: "Quem somos",
    body: "<p>A <strong>RotaGo</strong> é uma empresa de tecnologia de viagens fundada para tornar fácil, transparente e fiável o aluguer de carros e a compra de bilhetes de avião na Turquia. Numa só pesquisa, pode comparar as ofertas de empresas de aluguer locais e regionais nos aeroportos e balcões urbanos de toda a Turquia.</p><h2>O que fazemos</h2><ul><li><strong>Aluguer de carros:</strong> antes de pagar, mostramos com clareza todas as condições, incluindo caução, limite de quilometragem, idade mínima e pacotes de proteção.</li><li><strong>Voos:</strong> comparamos voos domésticos e internacionais, juntamente com a franquia de bagagem e as regras de alteração.</li><li><strong>Apoio 24/7:</strong> ajudamos em turco e em inglês em todas as fases da sua viagem.</li></ul><h2>Os nossos valores</h2><p>Sem custos ocultos: o preço que vê é o preço que paga. Avaliamos regularmente os nossos parceiros com base nas classificações dos clientes e na taxa de reclamações, e protegemos os seus dados pessoais em conformidade com a Lei turca n.º 6698 de Proteção de Dados Pessoais.</p><h2>Dados da empresa</h2><p>A RotaGo Seyahat ve Teknoloji A.Ş. é uma agência de viagens do Grupo A e membro da TÜRSAB (licença n.º A-12345). A nossa sede fica em Büyükdere Cad. No:199, 34394 Şişli/Istambul, Turquia.</p>",
  },
  "about-pages/about-ekibimiz": {
    title: "A nossa equipa",
    body: '<p>A equipa da RotaGo conta com mais de 60 pessoas com experiência em software, turismo, experiência do cliente e finanças, que trabalham nos nossos escritórios de Istambul, Esmirna e Antália. Conheça abaixo a nossa equipa de direção.</p><p>Quer juntar-se a nós? Consulte as nossas <a href="/en/about-us/career">vagas em aberto</a>.</p>',
  },
  "about-pages/about-kariyer": {
    title: "Carreiras",
    body: '<p>Procuramos colegas curiosos, que gostem de assumir responsabilidades, para partilharem o nosso objetivo de tornar as viagens fáceis para todos.</p><h2>O que oferecemos</h2><ul><li>Trabalho híbrido e horário flexível</li><li>Seguro de saúde privado e cartão de refeição</li><li>Um orçamento anual para uma viagem reservada na RotaGo</li><li>Apoio a formações, conferências e certificações</li></ul><h2>Como candidatar-se</h2><ol><li>Envie o seu CV para kariyer@rotago.com.tr, com o nome da vaga no assunto.</li><li>Tenha uma conversa introdutória de 30 minutos com a nossa equipa de recursos humanos.</li><li>Realize uma entrevista técnica ou um estudo de caso, consoante a função.</li><li>Conheça a sua chefia e os futuros colegas de equipa numa entrevista final.</li></ol><p>Os dados pessoais que partilhar na candidatura são tratados exclusivamente para fins de recrutamento, conforme descrito no <a href="/en/kvkk/kvkk-aydinlatma-metni">Aviso de Privacidade</a>.</p>',
  },
  "about-pages/about-basin": {
    title: "A RotaGo na imprensa",
    body: "<p>Abaixo encontra notícias e entrevistas sobre a RotaGo. Para pedidos de imprensa e para obter o nosso logótipo e kit de imagens, escreva para basin@rotago.com.tr.</p>",
  },
  "about-pages/about-iletisim": {
    title: "Contactos",
    body: '<p>O nosso apoio ao cliente está disponível para qualquer questão sobre a sua reserva, <strong>24 horas por dia, 7 dias por semana</strong>.</p><ul><li><strong>Apoio ao cliente:</strong> +90 850 333 44 55</li><li><strong>E-mail:</strong> support@rotago.com</li><li><strong>Morada:</strong> Büyükdere Cad. No:199, 34394 Şişli/Istambul, Turquia</li><li><strong>E-mail registado (KEP):</strong> rotago@hs01.kep.tr</li></ul><h2>Perguntas frequentes</h2><p>Encontre de imediato respostas sobre documentos, cauções, cancelamentos e reembolsos na nossa página <a href="/en/reservation/change">Alterar e cancelar</a> e nas perguntas frequentes. Para consultar uma reserva existente, utilize <a href="/en/reservation/find">Encontrar uma reserva</a>.</p><h2>Dados pessoais</h2><p>Envie os pedidos ao abrigo da Lei de Proteção de Dados Pessoais para kvkk@rotago.com.tr.</p>',
  },
  "investors/investor-yatirimci-iliskileri": {
    title: "Relações com investidores",
    body: "<p>A RotaGo Seyahat ve Teknoloji A.Ş. é uma plataforma de viagens online centrada no aluguer de carros e na venda de bilhetes de avião na Turquia. A empresa não está cotada em bolsa; a totalidade das ações é detida pelos seus fundadores e por investidores institucionais e particulares.</p><h2>A RotaGo em resumo</h2><ul><li>Parcerias com 12 empresas de aluguer em balcões de aeroporto e urbanos em toda a Turquia</li><li>Venda de bilhetes de avião domésticos e internacionais enquanto agência de viagens do Grupo A</li><li>Sede em Istambul e escritórios regionais em Esmirna e Antália</li><li>Uma plataforma disponível em 14 línguas, com o turco e o inglês à cabeça</li></ul><h2>A nossa estratégia</h2><p>A nossa estratégia de crescimento assenta em três pilares: ganhar quota de mercado no aluguer de carros em aeroportos das regiões turísticas, combinar voos e aluguer de carros numa só reserva e servir os visitantes da Turquia na sua própria língua.</p><h2>Contactos</h2><p>Para qualquer questão sobre relações com investidores, escreva para yatirimci@rotago.com.tr.</p>",
  },
  "investors/investor-kurumsal-yonetim": {
    title: "Governo societário",
    body: "<p>A RotaGo rege-se pelo Código Comercial Turco n.º 6102 e pelos seus estatutos, seguindo os princípios da transparência, da prestação de contas, da equidade e da responsabilidade.</p><h2>Conselho de Administração</h2><p>O Conselho de Administração é composto por cinco membros, dois dos quais independentes. Reúne pelo menos quatro vezes por ano e supervisiona os objetivos estratégicos, o orçamento e a gestão de riscos da empresa.</p><h2>Comissões</h2><ul><li><strong>Comissão de Auditoria:</strong> supervisiona o relato financeiro, o controlo interno e a auditoria externa.</li><li><strong>Comissão de Deteção Precoce de Riscos:</strong> acompanha os riscos operacionais, financeiros e de segurança da informação.</li><li><strong>Comissão de Remunerações e Nomeações:</strong> analisa a política de remuneração da direção de topo e as nomeações.</li></ul><h2>Políticas</h2><ul><li>Código de Ética e Conduta Empresarial</li><li>Política Antissuborno e Anticorrupção</li><li>Política de Conservação e Destruição de Dados Pessoais</li><li>Política de Segurança da Informação</li></ul><p>As nossas demonstrações financeiras são auditadas de forma independente todos os anos.</p>",
  },
  "investors/investor-finansal-takvim": {
    title: "Calendário financeiro",
    body: "<p>Abaixo encontra os relatórios financeiros e os eventos para investidores previstos para 2027. As datas podem ser alteradas; as atualizações são anunciadas nesta página.</p><table><thead><tr><th>Data</th><th>Evento</th></tr></thead><tbody><tr><td>26 de fevereiro de 2027</td><td>Demonstrações financeiras auditadas de 2026</td></tr><tr><td>25 de março de 2027</td><td>Assembleia Geral Ordinária</td></tr><tr><td>14 de maio de 2027</td><td>Resumo da atividade do primeiro trimestre de 2027</td></tr><tr><td>13 de agosto de 2027</td><td>Relatório de atividade do primeiro semestre de 2027</td></tr><tr><td>12 de novembro de 2027</td><td>Resumo da atividade dos primeiros nove meses de 2027</td></tr></tbody></table>",
  },
  "investors/investor-genel-kurul": {
    title: "Assembleia geral",
    body: "<p>A Assembleia Geral Ordinária da RotaGo Seyahat ve Teknoloji A.Ş. relativa ao exercício de 2026 realiza-se na <strong>quinta-feira, 25 de março de 2027</strong>, às 14:00, na sede, em Büyükdere Cad. No:199, 34394 Şişli/Istambul, Turquia.</p><h2>Ordem de trabalhos</h2><ol><li>Abertura e eleição do presidente da mesa</li><li>Leitura e discussão do relatório de atividade de 2026 do Conselho de Administração</li><li>Leitura do resumo do relatório de auditoria independente</li><li>Leitura, discussão e aprovação das demonstrações financeiras de 2026</li><li>Quitação dos membros do Conselho de Administração, individualmente</li><li>Discussão da proposta do Conselho de Administração sobre a distribuição de resultados</li><li>Aprovação da escolha do auditor independente</li><li>Sugestões e encerramento</li></ol><p>Os acionistas podem participar pessoalmente ou por procuração. O formulário de procuração e os documentos da assembleia estão à disposição dos acionistas na sede com, pelo menos, 15 dias de antecedência.</p>",
  },
  "companies/company-anadolu-rent": {
    description:
      "<p>A <strong>Anadolu Rent</strong> tem uma das maiores redes de balcões da Turquia. Com balcões nos terminais de todos os grandes aeroportos, pode levantar o carro assim que aterra.</p><p>A sua vasta frota, dos carros económicos às berlinas de luxo, com quilometragem ilimitada e alugueres só de ida, torna-a a preferida de quem viaja em negócios ou em férias e conduz entre cidades.</p><p>Classificação de <strong>4,6 / 5</strong> atribuída pelos clientes da RotaGo (2140 avaliações).</p><h3>Condições de aluguer</h3><ul><li>Carta de condução há pelo menos 1 ano</li><li>Taxa de condutor jovem abaixo dos 25 anos: 150 TRY por dia</li><li>Quilometragem ilimitada</li><li>Alugueres só de ida: 1500 TRY mais 400 TRY por cada 100 km</li><li>Levantamento: balcão no terminal, balcão na cidade</li><li>Pacotes de proteção: Base, Prata, Ouro</li><li>Relatório de crédito (Findeks) exigido para: luxo</li></ul>",
  },
  "companies/company-ege-oto-kiralama": {
    description:
      "<p>A <strong>Ege Oto Kiralama</strong> é uma empresa familiar da costa do Egeu, conhecida pelo seu atendimento simpático. A equipa espera por si no aeroporto com uma placa com o seu nome e entrega-lhe o carro no parque de estacionamento.</p><p>Oferece carros bem cuidados e económicos para percursos até Çeşme, Alaçatı, Kuşadası e Bodrum; o limite diário de quilometragem é mais do que suficiente para a maioria das férias.</p><p>Classificação de <strong>4,4 / 5</strong> atribuída pelos clientes da RotaGo (860 avaliações).</p><h3>Condições de aluguer</h3><ul><li>Carta de condução há pelo menos 2 anos</li><li>Taxa de condutor jovem abaixo dos 25 anos: 120 TRY por dia</li><li>Limite diário de quilometragem: 400 km</li><li>Alugueres só de ida: 1200 TRY mais 350 TRY por cada 100 km</li><li>Levantamento: receção personalizada, balcão na cidade</li><li>Pacotes de proteção: Base, Bronze, Prata</li></ul>",
  },
  "companies/company-bosphorus-cars": {
    description:
      "<p>A <strong>Bosphorus Cars</strong> é uma empresa sediada em Istambul especializada em alugueres a preços acessíveis. Tem shuttles regulares dos aeroportos até ao seu balcão, onde levanta o carro longe da confusão do terminal.</p><p>Destaca-se pelos carros compactos automáticos, ideais para conduzir na cidade e para alugueres curtos. Os carros são devolvidos no balcão onde foram levantados.</p><p>Classificação de <strong>4,2 / 5</strong> atribuída pelos clientes da RotaGo (1320 avaliações).</p><h3>Condições de aluguer</h3><ul><li>Carta de condução há pelo menos 1 ano</li><li>Taxa de condutor jovem abaixo dos 24 anos: 140 TRY por dia</li><li>Limite diário de quilometragem: 300 km</li><li>Sem alugueres só de ida; o carro é devolvido no balcão onde foi levantado</li><li>Levantamento: shuttle gratuito até ao balcão, balcão na cidade</li><li>Pacotes de proteção: Base, Bronze</li></ul>",
  },
  "companies/company-akdeniz-arac": {
    description:
      "<p>A <strong>Akdeniz Araç</strong> é especialista em Antália e na costa mediterrânica e é uma das empresas mais bem avaliadas pelos nossos clientes. A receção personalizada e os balcões no terminal facilitam os primeiros minutos das suas férias.</p><p>Oferece descapotáveis para a estrada costeira e SUV espaçosos para famílias maiores; os pacotes completos Prata e Ouro reduzem consideravelmente a caução.</p><p>Classificação de <strong>4,7 / 5</strong> atribuída pelos clientes da RotaGo (540 avaliações).</p><h3>Condições de aluguer</h3><ul><li>Carta de condução há pelo menos 2 anos</li><li>Taxa de condutor jovem abaixo dos 25 anos: 180 TRY por dia</li><li>Quilometragem ilimitada</li><li>Alugueres só de ida: 2000 TRY mais 450 TRY por cada 100 km</li><li>Levantamento: receção personalizada, balcão no terminal</li><li>Pacotes de proteção: Base, Prata, Ouro</li><li>Relatório de crédito (Findeks) exigido para: luxo, descapotável</li></ul>",
  },
  "companies/company-kapadokya-rent-a-car": {
    description:
      "<p>A <strong>Kapadokya Rent a Car</strong> oferece carros a preços acessíveis para explorar ao seu ritmo a história e as paisagens da Anatólia Central. O seu limite de idade para condutores jovens é baixo, o que a torna uma boa opção para quem tem carta há pouco tempo.</p><p>Fundada na Capadócia, serve hoje os principais aeroportos e muitos centros urbanos, com shuttles dos aeroportos até aos seus balcões.</p><p>Classificação de <strong>4,3 / 5</strong> atribuída pelos clientes da RotaGo (410 avaliações).</p><h3>Condições de aluguer</h3><ul><li>Carta de condução há pelo menos 1 ano</li><li>Taxa de condutor jovem abaixo dos 23 anos: 100 TRY por dia</li><li>Limite diário de quilometragem: 250 km</li><li>Sem alugueres só de ida; o carro é devolvido no balcão onde foi levantado</li><li>Levantamento: balcão na cidade, shuttle gratuito até ao balcão</li><li>Pacotes de proteção: Base, Bronze</li></ul>",
  },
  "companies/company-marmara-filo": {
    description:
      "<p>A <strong>Marmara Filo</strong> leva a sua experiência em frotas empresariais aos clientes particulares, com uma grande frota de modelos recentes. É uma das poucas empresas que oferecem os quatro pacotes de proteção.</p><p>Com balcões no terminal, quilometragem ilimitada e alugueres só de ida, é uma opção prática para viagens entre Istambul, Bursa e Ancara.</p><p>Classificação de <strong>4,5 / 5</strong> atribuída pelos clientes da RotaGo (1780 avaliações).</p><h3>Condições de aluguer</h3><ul><li>Carta de condução há pelo menos 1 ano</li><li>Taxa de condutor jovem abaixo dos 25 anos: 160 TRY por dia</li><li>Quilometragem ilimitada</li><li>Alugueres só de ida: 1600 TRY mais 380 TRY por cada 100 km</li><li>Levantamento: balcão no terminal, balcão na cidade</li><li>Pacotes de proteção: Base, Bronze, Prata, Ouro</li><li>Relatório de crédito (Findeks) exigido para: luxo</li></ul>",
  },
  "companies/company-lykia-car-rental": {
    description:
      "<p>A <strong>Lykia Car Rental</strong> é uma empresa boutique fundada em Fethiye, onde começa o Caminho Lício. Só aluga com pacotes de proteção completos, para que não tenha de se preocupar com cauções e franquias nas férias.</p><p>O carro é-lhe entregue no aeroporto com receção personalizada: procure a placa com o seu nome.</p><p>Classificação de <strong>4,8 / 5</strong> atribuída pelos clientes da RotaGo (290 avaliações).</p><h3>Condições de aluguer</h3><ul><li>Carta de condução há pelo menos 2 anos</li><li>Taxa de condutor jovem abaixo dos 26 anos: 200 TRY por dia</li><li>Quilometragem ilimitada</li><li>Sem alugueres só de ida; o carro é devolvido no balcão onde foi levantado</li><li>Levantamento: receção personalizada</li><li>Pacotes de proteção: Prata, Ouro</li><li>Relatório de crédito (Findeks) exigido para: luxo, descapotável</li></ul>",
  },
  "companies/company-premium-drive": {
    description:
      "<p>A <strong>Premium Drive</strong> oferece um serviço de aluguer premium para ocasiões especiais e viagens de negócios, com uma frota selecionada de berlinas de luxo, carros de gama alta e descapotáveis.</p><p>O levantamento no terminal e a receção personalizada, a quilometragem ilimitada e os alugueres só de ida são o padrão. Para carros de gama alta e de luxo, os requisitos de experiência de condução e de relatório de crédito são mais exigentes.</p><p>Classificação de <strong>4,9 / 5</strong> atribuída pelos clientes da RotaGo (210 avaliações).</p><h3>Condições de aluguer</h3><ul><li>Carta de condução há pelo menos 3 anos</li><li>Taxa de condutor jovem abaixo dos 27 anos: 300 TRY por dia</li><li>Quilometragem ilimitada</li><li>Alugueres só de ida: 3000 TRY mais 600 TRY por cada 100 km</li><li>Levantamento: receção personalizada, balcão no terminal</li><li>Pacotes de proteção: Prata, Ouro</li><li>Relatório de crédito (Findeks) exigido para: luxo, descapotável, gama alta</li></ul>",
  },
  "seo-locations/seo-istanbul-havalimani": {
    title: "Aluguer de carros no Aeroporto de Istambul",
    intro:
      "<p>Alugar um carro no Aeroporto de Istambul (IST) é a forma mais flexível de chegar ao lado europeu da cidade e à Trácia. Os balcões de aluguer ficam no terminal e nos pisos do parque de estacionamento; pode levantar o carro poucos minutos depois de aterrar.</p><p>Na RotaGo pode comparar os preços de todas as empresas parceiras no Aeroporto de Istambul, juntamente com as respetivas condições de caução e quilometragem.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>O aeroporto fica a cerca de 40 km de Taksim. A Autoestrada do Norte de Mármara e a Ponte Yavuz Sultan Selim, que levam à cidade, têm portagem; o identificador HGS do carro de aluguer paga automaticamente. Nos dias úteis, o trânsito é intenso entre as 07:00–10:00 e as 17:00–20:00, por isso planeie a viagem tendo isso em conta.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>Os parques de estacionamento de vários pisos do aeroporto estão abertos 24 horas por dia, 7 dias por semana. Ao devolver o carro, siga a sinalização de devolução de carros de aluguer. No centro da cidade é difícil encontrar estacionamento na rua; utilize os parques municipais ou o parque do seu hotel.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Costa do Mar Negro, Kilyos:</strong> cerca de 35 km, 40 minutos</li><li><strong>Şile e Ağva:</strong> cerca de 120 km, 1,5–2 horas</li><li><strong>Edirne:</strong> cerca de 220 km, 2,5 horas</li><li><strong>Bursa (pela Ponte Osmangazi):</strong> cerca de 240 km, 2,5–3 horas</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros no Aeroporto de Istambul (IST) | RotaGo",
    metaDescription:
      "Carros de aluguer com levantamento no terminal do Aeroporto de Istambul (IST). Compare preços, cauções e quilometragem e reserve em minutos.",
  },
  "seo-locations/seo-sabiha-gokcen-havalimani": {
    title: "Aluguer de carros no Aeroporto Sabiha Gökçen",
    intro:
      "<p>O Aeroporto Sabiha Gökçen (SAW), no lado asiático de Istambul, é o ponto de partida mais prático para bairros como Kadıköy, Ataşehir e Kartal e para viagens em direção a Kocaeli, Sakarya e Bursa.</p><p>Os balcões de aluguer ficam nos halls de chegadas internacionais e domésticas; algumas empresas levam-no a um balcão próximo em shuttle gratuito.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>Kadıköy fica a cerca de 40 km; para chegar ao lado europeu, atravessa uma ponte ou o Túnel Eurásia. As portagens de pontes, túnel e autoestradas são pagas através do HGS; o Túnel Eurásia é mais caro do que as pontes. Conte com trânsito intenso ao fim da tarde na TEM e na D-100.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>Os parques de estacionamento descobertos e cobertos em frente ao terminal são pagos. Nas empresas com shuttle, deixa o carro no balcão delas e regressa ao terminal de shuttle; chegue ao balcão pelo menos 2,5 horas antes do seu voo.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Lago Sapanca:</strong> cerca de 110 km, 1,5 horas</li><li><strong>Kartepe:</strong> cerca de 100 km, 1,5 horas</li><li><strong>Bursa e Uludağ:</strong> cerca de 150 km, 2 horas</li><li><strong>Şile:</strong> cerca de 75 km, 1 hora</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros no Aeroporto Sabiha Gökçen (SAW) | RotaGo",
    metaDescription:
      "Carros de aluguer acessíveis no Aeroporto Sabiha Gökçen (SAW), em Istambul. Compare levantamento no terminal ou com shuttle e reserve online.",
  },
  "seo-locations/seo-antalya-havalimani": {
    title: "Aluguer de carros no Aeroporto de Antália",
    intro:
      "<p>O Aeroporto de Antália (AYT), o aeroporto de férias mais movimentado da Turquia, é a porta de entrada para a costa mediterrânica, de Kemer a Alanya. Com um carro alugado no aeroporto, segue diretamente para o hotel sem esperar por um transfer e explora baías e cidades antigas ao seu próprio ritmo.</p><p>No verão, a procura é muito elevada; recomendamos que reserve com antecedência, sobretudo carros automáticos e SUV.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>O aeroporto fica a cerca de 13 km do centro da cidade. Respeite os limites de velocidade na estrada costeira D-400, que tem muitas zonas de controlo de velocidade média e radares. Em julho e agosto, as temperaturas ao meio-dia podem ultrapassar os 40 °C; estacione à sombra e tenha sempre água no carro.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>Os parques de estacionamento em frente aos terminais são pagos. Em vez de entrar de carro nas ruas estreitas de Kaleiçi, utilize os parques à volta da cidade velha. Nas praias de Konyaaltı e Lara, no verão, é mais fácil encontrar lugar logo de manhã cedo.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Belek:</strong> cerca de 30 km, 30 minutos</li><li><strong>Kemer:</strong> cerca de 55 km, 50 minutos</li><li><strong>Side e Manavgat:</strong> cerca de 65 km, 1 hora</li><li><strong>Alanya:</strong> cerca de 125 km, 1 hora e 45 minutos</li><li><strong>Kaş:</strong> cerca de 190 km, 3 horas (estrada costeira sinuosa)</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros no Aeroporto de Antália (AYT) | RotaGo",
    metaDescription:
      "Carros de aluguer no Aeroporto de Antália (AYT) para Kemer, Belek, Side e Alanya. Compare os melhores preços e levante o carro no aeroporto.",
  },
  "seo-locations/seo-izmir-adnan-menderes-havalimani": {
    title: "Aluguer de carros no Aeroporto de Esmirna-Adnan Menderes",
    intro:
      "<p>O Aeroporto de Esmirna-Adnan Menderes (ADB) é o ponto de partida de umas férias no Egeu que vão da península de Çeşme a Éfeso. Com um carro levantado no aeroporto, chega rapidamente às vilas costeiras pela autoestrada.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>O aeroporto fica a cerca de 18 km de Konak. A autoestrada Esmirna–Çeşme e a autoestrada em direção a Aydın têm portagem, paga através do HGS. Aos fins de semana e feriados, conte com trânsito intenso ao fim da tarde no regresso de Çeşme.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>O estacionamento na rua em Alsancak e no Kordon é limitado; utilize os parques de estacionamento de vários pisos. O centro de Alaçatı pode estar fechado ao trânsito nas noites de verão; deixe o carro nos parques à entrada da vila.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Urla:</strong> cerca de 45 km, 40 minutos</li><li><strong>Selçuk e Éfeso:</strong> cerca de 60 km, 50 minutos</li><li><strong>Kuşadası:</strong> cerca de 75 km, 1 hora</li><li><strong>Çeşme e Alaçatı:</strong> cerca de 95 km, 1 hora e 10 minutos</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros no Aeroporto de Esmirna (ADB) | RotaGo",
    metaDescription:
      "Carros de aluguer no Aeroporto de Esmirna-Adnan Menderes (ADB) para Çeşme, Alaçatı e Éfeso. Compare preços e alugue com confiança.",
  },
  "seo-locations/seo-dalaman-havalimani": {
    title: "Aluguer de carros no Aeroporto de Dalaman",
    intro:
      "<p>O Aeroporto de Dalaman (DLM) é o aeroporto mais próximo de Fethiye, Göcek, Ölüdeniz, Dalyan e Marmaris. As estâncias ficam longe umas das outras, por isso alugar um carro poupa-lhe tempo e custos de transfer.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>O Túnel de Göcek tem portagem, paga através do HGS. A estrada costeira entre Fethiye e Kaş é panorâmica, mas sinuosa; tenha cuidado se conduzir à noite. Nas estradas das aldeias pode cruzar-se com rebanhos de cabras e vacas.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>No verão, os parques de estacionamento de Ölüdeniz e do Vale das Borboletas enchem antes do meio-dia. Há parques municipais junto à marina de Fethiye. Se for fazer um passeio de barco em Dalyan, utilize os parques pagos junto ao rio.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Göcek:</strong> cerca de 25 km, 25 minutos</li><li><strong>Dalyan e Praia de İztuzu:</strong> cerca de 30 km, 35 minutos</li><li><strong>Fethiye e Ölüdeniz:</strong> cerca de 50–65 km, 1 hora</li><li><strong>Marmaris:</strong> cerca de 95 km, 1,5 horas</li><li><strong>Kaş:</strong> cerca de 160 km, 2,5 horas</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros no Aeroporto de Dalaman (DLM) | RotaGo",
    metaDescription:
      "Carros de aluguer no Aeroporto de Dalaman (DLM) para Fethiye, Göcek, Ölüdeniz e Marmaris. Compare as melhores ofertas e reserve online.",
  },
  "seo-locations/seo-milas-bodrum-havalimani": {
    title: "Aluguer de carros no Aeroporto de Milas-Bodrum",
    intro:
      "<p>O Aeroporto de Milas-Bodrum (BJV) fica a cerca de 35 km da península de Bodrum. Com um carro levantado no aeroporto, chega facilmente a todos os recantos da península, como Yalıkavak, Gümüşlük e Turgutreis.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>A estrada do aeroporto até à península é boa, mas no verão formam-se filas à entrada de Bodrum e no cruzamento de Torba. As estradas para as baías são estreitas e íngremes; um carro pequeno facilita o estacionamento e as manobras.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>O estacionamento é muito limitado no centro de Bodrum, junto à marina e no bazar; utilize os parques pagos. A maioria dos beach clubs e restaurantes oferece serviço de valet.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Centro de Bodrum:</strong> cerca de 35 km, 35 minutos</li><li><strong>Yalıkavak:</strong> cerca de 50 km, 50 minutos</li><li><strong>Gümüşlük:</strong> cerca de 55 km, 55 minutos</li><li><strong>Güllük:</strong> cerca de 20 km, 25 minutos</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros no Aeroporto de Bodrum (BJV) | RotaGo",
    metaDescription:
      "Carros de aluguer no Aeroporto de Milas-Bodrum (BJV) para Yalıkavak, Gümüşlük e Turgutreis. Compare preços e levante o carro no aeroporto.",
  },
  "seo-locations/seo-ankara-esenboga-havalimani": {
    title: "Aluguer de carros no Aeroporto de Ancara-Esenboğa",
    intro:
      "<p>O Aeroporto de Ancara-Esenboğa (ESB) é a primeira paragem de quem viaja em negócios para a capital e de quem visita a Anatólia Central. Os balcões de aluguer ficam nos halls de chegadas domésticas e internacionais.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>O aeroporto fica a cerca de 28 km de Kızılay, por uma via rápida larga com duas faixas em cada sentido. A circular de Ancara permite evitar o centro nas viagens entre cidades. No inverno pode haver neve e gelo; entre novembro e março, verifique os pneus de inverno no levantamento.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>O estacionamento na rua em Kızılay, Ulus e Tunalı Hilmi é escasso; utilize os parques de estacionamento de vários pisos. Os parques do aeroporto são pagos; ao devolver o carro, siga a sinalização «Aluguer de carros».</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Beypazarı:</strong> cerca de 100 km, 1,5 horas</li><li><strong>Lago Tuz:</strong> cerca de 150 km, 2 horas</li><li><strong>Safranbolu:</strong> cerca de 220 km, 2,5 horas</li><li><strong>Capadócia (Göreme):</strong> cerca de 300 km, 3,5 horas</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros no Aeroporto de Ancara-Esenboğa (ESB) | RotaGo",
    metaDescription:
      "Carros de aluguer no Aeroporto de Ancara-Esenboğa (ESB) para viagens de negócios e para ir até à Capadócia. Compare preços e reserve online.",
  },
  "seo-locations/seo-trabzon-havalimani": {
    title: "Aluguer de carros no Aeroporto de Trabzon",
    intro:
      "<p>O Aeroporto de Trabzon (TZX) fica a poucos quilómetros do centro da cidade e é a porta de entrada para os planaltos do leste do Mar Negro. Locais como Uzungöl, o Mosteiro de Sumela e Ayder são de difícil acesso em transportes públicos, por isso um carro de aluguer é a opção mais fácil.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>A estrada costeira é larga e tem muitos túneis; as estradas que sobem aos planaltos são estreitas, sinuosas e, em alguns troços, íngremes. O nevoeiro e a chuva repentina são frequentes; mantenha as luzes acesas e abrande. Abasteça antes de subir aos planaltos.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>Há parques de estacionamento de vários pisos junto à praça Meydan, no centro de Trabzon. Os parques para visitantes em Uzungöl e Sumela são pagos e enchem cedo nos fins de semana de verão.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Mosteiro de Sumela:</strong> cerca de 50 km, 1 hora</li><li><strong>Rize:</strong> cerca de 75 km, 1 hora</li><li><strong>Uzungöl:</strong> cerca de 100 km, 1 hora e 45 minutos</li><li><strong>Planalto de Ayder:</strong> cerca de 170 km, 2,5 horas</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros no Aeroporto de Trabzon (TZX) | RotaGo",
    metaDescription:
      "Carros de aluguer no Aeroporto de Trabzon (TZX) para Uzungöl, Sumela e os planaltos de Ayder. Compare as melhores ofertas e reserve online.",
  },
  "seo-locations/seo-istanbul": {
    title: "Aluguer de carros em Istambul",
    intro:
      "<p>Alugar um carro em Istambul é fácil, com dois aeroportos, balcões no centro da cidade e opções de receção personalizada. Muitos visitantes exploram a península histórica de transportes públicos e alugam um carro para excursões de um dia fora da cidade.</p><p>Na RotaGo pode ver todos os balcões de Istambul no mapa e escolher o local de levantamento de acordo com o bairro onde fica alojado.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>As pontes do Bósforo, o Túnel Eurásia e as autoestradas têm portagem, paga pelo identificador HGS do carro. As pontes dos Mártires de 15 de Julho e Fatih Sultan Mehmet só cobram no sentido Europa–Ásia; a Ponte Yavuz Sultan Selim e o Túnel Eurásia cobram nos dois sentidos. Siga as previsões de trânsito da sua aplicação de navegação e, se puder, evite as horas de ponta.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>É difícil estacionar em bairros centrais como Beyoğlu, Sultanahmet e Kadıköy, e os carros mal estacionados podem ser rebocados. Utilize parques de estacionamento municipais e privados e verifique se o seu hotel tem estacionamento.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Floresta de Belgrado:</strong> cerca de 25 km do centro</li><li><strong>Polonezköy e Riva:</strong> cerca de 35 km</li><li><strong>Şile e Ağva:</strong> cerca de 75–100 km</li><li><strong>Sapanca e Maşukiye:</strong> cerca de 140 km</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros em Istambul | Melhores preços | RotaGo",
    metaDescription:
      "Aluguer de carros diário e semanal em Istambul. Compare preços nos balcões do aeroporto e da cidade e veja cauções e condições à partida.",
  },
  "seo-locations/seo-antalya": {
    title: "Aluguer de carros em Antália",
    intro:
      "<p>Com as suas cidades antigas, cascatas e mais de 600 km de costa, Antália é um dos melhores destinos para explorar de carro. Alugue no centro da cidade ou no aeroporto e planeie percursos da costa da Lícia às cidades antigas da Panfília.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>As estradas principais da cidade são largas, mas Kaleiçi e a zona envolvente têm ruas estreitas de sentido único. Nas noites de verão, o trânsito acumula-se entre Konyaaltı e Lara. Nas estradas de montanha (em direção a Saklıkent e Termessos, por exemplo), tenha atenção às curvas e às pedras na estrada.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>Há parques de estacionamento pagos à volta de Kaleiçi, na praia de Konyaaltı e em Lara. Locais como a Cascata de Düden e Aspendos têm grandes parques para visitantes.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Cascata Inferior de Düden:</strong> cerca de 10 km do centro</li><li><strong>Termessos:</strong> cerca de 35 km</li><li><strong>Teatro de Aspendos:</strong> cerca de 45 km</li><li><strong>Olympos e Çıralı:</strong> cerca de 80 km</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros em Antália | RotaGo",
    metaDescription:
      "Aluguer de carros em Antália: compare todas as ofertas nos balcões da cidade e do aeroporto e planeie à vontade o seu percurso de Kaleiçi a Aspendos.",
  },
  "seo-locations/seo-izmir": {
    title: "Aluguer de carros em Esmirna",
    intro:
      "<p>Esmirna é a cidade mais animada do Egeu e a porta de entrada para vilas costeiras como Çeşme, Urla, Seferihisar e Foça. Alugue num balcão do centro da cidade e planeie à vontade as suas escapadinhas de fim de semana.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>Na cidade, o trânsito acumula-se nas horas de ponta no eixo Karşıyaka–Bornova–Konak; para atravessar a baía, a circular é muitas vezes mais rápida. No verão, conte com trânsito intenso na autoestrada de Çeşme às sextas-feiras e domingos ao fim do dia.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>Há parques de estacionamento de vários pisos em Alsancak, Kemeraltı e no Kordon. O bazar de Kemeraltı não é acessível de carro; deixe o seu num parque próximo.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Urla e a rota das vinhas:</strong> cerca de 40 km do centro</li><li><strong>Foça:</strong> cerca de 70 km</li><li><strong>Şirince e Éfeso:</strong> cerca de 80 km</li><li><strong>Çeşme e Alaçatı:</strong> cerca de 85 km</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros em Esmirna | RotaGo",
    metaDescription:
      "Aluguer de carros em Esmirna: compare preços nos balcões de Alsancak, Konak e do aeroporto e explore as rotas de Çeşme, Urla e Éfeso.",
  },
  "seo-locations/seo-ankara": {
    title: "Aluguer de carros em Ancara",
    intro:
      "<p>Na capital, Ancara, um carro de aluguer é a forma mais prática de poupar tempo entre reuniões de negócios e de chegar à história e às paisagens da Anatólia Central. Alugue nos balcões de Kızılay, Çankaya e do aeroporto.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>As largas avenidas e a circular de Ancara facilitam a condução, mas Kızılay e a estrada de Eskişehir têm muito trânsito nas horas de ponta. Algumas ruas podem ser fechadas para cerimónias e eventos oficiais. No inverno, verifique o tempo e o estado das estradas antes de sair da cidade.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>Há parques de estacionamento de vários pisos em Kızılay e Ulus, e estacionamento pago na rua em Çankaya e Tunalı Hilmi. Os parques dos centros comerciais são uma opção prática na cidade.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Lago Mogan, Gölbaşı:</strong> cerca de 25 km do centro</li><li><strong>Beypazarı:</strong> cerca de 100 km</li><li><strong>Górdio:</strong> cerca de 95 km</li><li><strong>Capadócia:</strong> cerca de 280 km</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros em Ancara | RotaGo",
    metaDescription:
      "Aluguer de carros em Ancara: compare ofertas nos balcões de Kızılay, Çankaya e Esenboğa. Carros acessíveis para negócios e turismo.",
  },
  "seo-locations/seo-trabzon": {
    title: "Aluguer de carros em Trabzon",
    intro:
      "<p>Trabzon é o centro de qualquer roteiro pelo Mar Negro. Planaltos verdejantes, lagos de montanha e mosteiros históricos ficam a uma ou duas horas da cidade; com um carro de aluguer, explora a região ao seu ritmo, em vez de seguir o horário de uma excursão.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>Algumas estradas dos planaltos são de terra batida ou estreitas; um carro com maior distância ao solo ou um SUV é mais confortável. Durante os festivais de verão nos planaltos, algumas estradas ficam congestionadas. Espere nos troços mais largos para deixar passar os carros em sentido contrário.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>Há parques de estacionamento junto à praça Meydan e à Praça Atatürk. No miradouro de Boztepe e em Uzungöl, chegar cedo aos fins de semana facilita o estacionamento.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Boztepe:</strong> cerca de 5 km do centro</li><li><strong>Mosteiro de Sumela e Vale de Altındere:</strong> cerca de 50 km</li><li><strong>Uzungöl:</strong> cerca de 100 km</li><li><strong>Zigana e Gümüşhane:</strong> cerca de 110 km</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros em Trabzon | RotaGo",
    metaDescription:
      "Aluguer de carros em Trabzon: compare ofertas de SUV e económicos para os planaltos do Mar Negro e para a estrada até Uzungöl.",
  },
  "seo-locations/seo-bodrum": {
    title: "Aluguer de carros em Bodrum",
    intro:
      "<p>A península de Bodrum, com baías e aldeias de caráter muito diferente, foi feita para ser explorada de carro. Com um carro de um balcão em Bodrum ou do Aeroporto de Milas-Bodrum, vai facilmente de Gümbet a Gümüşlük e de Türkbükü a Bitez.</p>",
    sections: [
      {
        heading: "Dicas de condução",
        body: "<p>A estrada circular principal da península é boa, mas as estradas que descem até às baías são estreitas e íngremes. Em julho e agosto, o trânsito é intenso à entrada do centro de Bodrum, de Gümbet e de Yalıkavak; saia cedo se quiser ver o pôr do sol em Gümüşlük.</p>",
      },
      {
        heading: "Estacionamento",
        body: "<p>O estacionamento junto ao castelo e à marina é muito limitado; utilize os parques municipais. A maioria das praias das baías tem estacionamento pago ou serviço de valet.</p>",
      },
      {
        heading: "Percursos populares",
        body: "<ul><li><strong>Bitez e Ortakent:</strong> cerca de 6–10 km do centro</li><li><strong>Türkbükü e Gündoğan:</strong> cerca de 20 km</li><li><strong>Marina de Yalıkavak:</strong> cerca de 20 km</li><li><strong>Gümüşlük:</strong> cerca de 20 km</li></ul>",
      },
    ],
    metaTitle: "Aluguer de carros em Bodrum | RotaGo",
    metaDescription:
      "Aluguer de carros em Bodrum: compare preços nos balcões da cidade e do aeroporto e explore as baías de Yalıkavak, Türkbükü e Gümüşlük.",
  },
  "car-brands/brand-audi": {
    intro:
      "<p>O Audi A6 é a escolha de luxo para viagens de negócios e longos percursos entre cidades, com um habitáculo silencioso e uma condução segura. A maioria dos Audi de aluguer são automáticos a gasóleo.</p>",
    metaDescription:
      "Compare os preços de aluguer do Audi A6 entre empresas e reserve a melhor tarifa diária em poucos minutos.",
  },
  "car-brands/brand-bmw": {
    intro:
      "<p>A frota de aluguer da BMW inclui a berlina 520i para viagens de negócios e o 420i Cabrio para passeios ao sol ao longo do Mediterrâneo. Ambos são automáticos a gasolina; verifique a idade mínima do condutor nas categorias de luxo e descapotável.</p>",
    metaDescription:
      "Preços de aluguer do BMW 520i e do 420i Cabrio. Compare empresas e reserve a melhor tarifa diária.",
  },
  "car-brands/brand-citroen": {
    intro:
      "<p>O Citroën C4 é um familiar médio confortável, com suspensão suave e uma bagageira grande. O motor a gasóleo é económico em viagens longas.</p>",
    metaDescription:
      "Compare os preços de aluguer do Citroën C4 e alugue um automático a gasóleo a uma boa tarifa diária.",
  },
  "car-brands/brand-dacia": {
    intro:
      "<p>O Dacia Sandero e o Duster estão entre os carros de aluguer mais acessíveis. O Sandero é ideal para a cidade e para viagens curtas; a elevada distância ao solo do Duster adapta-se bem a estradas rurais e planaltos de montanha.</p>",
    metaDescription: "Preços de aluguer do Dacia Sandero e do Duster. Compare carros económicos e reserve já.",
  },
  "car-brands/brand-fiat": {
    intro:
      "<p>O Fiat Egea é o carro de aluguer por excelência na Turquia: espaçoso, económico e disponível em quase todos os balcões. O Doblo é ideal para famílias numerosas e muita bagagem; o 500C é para se divertir de capota aberta na cidade e na costa.</p>",
    metaDescription:
      "Preços de aluguer do Fiat Egea, Doblo e 500C. Alugue o carro mais alugado da Turquia a uma boa tarifa diária.",
  },
  "car-brands/brand-ford": {
    intro:
      "<p>A Ford Tourneo Custom leva oito pessoas e as respetivas bagagens, sendo ideal para grupos, transfers do aeroporto e férias em família.</p>",
    metaDescription:
      "Preços de aluguer da Ford Tourneo Custom. Compare a carrinha de oito lugares entre empresas de aluguer.",
  },
  "car-brands/brand-honda": {
    intro:
      "<p>O Honda Civic é um dos carros médios mais populares, com uma condução desportiva e uma caixa automática fiável.</p>",
    metaDescription: "Compare os preços de aluguer do Honda Civic e reserve já o seu carro automático.",
  },
  "car-brands/brand-hyundai": {
    intro:
      "<p>O Hyundai i20 é um económico automático fácil de estacionar na cidade; o Elantra oferece um habitáculo maior e conforto em longas distâncias na categoria média.</p>",
    metaDescription: "Preços de aluguer do Hyundai i20 e do Elantra. Compare empresas e reserve a melhor tarifa.",
  },
  "car-brands/brand-mercedes-benz": {
    intro:
      "<p>O Mercedes-Benz E 200 é a berlina de luxo para reuniões de negócios e ocasiões especiais; a Vito de nove lugares é a carrinha para transfers VIP e grupos grandes.</p>",
    metaDescription:
      "Preços de aluguer do Mercedes-Benz E 200 e da Vito. Alugue uma berlina de luxo ou uma carrinha de nove lugares.",
  },
  "car-brands/brand-mini": {
    intro:
      "<p>O MINI Cooper Cabrio é o símbolo da condução de capota aberta em estâncias de férias como Bodrum e Çeşme. Tem quatro lugares e uma bagageira pequena, por isso é indicado para quem viaja com pouca bagagem.</p>",
    metaDescription: "Preços de aluguer do MINI Cooper Cabrio. Aproveite um descapotável nas férias a uma boa tarifa.",
  },
  "car-brands/brand-nissan": {
    intro:
      "<p>O Nissan Qashqai é um SUV equilibrado para a cidade e a autoestrada, com uma posição de condução elevada e caixa automática.</p>",
    metaDescription: "Compare os preços de aluguer do Nissan Qashqai e alugue um SUV automático à melhor tarifa.",
  },
  "car-brands/brand-opel": {
    intro: "<p>O Opel Corsa, automático e compacto, é uma opção prática e económica para alugueres na cidade.</p>",
    metaDescription: "Preços de aluguer do Opel Corsa. Compare este económico automático entre empresas.",
  },
  "car-brands/brand-peugeot": {
    intro:
      "<p>O Peugeot 3008 é um SUV familiar confortável, com um interior moderno e uma bagageira grande; o motor a gasóleo é económico em viagens longas.</p>",
    metaDescription: "Compare os preços de aluguer do Peugeot 3008 e alugue um SUV a gasóleo a uma boa tarifa.",
  },
  "car-brands/brand-renault": {
    intro:
      "<p>O Renault Clio e o Megane são presença constante nas frotas de aluguer turcas. O Clio está disponível com caixa manual ou automática na categoria económica, o Megane como automático a gasóleo na categoria média, e o Kangoo oferece muito espaço para bagagem.</p>",
    metaDescription: "Preços de aluguer do Renault Clio, Megane e Kangoo. Compare empresas e reserve já.",
  },
  "car-brands/brand-skoda": {
    intro:
      "<p>O Škoda Superb tem um dos bancos traseiros e das bagageiras mais espaçosos da sua categoria, ideal para viagens de negócios e longos percursos em família.</p>",
    metaDescription:
      "Compare os preços de aluguer do Škoda Superb e alugue uma berlina espaçosa a uma boa tarifa diária.",
  },
  "car-brands/brand-togg": {
    intro:
      "<p>O Togg T10X é o SUV elétrico de fabrico nacional da Turquia. A rede de carregamento está a crescer rapidamente nas grandes cidades e ao longo das autoestradas; planeie os carregadores rápidos no seu percurso antes de alugar.</p>",
    metaDescription: "Preços de aluguer do Togg T10X. Compare o SUV elétrico da Turquia entre empresas de aluguer.",
  },
  "car-brands/brand-toyota": {
    intro:
      "<p>Os híbridos da Toyota, o Corolla, o C-HR e o Camry, destacam-se pelo consumo de combustível muito baixo na cidade. Todos são automáticos, o que facilita a condução no trânsito.</p>",
    metaDescription: "Preços de aluguer dos híbridos Toyota Corolla, C-HR e Camry. Compare empresas e reserve já.",
  },
  "car-brands/brand-volkswagen": {
    intro:
      "<p>O Volkswagen Passat é a clássica berlina de negócios da categoria grande; o Tiguan é um SUV familiar fiável, com motor a gasóleo e um interior espaçoso.</p>",
    metaDescription: "Preços de aluguer do Volkswagen Passat e do Tiguan. Compare empresas e reserve a uma boa tarifa.",
  },
  "car-brands/brand-volvo": {
    intro:
      "<p>O Volvo S90, um híbrido com um vasto equipamento de segurança, é um carro de luxo tranquilo e confortável para longas viagens.</p>",
    metaDescription: "Compare os preços de aluguer do Volvo S90 híbrido e alugue uma berlina de luxo a uma boa tarifa.",
  },
  "cities/flight-istanbul": {
    name: "Istambul",
    title: "Voos para Istambul",
    intro:
      "<p>Istambul tem dois grandes aeroportos: o Aeroporto de Istambul (IST), no lado europeu, e o Sabiha Gökçen (SAW), no lado asiático. Chegam voos de toda a Turquia e de todo o mundo a qualquer hora do dia e da noite.</p><p>Escolha o aeroporto em função do local onde vai ficar: o IST fica mais perto de Taksim, Beşiktaş e da cidade antiga; o SAW, de Kadıköy, Ataşehir e Kartal.</p>",
    metaTitle: "Voos para Istambul | RotaGo",
    metaDescription:
      "Compare voos para Istambul: todas as companhias aéreas para o Aeroporto de Istambul e o Sabiha Gökçen, com bagagem e tarifas.",
    airports: [{ name: "Aeroporto de Istambul" }, { name: "Aeroporto Sabiha Gökçen" }],
  },
  "cities/flight-antalya": {
    name: "Antália",
    title: "Voos para Antália",
    intro:
      "<p>O Aeroporto de Antália (AYT) é o aeroporto de férias mais movimentado da Turquia. No verão, aterram aqui centenas de voos por dia vindos de toda a Europa e da Turquia; é a partir daqui que se chega a Kemer, Belek, Side e Alanya.</p>",
    metaTitle: "Voos para Antália | RotaGo",
    metaDescription:
      "Compare voos para o Aeroporto de Antália a partir da Turquia e do estrangeiro, com bagagem e tarifas.",
    airports: [{ name: "Aeroporto de Antália" }],
  },
  "cities/flight-izmir": {
    name: "Esmirna",
    title: "Voos para Esmirna",
    intro:
      "<p>O Aeroporto de Esmirna-Adnan Menderes (ADB) é a porta de entrada para o Egeu: é o aeroporto mais próximo de Çeşme, Alaçatı, Éfeso e Kuşadası, com voos frequentes de Istambul e Ancara ao longo de todo o dia.</p>",
    metaTitle: "Voos para Esmirna | RotaGo",
    metaDescription: "Compare voos para o Aeroporto de Esmirna-Adnan Menderes a partir da Turquia e do estrangeiro.",
    airports: [{ name: "Aeroporto de Esmirna-Adnan Menderes" }],
  },
  "cities/flight-ankara": {
    name: "Ancara",
    title: "Voos para Ancara",
    intro:
      "<p>O aeroporto da capital, Esenboğa (ESB), fica a cerca de 30 km do centro da cidade. Para viagens de negócios, há muitos voos de manhã e ao fim do dia a partir de Istambul, Esmirna e Antália.</p>",
    metaTitle: "Voos para Ancara | RotaGo",
    metaDescription: "Compare voos de todas as companhias aéreas para o Aeroporto de Ancara-Esenboğa.",
    airports: [{ name: "Aeroporto de Ancara-Esenboğa" }],
  },
  "cities/flight-trabzon": {
    name: "Trabzon",
    title: "Voos para Trabzon",
    intro:
      "<p>O Aeroporto de Trabzon (TZX) é o ponto de partida para os planaltos do Mar Negro, Uzungöl e o Mosteiro de Sumela. O aeroporto fica mesmo ao lado do centro da cidade.</p>",
    metaTitle: "Voos para Trabzon | RotaGo",
    metaDescription: "Compare voos para Trabzon: voos acessíveis para a costa do Mar Negro.",
    airports: [{ name: "Aeroporto de Trabzon" }],
  },
  "cities/flight-mugla": {
    name: "Muğla",
    title: "Voos para Muğla (Dalaman, Bodrum)",
    intro:
      "<p>Muğla tem dois aeroportos: Dalaman (DLM), para Fethiye, Marmaris e Göcek, e Milas-Bodrum (BJV), para a península de Bodrum. No verão, há também voos diretos de toda a Europa.</p>",
    metaTitle: "Voos para Muğla: Dalaman e Bodrum | RotaGo",
    metaDescription: "Compare voos para Dalaman e Milas-Bodrum para Fethiye, Marmaris e Bodrum.",
    airports: [{ name: "Aeroporto de Dalaman" }, { name: "Aeroporto de Milas-Bodrum" }],
  },
  "custom-links/footer-istanbul-havalimani": {
    column: "Locais de aluguer populares",
    label: "Aluguer de carros no Aeroporto de Istambul",
  },
  "custom-links/footer-sabiha-gokcen-havalimani": {
    column: "Locais de aluguer populares",
    label: "Aluguer de carros no Aeroporto Sabiha Gökçen",
  },
  "custom-links/footer-antalya-havalimani": {
    column: "Locais de aluguer populares",
    label: "Aluguer de carros no Aeroporto de Antália",
  },
  "custom-links/footer-izmir": { column: "Locais de aluguer populares", label: "Aluguer de carros em Esmirna" },
  "custom-links/footer-ankara": { column: "Locais de aluguer populares", label: "Aluguer de carros em Ancara" },
  "custom-links/footer-milas-bodrum-havalimani": {
    column: "Locais de aluguer populares",
    label: "Aluguer de carros no Aeroporto de Milas-Bodrum",
  },
};
