import { useLingui } from '@lingui/react/macro';
import { AttendanceDemo } from './AttendanceDemo';
import { BrowseByStyle } from './BrowseByStyle';
import { CustomizationDemo } from './CustomizationDemo';
import { FeatureGrid } from './FeatureGrid';
import { Hero } from './Hero';
import { ScheduleDemo } from './ScheduleDemo';
import { SignUpBand } from './SignUpBand';

/** The landing page (spec §1): hero with city search, styles to browse, features, three demos, sign-up call. */
export function LandingPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Plié — dance classes, teachers and studios near you`}</title>
      <Hero />
      <BrowseByStyle />
      <FeatureGrid />
      <ScheduleDemo />
      <AttendanceDemo />
      <CustomizationDemo />
      <SignUpBand />
    </>
  );
}
