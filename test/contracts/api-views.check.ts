/**
 * Compile-time only (`npm run typecheck` includes test/**): each view the API sends must fit the
 * shape @paani/contracts promises the front ends, so a column that changes type on the server
 * (a numeric sent as text, a field renamed) fails the type check instead of a screen.
 */
import type * as Contracts from '@paani/contracts';
import type { AreaView } from '../../api/src/modules/areas/area.queries';
import type { EmployeeView } from '../../api/src/modules/employees/employee.queries';
import type { OnboardingStatus } from '../../api/src/modules/onboarding/onboarding.queries';
import type { OwnerDashboard } from '../../api/src/modules/owner-dashboard/owner-dashboard.queries';
import type { PlanView } from '../../api/src/modules/plans/plan.queries';
import type { PlantView, toLocationView } from '../../api/src/modules/plants/plant.view';
import type { UserView } from '../../api/src/modules/auth/user.projection';
import type { Role } from '../../api/src/platform/http/decorators';
import type { RiderDayCloseResult } from '../../api/src/modules/riders/rider-day.commands';
import type { RiderDayView } from '../../api/src/modules/riders/rider-day.queries';

type Fits<View, Contract> = [View] extends [Contract] ? true : false;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<_ extends true> = true;

export type ApiViewsFitTheContracts = [
  Holds<Fits<PlantView, Contracts.Plant>>,
  Holds<Fits<ReturnType<typeof toLocationView>, Contracts.PlantLocation>>,
  Holds<Fits<AreaView, Contracts.Area>>,
  Holds<Fits<EmployeeView, Contracts.Employee>>,
  // The users read model keeps the role as text; the roles themselves are the route table's.
  Holds<Same<Role, Contracts.Role>>,
  Holds<Fits<Omit<UserView, 'role'> & { role: Role }, Contracts.User>>,
  Holds<Fits<PlanView, Contracts.SubscriptionPackage>>,
  Holds<Fits<RiderDayView, Contracts.RiderDay>>,
  Holds<Fits<RiderDayCloseResult, Contracts.RiderDayCloseResult>>,
  Holds<Fits<OnboardingStatus, Contracts.OnboardingStatus>>,
  Holds<Fits<OwnerDashboard, Contracts.OwnerDashboard>>,
];
