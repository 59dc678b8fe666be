// Arabic, right to left: every string of both components and every step-setting sentence, with
// Arabic's six plural categories (zero, one, two, few, many, other) from `Intl.PluralRules('ar')`.
// Import it on its own (`import { ar } from 'inbox-kit/locales/ar'`); set `dir="rtl"` and
// `lang="ar"` on the page or a container around the components.
//
// Three rules hold for every sentence here:
// - A counted noun takes the case its place asks for: the dual is "إشعاران" as a subject and
//   "إشعارين" after a preposition, "كل" or as an object (`counted`, `duration`).
// - Every value inserted into a sentence (an id, a subject, a name, a server's message) is wrapped
//   in Unicode isolates (`isolate`), so "42-ab" never shows as "ab-42" and a Latin value never
//   reorders the Arabic around it; the step sentences get the same from `isolate: true`, which
//   the components pass.
// - Every number comes formatted by Intl in the sentence's locale (`formatted` arguments), never
//   hand-built, so one sentence never mixes Latin and Arabic-Indic digits.
import type { NotificationActivityLabels, NotificationAdminLabels } from '../components/activity';
import type { BellCountArgs, InboxLabels } from '../components/inbox';
import type { MarkAs } from '../api/types';
import type { DurationUnit } from '../format/formatDuration';
import { numberFormat } from '../format/intl';
import { lookup } from '../format/narrow';
import {
  isolate,
  plural,
  type FormatPhrases,
  type PhraseCount,
  type PhraseDuration,
  type PluralForms,
  type ScheduleRecurrence,
} from '../format/phrases';
import type { InboxKitLabels } from './InboxKitLabels';
import { PROVIDER_NAMES } from '../components/activity';

const LOCALE = 'ar';

/**
 * The case a counted noun stands in. Only the dual shows it in what this pack writes ("ساعتان" /
 * "ساعتين"): 3–10 take a genitive plural and 11 and up a fixed singular whatever the case, and
 * the accusative of the dual is the genitive's.
 */
type GrammaticalCase = 'nominative' | 'oblique';

/** A noun as each count category writes it; `one` and `two` stand without the number. */
interface CountedNoun {
  /** For 0 as a subject ("لا إشعارات") and elsewhere ("أي إشعار"); default the number and `other`. */
  zero?: { nominative: string; oblique: string };
  one: string;
  two: { nominative: string; oblique: string };
  /** 3–10: the plural. */
  few: string;
  /** 11–99: the singular as a tamyiz ("يومًا"). */
  many: string;
  /** 100, 101, 102, fractions…: the singular in the genitive. */
  other: string;
}

/** "إشعار واحد", "إشعارين", "3 إشعارات", "11 إشعارًا": the count with its noun, in `grammaticalCase`. */
function counted(noun: CountedNoun, { count, formatted }: PhraseCount, grammaticalCase: GrammaticalCase): string {
  return plural(LOCALE, count, {
    zero: noun.zero?.[grammaticalCase] ?? `${formatted} ${noun.other}`,
    one: noun.one,
    two: noun.two[grammaticalCase],
    few: `${formatted} ${noun.few}`,
    many: `${formatted} ${noun.many}`,
    other: `${formatted} ${noun.other}`,
  });
}

/** What the inbox and the admin's page list, counted: "إشعار واحد", "إشعاران", "3 إشعارات", "11 إشعارًا", "100 إشعار" (masculine). */
const NOTIFICATION: CountedNoun = {
  zero: { nominative: 'لا إشعارات', oblique: 'أي إشعار' },
  one: 'إشعار واحد',
  two: { nominative: 'إشعاران', oblique: 'إشعارين' },
  few: 'إشعارات',
  many: 'إشعارًا',
  other: 'إشعار',
};

function notifications(args: PhraseCount, grammaticalCase: GrammaticalCase): string {
  return counted(NOTIFICATION, args, grammaticalCase);
}

