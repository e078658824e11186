import { LandingPage } from './LandingPage';
import { ListPage } from './ListPage';

/** The six routes of the industry pages (src/app/routes.tsx loads each lazily from here). */
export const IndustrialLanding = () => <LandingPage kind="industrial" />;
export const IndustrialList = () => <ListPage kind="industrial" />;
export const TrainingLanding = () => <LandingPage kind="digital" />;
export const TrainingList = () => <ListPage kind="digital" />;
export const ExpertLanding = () => <LandingPage kind="expert" />;
export const ExpertList = () => <ListPage kind="expert" />;
