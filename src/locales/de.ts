// German: every string of both components and every step-setting sentence. Import it on its own
// (`import { de } from 'inbox-kit/locales/de'`) so an English-only app never ships it.
import type { NotificationActivityLabels, NotificationAdminLabels } from '../components/activity';
import type { BellCountArgs, InboxLabels } from '../components/inbox';
import type { MarkAs } from '../api/types';
import type { DurationUnit } from '../format/formatDuration';
import { numberFormat } from '../format/intl';
import { plural, type FormatPhrases, type PhraseCount, type ScheduleRecurrence } from '../format/phrases';
import type { InboxKitLabels } from './InboxKitLabels';
import { PROVIDER_NAMES } from '../components/activity';

const LOCALE = 'de';

function benachrichtigungen(count: number): string {
  return plural(LOCALE, count, { one: 'Benachrichtigung', other: 'Benachrichtigungen' });
}

/** "als gelesen markiert": the state each change leaves a notification in. */
const MARKED: Record<MarkAs, string> = {
  read: 'gelesen',
  unread: 'ungelesen',
  seen: 'gesehen',
  // "ungesehen" is not said of a notification; "nicht gesehen" is.
  unseen: 'nicht gesehen',
};

/** " in „Rechnungen“" after "Alle Benachrichtigungen", or nothing for the whole inbox. */
const inTab = (tab: string | undefined) => (tab === undefined ? '' : ` in „${tab}“`);

/** "Benachrichtigungen, 3 ungelesen, 2 nicht gesehen": each count above 0 with its word. */
function bellName(counts: Array<[BellCountArgs | undefined, string]>): string {
  return ['Benachrichtigungen', ...counts.flatMap(([args, word]) => (args && args.count > 0 ? `${args.formatted}${args.capped ? '+' : ''} ${word}` : []))].join(', ');
}