/** The units of time; one of each stands alone ("ينتظر ساعة", "كل ساعة"). */
const UNIT_NOUNS: Readonly<Record<DurationUnit, CountedNoun>> = {
  millisecond: {
    one: 'مللي ثانية',
    two: { nominative: 'مللي ثانيتان', oblique: 'مللي ثانيتين' },
    few: 'مللي ثوانٍ',
    many: 'مللي ثانية',
    other: 'مللي ثانية',
  },
  second: { one: 'ثانية', two: { nominative: 'ثانيتان', oblique: 'ثانيتين' }, few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' },
  minute: { one: 'دقيقة', two: { nominative: 'دقيقتان', oblique: 'دقيقتين' }, few: 'دقائق', many: 'دقيقة', other: 'دقيقة' },
  hour: { one: 'ساعة', two: { nominative: 'ساعتان', oblique: 'ساعتين' }, few: 'ساعات', many: 'ساعة', other: 'ساعة' },
  day: { one: 'يوم', two: { nominative: 'يومان', oblique: 'يومين' }, few: 'أيام', many: 'يومًا', other: 'يوم' },
  week: { one: 'أسبوع', two: { nominative: 'أسبوعان', oblique: 'أسبوعين' }, few: 'أسابيع', many: 'أسبوعًا', other: 'أسبوع' },
  month: { one: 'شهر', two: { nominative: 'شهران', oblique: 'شهرين' }, few: 'أشهر', many: 'شهرًا', other: 'شهر' },
  year: { one: 'سنة', two: { nominative: 'سنتان', oblique: 'سنتين' }, few: 'سنوات', many: 'سنة', other: 'سنة' },
};

/**
 * "ساعتان" / "ساعتين": an amount of time in the case its place asks for. Intl's phrase (`text`)
 * is only ever the nominative, so it is the answer only for a unit this pack has no noun for.
 */
function duration(amount: PhraseDuration | undefined, text: string, grammaticalCase: GrammaticalCase): string {
  const noun = amount?.unit === undefined ? undefined : UNIT_NOUNS[amount.unit];
  return amount && noun ? counted(noun, amount, grammaticalCase) : text;
}

/**
 * A state's word agreeing with counted notifications: the masculine singular with one, with 11 and
 * up ("11 إشعارًا غير مقروء") and after "أي"; the dual with two; the feminine singular a plural
 * of things takes with 3–10 ("3 إشعارات غير مقروءة") and after "كل الإشعارات". The dual is the
 * genitive's, as every place here asks (after "ك" or "غير").
 */
interface AgreeingState {
  one: string;
  two: string;
  few: string;
}
const STATES: Record<MarkAs, AgreeingState> = {
  read: { one: 'مقروء', two: 'مقروءين', few: 'مقروءة' },
  unread: { one: 'غير مقروء', two: 'غير مقروءين', few: 'غير مقروءة' },
  seen: { one: 'مُشاهَد', two: 'مُشاهَدين', few: 'مُشاهَدة' },
  unseen: { one: 'غير مُشاهَد', two: 'غير مُشاهَدين', few: 'غير مُشاهَدة' },
};

function agreeing(state: AgreeingState, count: number): string {
  return plural(LOCALE, count, { two: state.two, few: state.few, other: state.one });
}

/** "على إشعارين كمقروءين": the notifications a change touched, and the state agreeing with them. */
function onNotifications(args: PhraseCount & { markAs: MarkAs }): string {
  return `على ${notifications(args, 'oblique')} ك${agreeing(STATES[args.markAs], args.count)}`;
}

/** An entry of the execution log. */
const ENTRY: CountedNoun = {
  one: 'إدخال واحد',
  two: { nominative: 'إدخالان', oblique: 'إدخالين' },
  few: 'إدخالات',
  many: 'إدخالًا',
  other: 'إدخال',
};

function formatNumber(n: number): string {
  return numberFormat(LOCALE).format(n);
}

/** "الإشعارات، 3 إشعارات غير مقروءة، وإشعاران غير مُشاهَدين": each count above 0, its adjective agreeing. */
function bellName(counts: Array<[BellCountArgs | undefined, AgreeingState]>): string {
  const said = counts.flatMap(([args, adjective]) =>
    args && args.count > 0
      ? `${plural(LOCALE, args.count, {
          one: `إشعار واحد ${adjective.one}`,
          two: `إشعاران ${adjective.two}`,
          few: `${args.formatted} إشعارات ${adjective.few}`,
          many: `${args.formatted} إشعارًا ${adjective.one}`,
          other: `${args.formatted} إشعار ${adjective.one}`,
        })}${args.capped ? ' أو أكثر' : ''}`
      : [],
  );
  return said.length > 0 ? `الإشعارات، ${said.join('، و')}` : 'الإشعارات';
}

/** " في «الفواتير»" after "كل الإشعارات", or nothing for the whole inbox; the app's label isolated. */
const inTab = (tab: string | undefined) => (tab === undefined ? '' : ` في «${isolate(tab)}»`);

export const arInbox = {
  locale: LOCALE,
  dir: 'rtl',
  title: 'الإشعارات',
  filters: 'تصفية الإشعارات',
  filterNames: { all: 'الكل', unread: 'غير المقروءة', unseen: 'غير المُشاهَدة' },
  tabs: 'الأقسام',
  cappedCount: ({ formatted }) => `+${formatted}`,
  selectAll: 'تحديد الكل',
  markAllAsRead: 'وضع علامة على الكل كمقروء',
  markLoadedAsRead: 'وضع علامة على المحمَّلة كمقروءة',
  selectMessage: (text) => `تحديد: ${isolate(text)}`,
  // "تم تحديد 3": a count that needs no noun to agree with ("المحدد: 3" read as a field).
  selectedCount: ({ formatted }) => `تم تحديد ${formatted}`,
  selectedLoadedOnly: ({ count, formatted }) =>
    `${plural(LOCALE, count, {
      one: 'تم تحديد الإشعار المحمَّل الوحيد',
      two: 'تم تحديد الإشعارين المحمَّلين',
      other: `تم تحديد كل الإشعارات المحمَّلة (${formatted})`,
    })}؛ الإشعارات الأقدم لم تُحمَّل بعد ولذلك لم تُحدَّد.`,
  clearSelection: 'إلغاء التحديد',
  markAsMenu: 'وضع علامة…',
  markAsMenuSuffix: (args) => (args.count > 0 ? ` (تم تحديد ${args.formatted})` : ''),
  markAs: {
    read: `وضع علامة ك${STATES.read.one}`,
    unread: `وضع علامة ك${STATES.unread.one}`,
    seen: `وضع علامة ك${STATES.seen.one}`,
    unseen: `وضع علامة ك${STATES.unseen.one}`,
  },
  rowActions: (text) => `إجراءات: ${isolate(text)}`,
  // A row's own state: one notification.
  unread: STATES.unread.one,
  read: STATES.read.one,
  unseen: STATES.unseen.one,
  seen: STATES.seen.one,
  statusError: 'خطأ',
  statusWarning: 'تحذير',
  snoozedUntil: (date) => `مؤجَّل حتى ${isolate(date)}`,
  untitled: '(بلا موضوع)',
  open: 'فتح',
  loading: 'جارٍ تحميل الإشعارات…',
  loadMore: 'تحميل المزيد',
  loadingMore: 'جارٍ تحميل المزيد…',
  endOfList: 'لا مزيد من الإشعارات',
  empty: {
    all: 'لا توجد إشعارات بعد.',
    unread: 'لا توجد إشعارات غير مقروءة. لقد اطّلعت على كل شيء.',
    unseen: 'لا توجد إشعارات جديدة.',
  },
  loadError: 'تعذّر تحميل الإشعارات.',
  retry: 'إعادة المحاولة',
  messageFailed: (messageId: string) => `تعذّر عرض هذا الإشعار (المعرّف ${isolate(messageId)}).`,
  dismiss: 'إغلاق',
  marked: (args) =>
    args.count === 0 ? `لم توضع علامة ${onNotifications(args)}` : `تم وضع علامة ${onNotifications(args)}`,
  markFailed: ({ reason, ...args }) => `تعذّر وضع علامة ${onNotifications(args)}: ${isolate(reason)}`,
  errorNetwork: 'خطأ في الشبكة، تحقّق من الاتصال',
  errorTimeout: 'لم تستجب الخدمة في الوقت المحدد',
  errorRateLimited: ({ seconds, formatted }) =>
    seconds === undefined
      ? 'طلبات كثيرة جدًا، حاول مرة أخرى بعد قليل'
      : `طلبات كثيرة جدًا، حاول مرة أخرى بعد ${counted(
          UNIT_NOUNS.second,
          { count: seconds, formatted: formatted ?? formatNumber(seconds) },
          'oblique',
        )}`,
  errorUnknown: 'حدث خطأ ما',
  bell: (unread) => bellName([[unread, STATES.unread]]),
  bellCounts: ({ unread, unseen }) => bellName([[unread, STATES.unread], [unseen, STATES.unseen]]),
  newMessages: ({ count, formatted }) =>
    plural(LOCALE, count, {
      zero: 'لا إشعارات جديدة',
      one: 'إشعار جديد',
      two: 'إشعاران جديدان',
      few: `${formatted} إشعارات جديدة`,
      many: `${formatted} إشعارًا جديدًا`,
      other: `${formatted} إشعار جديد`,
    }),
  // The verb is feminine before a plural of things (3–10), masculine before "إشعار".
  arrived: ({ count, formatted }) =>
    plural(LOCALE, count, {
      zero: 'لم تصل إشعارات جديدة',
      one: 'وصل إشعار جديد',
      two: 'وصل إشعاران جديدان',
      few: `وصلت ${formatted} إشعارات جديدة`,
      many: `وصل ${formatted} إشعارًا جديدًا`,
      other: `وصل ${formatted} إشعار جديد`,
    }),
  changesWaiting: ({ count, formatted }) =>
    plural(LOCALE, count, {
      zero: 'لا تغييرات في انتظار الاتصال',
      one: 'سيُرسَل تغيير واحد عند عودة الاتصال',
      two: 'سيُرسَل تغييران عند عودة الاتصال',
      few: `ستُرسَل ${formatted} تغييرات عند عودة الاتصال`,
      many: `سيُرسَل ${formatted} تغييرًا عند عودة الاتصال`,
      other: `سيُرسَل ${formatted} تغيير عند عودة الاتصال`,
    }),
  markedAll: ({ formatted, markAs, tab }) =>
    `تم وضع علامة على كل الإشعارات${inTab(tab)} ك${STATES[markAs].few} (عدد الإشعارات التي تغيّرت: ${formatted})`,
  markAllFailed: ({ markAs, reason, tab }) =>
    `تعذّر وضع علامة على كل الإشعارات${inTab(tab)} ك${STATES[markAs].few}: ${isolate(reason)}`,
  undo: 'تراجع',
  undone: (args) =>
    args.count === 0
      ? 'تم التراجع: لم يُستعَد أي إشعار'
      : `تم التراجع: ${plural(LOCALE, args.count, { few: 'استُعيدت', other: 'استُعيد' })} ${notifications(args, 'nominative')}`,
  undoFailed: ({ reason, ...args }) =>
    `تعذّر التراجع عن التغيير على ${notifications(args, 'oblique')}: ${isolate(reason)}`,
} satisfies InboxLabels;

/**
 * "الأول"، "الخامس عشر"، "الحادي والعشرين": the ordinal of a day (masculine, as "يوم" is), in the
 * genitive it takes after "في اليوم".
 */
const ORDINAL_UNITS = ['', 'الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع'];
const ORDINAL_TENS: Readonly<Record<number, string>> = { 2: 'العشرين', 3: 'الثلاثين' };

function ordinalWord(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 1 || n > 39) return undefined;
  const units = n % 10;
  const tens = Math.floor(n / 10);
  if (tens === 0) return ORDINAL_UNITS[units];
  if (n === 10) return 'العاشر';
  // 11–19 and 21, 31…: "الحادي", not "الأول", in a compound.
  const unit = units === 1 ? 'الحادي' : ORDINAL_UNITS[units];
  if (tens === 1) return `${unit} عشر`;
  const ten = ORDINAL_TENS[tens];
  return units === 0 ? ten : `${unit} و${ten}`;
}

