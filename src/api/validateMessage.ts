// Response checks of a Message (SPEC.md §2.1): every required field, `_id` included (nothing can
// be marked without it). Unknown fields and unknown enum strings pass untouched.
import {
  checkEach,
  isRecord,
  optionalField,
  problem,
  requireBoolean,
  requireRecord,
  requireString,
  type Problem,
} from './responseChecks';

export function checkMessage(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return (
    requireString(value, '_id') ??
    requireString(value, '_environmentId') ??
    requireString(value, '_organizationId') ??
    requireString(value, '_notificationId') ??
    requireString(value, '_subscriberId') ??
    requireString(value, 'createdAt') ??
    requireString(value, 'transactionId') ??
    requireString(value, 'channel') ??
    requireBoolean(value, 'read') ??
    requireBoolean(value, 'seen') ??
    requireRecord(value, 'cta') ??
    requireString(value, 'status') ??
    // Optional, but rendered: an object where text is expected would break the view.
    optionalField(value, 'content', checkContent)
  );
}

export function checkMessages(value: unknown): Problem | undefined {
  return checkEach(value, checkMessage);
}

function checkContent(value: unknown): Problem | undefined {
  return typeof value === 'string' ? undefined : checkEach(value, checkEmailBlock);
}

function checkEmailBlock(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return requireString(value, 'type') ?? requireString(value, 'content');
}
