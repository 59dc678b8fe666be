// What the activity view calls each provider the service names (SERVER-NOTES.md §0): the
// providers' own names. An id that is not here (a provider added later) is shown as sent.
import type { KNOWN_PROVIDER_IDS } from '../../api/types';

/**
 * The names whose id is the name itself in lower case, spaces as hyphens ("Novu Email" is
 * `novu-email`, "SendGrid" is `sendgrid`): most of them, so each is written once, as a reader sees
 * it. test/components/activity/providerNames.test.ts holds the whole table.
 */
const NAMES_OF_THEIR_IDS = [
  'Anypost', 'EmailJS', 'Mailgun', 'Mailjet', 'Mandrill', 'Postmark', 'SendGrid', 'Sendinblue',
  'Netcore', 'Resend', 'Plunk', 'MailerSend', 'Mailtrap', 'Clickatell', 'Novu Email', 'SparkPost',
  'Email Webhook', 'Braze', 'Novu Email Agent', 'Nexmo', 'Plivo', 'sms77', 'SMS Central', 'Telnyx',
  'Twilio', 'Gupshup', 'Firetext', 'iSend SMS', 'Maqsam', 'Termii', 'Novu SMS', 'Sendchamp',
  'Generic SMS', 'ClickSend', 'Bandwidth', 'MessageBird', 'SimpleTexting', 'Azure SMS', 'Mobishastra',
  'Unifonic', 'smsmode', 'iMedia', 'Sinch', 'Ruach SMS', 'Pushpad', 'Push Webhook', 'Pusher Beams',
  'Appio', 'Slack', 'Discord', 'Mattermost', 'Ryver', 'Zulip', 'Grafana On Call', 'WhatsApp Business',
  'LINE', 'Chat Webhook', 'Novu Slack', 'Telegram', 'Sendblue', 'Novu Web Chat', 'Anthropic',
  'Novu Anthropic', 'PagerDuty', 'Opsgenie', 'Grafana', 'Tool Webhook',
];

/** The names an id does not spell. */
const OTHER_NAMES = {
  nodemailer: 'Custom SMTP',
  ses: 'Amazon SES',
  'infobip-email': 'Infobip',
  outlook365: 'Microsoft Outlook 365',
  sns: 'Amazon SNS',
  'infobip-sms': 'Infobip',
  'burst-sms': 'BurstSMS',
  'bulk-sms': 'BulkSMS',
  'forty-six-elks': '46elks',
  kannel: 'Kannel SMS',
  'africas-talking': "Africa's Talking",
  'ring-central': 'RingCentral',
  'brevo-sms': 'Brevo',
  'eazy-sms': 'Eazy',
  'afro-message': 'AfroMessage',
  'isendpro-sms': 'iSendPro',
  'cm-telecom': 'CM.com',
  fcm: 'Firebase Cloud Messaging',
  apns: 'Apple Push Notification Service',
  expo: 'Expo Push',
  'one-signal': 'OneSignal',
  novu: 'Novu In-App',
  msteams: 'Microsoft Teams',
  'webex-messaging': 'Webex',
  getstream: 'Stream',
  'rocket-chat': 'Rocket.Chat',
  'anthropic-aws': 'Anthropic on AWS',
};

export const PROVIDER_NAMES = {
  ...Object.fromEntries(NAMES_OF_THEIR_IDS.map((name) => [name.toLowerCase().replaceAll(' ', '-'), name])),
  ...OTHER_NAMES,
} as Readonly<Record<(typeof KNOWN_PROVIDER_IDS)[number], string>>;
