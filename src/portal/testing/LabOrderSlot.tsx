import { lazy, Suspense } from 'react';

const LabOrderSection = lazy(() => import('./components/LabOrderSection').then((module) => ({ default: module.LabOrderSection })));

/** The laboratory page's "Order tests from this laboratory" and evaluations, loaded with the cloud testing chunk. */
export function LabOrderSlot({ laboratoryId }: { laboratoryId: number }) {
  return (
    <Suspense fallback={null}>
      <LabOrderSection laboratoryId={laboratoryId} />
    </Suspense>
  );
}
