// Arabic, right to left: every string of both components and every step-setting sentence, with
// Arabic's six plural categories (zero, one, two, few, many, other) from `Intl.PluralRules('ar')`.
// Import it on its own (`import { ar } from 'inbox-kit/locales/ar'`); set `dir="rtl"` and
// `lang="ar"` on the page or a container around the components.
import type { NotificationActivityLabels } from '../components/activity/activityLabels';
import type { InboxLabels } from '../components/inbox/inboxLabels';
import type { MarkAs } from '../api/types';
import type { DurationUnit } from '../format/formatDuration';
import { plural, type FormatPhrases, type PluralForms, type ScheduleRecurrence } from '../format/phrases';
import type { InboxKitLabels } from './InboxKitLabels';
import { PROVIDER_NAMES } from '../components/activity/providerNames';

const LOCALE = 'ar';

/** "3 رسائل", "11 رسالة": the count with the noun in the form its number asks for. */
function messages(count: number, n: string): string {
  const forms: PluralForms<string> = {
    zero: 'لا رسائل',
    one: 'رسالة واحدة',
    two: 'رسالتان',
    few: `${n} رسائل`,
    many: `${n} رسالة`,
    other: `${n} رسالة`,
  };
  return plural(LOCALE, count, forms);
}

/** "مقروءة": the state each change leaves a message in. */
const MARKED: Record<MarkAs, string> = {
  read: 'مقروءة',
  unread: 'غير مقروءة',
  seen: 'مُشاهَدة',
  unseen: 'غير مُشاهَدة',
};

export const arInbox = {
  locale: LOCALE,
  dir: 'rtl',
  title: 'الإشعارات',
  filters: 'تصفية الإشعارات',
  filterNames: { all: 'الكل', unread: 'غير المقروءة', unseen: 'غير المُشاهَدة' },
  cappedCount: ({ formatted }) => `+${formatted}`,
  selectAll: 'تحديد الكل',
  markAllAsRead: 'تحديد الكل كمقروء',
  selectMessage: (text) => `تحديد: ${text}`,
  selectedCount: ({ formatted }) => `المحدد: ${formatted}`,
  selectedLoadedOnly: ({ count, formatted }) =>
    `تم تحديد كل ما حُمّل (${messages(count, formatted)})؛ الرسائل الأقدم لم تُحمَّل بعد وليست مشمولة.`,
  clearSelection: 'إلغاء التحديد',
  markAsMenu: 'وضع علامة…',
  markAsMenuSuffix: ({ formatted, count }) => (count > 0 ? ` (المحدد: ${formatted})` : ''),
  markAs: {
    read: 'وضع علامة مقروءة',
    unread: 'وضع علامة غير مقروءة',
    seen: 'وضع علامة مُشاهَدة',
    unseen: 'وضع علامة غير مُشاهَدة',
  },
  rowActions: (text) => `إجراءات: ${text}`,
  unread: 'غير مقروءة',
  read: 'مقروءة',
  unseen: 'غير مُشاهَدة',
  seen: 'مُشاهَدة',
  statusError: 'خطأ',
  statusWarning: 'تحذير',
  snoozedUntil: (date) => `مؤجلة حتى ${date}`,
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
  messageFailed: (messageId: string) => `تعذّر عرض هذه الرسالة (المعرّف ${messageId}).`,
  dismiss: 'إغلاق',
  marked: ({ count, formatted, markAs }) => `تم وضع علامة ${MARKED[markAs]} على ${messages(count, formatted)}`,
  markFailed: ({ count, formatted, markAs, reason }) =>
    `تعذّر وضع علامة ${MARKED[markAs]} على ${messages(count, formatted)}: ${reason}`,
  errorNetwork: 'خطأ في الشبكة، تحقّق من الاتصال',
  errorTimeout: 'لم تستجب الخدمة في الوقت المحدد',
  errorRateLimited: ({ seconds }) =>
    seconds === undefined
      ? 'طلبات كثيرة جدًا، حاول مرة أخرى بعد قليل'
      : `طلبات كثيرة جدًا، حاول مرة أخرى بعد ${seconds} ث`,
  errorUnknown: 'حدث خطأ ما',
  bell: ({ count, formatted, capped }) =>
    count > 0 ? `الإشعارات، غير المقروءة: ${capped ? '+' : ''}${formatted}` : 'الإشعارات',
  newMessages: ({ count, formatted }) => `${formatted} جديدة: ${messages(count, formatted)}`,
  arrived: ({ count, formatted }) => `وصلت ${messages(count, formatted)} جديدة`,
  changesWaiting: ({ count, formatted }) =>
    plural(LOCALE, count, {
      zero: 'لا تغييرات في انتظار الاتصال',
      one: 'سيُرسَل تغيير واحد عند عودة الاتصال',
      two: 'سيُرسَل تغييران عند عودة الاتصال',
      few: `ستُرسَل ${formatted} تغييرات عند عودة الاتصال`,
      many: `سيُرسَل ${formatted} تغييرًا عند عودة الاتصال`,
      other: `سيُرسَل ${formatted} تغيير عند عودة الاتصال`,
    }),
  markedAll: ({ formatted, markAs }) => `تم وضع علامة ${MARKED[markAs]} على كل الرسائل (تغيّر ${formatted})`,
  markAllFailed: ({ markAs, reason }) => `تعذّر وضع علامة ${MARKED[markAs]} على كل الرسائل: ${reason}`,
  undo: 'تراجع',
  undone: ({ count, formatted }) => `تم التراجع: استُعيدت ${messages(count, formatted)}`,
  undoFailed: ({ count, formatted, reason }) => `تعذّر التراجع عن التغيير على ${messages(count, formatted)}: ${reason}`,
} satisfies InboxLabels;

