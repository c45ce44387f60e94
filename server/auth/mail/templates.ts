/** The e-mails the auth service sends. Plain wording, one link, the 6-digit code as a fallback. */
export type MailKind =
  | 'signup'
  | 'recovery'
  | 'magiclink'
  | 'invite'
  | 'email_change'
  /** To the CURRENT address during a secure e-mail change: the other half of the double confirmation. */
  | 'email_change_current'
  /** A code only (no link): the nonce a secure password change asks for. */
  | 'reauthentication'

export interface MailContent {
  subject: string
  text: string
  html: string
}

/** What a mail may mention besides its link and code. */
export interface MailDetails {
  /** The address an e-mail change moves the account to. */
  newEmail?: string
}

interface Copy {
  subject: string
  intro: (d: MailDetails) => string
  action: string
}

/** The words around every mail's link and code. */
interface Frame {
  orCode: string
  yourCode: string
  notYou: string
  aNewAddress: string
}

/** The languages ELSY speaks (src/lib/i18n/locales.ts); a person's mails come in the one they chose. */
export const MAIL_LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const
export type MailLocale = (typeof MAIL_LOCALES)[number]

export function mailLocale(value: unknown): MailLocale {
  return (MAIL_LOCALES as readonly unknown[]).includes(value) ? (value as MailLocale) : 'en'
}