/** "ثاني يوم ثلاثاء": the ordinal before an indefinite noun, as Arabic counts days of a month. */
const ORDINAL_BEFORE = ['', 'أول', 'ثاني', 'ثالث', 'رابع', 'خامس', 'سادس', 'سابع', 'ثامن', 'تاسع', 'عاشر'];

/** A weekday as one of several in a month ("ثاني يوم ثلاثاء"), keyed as the service names it. */
const A_WEEKDAY: Readonly<Record<string, string>> = {
  monday: 'يوم اثنين',
  tuesday: 'يوم ثلاثاء',
  wednesday: 'يوم أربعاء',
  thursday: 'يوم خميس',
  friday: 'يوم جمعة',
  saturday: 'يوم سبت',
  sunday: 'يوم أحد',
};

/** "من كل شهر" / "من كل شهرين". */
function ofMonth(period: string | undefined, periodAmount: PhraseDuration | undefined): string {
  return period ? `من كل ${duration(periodAmount, period, 'oblique')}` : 'من كل شهر';
}

/** "عند الدقيقة 5", or "عند تمام الساعة" for minute 0. */
function pastTheHour(minute: PhraseCount): string {
  return minute.count === 0 ? 'عند تمام الساعة' : `عند الدقيقة ${minute.formatted}`;
}

