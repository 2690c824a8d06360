import type { Language } from "@tempus/contract";
import type { Mail } from "./mailer.ts";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
}

function render(to: string, name: string, link: string, wording: Wording): Mail {
  const text = [wording.greeting(name), "", wording.body, "", link, "", wording.footer].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#3e2723">
<p>${escapeHtml(wording.greeting(name))}</p>
<p>${escapeHtml(wording.body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#ef6c00;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(wording.action)}</a></p>
<p style="font-size:12px;color:#6d4c41">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#6d4c41">${escapeHtml(wording.footer)}</p>
</body></html>`;
  return { to, subject: wording.subject, text, html };
}

const VERIFICATION: Record<Language, Wording> = {
  en: {
    subject: "Confirm your e-mail address for Tempus",
    greeting: (name) => `Hello ${name},`,
    body: "please confirm your e-mail address by opening this link. It is valid for 24 hours.",
    action: "Confirm e-mail address",
    footer: "If you did not sign up for Tempus, you can ignore this e-mail.",
  },
  de: {
    subject: "Bestätige deine E-Mail-Adresse für Tempus",
    greeting: (name) => `Hallo ${name},`,
    body: "bitte bestätige deine E-Mail-Adresse über diesen Link. Er ist 24 Stunden gültig.",
    action: "E-Mail-Adresse bestätigen",
    footer: "Wenn du dich nicht bei Tempus registriert hast, kannst du diese E-Mail ignorieren.",
  },
  fr: {
    subject: "Confirmez votre adresse e-mail pour Tempus",
    greeting: (name) => `Bonjour ${name},`,
    body: "veuillez confirmer votre adresse e-mail en ouvrant ce lien. Il est valable 24 heures.",
    action: "Confirmer l'adresse e-mail",
    footer: "Si vous ne vous êtes pas inscrit à Tempus, vous pouvez ignorer cet e-mail.",
  },
  nl: {
    subject: "Bevestig je e-mailadres voor Tempus",
    greeting: (name) => `Hallo ${name},`,
    body: "bevestig je e-mailadres door deze link te openen. Hij is 24 uur geldig.",
    action: "E-mailadres bevestigen",
    footer: "Heb je je niet bij Tempus aangemeld? Dan kun je deze e-mail negeren.",
  },
};

const PASSWORD_RESET: Record<Language, Wording> = {
  en: {
    subject: "Reset your Tempus password",
    greeting: (name) => `Hello ${name},`,
    body: "someone asked to reset the password of your Tempus account. Open this link to choose a new one. It is valid for 24 hours and works once.",
    action: "Choose a new password",
    footer: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  },
  de: {
    subject: "Setze dein Tempus-Passwort zurück",
    greeting: (name) => `Hallo ${name},`,
    body: "jemand möchte das Passwort deines Tempus-Kontos zurücksetzen. Über diesen Link wählst du ein neues. Er ist 24 Stunden gültig und funktioniert einmal.",
    action: "Neues Passwort wählen",
    footer:
      "Wenn du das nicht angefordert hast, ignoriere diese E-Mail: dein Passwort bleibt unverändert.",
  },
  fr: {
    subject: "Réinitialisez votre mot de passe Tempus",
    greeting: (name) => `Bonjour ${name},`,
    body: "quelqu'un a demandé la réinitialisation du mot de passe de votre compte Tempus. Ouvrez ce lien pour en choisir un nouveau. Il est valable 24 heures et ne fonctionne qu'une fois.",
    action: "Choisir un nouveau mot de passe",
    footer:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  nl: {
    subject: "Stel je Tempus-wachtwoord opnieuw in",
    greeting: (name) => `Hallo ${name},`,
    body: "iemand heeft gevraagd het wachtwoord van je Tempus-account opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen. Hij is 24 uur geldig en werkt één keer.",
    action: "Nieuw wachtwoord kiezen",
    footer:
      "Heb je hier niet om gevraagd? Negeer deze e-mail dan: je wachtwoord blijft zoals het is.",
  },
};

export const verificationMail = (to: string, name: string, link: string, language: Language) =>
  render(to, name, link, VERIFICATION[language]);

export const passwordResetMail = (to: string, name: string, link: string, language: Language) =>
  render(to, name, link, PASSWORD_RESET[language]);

export function invitationMail(
  to: string,
  inviter: string,
  companyName: string,
  link: string,
  language: Language,
): Mail {
  const wording: Record<Language, Wording> = {
    en: {
      subject: `${inviter} invites you to ${companyName} on Tempus`,
      greeting: () => "Hello,",
      body: `${inviter} invites you to track your working time with ${companyName} on Tempus. Open this link to create your account; it is valid for 7 days.`,
      action: "Accept the invitation",
      footer: "If you do not know this company, you can ignore this e-mail.",
    },
    de: {
      subject: `${inviter} lädt dich zu ${companyName} bei Tempus ein`,
      greeting: () => "Hallo,",
      body: `${inviter} lädt dich ein, deine Arbeitszeit mit ${companyName} in Tempus zu erfassen. Über diesen Link legst du dein Konto an; er ist 7 Tage gültig.`,
      action: "Einladung annehmen",
      footer: "Wenn du diese Firma nicht kennst, kannst du diese E-Mail ignorieren.",
    },
    fr: {
      subject: `${inviter} vous invite à rejoindre ${companyName} sur Tempus`,
      greeting: () => "Bonjour,",
      body: `${inviter} vous invite à saisir votre temps de travail avec ${companyName} sur Tempus. Ouvrez ce lien pour créer votre compte ; il est valable 7 jours.`,
      action: "Accepter l'invitation",
      footer: "Si vous ne connaissez pas cette entreprise, vous pouvez ignorer cet e-mail.",
    },
    nl: {
      subject: `${inviter} nodigt je uit voor ${companyName} op Tempus`,
      greeting: () => "Hallo,",
      body: `${inviter} nodigt je uit om je werktijd bij ${companyName} in Tempus te registreren. Open deze link om je account aan te maken; hij is 7 dagen geldig.`,
      action: "Uitnodiging accepteren",
      footer: "Ken je dit bedrijf niet? Dan kun je deze e-mail negeren.",
    },
  };
  return render(to, "", link, wording[language]);
}

/**
 * A mail that is answered to someone other than the sender: the SMTP mailer hands
 * the whole mail to nodemailer, which writes `replyTo` as the Reply-To header.
 */
export interface MailWithReplyTo extends Mail {
  replyTo: { name: string; address: string };
}

export interface ContactMailFields {
  name: string;
  email: string;
  companyName: string;
  subject: string;
  message: string;
}

const CONTACT: Record<
  Language,
  {
    subject: (subject: string) => string;
    intro: string;
    labels: [name: string, email: string, company: string, subject: string];
    reply: (name: string) => string;
  }
> = {
  en: {
    subject: (subject) => `Contact form: ${subject}`,
    intro: "A message from the contact form of the Tempus website:",
    labels: ["Name", "E-mail", "Company", "Subject"],
    reply: (name) => `Reply to this e-mail to answer ${name}.`,
  },
  de: {
    subject: (subject) => `Kontaktformular: ${subject}`,
    intro: "Eine Nachricht über das Kontaktformular der Tempus-Website:",
    labels: ["Name", "E-Mail", "Firma", "Betreff"],
    reply: (name) => `Antworte auf diese E-Mail, um ${name} zu antworten.`,
  },
  fr: {
    subject: (subject) => `Formulaire de contact : ${subject}`,
    intro: "Un message envoyé via le formulaire de contact du site Tempus :",
    labels: ["Nom", "E-mail", "Entreprise", "Objet"],
    reply: (name) => `Répondez à cet e-mail pour répondre à ${name}.`,
  },
  nl: {
    subject: (subject) => `Contactformulier: ${subject}`,
    intro: "Een bericht via het contactformulier van de Tempus-website:",
    labels: ["Naam", "E-mail", "Bedrijf", "Onderwerp"],
    reply: (name) => `Beantwoord deze e-mail om ${name} te antwoorden.`,
  },
};

/**
 * A contact-form message for the operator (CONTACT_EMAIL), worded in the
 * language the visitor wrote in; replying answers the visitor.
 */
export function contactMail(
  to: string,
  fields: ContactMailFields,
  language: Language,
): MailWithReplyTo {
  const wording = CONTACT[language];
  // One line: whatever a visitor types, the subject header stays a single header.
  const subject = wording.subject(fields.subject.replace(/\s+/g, " ").trim());
  const values = [fields.name, fields.email, fields.companyName || "–", fields.subject];
  const rows = wording.labels.map((label, index) => [label, values[index]] as const);
  const text = [
    wording.intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    fields.message,
    "",
    "--",
    wording.reply(fields.name),
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#3e2723">
<p>${escapeHtml(wording.intro)}</p>
<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>
<p style="white-space:pre-wrap">${escapeHtml(fields.message)}</p>
<p style="font-size:12px;color:#6d4c41">${escapeHtml(wording.reply(fields.name))}</p>
</body></html>`;
  return {
    to,
    subject,
    text,
    html,
    replyTo: { name: fields.name.replace(/\s+/g, " ").trim(), address: fields.email },
  };
}
