// A job's step settings in sentences. The service keeps them in two places: the workflow step's
// `metadata` (the configuration) and the job's `digest` (the runtime copy, with the events);
// either may be missing, so each fills the other's gaps.
import { isRecord } from '../../../api/isRecord';
import type { ActivityJob } from '../../../api/types';
import { describeStepMetadata, type DescribeStepMetadataOptions } from '../../../format/describeStepMetadata';
import { isDeliveryChannel } from '../deliveryChannels';

function asObject(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

export function describeJobStep(job: ActivityJob, options: DescribeStepMetadataOptions): string[] {
  const configured = asObject(job.step?.metadata);
  // A channel step that follows a digest may carry its `digest` too: it is not its own setting.
  const runtime = job.type !== undefined && isDeliveryChannel(job.type) ? undefined : asObject(job.digest);
  return describeStepMetadata(
    {
      jobType: job.type,
      metadata: configured || runtime ? { ...runtime, ...configured } : undefined,
      digest: runtime ? { ...configured, ...runtime } : undefined,
      scheduleExtensionsCount: job.scheduleExtensionsCount,
    },
    options,
  );
}