function recurrence(r: ScheduleRecurrence): string {
  switch (r.kind) {
    case 'every':
      return `كل ${duration(r.amount, r.duration, 'oblique')}`;
    case 'everyDay':
      return 'كل يوم';
    case 'everyWeekday':
      return 'من الاثنين إلى الجمعة';
    case 'weekDays':
      return r.period ? `كل ${duration(r.periodAmount, r.period, 'oblique')}، أيام ${r.days}` : `أيام ${r.days}`;
    case 'monthDays':
      return `في اليوم ${r.days} ${ofMonth(r.period, r.periodAmount)}`;
    case 'monthOrdinal': {
      const which = r.last ? 'آخر' : r.count === undefined ? undefined : ORDINAL_BEFORE[r.count];
      const what = (r.value === undefined ? undefined : lookup(A_WEEKDAY, r.value)) ?? r.what;
      return which === undefined
        ? `في ${what} ${r.which} ${ofMonth(r.period, r.periodAmount)}`
        : `في ${which} ${what} ${ofMonth(r.period, r.periodAmount)}`;
    }
    case 'lastDayOfMonth':
      return 'في اليوم الأخير من كل شهر';
    case 'hourly':
      return r.minuteOfHour?.count === 0
        ? 'عند تمام كل ساعة'
        : `كل ساعة عند الدقيقة ${r.minuteOfHour?.formatted ?? r.minute}`;
    case 'cron':
      return `وفق الجدول ${r.expression}`;
  }
}

