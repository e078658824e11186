import { ResourceOrderList } from '../list/ResourceOrderList';
import { CLOUD_SERVICES_ROUTE, orderShowPath } from '../paths';
import { LaboratoryFilter } from './LaboratoryFilter';

/** Every placed order the caller oversees (the platform, the cloud detection head, a regional head's region). */
export default function OverseenOrderList() {
  return (
    <ResourceOrderList
      resource="cloudServices"
      viewer="platform"
      detailPath={orderShowPath(CLOUD_SERVICES_ROUTE)}
      extraFilters={({ values, apply }) => <LaboratoryFilter value={values.laboratoryId} onChange={(laboratoryId) => apply({ laboratoryId })} />}
    />
  );
}
