import { AttendanceDemo } from './AttendanceDemo';
import { CustomizationDemo } from './CustomizationDemo';
import { FeatureGrid } from './FeatureGrid';
import { ScheduleDemo } from './ScheduleDemo';
import { SignUpBand } from './SignUpBand';

/** The landing page below its first screen: features, the three demos, the sign-up call. */
export function LandingMore() {
  return (
    <>
      <FeatureGrid />
      <ScheduleDemo />
      <AttendanceDemo />
      <CustomizationDemo />
      <SignUpBand />
    </>
  );
}
