/**
 * The booking confirmation's e-mail and SMS in the booking's language, any of the shop's 14.
 * `{placeholders}` are filled by `fillText` (shared/fill-text.ts); every language has the same ones (a test holds them).
 */
import type { NameLanguage } from "../../../shared/names";

export interface ConfirmationTexts {
  /** {reservationId} */
  readonly subject: string;
  /** {name} {reservationId} {lines} {amount} {document} {page} {find} */
  readonly body: string;
  /** {reservationId} {amount} {find} */
  readonly sms: string;
  /** {total} {count} {each}: the charged total with its installment plan. */
  readonly installments: string;
}

export const CONFIRMATION_TEXTS: Readonly<Record<NameLanguage, ConfirmationTexts>> = {
  tr: {
    subject: "Rezervasyonunuz onaylandı: {reservationId}",
    body: "Merhaba {name},\n\nRezervasyonunuz onaylandı.\nRezervasyon numarası: {reservationId}\n{lines}\nÖdenen tutar: {amount}\n\nBelgeniz ektedir: {document}\nRezervasyonunuz, belgeleri, iptal ve değişiklik: {page}\nGiriş yapmadan: {find} (rezervasyon numarası ve e-posta adresinizle)",
    sms: "RotaGo: {reservationId} numaralı rezervasyonunuz onaylandı. Tutar: {amount}. {find}",
    installments: "{total} ({count} taksit × {each})",
  },
  en: {
    subject: "Your booking is confirmed: {reservationId}",
    body: "Hello {name},\n\nYour booking is confirmed.\nReservation number: {reservationId}\n{lines}\nAmount paid: {amount}\n\nYour document: {document}\nYour booking, its documents, cancelling and changing: {page}\nWithout signing in: {find} (with your reservation number and e-mail address)",
    sms: "RotaGo: your booking {reservationId} is confirmed. Amount: {amount}. {find}",
    installments: "{total} ({count} installments × {each})",
  },
  de: {
    subject: "Ihre Buchung ist bestätigt: {reservationId}",
    body: "Guten Tag {name},\n\nIhre Buchung ist bestätigt.\nReservierungsnummer: {reservationId}\n{lines}\nBezahlter Betrag: {amount}\n\nIhr Dokument: {document}\nIhre Buchung, Dokumente, Stornierung und Änderungen: {page}\nOhne Anmeldung: {find} (mit Ihrer Reservierungsnummer und E-Mail-Adresse)",
    sms: "RotaGo: Ihre Buchung {reservationId} ist bestätigt. Betrag: {amount}. {find}",
    installments: "{total} ({count} Raten × {each})",
  },
  es: {
    subject: "Tu reserva está confirmada: {reservationId}",
    body: "Hola, {name}:\n\nTu reserva está confirmada.\nNúmero de reserva: {reservationId}\n{lines}\nImporte pagado: {amount}\n\nTu documento: {document}\nTu reserva, sus documentos, cancelación y cambios: {page}\nSin iniciar sesión: {find} (con tu número de reserva y tu dirección de correo electrónico)",
    sms: "RotaGo: tu reserva {reservationId} está confirmada. Importe: {amount}. {find}",
    installments: "{total} ({count} plazos × {each})",
  },
  fr: {
    subject: "Votre réservation est confirmée : {reservationId}",
    body: "Bonjour {name},\n\nVotre réservation est confirmée.\nNuméro de réservation : {reservationId}\n{lines}\nMontant payé : {amount}\n\nVotre document : {document}\nVotre réservation, ses documents, annulation et modification : {page}\nSans vous connecter : {find} (avec votre numéro de réservation et votre adresse e-mail)",
    sms: "RotaGo: votre réservation {reservationId} est confirmée. Montant : {amount}. {find}",
    installments: "{total} ({count} versements × {each})",
  },
  it: {
    subject: "La tua prenotazione è confermata: {reservationId}",
    body: "Ciao {name},\n\nLa tua prenotazione è confermata.\nNumero di prenotazione: {reservationId}\n{lines}\nImporto pagato: {amount}\n\nIl tuo documento: {document}\nLa tua prenotazione, i documenti, cancellazione e modifiche: {page}\nSenza accedere: {find} (con il numero di prenotazione e l'indirizzo e-mail)",
    sms: "RotaGo: la tua prenotazione {reservationId} è confermata. Importo: {amount}. {find}",
    installments: "{total} ({count} rate × {each})",
  },
  pt: {
    subject: "A sua reserva está confirmada: {reservationId}",
    body: "Olá, {name},\n\nA sua reserva está confirmada.\nNúmero da reserva: {reservationId}\n{lines}\nMontante pago: {amount}\n\nO seu documento: {document}\nA sua reserva, documentos, cancelamento e alterações: {page}\nSem iniciar sessão: {find} (com o número da reserva e o seu endereço de e-mail)",
    sms: "RotaGo: a sua reserva {reservationId} está confirmada. Montante: {amount}. {find}",
    installments: "{total} ({count} prestações × {each})",
  },
  nl: {
    subject: "Uw boeking is bevestigd: {reservationId}",
    body: "Beste {name},\n\nUw boeking is bevestigd.\nReserveringsnummer: {reservationId}\n{lines}\nBetaald bedrag: {amount}\n\nUw document: {document}\nUw boeking, documenten, annulering en wijzigingen: {page}\nZonder in te loggen: {find} (met uw reserveringsnummer en e-mailadres)",
    sms: "RotaGo: uw boeking {reservationId} is bevestigd. Bedrag: {amount}. {find}",
    installments: "{total} ({count} termijnen × {each})",
  },
  ru: {
    subject: "Ваше бронирование подтверждено: {reservationId}",
    body: "Здравствуйте, {name}!\n\nВаше бронирование подтверждено.\nНомер бронирования: {reservationId}\n{lines}\nОплачено: {amount}\n\nВаш документ: {document}\nВаше бронирование, документы, отмена и изменение: {page}\nБез входа в аккаунт: {find} (по номеру бронирования и адресу электронной почты)",
    sms: "RotaGo: Ваше бронирование {reservationId} подтверждено. Сумма: {amount}. {find}",
    installments: "{total} (платежей: {count} по {each})",
  },
  ja: {
    subject: "ご予約が確定しました：{reservationId}",
    body: "{name} 様\n\nご予約が確定しました。\n予約番号：{reservationId}\n{lines}\nお支払い金額：{amount}\n\nご予約の書類：{document}\nご予約内容・書類の確認、キャンセル・変更：{page}\nログインせずに確認：{find}（予約番号とメールアドレスで確認できます）",
    sms: "RotaGo: ご予約 {reservationId} が確定しました。お支払い金額：{amount} {find}",
    installments: "{total}（{count}回払い、1回あたり{each}）",
  },
  zh: {
    subject: "您的预订已确认：{reservationId}",
    body: "{name}，您好！\n\n您的预订已确认。\n预订编号：{reservationId}\n{lines}\n已付金额：{amount}\n\n您的预订凭证：{document}\n查看预订和相关文件、取消或更改预订：{page}\n无需登录：{find}（凭预订编号和电子邮箱地址查询）",
    sms: "RotaGo: 您的预订 {reservationId} 已确认。金额：{amount}。{find}",
    installments: "{total}（分{count}期，每期{each}）",
  },
  ko: {
    subject: "예약이 확정되었습니다: {reservationId}",
    body: "{name}님, 안녕하세요.\n\n예약이 확정되었습니다.\n예약 번호: {reservationId}\n{lines}\n결제 금액: {amount}\n\n예약 서류: {document}\n예약 내역, 서류, 취소 및 변경: {page}\n로그인 없이 조회: {find} (예약 번호와 이메일 주소로 조회할 수 있습니다)",
    sms: "RotaGo: 예약이 확정되었습니다. 예약 번호: {reservationId}, 결제 금액: {amount}. {find}",
    installments: "{total} ({count}개월 할부, 월 {each})",
  },
  hi: {
    subject: "आपकी बुकिंग की पुष्टि हो गई है: {reservationId}",
    body: "नमस्ते {name},\n\nआपकी बुकिंग की पुष्टि हो गई है।\nबुकिंग नंबर: {reservationId}\n{lines}\nभुगतान की गई राशि: {amount}\n\nआपका दस्तावेज़: {document}\nआपकी बुकिंग, उसके दस्तावेज़, रद्द करना और बदलाव: {page}\nबिना साइन इन किए: {find} (अपने बुकिंग नंबर और ई-मेल पते के साथ)",
    sms: "RotaGo: आपकी बुकिंग {reservationId} की पुष्टि हो गई है। राशि: {amount}। {find}",
    installments: "{total} ({each} की {count} किस्तें)",
  },
  ar: {
    subject: "تم تأكيد حجزك: {reservationId}",
    body: "مرحبًا {name}،\n\nتم تأكيد حجزك.\nرقم الحجز: {reservationId}\n{lines}\nالمبلغ المدفوع: {amount}\n\nمستندك: {document}\nحجزك ومستنداته وإلغاؤه وتعديله: {page}\nدون تسجيل الدخول: {find} (باستخدام رقم الحجز وعنوان بريدك الإلكتروني)",
    sms: "RotaGo: تم تأكيد حجزك {reservationId}. المبلغ: {amount}. {find}",
    installments: "{total} (عدد الأقساط: {count}، قيمة كل قسط {each})",
  },
};