const FRAME: Record<MailLocale, Frame> = {
  en: { orCode: 'Or enter this code', yourCode: 'Your code', notYou: 'If you did not ask for this, ignore this e-mail.', aNewAddress: 'a new address' },
  es: { orCode: 'O introduce este código', yourCode: 'Tu código', notYou: 'Si no lo has pedido tú, ignora este correo.', aNewAddress: 'una dirección nueva' },
  fr: { orCode: 'Ou saisissez ce code', yourCode: 'Votre code', notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.', aNewAddress: 'une nouvelle adresse' },
  de: { orCode: 'Oder gib diesen Code ein', yourCode: 'Dein Code', notYou: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail.', aNewAddress: 'eine neue Adresse' },
  it: { orCode: 'Oppure inserisci questo codice', yourCode: 'Il tuo codice', notYou: 'Se non l’hai chiesto tu, ignora questa e-mail.', aNewAddress: 'un nuovo indirizzo' },
  pt: { orCode: 'Ou introduza este código', yourCode: 'O seu código', notYou: 'Se não fez este pedido, ignore este e-mail.', aNewAddress: 'um novo endereço' },
  nl: { orCode: 'Of voer deze code in', yourCode: 'Je code', notYou: 'Heb je hier niet om gevraagd? Negeer dan deze e-mail.', aNewAddress: 'een nieuw adres' },
}

const COPY: Record<MailLocale, Record<MailKind, Copy>> = {
  en: {
    signup: {
      subject: 'Confirm your ELSY account',
      intro: () => 'Welcome to ELSY! Confirm your e-mail address to activate your account.',
      action: 'Confirm my e-mail',
    },
    recovery: {
      subject: 'Reset your ELSY password',
      intro: () => 'Someone asked to reset the password of your ELSY account. If it was you, follow the link.',
      action: 'Reset my password',
    },
    magiclink: { subject: 'Your ELSY sign-in link', intro: () => 'Use this link to sign in to ELSY.', action: 'Sign in' },
    invite: {
      subject: 'You have been invited to ELSY',
      intro: () => 'You have been invited to join ELSY. Accept the invitation to create your account.',
      action: 'Accept the invitation',
    },
    email_change: {
      subject: 'Confirm your new ELSY e-mail address',
      intro: () =>
        'Confirm this address as the new e-mail of your ELSY account. If a mail also went to your current address, confirm there too: the change happens once both are confirmed.',
      action: 'Confirm the new address',
    },
    email_change_current: {
      subject: 'Confirm the change of your ELSY e-mail address',
      intro: (d) =>
        `Someone asked to change the e-mail of your ELSY account to ${d.newEmail ?? FRAME.en.aNewAddress}. If it was you, confirm here and from the new address too; if not, ignore this e-mail and your address stays as it is.`,
      action: 'Confirm the change',
    },
    reauthentication: {
      subject: 'Your ELSY confirmation code',
      intro: () => 'You are changing your ELSY password. Enter the code below to confirm it is you.',
      action: '',
    },
  },
  es: {
    signup: {
      subject: 'Confirma tu cuenta de ELSY',
      intro: () => '¡Te damos la bienvenida a ELSY! Confirma tu dirección de correo para activar tu cuenta.',
      action: 'Confirmar mi correo',
    },
    recovery: {
      subject: 'Restablece tu contraseña de ELSY',
      intro: () => 'Alguien ha pedido restablecer la contraseña de tu cuenta de ELSY. Si has sido tú, sigue el enlace.',
      action: 'Restablecer mi contraseña',
    },
    magiclink: { subject: 'Tu enlace para entrar en ELSY', intro: () => 'Usa este enlace para iniciar sesión en ELSY.', action: 'Iniciar sesión' },
    invite: {
      subject: 'Te han invitado a ELSY',
      intro: () => 'Te han invitado a unirte a ELSY. Acepta la invitación para crear tu cuenta.',
      action: 'Aceptar la invitación',
    },
    email_change: {
      subject: 'Confirma tu nueva dirección de correo de ELSY',
      intro: () =>
        'Confirma esta dirección como el nuevo correo de tu cuenta de ELSY. Si también te ha llegado un correo a tu dirección actual, confírmalo allí también: el cambio se hace cuando ambas estén confirmadas.',
      action: 'Confirmar la nueva dirección',
    },
    email_change_current: {
      subject: 'Confirma el cambio de tu dirección de correo de ELSY',
      intro: (d) =>
        `Alguien ha pedido cambiar el correo de tu cuenta de ELSY a ${d.newEmail ?? FRAME.es.aNewAddress}. Si has sido tú, confírmalo aquí y también desde la nueva dirección; si no, ignora este correo y tu dirección seguirá igual.`,
      action: 'Confirmar el cambio',
    },
    reauthentication: {
      subject: 'Tu código de confirmación de ELSY',
      intro: () => 'Estás cambiando tu contraseña de ELSY. Introduce el código de abajo para confirmar que eres tú.',
      action: '',
    },
  },
  fr: {
    signup: {
      subject: 'Confirmez votre compte ELSY',
      intro: () => 'Bienvenue sur ELSY ! Confirmez votre adresse e-mail pour activer votre compte.',
      action: 'Confirmer mon e-mail',
    },
    recovery: {
      subject: 'Réinitialisez votre mot de passe ELSY',
      intro: () => 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ELSY. Si c’est vous, suivez le lien.',
      action: 'Réinitialiser mon mot de passe',
    },
    magiclink: { subject: 'Votre lien de connexion ELSY', intro: () => 'Utilisez ce lien pour vous connecter à ELSY.', action: 'Se connecter' },
    invite: {
      subject: 'Vous êtes invité sur ELSY',
      intro: () => 'Vous êtes invité à rejoindre ELSY. Acceptez l’invitation pour créer votre compte.',
      action: 'Accepter l’invitation',
    },
    email_change: {
      subject: 'Confirmez votre nouvelle adresse e-mail ELSY',
      intro: () =>
        'Confirmez cette adresse comme nouvel e-mail de votre compte ELSY. Si un e-mail est aussi parti vers votre adresse actuelle, confirmez-y également : le changement a lieu une fois les deux confirmées.',
      action: 'Confirmer la nouvelle adresse',
    },
    email_change_current: {
      subject: 'Confirmez le changement de votre adresse e-mail ELSY',
      intro: (d) =>
        `Quelqu’un a demandé à remplacer l’e-mail de votre compte ELSY par ${d.newEmail ?? FRAME.fr.aNewAddress}. Si c’est vous, confirmez ici et depuis la nouvelle adresse ; sinon, ignorez cet e-mail et votre adresse reste inchangée.`,
      action: 'Confirmer le changement',
    },
    reauthentication: {
      subject: 'Votre code de confirmation ELSY',
      intro: () => 'Vous changez votre mot de passe ELSY. Saisissez le code ci-dessous pour confirmer que c’est bien vous.',
      action: '',
    },
  },
  de: {
    signup: {
      subject: 'Bestätige dein ELSY-Konto',
      intro: () => 'Willkommen bei ELSY! Bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
      action: 'E-Mail bestätigen',
    },
    recovery: {
      subject: 'Setze dein ELSY-Passwort zurück',
      intro: () => 'Jemand möchte das Passwort deines ELSY-Kontos zurücksetzen. Wenn du das warst, folge dem Link.',
      action: 'Passwort zurücksetzen',
    },
    magiclink: { subject: 'Dein ELSY-Anmeldelink', intro: () => 'Melde dich mit diesem Link bei ELSY an.', action: 'Anmelden' },
    invite: {
      subject: 'Du wurdest zu ELSY eingeladen',
      intro: () => 'Du wurdest eingeladen, ELSY beizutreten. Nimm die Einladung an, um dein Konto zu erstellen.',
      action: 'Einladung annehmen',
    },
    email_change: {
      subject: 'Bestätige deine neue ELSY-E-Mail-Adresse',
      intro: () =>
        'Bestätige diese Adresse als neue E-Mail deines ELSY-Kontos. Wenn auch an deine bisherige Adresse eine E-Mail ging, bestätige dort ebenfalls: Die Änderung gilt, sobald beide bestätigt sind.',
      action: 'Neue Adresse bestätigen',
    },
    email_change_current: {
      subject: 'Bestätige die Änderung deiner ELSY-E-Mail-Adresse',
      intro: (d) =>
        `Jemand möchte die E-Mail deines ELSY-Kontos in ${d.newEmail ?? FRAME.de.aNewAddress} ändern. Wenn du das warst, bestätige hier und auch über die neue Adresse; wenn nicht, ignoriere diese E-Mail und deine Adresse bleibt, wie sie ist.`,
      action: 'Änderung bestätigen',
    },
    reauthentication: {
      subject: 'Dein ELSY-Bestätigungscode',
      intro: () => 'Du änderst dein ELSY-Passwort. Gib den Code unten ein, um zu bestätigen, dass du es bist.',
      action: '',
    },
  },
  it: {
    signup: {
      subject: 'Conferma il tuo account ELSY',
      intro: () => 'Benvenuto in ELSY! Conferma il tuo indirizzo e-mail per attivare l’account.',
      action: 'Conferma la mia e-mail',
    },
    recovery: {
      subject: 'Reimposta la password di ELSY',
      intro: () => 'Qualcuno ha chiesto di reimpostare la password del tuo account ELSY. Se sei stato tu, segui il link.',
      action: 'Reimposta la password',
    },
    magiclink: { subject: 'Il tuo link di accesso a ELSY', intro: () => 'Usa questo link per accedere a ELSY.', action: 'Accedi' },
    invite: {
      subject: 'Sei stato invitato su ELSY',
      intro: () => 'Sei stato invitato a unirti a ELSY. Accetta l’invito per creare il tuo account.',
      action: 'Accetta l’invito',
    },
    email_change: {
      subject: 'Conferma il nuovo indirizzo e-mail di ELSY',
      intro: () =>
        'Conferma questo indirizzo come nuova e-mail del tuo account ELSY. Se è arrivata un’e-mail anche al tuo indirizzo attuale, conferma anche lì: il cambio avviene quando entrambi sono confermati.',
      action: 'Conferma il nuovo indirizzo',
    },
    email_change_current: {
      subject: 'Conferma il cambio del tuo indirizzo e-mail di ELSY',
      intro: (d) =>
        `Qualcuno ha chiesto di cambiare l’e-mail del tuo account ELSY in ${d.newEmail ?? FRAME.it.aNewAddress}. Se sei stato tu, conferma qui e anche dal nuovo indirizzo; altrimenti ignora questa e-mail e il tuo indirizzo resta invariato.`,
      action: 'Conferma il cambio',
    },
    reauthentication: {
      subject: 'Il tuo codice di conferma ELSY',
      intro: () => 'Stai cambiando la password di ELSY. Inserisci il codice qui sotto per confermare che sei tu.',
      action: '',
    },
  },
  pt: {
    signup: {
      subject: 'Confirme a sua conta ELSY',
      intro: () => 'Bem-vindo ao ELSY! Confirme o seu endereço de e-mail para ativar a conta.',
      action: 'Confirmar o meu e-mail',
    },
    recovery: {
      subject: 'Redefina a sua palavra-passe ELSY',
      intro: () => 'Alguém pediu para redefinir a palavra-passe da sua conta ELSY. Se foi você, siga a ligação.',
      action: 'Redefinir a palavra-passe',
    },
    magiclink: { subject: 'A sua ligação de acesso ao ELSY', intro: () => 'Use esta ligação para iniciar sessão no ELSY.', action: 'Iniciar sessão' },
    invite: {
      subject: 'Foi convidado para o ELSY',
      intro: () => 'Foi convidado para se juntar ao ELSY. Aceite o convite para criar a sua conta.',
      action: 'Aceitar o convite',
    },
    email_change: {
      subject: 'Confirme o seu novo endereço de e-mail ELSY',
      intro: () =>
        'Confirme este endereço como o novo e-mail da sua conta ELSY. Se também foi enviado um e-mail para o seu endereço atual, confirme lá também: a alteração acontece quando ambos estiverem confirmados.',
      action: 'Confirmar o novo endereço',
    },
    email_change_current: {
      subject: 'Confirme a alteração do seu endereço de e-mail ELSY',
      intro: (d) =>
        `Alguém pediu para alterar o e-mail da sua conta ELSY para ${d.newEmail ?? FRAME.pt.aNewAddress}. Se foi você, confirme aqui e também a partir do novo endereço; caso contrário, ignore este e-mail e o seu endereço fica como está.`,
      action: 'Confirmar a alteração',
    },
    reauthentication: {
      subject: 'O seu código de confirmação ELSY',
      intro: () => 'Está a alterar a sua palavra-passe ELSY. Introduza o código abaixo para confirmar que é você.',
      action: '',
    },
  },
  nl: {
    signup: {
      subject: 'Bevestig je ELSY-account',
      intro: () => 'Welkom bij ELSY! Bevestig je e-mailadres om je account te activeren.',
      action: 'Mijn e-mailadres bevestigen',
    },
    recovery: {
      subject: 'Stel je ELSY-wachtwoord opnieuw in',
      intro: () => 'Iemand heeft gevraagd het wachtwoord van je ELSY-account opnieuw in te stellen. Was jij dat? Volg dan de link.',
      action: 'Wachtwoord opnieuw instellen',
    },
    magiclink: { subject: 'Je inloglink voor ELSY', intro: () => 'Gebruik deze link om in te loggen bij ELSY.', action: 'Inloggen' },
    invite: {
      subject: 'Je bent uitgenodigd voor ELSY',
      intro: () => 'Je bent uitgenodigd om lid te worden van ELSY. Accepteer de uitnodiging om je account aan te maken.',
      action: 'Uitnodiging accepteren',
    },
    email_change: {
      subject: 'Bevestig je nieuwe ELSY-e-mailadres',
      intro: () =>
        'Bevestig dit adres als het nieuwe e-mailadres van je ELSY-account. Is er ook een e-mail naar je huidige adres gegaan? Bevestig daar dan ook: de wijziging gaat in zodra beide zijn bevestigd.',
      action: 'Nieuw adres bevestigen',
    },
    email_change_current: {
      subject: 'Bevestig de wijziging van je ELSY-e-mailadres',
      intro: (d) =>
        `Iemand heeft gevraagd het e-mailadres van je ELSY-account te wijzigen in ${d.newEmail ?? FRAME.nl.aNewAddress}. Was jij dat? Bevestig dan hier en ook via het nieuwe adres; zo niet, negeer deze e-mail en je adres blijft zoals het is.`,
      action: 'Wijziging bevestigen',
    },
    reauthentication: {
      subject: 'Je ELSY-bevestigingscode',
      intro: () => 'Je wijzigt je ELSY-wachtwoord. Voer de code hieronder in om te bevestigen dat jij het bent.',
      action: '',
    },
  },
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A mail in the person's language (English when they chose none). */
export function renderMail(kind: MailKind, link: string, otp: string, details: MailDetails = {}, locale: MailLocale = 'en'): MailContent {
  const copy = COPY[locale][kind]
  const frame = FRAME[locale]
  const intro = copy.intro(details)
  const linkText = link ? `${copy.action}: ${link}\n\n${frame.orCode}: ${otp}` : `${frame.yourCode}: ${otp}`
  const linkHtml = link
    ? `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>\n<p>${escapeHtml(frame.orCode)}: <strong>${escapeHtml(otp)}</strong></p>`
    : `<p>${escapeHtml(frame.yourCode)}: <strong>${escapeHtml(otp)}</strong></p>`
  const text = `${intro}\n\n${linkText}\n\n${frame.notYou}\n`
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<h2>${escapeHtml(copy.subject)}</h2>
<p>${escapeHtml(intro)}</p>
${linkHtml}
<p>${escapeHtml(frame.notYou)}</p>
</body></html>`
  return { subject: copy.subject, text, html }
}