function extended(count: number, n: string): string {
  const times: PluralForms<string> = {
    zero: 'لم يُمدَّد',
    one: 'مُدِّد مرة واحدة',
    two: 'مُدِّد مرتين',
    few: `مُدِّد ${n} مرات`,
    many: `مُدِّد ${n} مرة`,
    other: `مُدِّد ${n} مرة`,
  };
  return `${plural(LOCALE, count, times)} ليتوافق مع جدول المشترك`;
}

export const arFormat = {
  locale: LOCALE,
  quote: (value) => `«${value}»`,
  type: ({ type }) => `النوع: ${type}`,
  duration: ({ duration: text, amount }) => `المدة: ${duration(amount, text, 'nominative')}`,

  // Backoff is "تريُّث" (holding back): "تراجع" is the inbox's Undo.
  digestCollects: ({ window, windowAmount, digestKey, backoff }) => {
    let sentence =
      window === undefined ? 'يجمع الأحداث' : `يجمع الأحداث لمدة ${duration(windowAmount, window, 'oblique')}`;
    if (digestKey !== undefined) sentence += `، مجمّعة حسب ${digestKey}`;
    if (backoff) {
      sentence +=
        backoff.window === undefined
          ? '، فقط إذا وصل حدث آخر قبل ذلك بقليل (تريُّث)'
          : `، فقط إذا وصل حدث آخر خلال آخر ${duration(backoff.windowAmount, backoff.window, 'oblique')} (تريُّث)`;
    }
    return sentence;
  },
  digestSends: ({ schedule }) => `يرسل الملخص ${schedule}`,
  digestUpdatesMessage: 'يحدّث ما أرسله من قبل مع كل حدث جديد بدلًا من إرسال شيء جديد',
  digestEvents: ({ count, formatted }) =>
    plural(LOCALE, count, {
      zero: 'لم يُجمع أي حدث',
      one: 'جُمع حدث واحد',
      two: 'جُمع حدثان',
      few: `جُمعت ${formatted} أحداث`,
      many: `جُمع ${formatted} حدثًا`,
      other: `جُمع ${formatted} حدث`,
    }),

  // "ينتظر لمدة يوم": the amount after "لمدة" (genitive), never a bare "ينتظر يوم".
  delayWaits: ({ duration: text, amount }) =>
    text === undefined ? 'ينتظر قبل المتابعة' : `ينتظر لمدة ${duration(amount, text, 'oblique')}`,
  delayUntil: ({ path }) =>
    path === undefined ? 'ينتظر حتى وقت محدَّد في بيانات الحدث' : `ينتظر حتى الوقت الوارد في ${path}`,
  delayForSchedule: ({ schedule }) => `ينتظر الموعد المجدول التالي (${schedule})`,

  schedule: ({ recurrence: r, times, minuteOfHour, until }) => {
    const parts: string[] = [];
    if (r) parts.push(recurrence(r));
    if (minuteOfHour) parts.push(pastTheHour(minuteOfHour));
    else if (times !== undefined) parts.push(`عند الساعة ${times}`);
    if (until) parts.push(until.ended ? `حتى ${until.date} (انتهى)` : `حتى ${until.date}`);
    return parts.length === 0 ? 'وفق جدول زمني' : parts.join(' ');
  },
  // Beyond the days of a month (never sent for a schedule): "الـ40".
  ordinal: ({ count, formatted }) => ordinalWord(count) ?? `الـ${formatted}`,
  ordinalLast: 'الأخير',
  // Indefinite, as they follow an ordinal ("آخر يوم عمل"); the service's weekday is Monday to
  // Friday and its weekend Saturday and Sunday, which is not the working week of many Arabic
  // readers: said outright.
  ordinalValues: {
    day: 'يوم',
    weekday: 'يوم عمل (من الاثنين إلى الجمعة)',
    weekend: 'يوم عطلة أسبوعية (السبت أو الأحد)',
  },

  scheduleExtendedClause: ({ count, formatted }) => extended(count, formatted),
  scheduleExtended: ({ count, formatted }) => extended(count, formatted),

  filterOperators: {
    LARGER: 'أكبر من',
    SMALLER: 'أصغر من',
    LARGER_EQUAL: 'لا يقل عن',
    SMALLER_EQUAL: 'لا يزيد على',
    EQUAL: 'يساوي',
    NOT_EQUAL: 'لا يساوي',
    ALL_IN: 'يحتوي على كل من',
    ANY_IN: 'يحتوي على أي من',
    NOT_IN: 'ليس أيًّا من',
    IN: 'هو أحد',
    BETWEEN: 'يقع بين',
    NOT_BETWEEN: 'لا يقع بين',
    LIKE: 'يحتوي على',
    NOT_LIKE: 'لا يحتوي على',
  },
  filterCondition: ({ field, operatorWords, value }) =>
    [field, operatorWords, value].filter((piece) => piece !== '').join(' '),
  filterRange: ({ from, to }) => `${from} و${to}`,
  filterUnknownField: '(بلا حقل)',
  filterNot: ({ condition }) => `ليس (${condition})`,
  filterJoiners: { AND: 'و', OR: 'أو' },
} satisfies FormatPhrases;