export const deInbox = {
  locale: LOCALE,
  dir: 'ltr',
  title: 'Benachrichtigungen',
  filters: 'Benachrichtigungen filtern',
  filterNames: { all: 'Alle', unread: 'Ungelesen', unseen: 'Nicht gesehen' },
  tabs: 'Bereiche',
  cappedCount: ({ formatted }) => `${formatted}+`,
  selectAll: 'Alle auswählen',
  markAllAsRead: 'Alle als gelesen markieren',
  markLoadedAsRead: 'Geladene als gelesen markieren',
  selectMessage: (text) => `Auswählen: ${text}`,
  selectedCount: ({ formatted }) => `${formatted} ausgewählt`,
  selectedLoadedOnly: ({ count, formatted }) =>
    plural(LOCALE, count, {
      one: 'Die geladene Benachrichtigung ist ausgewählt; ältere Benachrichtigungen sind noch nicht geladen und deshalb nicht ausgewählt.',
      other: `Alle ${formatted} geladenen Benachrichtigungen sind ausgewählt; ältere Benachrichtigungen sind noch nicht geladen und deshalb nicht ausgewählt.`,
    }),
  clearSelection: 'Auswahl aufheben',
  markAsMenu: 'Markieren als…',
  markAsMenuSuffix: (args) => (args.count > 0 ? ` (${args.formatted} ausgewählt)` : ''),
  markAs: {
    read: 'Als gelesen markieren',
    unread: 'Als ungelesen markieren',
    seen: 'Als gesehen markieren',
    unseen: 'Als nicht gesehen markieren',
  },
  rowActions: (text) => `Aktionen für: ${text}`,
  unread: 'Ungelesen',
  read: 'Gelesen',
  unseen: 'Nicht gesehen',
  seen: 'Gesehen',
  statusError: 'Fehler',
  statusWarning: 'Warnung',
  snoozedUntil: (date) => `Zurückgestellt bis ${date}`,
  untitled: '(kein Betreff)',
  open: 'Öffnen',
  loading: 'Benachrichtigungen werden geladen…',
  loadMore: 'Mehr laden',
  loadingMore: 'Weitere werden geladen…',
  endOfList: 'Keine weiteren Benachrichtigungen',
  empty: {
    all: 'Noch keine Benachrichtigungen.',
    unread: 'Keine ungelesenen Benachrichtigungen. Sie sind auf dem neuesten Stand.',
    unseen: 'Keine neuen Benachrichtigungen.',
  },
  loadError: 'Die Benachrichtigungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  messageFailed: (messageId: string) => `Diese Benachrichtigung kann nicht angezeigt werden (ID ${messageId}).`,
  dismiss: 'Schließen',
  marked: ({ count, formatted, markAs }) => `${formatted} ${benachrichtigungen(count)} als ${MARKED[markAs]} markiert`,
  markFailed: ({ count, formatted, markAs, reason }) =>
    `${formatted} ${benachrichtigungen(count)} ${plural(LOCALE, count, { one: 'konnte', other: 'konnten' })} nicht als ${MARKED[markAs]} markiert werden: ${reason}`,
  errorNetwork: 'Netzwerkfehler, bitte die Verbindung prüfen',
  // After a colon, a whole sentence starts with a capital; "zu viele Anfragen, …" is not one.
  errorTimeout: 'Der Dienst hat nicht rechtzeitig geantwortet',
  errorRateLimited: ({ seconds, formatted = seconds === undefined ? '' : numberFormat(LOCALE).format(seconds) }) =>
    seconds === undefined
      ? 'zu viele Anfragen, bitte gleich noch einmal versuchen'
      : plural(LOCALE, seconds, {
          one: `zu viele Anfragen, bitte in ${formatted} Sekunde noch einmal versuchen`,
          other: `zu viele Anfragen, bitte in ${formatted} Sekunden noch einmal versuchen`,
        }),
  errorUnknown: 'Etwas ist schiefgelaufen',
  bell: (unread) => bellName([[unread, 'ungelesen']]),
  bellCounts: ({ unread, unseen }) => bellName([[unread, 'ungelesen'], [unseen, MARKED.unseen]]),
  newMessages: ({ count, formatted }) => `${formatted} neue ${benachrichtigungen(count)}`,
  arrived: ({ count, formatted }) =>
    `${formatted} neue ${benachrichtigungen(count)} ${plural(LOCALE, count, { one: 'ist', other: 'sind' })} eingetroffen`,
  changesWaiting: ({ count, formatted }) =>
    plural(LOCALE, count, {
      one: `${formatted} Änderung wird gesendet, sobald Sie wieder online sind`,
      other: `${formatted} Änderungen werden gesendet, sobald Sie wieder online sind`,
    }),
  markedAll: ({ formatted, markAs, tab }) =>
    `Alle Benachrichtigungen${inTab(tab)} als ${MARKED[markAs]} markiert (${formatted} geändert)`,
  markAllFailed: ({ markAs, reason, tab }) =>
    `Das Markieren aller Benachrichtigungen${inTab(tab)} als ${MARKED[markAs]} ist fehlgeschlagen: ${reason}`,
  undo: 'Rückgängig machen',
  undone: ({ count, formatted }) => `Rückgängig gemacht: ${formatted} ${benachrichtigungen(count)} wiederhergestellt`,
  undoFailed: ({ count, formatted, reason }) =>
    `Die Änderung an ${formatted} ${benachrichtigungen(count)} konnte nicht rückgängig gemacht werden: ${reason}`,
} satisfies InboxLabels;

const JEDE: Record<DurationUnit, string> = {
  millisecond: 'jede Millisekunde',
  second: 'jede Sekunde',
  minute: 'jede Minute',
  hour: 'jede Stunde',
  day: 'jeden Tag',
  week: 'jede Woche',
  month: 'jeden Monat',
  year: 'jedes Jahr',
};

/** "on the 1st of every 2 months" reads "alle 2 Monate am 1.": the period leads. */
function monthly(day: string, period: string | undefined): string {
  return period ? `alle ${period} am ${day}` : `am ${day} jedes Monats`;
}

/** "5 Minuten nach der vollen Stunde", or "zur vollen Stunde" for minute 0. */
function pastTheHour(minute: PhraseCount): string {
  if (minute.count === 0) return 'zur vollen Stunde';
  return `${minute.formatted} ${plural(LOCALE, minute.count, { one: 'Minute', other: 'Minuten' })} nach der vollen Stunde`;
}

