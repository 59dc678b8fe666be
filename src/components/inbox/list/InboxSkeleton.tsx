// Four placeholder rows while the first page loads.
import { Skeleton } from '../../../ui/Skeleton';

export interface InboxSkeletonProps {
  label: string;
}

export function InboxSkeleton({ label }: InboxSkeletonProps) {
  return (
    <div data-slot="inbox-skeleton" className="ik-inbox-skeleton" aria-busy="true">
      <span className="ik-visually-hidden">{label}</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="ik-inbox-skeleton__row">
          <Skeleton shape="circle" inlineSize="2rem" blockSize="2rem" />
          <div className="ik-inbox-skeleton__lines">
            <Skeleton inlineSize={index % 2 ? '55%' : '70%'} />
            <Skeleton inlineSize={index % 2 ? '85%' : '65%'} />
          </div>
        </div>
      ))}
    </div>
  );
}