export const arActivity = {
  locale: LOCALE,
  dir: 'rtl',
  format: arFormat,
  // "سجل" is the execution log only; the view is the notification's activity.
  title: 'نشاط الإشعار',
  loading: 'جارٍ تحميل نشاط الإشعار…',
  notFound: 'الإشعار غير موجود',
  notFoundHint: (notificationId) => `لا يوجد إشعار بالمعرّف ${isolate(notificationId)}.`,
  loadError: 'تعذّر تحميل نشاط الإشعار.',
  retry: 'إعادة المحاولة',
  jobFailed: (jobId: string) => `تعذّر عرض هذه الخطوة (معرّف المهمة ${isolate(jobId)}).`,
  // Provider names are brand names: the same in every language.
  providers: PROVIDER_NAMES,
  refreshing: 'جارٍ التحديث…',
  copy: 'نسخ',
  copyNamed: (name) => `نسخ ${isolate(name)}`,
  copied: 'تم النسخ',
  copyFailed: 'تعذّر النسخ',
  yes: 'نعم',
  no: 'لا',

  workflow: 'سير العمل',
  untitledWorkflow: '(سير عمل بلا اسم)',
  // Not "المصدر": that is a log entry's source.
  origin: 'المنشأ',
  origins: {
    'novu-cloud': 'لوحة التحكم',
    'novu-cloud-v1': 'لوحة التحكم (الإصدار الأول)',
    external: 'الشيفرة البرمجية',
  },
  triggers: 'المُشغِّل',
  status: 'الحالة',
  // The notification's (masculine "إشعار"); what was done to it as "تم" and a noun, which agrees
  // with anything, as the steps' statuses say it.
  overallStatuses: {
    completed: 'مكتمل',
    failed: 'فشل',
    'partly-failed': 'فشل جزئيًا',
    running: 'قيد التشغيل',
    merged: 'تم الدمج في ملخص آخر',
    canceled: 'تم الإلغاء',
    skipped: 'تم التخطي',
    unknown: 'غير معروف',
  },
  transactionId: 'معرّف المعاملة',
  copyTransactionId: 'نسخ معرّف المعاملة',
  notificationId: 'معرّف الإشعار',
  subscriber: 'المشترك',
  subscriberId: 'معرّف المشترك',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  internalIds: 'المعرّفات الداخلية',
  internalSubscriberId: 'المعرّف الداخلي للمشترك',
  environmentId: 'معرّف البيئة',
  organizationId: 'معرّف المؤسسة',
  templateId: 'معرّف سير العمل',
  created: 'تاريخ الإنشاء',
  updated: 'آخر تحديث',
  channels: 'القنوات',
  severity: 'الخطورة',
  // "الخطورة: بلا": no severity; "لا شيء" (nothing) is not said of one.
  severities: { high: 'عالية', medium: 'متوسطة', low: 'منخفضة', none: 'بلا' },
  critical: 'حرج',
  tags: 'الوسوم',
  topics: 'المواضيع',
  contextKeys: 'السياقات',
  // The data the workflow was triggered with: "البيانات" alone names any data at all.
  payload: 'بيانات الحدث',
  controls: 'قيم التحكم',
  to: 'المستلم (to)',
  mergedInto: 'دُمج في الإشعار',
  recordJson: 'البيانات الكاملة للإشعار (JSON)',

  jobs: 'الخطوات',
  noJobs: 'لم تُنفَّذ أي خطوة بعد.',
  stepTypes: {
    in_app: 'داخل التطبيق',
    email: 'البريد الإلكتروني',
    sms: 'رسالة نصية',
    chat: 'دردشة',
    push: 'إشعار فوري',
    digest: 'ملخص',
    trigger: 'المُشغِّل',
    delay: 'تأخير',
    throttle: 'تقييد المعدّل',
    custom: 'مخصص',
    http_request: 'طلب HTTP',
  },
  // A step's (feminine "خطوة"): adjectives agree with it, what was done to it is "تم" and a noun;
  // "فشل" is the noun (failure), as a log entry's.
  jobStatuses: {
    pending: 'معلّقة',
    queued: 'في قائمة الانتظار',
    running: 'قيد التشغيل',
    completed: 'مكتملة',
    failed: 'فشل',
    delayed: 'مؤجَّلة',
    canceled: 'تم الإلغاء',
    merged: 'تم الدمج',
    skipped: 'تم التخطي',
  },
  unnamedStep: '(خطوة بلا اسم)',
  provider: 'المزوّد',
  jobId: 'معرّف المهمة',
  stepId: 'معرّف الخطوة',
  parentStepId: 'معرّف الخطوة الأصل',
  stepActive: 'الخطوة مفعّلة',
  metadata: 'الإعدادات',
  filters: 'عوامل التصفية',
  // Not "المتغيرات" (variables): the alternative versions of a step.
  variants: 'الصيغ',
  variant: (index, formatted) => `الصيغة ${formatted ?? formatNumber(index)}`,
  inactive: 'غير مفعّلة',
  overrides: 'التجاوزات',
  digest: 'الملخص',
  stepMetadata: 'بيانات الخطوة الوصفية',
  controlVariables: 'قيم التحكم',
  replyCallback: 'استدعاء الرد',
  issues: 'المشكلات',
  template: 'القالب',
  jobJson: 'البيانات الكاملة للخطوة (JSON)',

  executionLog: 'سجل التنفيذ',
  noExecutionDetails: 'لا توجد إدخالات في السجل بعد.',
  detailStatuses: {
    Success: 'نجاح',
    Warning: 'تحذير',
    Failed: 'فشل',
    Pending: 'معلّق',
    Queued: 'في قائمة الانتظار',
    ReadConfirmation: 'تأكيد القراءة',
  },
  source: 'المصدر',
  sources: { Credentials: 'بيانات الاعتماد', Internal: 'داخلي', Payload: 'بيانات الحدث', Webhook: 'Webhook' },
  retryBadge: 'إعادة محاولة',
  testBadge: 'اختبار',
  raw: 'البيانات الخام',
  rawOf: (detail) => `البيانات الخام للإدخال «${isolate(detail)}»`,
  copyRaw: 'نسخ البيانات الخام',
  detailId: 'معرّف الإدخال',
  showAll: ({ count, formatted }) =>
    plural(LOCALE, count, {
      one: 'عرض الإدخال',
      two: 'عرض الإدخالين',
      other: `عرض كل الإدخالات (${formatted})`,
    }),
  failedSteps: ({ count, formatted }) =>
    plural(LOCALE, count, {
      zero: 'لم تفشل أي خطوة',
      one: 'فشلت خطوة واحدة',
      two: 'فشلت خطوتان',
      few: `فشلت ${formatted} خطوات`,
      other: `فشلت ${formatted} خطوة`,
    }),
  failureReason: 'السبب',
  duration: 'المدة',
  showFewer: 'عرض أقل',
  showingLast: ({ shown, total, formattedShown, formattedTotal }) =>
    `يُعرض ${plural(LOCALE, shown, {
      one: 'آخر إدخال',
      two: 'آخر إدخالين',
      other: `آخر ${formattedShown}`,
    })} من أصل ${counted(ENTRY, { count: total, formatted: formattedTotal }, 'oblique')}.`,

  // Not "غير مقروء": that is an unread notification in the inbox.
  unreadable: 'غير قابل للقراءة',
  unreadableStep: 'تعذّرت قراءة هذه الخطوة',
  unreadableEntry: 'تعذّرت قراءة إدخال السجل هذا',
  // "هذا العنصر" rather than a pronoun: a step (خطوة) is feminine, a log entry (إدخال) masculine.
  unreadableCauses: {
    // "كائن" (an object): "سجل" is the execution log.
    'not-an-object': 'أرسلت الخدمة قيمة مفردة بدلًا من كائن ذي حقول.',
    'no-id': 'أرسلت الخدمة هذا العنصر دون معرّف.',
    'id-not-text': 'أرسلت الخدمة معرّف هذا العنصر بصيغة غير نصية.',
    'no-text-or-status': 'أرسلت الخدمة هذا العنصر دون نص ودون حالة.',
    other: 'أرسلت الخدمة هذا العنصر بصيغة لا يستطيع هذا العرض قراءتها.',
  },
  unreadableStepJson: 'الخطوة كما وردت (JSON)',
  unreadableEntryJson: 'إدخال السجل كما ورد (JSON)',
  // The steps follow "قراءة" (a construct): the dual in the genitive, "خطوتين".
  unreadableSteps: ({ count, formatted }) =>
    plural(LOCALE, count, {
      zero: 'لم تتعذّر قراءة أي خطوة',
      one: 'تعذّرت قراءة خطوة واحدة',
      two: 'تعذّرت قراءة خطوتين',
      few: `تعذّرت قراءة ${formatted} خطوات`,
      other: `تعذّرت قراءة ${formatted} خطوة`,
    }),
} satisfies NotificationActivityLabels;