/** "am ersten Freitag": the ordinal of a weekday in a month in words, in the dative after "am". */
const ORDINAL_DATIVE = ['', 'ersten', 'zweiten', 'dritten', 'vierten', 'fünften', 'sechsten', 'siebten', 'achten', 'neunten', 'zehnten'];

function recurrence(r: ScheduleRecurrence): string {
  switch (r.kind) {
    case 'every':
      return r.count === 1 && r.unit ? JEDE[r.unit] : `alle ${r.duration}`;
    case 'everyDay':
      return 'täglich';
    case 'everyWeekday':
      return 'montags bis freitags';
    case 'weekDays':
      return r.period ? `alle ${r.period} am ${r.days}` : `jeden ${r.days}`;
    case 'monthDays':
      return monthly(r.days, r.period);
    case 'monthOrdinal': {
      // "am 1. Freitag" reads as a date; "am ersten Freitag" is what is said.
      const which = r.last ? 'letzten' : ((r.count === undefined ? undefined : ORDINAL_DATIVE[r.count]) || r.which);
      return monthly(`${which} ${r.what}`, r.period);
    }
    case 'lastDayOfMonth':
      return 'am letzten Tag jedes Monats';
    case 'hourly':
      return `stündlich ${pastTheHour(r.minuteOfHour ?? { count: Number(r.minute), formatted: String(Number(r.minute)) })}`;
    case 'cron':
      return `nach dem Zeitplan ${r.expression}`;
  }
}

function mal(count: number, formatted: string): string {
  if (count === 1) return 'einmal';
  if (count === 2) return 'zweimal';
  return `${formatted}-mal`;
}

export const deFormat = {
  locale: LOCALE,
  quote: (value) => `„${value}“`,
  type: ({ type }) => `Typ: ${type}`,
  duration: ({ duration }) => `Dauer: ${duration}`,

  digestCollects: ({ window, digestKey, backoff }) => {
    let sentence = window === undefined ? 'Sammelt Ereignisse' : `Sammelt ${window} lang Ereignisse`;
    if (digestKey !== undefined) sentence += `, gruppiert nach ${digestKey}`;
    if (backoff) {
      sentence +=
        backoff.window === undefined
          ? ', nur wenn kurz zuvor ein weiteres Ereignis eingegangen ist (Backoff)'
          : `, nur wenn das vorige Ereignis höchstens ${backoff.window} zurückliegt (Backoff)`;
    }
    return sentence;
  },
  digestSends: ({ schedule }) => `Sendet den Digest ${schedule}`,
  digestUpdatesMessage:
    'Aktualisiert bei jedem neuen Ereignis das bereits Gesendete, statt Neues zu senden',
  digestEvents: ({ count, formatted }) =>
    count === 0
      ? 'Keine Ereignisse gesammelt'
      : plural(LOCALE, count, {
          one: `${formatted} Ereignis gesammelt`,
          other: `${formatted} Ereignisse gesammelt`,
        }),

  delayWaits: ({ duration }) => (duration === undefined ? 'Wartet, bevor es weitergeht' : `Wartet ${duration}`),
  delayUntil: ({ path }) =>
    path === undefined ? 'Wartet bis zu einem Zeitpunkt aus den Nutzdaten' : `Wartet bis zum Zeitpunkt in ${path}`,
  delayForSchedule: ({ schedule }) => `Wartet auf den nächsten geplanten Zeitpunkt (${schedule})`,

  schedule: ({ recurrence: r, times, minuteOfHour, until }) => {
    const parts: string[] = [];
    if (r) parts.push(recurrence(r));
    if (minuteOfHour) parts.push(pastTheHour(minuteOfHour));
    else if (times !== undefined) parts.push(`um ${times} Uhr`);
    if (until) parts.push(until.ended ? `bis ${until.date} (abgelaufen)` : `bis ${until.date}`);
    return parts.length === 0 ? 'nach Zeitplan' : parts.join(' ');
  },
  ordinal: ({ formatted }) => `${formatted}.`,
  ordinalLast: 'letzten',
  // "Werktag" includes Saturday; the service's weekday is Monday to Friday.
  ordinalValues: { day: 'Tag', weekday: 'Wochentag (Mo–Fr)', weekend: 'Wochenendtag' },

  scheduleExtendedClause: ({ count, formatted }) =>
    `${mal(count, formatted)} verlängert, um in den Zeitplan des Abonnenten zu passen`,
  scheduleExtended: ({ count, formatted }) => {
    const times = mal(count, formatted);
    return `${times.charAt(0).toUpperCase()}${times.slice(1)} verlängert, um in den Zeitplan des Abonnenten zu passen`;
  },

  filterOperators: {
    LARGER: 'ist größer als',
    SMALLER: 'ist kleiner als',
    LARGER_EQUAL: 'ist mindestens',
    SMALLER_EQUAL: 'ist höchstens',
    EQUAL: 'ist',
    NOT_EQUAL: 'ist nicht',
    // Not "eines von", copied from "one of": a field is one of the values, or contains them.
    ALL_IN: 'enthält jeden der Werte',
    ANY_IN: 'enthält mindestens einen der Werte',
    NOT_IN: 'ist keiner der Werte',
    IN: 'ist einer der Werte',
    BETWEEN: 'liegt zwischen',
    NOT_BETWEEN: 'liegt nicht zwischen',
    LIKE: 'enthält',
    NOT_LIKE: 'enthält nicht',
  },
  filterCondition: ({ field, operatorWords, value }) =>
    [field, operatorWords, value].filter((piece) => piece !== '').join(' '),
  filterRange: ({ from, to }) => `${from} und ${to}`,
  filterUnknownField: '(kein Feld)',
  filterNot: ({ condition }) => `NICHT (${condition})`,
  filterJoiners: { AND: 'UND', OR: 'ODER' },
} satisfies FormatPhrases;

