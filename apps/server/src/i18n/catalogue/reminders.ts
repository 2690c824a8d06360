import type { Catalogue } from "./types.ts";

/**
 * The reminder mails (src/modules/reminders/reminder-texts.ts): German "du", French "vous", Dutch
 * "je", as docs/language.md sets them. The values are written in the recipient's language before
 * they are put in (days, times and durations formatted for it; a project's name as it is).
 */
export const REMINDERS: Catalogue = {
  "Hello {name},": {
    de: "Hallo {name},",
    fr: "Bonjour {name},",
    nl: "Hallo {name},",
  },
  "Your time for {day} is incomplete": {
    de: "Deine Zeit für {day} ist unvollständig",
    fr: "Votre temps du {day} est incomplet",
    nl: "Je tijd voor {day} is onvolledig",
  },
  "on {day} you tracked {tracked}, {missing} less than your daily target of {target}.": {
    de: "am {day} hast du {tracked} erfasst, {missing} weniger als dein Tagesziel von {target}.",
    fr: "le {day}, vous avez saisi {tracked}, soit {missing} de moins que votre objectif quotidien de {target}.",
    nl: "op {day} heb je {tracked} geregistreerd, {missing} minder dan je dagdoel van {target}.",
  },
  "Add the missing time while you still remember it.": {
    de: "Trage die fehlende Zeit nach, solange du dich noch erinnerst.",
    fr: "Ajoutez le temps manquant tant que vous vous en souvenez.",
    nl: "Vul de ontbrekende tijd aan zolang je het nog weet.",
  },
  "Add time": {
    de: "Zeit nachtragen",
    fr: "Ajouter du temps",
    nl: "Tijd toevoegen",
  },
  "Your timer is still running": {
    de: "Dein Timer läuft noch",
    fr: "Votre chronomètre tourne toujours",
    nl: "Je timer loopt nog",
  },
  "your timer for {project} has been running since {start}.": {
    de: "dein Timer für {project} läuft seit {start}.",
    fr: "votre chronomètre pour {project} tourne depuis {start}.",
    nl: "je timer voor {project} loopt sinds {start}.",
  },
  "It ran over midnight.": {
    de: "Er ist über Mitternacht gelaufen.",
    fr: "Il a dépassé minuit.",
    nl: "Hij is over middernacht heen gelopen.",
  },
  "It has run longer than your limit of {hours} h.": {
    de: "Er läuft länger als deine Grenze von {hours} h.",
    fr: "Il tourne depuis plus longtemps que votre limite de {hours} h.",
    nl: "Hij loopt langer dan je limiet van {hours} u.",
  },
  "If you forgot to stop it, stop it at {time} with one click, or open Tempus and choose another time.":
    {
      de: "Falls du vergessen hast, ihn anzuhalten, stoppe ihn mit einem Klick um {time} oder öffne Tempus und wähle eine andere Zeit.",
      fr: "Si vous avez oublié de l'arrêter, arrêtez-le à {time} en un clic, ou ouvrez Tempus et choisissez une autre heure.",
      nl: "Ben je vergeten hem te stoppen? Stop hem met één klik om {time}, of open Tempus en kies een andere tijd.",
    },
  "Stop at {time}": {
    de: "Um {time} stoppen",
    fr: "Arrêter à {time}",
    nl: "Stoppen om {time}",
  },
  "You receive these reminders for your working days and your timer. You can change them or turn them off in your Tempus profile.":
    {
      de: "Du erhältst diese Erinnerungen für deine Arbeitstage und deinen Timer. Du kannst sie in deinem Tempus-Profil ändern oder ausschalten.",
      fr: "Vous recevez ces rappels pour vos jours de travail et votre chronomètre. Vous pouvez les modifier ou les désactiver dans votre profil Tempus.",
      nl: "Je krijgt deze herinneringen voor je werkdagen en je timer. Je kunt ze in je Tempus-profiel wijzigen of uitschakelen.",
    },
};