/** The admin's activity page: the list of notifications, its filters, the sums and the chart. */
export const arAdmin = {
  locale: LOCALE,
  dir: 'rtl',
  listTitle: 'الإشعارات',
  filters: 'تصفية الإشعارات',
  channel: 'القناة',
  anyChannel: 'كل القنوات',
  workflow: 'سير العمل',
  anyWorkflow: 'كل مسارات العمل',
  subscriberId: 'معرّف المشترك',
  email: 'البريد الإلكتروني',
  transactionId: 'معرّف المعاملة',
  from: 'من',
  to: 'إلى',
  applyFilters: 'تطبيق عوامل التصفية',
  clearFilters: 'مسح عوامل التصفية',
  loading: 'جارٍ تحميل الإشعارات…',
  loadMore: 'تحميل المزيد',
  loadingMore: 'جارٍ تحميل المزيد…',
  endOfList: 'لا مزيد من الإشعارات',
  empty: 'لا توجد إشعارات بعد.',
  emptyFiltered: 'لا توجد إشعارات تطابق عوامل التصفية هذه.',
  loadError: 'تعذّر تحميل الإشعارات.',
  retry: 'إعادة المحاولة',
  retentionExceeded: ({ earliest }) =>
    earliest
      ? `يمتد هذا النطاق إلى ما قبل المدة التي تحتفظ فيها خطتك بالنشاط. أقدم يوم يمكنك رؤيته هو ${isolate(earliest)}.`
      : 'يمتد هذا النطاق إلى ما قبل المدة التي تحتفظ فيها خطتك بالنشاط.',
  invalidRange: 'تعذّر على الخدمة استخدام هذا النطاق الزمني.',
  // After "عرض" (a construct) the count stands in the genitive: "تم عرض إشعارين".
  shownCount: ({ count, formatted, more }) =>
    `${count === 0 ? 'لم يُعرض أي إشعار' : `تم عرض ${counted(NOTIFICATION, { count, formatted }, 'oblique')}`}${more ? '، ويمكن تحميل المزيد' : ''}`,
  selectHint: 'اختر إشعارًا لترى ما حدث له.',
  closeRecord: 'إغلاق',
  statsTitle: 'الإشعارات المُرسلة',
  sentLastWeek: `آخر ${formatNumber(7)} أيام`,
  sentLastMonth: 'الشهر الماضي',
  notAvailable: '—',
  // After "آخر" (a construct) the days stand in the genitive: "آخر يومين", "آخر ٣٠ يومًا".
  perDay: ({ count, formatted }) => `لكل يوم، خلال آخر ${counted(UNIT_NOUNS.day, { count, formatted }, 'oblique')}`,
  perDayNote: 'يُحسب كل إشعار مرة واحدة لكل قناة استخدمها.',
  day: 'اليوم',
  count: 'العدد',
  channels: 'القنوات',
  workflows: 'مسارات العمل',
  statsLoading: 'جارٍ تحميل الأرقام…',
  statsError: 'تعذّر تحميل الأرقام.',
} satisfies NotificationAdminLabels;

export const ar = {
  locale: LOCALE,
  dir: 'rtl',
  inbox: arInbox,
  activity: arActivity,
  admin: arAdmin,
} satisfies InboxKitLabels;