const EVERY_ONE: Record<DurationUnit, string> = {
  millisecond: 'كل ميلي ثانية',
  second: 'كل ثانية',
  minute: 'كل دقيقة',
  hour: 'كل ساعة',
  day: 'كل يوم',
  week: 'كل أسبوع',
  month: 'كل شهر',
  year: 'كل سنة',
};

function ofMonth(period: string | undefined): string {
  return period ? `من كل ${period}` : 'من كل شهر';
}

function recurrence(r: ScheduleRecurrence): string {
  switch (r.kind) {
    case 'every':
      return r.count === 1 && r.unit ? EVERY_ONE[r.unit] : `كل ${r.duration}`;
    case 'everyDay':
      return 'كل يوم';
    case 'everyWeekday':
      return 'من الاثنين إلى الجمعة';
    case 'weekDays':
      return r.period ? `كل ${r.period} أيام ${r.days}` : `أيام ${r.days}`;
    case 'monthDays':
      return `في اليوم ${r.days} ${ofMonth(r.period)}`;
    case 'monthOrdinal':
      return r.last ? `في ${r.what} الأخير ${ofMonth(r.period)}` : `في ${r.what} رقم ${r.which} ${ofMonth(r.period)}`;
    case 'lastDayOfMonth':
      return 'في اليوم الأخير من كل شهر';
    case 'hourly':
      return `كل ساعة عند الدقيقة ${r.minute}`;
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
  duration: ({ duration }) => `المدة: ${duration}`,

  digestCollects: ({ window, digestKey, backoff }) => {
    let sentence = window === undefined ? 'يجمع الأحداث' : `يجمع الأحداث لمدة ${window}`;
    if (digestKey !== undefined) sentence += `، مجمّعة حسب ${digestKey}`;
    if (backoff) {
      sentence +=
        backoff.window === undefined
          ? '، فقط إذا وصل حدث آخر قبل ذلك بقليل (تراجع)'
          : `، فقط إذا وصل حدث آخر خلال آخر ${backoff.window} (تراجع)`;
    }
    return sentence;
  },
  digestSends: ({ schedule }) => `يرسل الملخص ${schedule}`,
  digestUpdatesMessage: 'يحدّث الرسالة التي أرسلها مع كل حدث جديد بدلًا من إرسال رسالة جديدة',
  digestEvents: ({ count, formatted }) =>
    plural(LOCALE, count, {
      zero: 'لم يُجمع أي حدث',
      one: 'جُمع حدث واحد',
      two: 'جُمع حدثان',
      few: `جُمعت ${formatted} أحداث`,
      many: `جُمع ${formatted} حدثًا`,
      other: `جُمع ${formatted} حدث`,
    }),

  delayWaits: ({ duration }) => (duration === undefined ? 'ينتظر قبل المتابعة' : `ينتظر ${duration}`),
  delayUntil: ({ path }) =>
    path === undefined ? 'ينتظر حتى وقت محدد في البيانات' : `ينتظر حتى الوقت الوارد في ${path}`,
  delayForSchedule: ({ schedule }) => `ينتظر الموعد المجدول التالي (${schedule})`,

  schedule: ({ recurrence: r, times, until }) => {
    const parts: string[] = [];
    if (r) parts.push(recurrence(r));
    if (times !== undefined) parts.push(`عند ${times}`);
    if (until) parts.push(until.ended ? `حتى ${until.date} (انتهى)` : `حتى ${until.date}`);
    return parts.length === 0 ? 'وفق جدول زمني' : parts.join(' ');
  },
  ordinal: ({ formatted }) => formatted,
  ordinalLast: 'الأخير',
  ordinalValues: { day: 'اليوم', weekday: 'يوم العمل', weekend: 'يوم عطلة نهاية الأسبوع' },

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
    IN: 'أحد',
    BETWEEN: 'بين',
    NOT_BETWEEN: 'ليس بين',
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
  title: 'سجل الإشعار',
  loading: 'جارٍ تحميل سجل الإشعار…',
  notFound: 'الإشعار غير موجود',
  notFoundHint: (notificationId) => `لا يوجد إشعار بالمعرّف ${notificationId}.`,
  loadError: 'تعذّر تحميل سجل الإشعار.',
  retry: 'إعادة المحاولة',
  jobFailed: (jobId: string) => `تعذّر عرض هذه الخطوة (معرّف المهمة ${jobId}).`,
  // Provider names are brand names: the same in every language.
  providers: PROVIDER_NAMES,
  refreshing: 'جارٍ التحديث…',
  copy: 'نسخ',
  copyNamed: (name) => `نسخ ${name}`,
  copied: 'تم النسخ',
  copyFailed: 'تعذّر النسخ',
  yes: 'نعم',
  no: 'لا',

  workflow: 'سير العمل',
  untitledWorkflow: '(سير عمل بلا اسم)',
  origin: 'المصدر',
  origins: { 'novu-cloud': 'لوحة التحكم', 'novu-cloud-v1': 'لوحة التحكم (v1)', external: 'الشيفرة' },
  triggers: 'المُشغِّل',
  status: 'الحالة',
  overallStatuses: {
    completed: 'مكتمل',
    failed: 'فشل',
    'partly-failed': 'فشل جزئيًا',
    running: 'قيد التشغيل',
    merged: 'دُمج في ملخص آخر',
    canceled: 'أُلغي',
    skipped: 'تم تخطيه',
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
  severity: 'الأهمية',
  severities: { high: 'عالية', medium: 'متوسطة', low: 'منخفضة', none: 'بلا' },
  critical: 'حرج',
  tags: 'الوسوم',
  topics: 'المواضيع',
  contextKeys: 'السياقات',
  payload: 'البيانات',
  controls: 'قيم التحكم',
  to: 'المستلم (to)',
  mergedInto: 'دُمج في الإشعار',
  recordJson: 'السجل الكامل (JSON)',

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
    throttle: 'تقييد',
    custom: 'مخصص',
    http_request: 'طلب HTTP',
  },
  jobStatuses: {
    pending: 'معلّق',
    queued: 'في قائمة الانتظار',
    running: 'قيد التشغيل',
    completed: 'مكتمل',
    failed: 'فشل',
    delayed: 'مؤجَّل',
    canceled: 'أُلغي',
    merged: 'دُمج',
    skipped: 'تم تخطيه',
  },
  unnamedStep: '(خطوة بلا اسم)',
  provider: 'المزوّد',
  jobId: 'معرّف المهمة',
  stepId: 'معرّف الخطوة',
  parentStepId: 'معرّف الخطوة الأصل',
  stepActive: 'الخطوة مفعّلة',
  metadata: 'الإعدادات',
  filters: 'عوامل التصفية',
  variants: 'المتغيرات',
  variant: (index) => `المتغير ${index}`,
  inactive: 'غير مفعّل',
  overrides: 'التجاوزات',
  digest: 'ملخص',
  stepMetadata: 'بيانات الخطوة الوصفية',
  controlVariables: 'قيم التحكم',
  replyCallback: 'استدعاء الرد',
  issues: 'المشكلات',
  template: 'القالب',
  jobJson: 'سجل الخطوة الكامل (JSON)',

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
  sources: { Credentials: 'بيانات الاعتماد', Internal: 'داخلي', Payload: 'البيانات', Webhook: 'Webhook' },
  retryBadge: 'إعادة محاولة',
  testBadge: 'اختبار',
  raw: 'البيانات الخام',
  rawOf: (detail) => `البيانات الخام لـ«${detail}»`,
  copyRaw: 'نسخ البيانات الخام',
  detailId: 'معرّف الإدخال',
  showAll: ({ count, formatted }) =>
    plural(LOCALE, count, {
      one: 'عرض الإدخال',
      two: 'عرض الإدخالين',
      few: `عرض الإدخالات الـ${formatted}`,
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
  showingLast: ({ formattedShown, formattedTotal }) =>
    `يُعرض آخر ${formattedShown} من أصل ${formattedTotal} إدخالًا.`,
} satisfies NotificationActivityLabels;

export const ar = {
  locale: LOCALE,
  dir: 'rtl',
  inbox: arInbox,
  activity: arActivity,
} satisfies InboxKitLabels;