export const deActivity = {
  locale: LOCALE,
  dir: 'ltr',
  format: deFormat,
  title: 'Benachrichtigungsverlauf',
  loading: 'Benachrichtigungsverlauf wird geladen…',
  notFound: 'Benachrichtigung nicht gefunden',
  notFoundHint: (notificationId) => `Es gibt keine Benachrichtigung mit der ID ${notificationId}.`,
  loadError: 'Der Benachrichtigungsverlauf konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  jobFailed: (jobId: string) => `Dieser Schritt kann nicht angezeigt werden (Job-ID ${jobId}).`,
  // Provider names are brand names: the same in every language.
  providers: PROVIDER_NAMES,
  refreshing: 'Wird aktualisiert…',
  copy: 'Kopieren',
  copyNamed: (name) => `${name} kopieren`,
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen',
  yes: 'Ja',
  no: 'Nein',

  workflow: 'Workflow',
  untitledWorkflow: '(unbenannter Workflow)',
  origin: 'Herkunft',
  origins: { 'novu-cloud': 'Dashboard', 'novu-cloud-v1': 'Dashboard (v1)', external: 'Code' },
  triggers: 'Auslöser',
  status: 'Status',
  overallStatuses: {
    completed: 'Abgeschlossen',
    failed: 'Fehlgeschlagen',
    'partly-failed': 'Teilweise fehlgeschlagen',
    running: 'Läuft',
    merged: 'In einen anderen Digest zusammengeführt',
    canceled: 'Abgebrochen',
    skipped: 'Übersprungen',
    unknown: 'Unbekannt',
  },
  transactionId: 'Transaktions-ID',
  copyTransactionId: 'Transaktions-ID kopieren',
  notificationId: 'Benachrichtigungs-ID',
  subscriber: 'Abonnent',
  subscriberId: 'Abonnenten-ID',
  email: 'E-Mail',
  phone: 'Telefon',
  internalIds: 'Interne IDs',
  internalSubscriberId: 'Interne Abonnenten-ID',
  environmentId: 'Umgebungs-ID',
  organizationId: 'Organisations-ID',
  templateId: 'Workflow-ID',
  created: 'Erstellt',
  updated: 'Aktualisiert',
  channels: 'Kanäle',
  severity: 'Schweregrad',
  severities: { high: 'Hoch', medium: 'Mittel', low: 'Niedrig', none: 'Keine' },
  critical: 'Kritisch',
  tags: 'Tags',
  topics: 'Themen',
  contextKeys: 'Kontexte',
  payload: 'Nutzdaten',
  controls: 'Steuerwerte',
  to: 'Empfänger (to)',
  mergedInto: 'Zusammengeführt in Benachrichtigung',
  recordJson: 'Vollständiger Datensatz (JSON)',

  jobs: 'Schritte',
  noJobs: 'Es wurden noch keine Schritte ausgeführt.',
  stepTypes: {
    in_app: 'In-App',
    email: 'E-Mail',
    sms: 'SMS',
    chat: 'Chat',
    push: 'Push',
    // Developers call the step "Digest" in German too.
    digest: 'Digest',
    trigger: 'Auslöser',
    delay: 'Verzögerung',
    throttle: 'Drosselung',
    custom: 'Benutzerdefiniert',
    http_request: 'HTTP-Anfrage',
  },
  jobStatuses: {
    pending: 'Ausstehend',
    queued: 'In der Warteschlange',
    running: 'Läuft',
    completed: 'Abgeschlossen',
    failed: 'Fehlgeschlagen',
    delayed: 'Verzögert',
    canceled: 'Abgebrochen',
    merged: 'Zusammengeführt',
    skipped: 'Übersprungen',
  },
  unnamedStep: '(unbenannter Schritt)',
  provider: 'Anbieter',
  jobId: 'Job-ID',
  stepId: 'Schritt-ID',
  parentStepId: 'ID des übergeordneten Schritts',
  stepActive: 'Schritt aktiv',
  metadata: 'Einstellungen',
  filters: 'Filter',
  variants: 'Varianten',
  variant: (index, formatted) => `Variante ${formatted ?? numberFormat(LOCALE).format(index)}`,
  inactive: 'inaktiv',
  overrides: 'Überschreibungen',
  digest: 'Digest',
  stepMetadata: 'Schritt-Metadaten',
  controlVariables: 'Steuerwerte',
  replyCallback: 'Antwort-Callback',
  issues: 'Probleme',
  template: 'Vorlage',
  jobJson: 'Vollständiger Schritt-Datensatz (JSON)',

  executionLog: 'Ausführungsprotokoll',
  noExecutionDetails: 'Noch keine Protokolleinträge.',
  detailStatuses: {
    Success: 'Erfolgreich',
    Warning: 'Warnung',
    Failed: 'Fehlgeschlagen',
    Pending: 'Ausstehend',
    Queued: 'In der Warteschlange',
    ReadConfirmation: 'Lesebestätigung',
  },
  source: 'Quelle',
  sources: { Credentials: 'Zugangsdaten', Internal: 'Intern', Payload: 'Nutzdaten', Webhook: 'Webhook' },
  retryBadge: 'Wiederholung',
  testBadge: 'Test',
  raw: 'Rohdaten',
  rawOf: (detail) => `Rohdaten von „${detail}“`,
  copyRaw: 'Rohdaten kopieren',
  detailId: 'Eintrags-ID',
  showAll: ({ formatted }) => `Alle ${formatted} anzeigen`,
  failedSteps: ({ count, formatted }) =>
    plural(LOCALE, count, {
      one: `${formatted} Schritt ist fehlgeschlagen`,
      other: `${formatted} Schritte sind fehlgeschlagen`,
    }),
  failureReason: 'Grund',
  duration: 'Dauer',
  showFewer: 'Weniger anzeigen',
  showingLast: ({ shown, formattedShown, formattedTotal }) =>
    plural(LOCALE, shown, {
      one: `Der letzte von ${formattedTotal} Einträgen wird angezeigt.`,
      other: `Die letzten ${formattedShown} von ${formattedTotal} Einträgen werden angezeigt.`,
    }),

  unreadable: 'Nicht lesbar',
  unreadableStep: 'Dieser Schritt konnte nicht gelesen werden',
  unreadableEntry: 'Dieser Protokolleintrag konnte nicht gelesen werden',
  // "ihn": der Schritt and der Protokolleintrag alike.
  unreadableCauses: {
    'not-an-object': 'Der Dienst hat einen einzelnen Wert statt eines Datensatzes mit Feldern gesendet.',
    'no-id': 'Der Dienst hat ihn ohne ID gesendet.',
    'id-not-text': 'Der Dienst hat seine ID nicht als Text gesendet.',
    'no-text-or-status': 'Der Dienst hat ihn weder mit Text noch mit Status gesendet.',
    other: 'Der Dienst hat ihn in einer Form gesendet, die diese Ansicht nicht lesen kann.',
  },
  unreadableStepJson: 'Schritt wie empfangen (JSON)',
  unreadableEntryJson: 'Protokolleintrag wie empfangen (JSON)',
  unreadableSteps: ({ count, formatted }) =>
    plural(LOCALE, count, {
      one: `${formatted} Schritt konnte nicht gelesen werden`,
      other: `${formatted} Schritte konnten nicht gelesen werden`,
    }),
} satisfies NotificationActivityLabels;

/** The admin's activity page: the list of notifications, its filters, the sums and the chart. */
export const deAdmin = {
  locale: LOCALE,
  dir: 'ltr',
  listTitle: 'Benachrichtigungen',
  filters: 'Benachrichtigungen filtern',
  channel: 'Kanal',
  anyChannel: 'Alle Kanäle',
  workflow: 'Workflow',
  anyWorkflow: 'Alle Workflows',
  subscriberId: 'Abonnenten-ID',
  email: 'E-Mail',
  transactionId: 'Transaktions-ID',
  from: 'Von',
  to: 'Bis',
  applyFilters: 'Filter anwenden',
  clearFilters: 'Filter zurücksetzen',
  loading: 'Benachrichtigungen werden geladen…',
  loadMore: 'Mehr laden',
  loadingMore: 'Weitere werden geladen…',
  endOfList: 'Keine weiteren Benachrichtigungen',
  empty: 'Noch keine Benachrichtigungen.',
  emptyFiltered: 'Keine Benachrichtigung entspricht diesen Filtern.',
  loadError: 'Die Benachrichtigungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  retentionExceeded: ({ earliest }) =>
    earliest
      ? `Dieser Zeitraum reicht weiter zurück, als Ihr Tarif Aktivitäten aufbewahrt. Der früheste Tag, den Sie sehen können, ist der ${earliest}.`
      : 'Dieser Zeitraum reicht weiter zurück, als Ihr Tarif Aktivitäten aufbewahrt.',
  invalidRange: 'Der Dienst konnte diesen Zeitraum nicht verwenden.',
  shownCount: ({ count, formatted, more }) =>
    `${plural(LOCALE, count, { one: `${formatted} Benachrichtigung angezeigt`, other: `${formatted} Benachrichtigungen angezeigt` })}${
      more ? ', weitere können geladen werden' : ''
    }`,
  selectHint: 'Wählen Sie eine Benachrichtigung aus, um zu sehen, was mit ihr geschehen ist.',
  closeRecord: 'Schließen',
  statsTitle: 'Gesendete Benachrichtigungen',
  sentLastWeek: `Letzte ${numberFormat(LOCALE).format(7)} Tage`,
  sentLastMonth: 'Letzter Monat',
  notAvailable: '—',
  perDay: ({ count, formatted }) => plural(LOCALE, count, { one: `Pro Tag, letzter ${formatted} Tag`, other: `Pro Tag, letzte ${formatted} Tage` }),
  perDayNote: 'Jede Benachrichtigung zählt einmal für jeden Kanal, den sie genutzt hat.',
  day: 'Tag',
  count: 'Anzahl',
  channels: 'Kanäle',
  workflows: 'Workflows',
  statsLoading: 'Die Zahlen werden geladen…',
  statsError: 'Die Zahlen konnten nicht geladen werden.',
} satisfies NotificationAdminLabels;

export const de = {
  locale: LOCALE,
  dir: 'ltr',
  inbox: deInbox,
  activity: deActivity,
  admin: deAdmin,
} satisfies InboxKitLabels;
